import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { createKeytarSecretStore } from '../../../../src/core/secrets'
import type { CommandArgs, CommandName, CommandResult, Result } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { DEMO } from '../../../support/simulator'
import { tempDirPerTest } from '../../../support/temp-dir'
import { waitFor } from '../../../support/wait'

// This file's process has no Secret Service: its session bus address leads nowhere, as on a Linux server.
process.env.DBUS_SESSION_BUS_ADDRESS = 'unix:path=/nonexistent/switchboard-test-bus'

const dataDir = tempDirPerTest('switchboard-demo-no-keychain-')
const stopping: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stopping.splice(0).reverse()) await stop()
})

async function startConsole(): Promise<{ console_: SwitchboardConsole; sim: () => RunningSimulator | null }> {
  let sim: RunningSimulator | null = null
  const console_ = new SwitchboardConsole({
    host: 'web',
    dataDir: dataDir(),
    version: '0.0.0-test',
    platform: process.platform,
    secrets: createKeytarSecretStore({ probeTimeoutMs: 5_000 }),
    startDemoService: async () => (sim = await startSimulator({ port: 0, activeCalls: 3, plan: 'business' })),
  })
  stopping.push(async () => {
    await console_.stop()
    await sim?.stop()
  })
  await console_.start()
  return { console_, sim: () => sim }
}

function run<K extends CommandName>(console_: SwitchboardConsole, name: K, args: CommandArgs<K>): Promise<Result<CommandResult<K>>> {
  return dispatch(console_.handlers, name, args) as Promise<Result<CommandResult<K>>>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

describe('the demo workspace on a machine without a Secret Service', () => {
  it('opens with its key in memory, shows live calls and can listen, while a real workspace is still refused', async () => {
    const { console_, sim } = await startConsole()
    const demo = await run(console_, 'workspaces.openDemo', {})
    expect(demo).toMatchObject({ ok: true, value: { demo: true, active: true, workspaceId: DEMO.workspaceId, maskedKey: '••••-key' } })

    const list = await run(console_, 'workspaces.list', {})
    expect(list).toMatchObject({ ok: true, value: { keychainProblem: { reason: expect.stringMatching(/D-Bus|Secret Service/) } } })
    await waitFor(async () => {
      const calls = await run(console_, 'calls.current', {})
      return calls.ok && calls.value.calls.length === 3
    }, 20_000, 'the demo’s three live calls')
    expect(await run(console_, 'calls.mediaServer', {})).toMatchObject({ ok: true, value: { configured: true, mode: 'keys', url: sim()!.media.url } })
    const roomName = ((await run(console_, 'calls.current', {})) as { ok: true; value: { calls: { roomName: string }[] } }).value.calls[0]!.roomName
    expect(await run(console_, 'calls.listenToken', { roomName })).toMatchObject({ ok: true, value: { url: sim()!.media.url } })

    const real = await run(console_, 'workspaces.add', { baseUrl: sim()!.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.member, plan: 'business' })
    expect(real).toMatchObject({ ok: false, error: { code: 'keychain_unavailable', message: expect.stringContaining('The OS keychain is unavailable') } })
    expect(await run(console_, 'workspaces.rotateKey', { id: demo.ok ? demo.value.id : '', apiKey: DEMO.member })).toMatchObject({
      ok: false,
      error: { code: 'demo_key' },
    })
    for (const file of filesUnder(dataDir())) {
      const text = readFileSync(file).toString('latin1')
      expect(text, file).not.toContain(DEMO.owner)
      expect(text, file).not.toContain(DEMO.member)
    }
  })

  it('comes back after a restart: the profile is marked as the demo, its key is not read from anywhere', async () => {
    const first = await startConsole()
    await run(first.console_, 'workspaces.openDemo', {})
    await stopping.shift()!()

    const { console_ } = await startConsole()
    const list = await run(console_, 'workspaces.list', {})
    expect(list).toMatchObject({ ok: true, value: { profiles: [{ demo: true, active: true, maskedKey: '••••-key' }] } })
    const profiles = JSON.parse(readFileSync(join(dataDir(), 'workspaces.json'), 'utf8')) as { profiles: { demo?: boolean }[] }
    expect(profiles.profiles).toMatchObject([{ demo: true }])
    await waitFor(async () => {
      const calls = await run(console_, 'calls.current', {})
      return calls.ok && calls.value.calls.length === 3
    }, 20_000, 'the resumed demo’s live calls')
  })
})
