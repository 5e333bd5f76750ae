import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createLimiterRegistry } from '../../../../src/core/api'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { createWorkspaceProfiles } from '../../../../src/core/workspaces'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startLocalServer, type LocalServer } from '../../../support/local-server'
import { DEMO } from '../../../support/simulator'

let dataDir: string
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the key test of workspaces.add', () => {
  it('gives up after 10 s on a service that never answers: "the service did not answer"', { timeout: 20_000 }, async () => {
    const silent: LocalServer = await startLocalServer(() => undefined)
    stops.push(() => silent.close())
    dataDir = await mkdtemp(join(tmpdir(), 'switchboard-keytest-'))
    const profiles = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore() })
    const started = Date.now()
    const refusal = await profiles.addProfile({ baseUrl: silent.url, workspaceId: 'ws_a', apiKey: 'key-aaaa' }).catch((e: unknown) => e)
    const took = Date.now() - started
    expect(refusal).toMatchObject({ code: 'unreachable', message: expect.stringContaining('The service did not answer within 10 s') })
    expect(took).toBeGreaterThanOrEqual(9_900)
    expect(took).toBeLessThan(11_000)
    expect(await profiles.list()).toEqual([])
  })

  it("does not queue behind the key's own traffic: a limiter spent to its last slot does not delay the test", { timeout: 20_000 }, async () => {
    const sim: RunningSimulator = await startSimulator({ port: 0, plan: 'developer', activeCalls: 0 })
    stops.push(() => sim.stop())
    dataDir = await mkdtemp(join(tmpdir(), 'switchboard-keytest-'))
    const limiters = createLimiterRegistry({})
    // The key's shared limiter, at a slow plan's pace and spent: a request through it would wait about a minute.
    const shared = limiters.limiterFor(DEMO.owner, 6)
    for (;;) {
      const granted = await shared.acquire('background', AbortSignal.timeout(100)).then(() => true, () => false)
      if (!granted) break
    }
    const profiles = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore(), limiters })
    const started = Date.now()
    const added = await profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner, requestsPerMinute: 6 })
    expect(added.workspaceId).toBe(DEMO.workspaceId)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
