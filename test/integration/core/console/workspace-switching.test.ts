import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listSightings } from '../../../../src/core/cache'
import { SwitchboardConsole } from '../../../../src/core/console'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { FakeClock } from '../../../support/fake-clock'
import { recordingFetch } from '../../../support/network'
import { DEMO, startSim } from '../../../support/simulator'

let sim: RunningSimulator
let dataDir: string
let console_: SwitchboardConsole

beforeEach(async () => {
  sim = await startSim({ plan: 'business' })
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-console-'))
  console_ = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0', platform: 'linux', secrets: createMemorySecretStore() })
  await console_.start()
})

afterEach(async () => {
  await console_.stop()
  await sim.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the active workspace', () => {
  it('uses a rotated key at once: the poller and sync get the new client', async () => {
    const profile = await console_.profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.member })
    const clients: unknown[] = []
    const unsubscribe = console_.activeWorkspace.subscribe((workspace) => clients.push(workspace?.client))
    const before = console_.activeWorkspace.current?.client
    await console_.profiles.rotateKey(profile.id, DEMO.owner)
    await console_.activeWorkspace.refresh()
    unsubscribe()
    expect(console_.activeWorkspace.current?.client).not.toBe(before)
    expect(clients.at(-1)).toBe(console_.activeWorkspace.current?.client)
  })

  it('is in effect when a command that adds, opens or switches a workspace answers', async () => {
    const added = await console_.handlers['workspaces.add']({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner })
    expect(console_.activeWorkspace.current?.profile.id).toBe(added.id)
    const member = await console_.handlers['workspaces.add']({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.member, label: 'Member' })
    for (const id of [member.id, added.id, member.id]) {
      await console_.handlers['workspaces.setActive']({ id })
      expect(console_.activeWorkspace.current?.profile.id).toBe(id)
    }
    expect(await console_.handlers['workspaces.keyPermissions']({})).toMatchObject({ state: 'known', role: 'member' })
  })

  it('removing the workspace stops its polling before its cached rows are deleted', async () => {
    // A console on a fake clock: once the workspace is gone no timer of it may be left to fire.
    const clock = new FakeClock(Date.now())
    const recorder = recordingFetch()
    const own = new SwitchboardConsole({
      host: 'web',
      dataDir: mkdtempSync(join(tmpdir(), 'switchboard-console-')),
      version: '0.0.0',
      platform: 'linux',
      secrets: createMemorySecretStore(),
      fetch: recorder.fetch,
      sync: { clock },
    })
    await own.start()
    try {
      const profile = await own.profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner })
      await expect.poll(() => own.sync.live()?.nextPollAt, { timeout: 10_000 }).toBe(clock.now())
      await clock.advance(0)
      await expect.poll(() => listSightings(own.cache, DEMO.workspaceId, {}).total, { timeout: 10_000 }).toBeGreaterThan(0)
      await own.sync.settled()
      // The poller runs: its next poll is a pending timer.
      expect(own.sync.live()?.nextPollAt).toBe(clock.now() + 2_000)

      const removed = await own.handlers['workspaces.remove']({ id: profile.id })
      expect(removed).toEqual({ removedId: profile.id })
      expect(own.sync.live()).toBeNull()
      expect(listSightings(own.cache, DEMO.workspaceId, {}).total).toBe(0)
      // Many poll and sync intervals later, no request went out and nothing was written back.
      const sent = recorder.requests.length
      await clock.advance(10 * 60_000)
      expect(recorder.requests.slice(sent)).toEqual([])
      expect(listSightings(own.cache, DEMO.workspaceId, {}).total).toBe(0)
      expect(own.connection().state).toBe('no-workspace')
    } finally {
      await own.stop()
      rmSync(own.options.dataDir, { recursive: true, force: true })
    }
  })
})

describe('a workspace whose key is gone from the keychain', () => {
  it('still lets the console start, and says what to do', async () => {
    const secrets = createMemorySecretStore()
    const first = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0', platform: 'linux', secrets })
    await first.start()
    const profile = await first.profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner })
    await first.stop()
    await secrets.delete(profile.id)

    const again = new SwitchboardConsole({ host: 'web', dataDir, version: '0.0.0', platform: 'linux', secrets })
    await again.start()
    try {
      expect(again.connection()).toMatchObject({ state: 'degraded', reason: expect.stringContaining('Rotate key') })
      expect((await again.handlers['workspaces.list']({})).profiles).toMatchObject([{ id: profile.id, maskedKey: null }])
    } finally {
      await again.stop()
    }
  })
})
