import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { toBase64 } from '../../../../src/renderer/voices/upload/base64'
import type { CommandArgs, CommandName, CommandResult, EventPayload } from '../../../../src/shared/bridge'
import { startSimulator } from '../../../../src/simulator/server'
import { realKeychain } from '../../../support/keychain'
import { simUploads, take } from './lab'

let console_: SwitchboardConsole
let dataDir: string
const progress: EventPayload<'voices.progress'>[] = []

async function invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<CommandResult<K>> {
  const result = await dispatch(console_.handlers, name, args)
  if (!result.ok) throw Object.assign(new Error(result.error.message), result.error)
  return result.value as CommandResult<K>
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'voice-console-'))
  console_ = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0',
    platform: 'linux',
    secrets: await realKeychain(),
    startDemoService: () => startSimulator({ port: 0, activeCalls: 0, paused: true, plan: 'business' }),
  })
  await console_.start()
  console_.events.subscribe((name, payload) => {
    if (name === 'voices.progress') progress.push(payload as EventPayload<'voices.progress'>)
  })
})

afterAll(async () => {
  const demo = (await console_.profiles.list()).find((p) => p.workspaceId === 'ws_demo')
  if (demo) await console_.profiles.removeProfile(demo.id)
  await console_.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('voices.* through the console', () => {
  it('refuses cloning without a workspace, keeping the recording', async () => {
    const wav = take(10)
    const { uploadId } = await invoke('voices.beginUpload', { totalBytes: wav.length, fileName: 'x.wav', source: 'recording' })
    await invoke('voices.uploadChunk', { uploadId, index: 0, dataBase64: toBase64(wav.subarray(0, 512 * 1024)) })
    await invoke('voices.uploadChunk', { uploadId, index: 1, dataBase64: toBase64(wav.subarray(512 * 1024)) })
    const refused = await dispatch(console_.handlers, 'voices.clone', { uploadId, name: 'Nobody' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_workspace' } })
    expect(await invoke('voices.list', {})).toEqual({ workspaceId: null, created: [], others: [] })
    expect(await invoke('voices.discardPending', {})).toEqual({ discarded: true })
  })

  it('validates every argument at the boundary', async () => {
    const bad: [CommandName, unknown][] = [
      ['voices.beginUpload', { totalBytes: 50 * 1024 * 1024 + 1, fileName: 'a.wav', source: 'recording' }],
      ['voices.beginUpload', { totalBytes: 1000, fileName: '', source: 'recording' }],
      ['voices.beginUpload', { totalBytes: 1000, fileName: 'a.wav', source: 'stream' }],
      ['voices.uploadChunk', { uploadId: 'x', index: 0, dataBase64: 'AAAA' }],
      ['voices.uploadChunk', { uploadId: '0b0e3f3c-6f43-4a57-9c2e-1d0a0c1f2e3d', index: 0, dataBase64: 'not base64!' }],
      ['voices.uploadChunk', { uploadId: '0b0e3f3c-6f43-4a57-9c2e-1d0a0c1f2e3d', index: 0, dataBase64: 'A'.repeat(700_000) }],
      ['voices.clone', { uploadId: '0b0e3f3c-6f43-4a57-9c2e-1d0a0c1f2e3d', name: '   ' }],
      ['voices.clone', { uploadId: '0b0e3f3c-6f43-4a57-9c2e-1d0a0c1f2e3d', name: 'A', language: 'English please' }],
      ['voices.clone', { uploadId: '0b0e3f3c-6f43-4a57-9c2e-1d0a0c1f2e3d', name: 'A'.repeat(101) }],
      ['voices.readPending', { offset: 0, length: 10 * 1024 * 1024 }],
    ]
    for (const [name, args] of bad) {
      expect(await dispatch(console_.handlers, name, args), `${name} ${JSON.stringify(args).slice(0, 80)}`).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    }
  })

  it('uploads to the demo workspace and lists the created voice', async () => {
    await console_.demo.open()
    await console_.activeWorkspace.refresh()
    const wav = take(10)
    const { uploadId, chunkBytes } = await invoke('voices.beginUpload', { totalBytes: wav.length, fileName: 'desk mic.wav', source: 'import' })
    for (let index = 0; index * chunkBytes < wav.length; index++) {
      const last = await invoke('voices.uploadChunk', { uploadId, index, dataBase64: toBase64(wav.subarray(index * chunkBytes, (index + 1) * chunkBytes)) })
      expect(last.complete).toBe((index + 1) * chunkBytes >= wav.length)
    }
    expect(await invoke('voices.pending', {})).toMatchObject({ uploadId, source: 'import', durationSeconds: 10 })
    const { voice } = await invoke('voices.clone', { uploadId, name: 'Desk mic', language: 'de' })
    expect(voice).toMatchObject({ name: 'Desk mic', language: 'de', workspaceId: 'ws_demo' })
    expect((await invoke('voices.list', {})).created.map((v) => v._id)).toEqual([voice._id])
    expect(progress.at(-1)).toMatchObject({ uploadId, phase: 'done' })

    const sim = { url: console_.activeWorkspace.current!.profile.baseUrl }
    expect((await simUploads(sim as never)).at(-1)).toMatchObject({ filename: 'desk mic.wav', wav: { durationSeconds: 10, channels: 1 } })
  })
})
