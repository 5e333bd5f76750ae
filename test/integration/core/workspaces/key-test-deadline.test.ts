import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLimiterRegistry } from '../../../../src/core/api'
import { createMemorySecretStore } from '../../../../src/core/secrets'
import { createWorkspaceProfiles } from '../../../../src/core/workspaces'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startLocalServer, type LocalServer } from '../../../support/local-server'
import { DEMO } from '../../../support/simulator'

let dataDir: string
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const stop of stops.splice(0)) await stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the key test of workspaces.add', () => {
  it('gives up after 10 s on a service that never answers: "the service did not answer"', async () => {
    let asked: () => void = () => undefined
    const reached = new Promise<void>((resolve) => (asked = resolve))
    const silent: LocalServer = await startLocalServer(() => asked())
    stops.push(() => silent.close())
    dataDir = await mkdtemp(join(tmpdir(), 'switchboard-keytest-'))
    const profiles = createWorkspaceProfiles({ dataDir, secrets: createMemorySecretStore() })
    // The deadline's and the request's timers on a clock the test moves; the service and its socket stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let refusal: unknown
    const settled = profiles.addProfile({ baseUrl: silent.url, workspaceId: 'ws_a', apiKey: 'key-aaaa' }).then(
      () => (refusal = 'added'),
      (e: unknown) => (refusal = e),
    )
    await reached
    await vi.advanceTimersByTimeAsync(9_999)
    expect(refusal).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(refusal).toMatchObject({ code: 'unreachable', message: expect.stringContaining('The service did not answer within 10 s') })
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
    const spent = shared.metrics()
    const added = await profiles.addProfile({ baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.owner, requestsPerMinute: 6 })
    expect(added.workspaceId).toBe(DEMO.workspaceId)
    // Neither request of the test took or waited for a slot of the key's limiter.
    expect(shared.metrics()).toMatchObject({ usedLastMinute: spent.usedLastMinute, queued: { user: 0, live: 0, background: 0 } })
  })
})
