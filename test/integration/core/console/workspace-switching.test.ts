import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listSightings } from '../../../../src/core/cache'
import { SwitchboardConsole } from '../../../../src/core/console'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import type { RunningSimulator } from '../../../../src/simulator/server'
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

  it('removing the workspace stops its polling before its cached rows are deleted', async () => {
    const profile = await console_.profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner })
    await console_.sync.settled()
    await expect.poll(() => listSightings(console_.cache, DEMO.workspaceId, {}).total, { timeout: 10_000 }).toBeGreaterThan(0)
    const removed = await console_.handlers['workspaces.remove']({ id: profile.id })
    expect(removed).toEqual({ removedId: profile.id })
    // Several poll intervals later nothing has been written back.
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(listSightings(console_.cache, DEMO.workspaceId, {}).total).toBe(0)
    expect(console_.connection().state).toBe('no-workspace')
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
