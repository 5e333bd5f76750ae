import { afterEach, describe, expect, it } from 'vitest'
import { listDispositions } from '../../../../src/core/cache'
import { createLogger } from '../../../../src/core/log'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

/** Cadences scaled down ten times, so a recovery is measured in hundreds of milliseconds. */
const SYNC = { visiblePollMs: 200, hiddenPollMs: 1_000, maxBackoffMs: 20_000 }

let sim: RunningSimulator
let app: TestConsole
const { fetch: gatedFetch, network, requests } = recordingFetch()

afterEach(async () => {
  network.up = true
  await app.cleanup()
  await sim.stop()
})

let logLines: string[]

async function start(synced: 'dispositions'[] = []): Promise<void> {
  logLines = []
  sim = await startSimulator({ port: 0, activeCalls: 2, plan: 'enterprise', seed: 3 })
  const logger = createLogger((line) => logLines.push(line))
  app = await startTestConsole(sim, { fetch: gatedFetch, sync: SYNC, plan: 'enterprise', logger, synced })
  await waitFor(() => app.console.connection().state === 'online', 20_000, 'online')
}

/** Takes the network down until `failedPolls` polls in a row failed: long enough for any back-off to grow. */
async function outage(failedPolls: number): Promise<void> {
  network.up = false
  await waitFor(() => app.console.connection().state === 'offline', 20_000, 'offline')
  const polls = () => requests.filter((r) => r.path === '/v2/api/active-calls' && r.status === null).length
  const start = polls()
  await waitFor(() => polls() - start >= failedPolls, 30_000, `${failedPolls} failed polls`)
}

/** From the network's return until the wall's poll succeeded again and the connection shows Online. */
async function msUntilOnline(): Promise<number> {
  const started = Date.now()
  const polled = () => requests.some((r) => r.path === '/v2/api/active-calls' && r.status === 200 && r.at >= started)
  await waitFor(() => polled() && app.console.connection().state === 'online', 30_000, 'polled and online again')
  return Date.now() - started
}

describe('recovery after an outage', () => {
  it('visible: Online returns within one poll interval of the service coming back, however long the outage', { timeout: 60_000 }, async () => {
    await start()
    await outage(12)
    network.up = true
    const sentSinceBack = requests.length
    // One poll interval plus the poll itself (517 ms was seen on a loaded 2-core machine), while a back-off
    // grown over 12 failures would wait its cap, 20 s: a quarter of that separates the two under any load.
    expect(await msUntilOnline()).toBeLessThan(SYNC.maxBackoffMs / 4)
    // A poll in flight has no status yet either: count the failed ones at a moment none is in flight.
    await waitFor(() => requests.slice(sentSinceBack).every((r) => r.status !== null), 10_000, 'the requests in flight to answer')
    // Every failed poll is in the host's log, with what support needs and never the key.
    const failedPolls = requests.filter((r) => r.path === '/v2/api/active-calls' && r.status === null).length
    const logged = logLines.filter((line) => line.includes('WARN GET /v2/api/active-calls failed'))
    expect(logged).toHaveLength(failedPolls)
    expect(logged[0]).toMatch(/code=offline .*ms=\d+ lane=live/)
    expect(logLines.join('\n')).not.toContain('demo-owner-key')
  })

  it('hidden and backing off: the OS reporting the network back (sync.networkBack) probes at once', { timeout: 60_000 }, async () => {
    await start()
    await app.invoke('sync.setVisibility', { visible: false })
    await outage(3)
    network.up = true
    await app.invoke('sync.networkBack', {})
    // At once: after 3 failed polls hidden, the back-off would wait at least 1 s · 2² = 4 s before the next try.
    expect(await msUntilOnline()).toBeLessThan(4 * SYNC.hiddenPollMs)
  })

  it('after a service outage (every request a 500), an edit backing off is sent when the wall answers again: Online within a poll', { timeout: 60_000 }, async () => {
    await start(['dispositions'])
    const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
    const attempts = async () => (await app.invoke('outbox.list', {})).items[0]?.attempts ?? 0
    await simControl(sim, 'PUT', '/faults/chaos', { serverErrors: 1 })
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'sent when the service answers again' } })
    // The outbox backs off 2 s, then 4 s: after its third failed try it waits 8 s.
    await waitFor(async () => (await attempts()) >= 3, 20_000, 'three failed tries of the edit')
    // Answers, even failing ones, are not "offline": nothing changed state on the network's side.
    expect(app.console.connection().state).toBe('degraded')
    await simControl(sim, 'PUT', '/faults/chaos', {})
    // One poll interval and the edit's two requests, against the 8 s the outbox would otherwise wait.
    expect(await msUntilOnline()).toBeLessThan(4_000)
    expect((await app.invoke('outbox.list', {})).items).toHaveLength(0)
  })

  it('back from offline, a waiting edit is tried once, and after a failure waits its back-off', { timeout: 60_000 }, async () => {
    await start(['dispositions'])
    const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
    // The recorded requests are the whole file's: this test's begin here.
    const since = requests.length
    const puts = () => requests.slice(since).filter((r) => r.method === 'PUT' && r.path === `/v1/api/call-dispositions/${target._id}`)
    await simControl(sim, 'PUT', '/faults/dispositions', { answer: 500 })
    await outage(1)
    // Offline, the edit waits in the outbox.
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'tried once when back' } })
    network.up = true
    await waitFor(() => puts().some((r) => r.status === 500), 10_000, 'the edit to be tried and refused with a 500')
    // Both the connection's return and the wall's poll answering again say "back": the edit goes once, then its 2-s back-off.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(puts()).toHaveLength(1)
  })

  it("keeps app.connection's lastOkAt current while the state stays Online", { timeout: 30_000 }, async () => {
    await start()
    const first = (await app.invoke('app.connection', {})).lastOkAt
    expect(first).toEqual(expect.any(String))
    await waitFor(async () => (await app.invoke('app.connection', {})).lastOkAt! > first!, 5_000, 'a later lastOkAt')
    expect(app.of('app.connection').filter((status) => status.state === 'online')).toHaveLength(1)
  })
})
