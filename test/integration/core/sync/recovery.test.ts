import { afterEach, describe, expect, it } from 'vitest'
import { listDispositions } from '../../../../src/core/cache'
import { createLogger } from '../../../../src/core/log'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { FakeClock } from '../../../support/fake-clock'
import { recordingFetch } from '../../../support/network'
import { DEMO, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

/** Cadences scaled down ten times; on a fake clock, so a recovery's cadence is exact whatever the machine's load. */
const SYNC = { visiblePollMs: 200, hiddenPollMs: 1_000, maxBackoffMs: 20_000 }

let sim: RunningSimulator
let app: TestConsole
let clock: FakeClock
const { fetch: gatedFetch, network, requests } = recordingFetch()
/** The clock's time each request was sent at, by its index in `requests`. */
const sentAt: number[] = []
const clockedFetch: typeof gatedFetch = (input, init) => {
  sentAt[requests.length] = clock.now()
  return gatedFetch(input, init)
}
const isPoll = (r: (typeof requests)[number]) => r.path === '/v2/api/active-calls'

afterEach(async () => {
  network.up = true
  await app.cleanup()
  await sim.stop()
})

let logLines: string[]

/** The wall's poller between polls: the last one answered or failed, the next one on the clock. */
const pollerIdle = () => app.console.sync.live()?.nextPollAt != null

/**
 * Moves the clock in `stepMs` steps until `done`. Before each step the wall's
 * poll in flight ends (its HTTP and the limiter run in real time), so each poll
 * happens at the clock's time it was due.
 */
async function drive(done: () => boolean | Promise<boolean>, stepMs: number, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out driving the clock until ${what}`)
    await waitFor(pollerIdle, 10_000, 'the poll in flight to end')
    await clock.advance(stepMs)
  }
}

async function start(synced: 'dispositions'[] = []): Promise<void> {
  logLines = []
  clock = new FakeClock(Date.now())
  sim = await startSimulator({ port: 0, activeCalls: 2, plan: 'enterprise', seed: 3 })
  const logger = createLogger((line) => logLines.push(line))
  app = await startTestConsole(sim, { fetch: clockedFetch, sync: { ...SYNC, clock }, plan: 'enterprise', logger })
  const syncedOnce = () =>
    synced.every((name) => {
      const state = app.console.sync.status().resources.find((r) => r.resource === name)
      return state?.lastSuccessAt != null && !state.running
    })
  await drive(() => app.console.connection().state === 'online' && syncedOnce(), SYNC.visiblePollMs, 'online')
}

/** Takes the network down until `failedPolls` polls in a row failed: long enough for any back-off to grow. */
async function outage(failedPolls: number, stepMs: number): Promise<void> {
  network.up = false
  await drive(() => app.console.connection().state === 'offline', stepMs, 'offline')
  const polls = () => requests.filter((r) => r.path === '/v2/api/active-calls' && r.status === null).length
  const start = polls()
  await drive(() => polls() - start >= failedPolls, stepMs, `${failedPolls} failed polls`)
}

/**
 * With the clock standing still: the wall's poll answered since request `since` and the connection Online. What the
 * return set going at once (a timer due now) runs as on a real clock, without the time moving.
 */
async function onlineSince(since: number): Promise<void> {
  const polled = () => requests.slice(since).some((r) => r.path === '/v2/api/active-calls' && r.status === 200)
  await waitFor(
    async () => {
      await clock.advance(0)
      return polled() && app.console.connection().state === 'online'
    },
    10_000,
    'polled and online again, the clock standing still',
  )
}

describe('recovery after an outage', () => {
  it('visible: Online returns within one poll interval of the service coming back, however long the outage', { timeout: 60_000 }, async () => {
    await start()
    await outage(12, 1_000)
    // The service comes back the moment a poll failed: the next one is a whole interval away.
    await waitFor(pollerIdle, 10_000, 'the poll in flight to end')
    await clock.advance(app.console.sync.live()!.nextPollAt! - clock.now())
    await waitFor(pollerIdle, 10_000, 'the last failed poll to end')
    network.up = true
    const backAt = clock.now()
    const sentSinceBack = requests.length
    await clock.advance(SYNC.visiblePollMs)
    await onlineSince(sentSinceBack)
    // Answered within one poll interval of the clock, where a back-off grown over 12 failures would wait its cap, 20 s.
    const firstOk = sentSinceBack + requests.slice(sentSinceBack).findIndex((r) => isPoll(r) && r.status === 200)
    expect(sentAt[firstOk]! - backAt).toBeLessThanOrEqual(SYNC.visiblePollMs)
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
    await outage(3, SYNC.hiddenPollMs)
    await waitFor(pollerIdle, 10_000, 'the last failed poll to end')
    network.up = true
    const sentSinceBack = requests.length
    await app.invoke('sync.networkBack', {})
    // At once, the clock not moved: after 3 failed polls hidden, the back-off would wait at least 1 s · 2² = 4 s.
    await clock.advance(0)
    await onlineSince(sentSinceBack)
  })

  it('after a service outage (every request a 500), an edit backing off is sent when the wall answers again: Online within a poll', { timeout: 60_000 }, async () => {
    await start(['dispositions'])
    const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
    const attempts = async () => (await app.invoke('outbox.list', {})).items[0]?.attempts ?? 0
    await simControl(sim, 'PUT', '/faults/chaos', { serverErrors: 1 })
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'sent when the service answers again' } })
    // The outbox backs off 2 s, then 4 s: after its third failed try it waits 8 s.
    await drive(async () => (await attempts()) >= 3, 1_000, 'three failed tries of the edit')
    // Answers, even failing ones, are not "offline": nothing changed state on the network's side.
    expect(app.console.connection().state).toBe('degraded')
    await simControl(sim, 'PUT', '/faults/chaos', {})
    await waitFor(pollerIdle, 10_000, 'the poll in flight to end')
    const sentSinceBack = requests.length
    // The wall's next poll, within one interval, against the 8 s the outbox would otherwise wait: its answer sends the edit.
    const nextPoll = app.console.sync.live()!.nextPollAt! - clock.now()
    expect(nextPoll).toBeLessThanOrEqual(SYNC.visiblePollMs)
    await clock.advance(nextPoll)
    await onlineSince(sentSinceBack)
    await waitFor(async () => (await app.invoke('outbox.list', {})).items.length === 0, 10_000, 'the edit sent, the clock standing still')
  })

  it.each([
    ['the wall', false],
    ['a request of the periodic sync', true],
  ])('back from offline, said first by %s: a waiting edit is tried once, and after a failure waits its back-off', { timeout: 60_000 }, async (_first, syncFirst) => {
    await start(['dispositions'])
    const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
    // The recorded requests are the whole file's: this test's begin here.
    const since = requests.length
    const puts = () => requests.slice(since).filter((r) => r.method === 'PUT' && r.path === `/v1/api/call-dispositions/${target._id}`)
    const edit = async () => (await app.invoke('outbox.list', {})).items[0]
    await simControl(sim, 'PUT', '/faults/dispositions', { answer: 500 })
    await outage(1, SYNC.visiblePollMs)
    // Offline, the edit waits in the outbox.
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'tried once when back' } })
    await waitFor(pollerIdle, 10_000, 'the poll in flight to end')
    network.up = true
    if (syncFirst) {
      // The clock standing still, the wall's next poll not due: the sync's answer is the first to say "back".
      await app.invoke('sync.now', { resource: 'agents' })
      await clock.advance(0)
      await waitFor(() => app.console.connection().state !== 'offline', 10_000, 'an answer of the sync')
    }
    await clock.advance(SYNC.visiblePollMs)
    // The wall's poll answering again says "back" too: the edit goes once either way.
    const failed = await waitFor(async () => {
      const item = await edit()
      return item?.status === 'pending' && item.attempts > 0 ? item : null
    }, 10_000, 'the edit to be tried and refused with a 500')
    // Its back-off runs from its failure, on the clock. The wall polls every interval of it, each poll answered before
    // the clock moves on: the absence is checked after those answers, at 2 s less 1 ms.
    const retryAt = Date.parse(failed.updatedAt) + 2_000
    while (clock.now() < retryAt - 1) {
      await waitFor(pollerIdle, 10_000, 'the poll in flight to end')
      await clock.advance(Math.min(SYNC.visiblePollMs, retryAt - 1 - clock.now()))
    }
    await waitFor(pollerIdle, 10_000, 'the last poll of the wait to end')
    expect(await edit()).toMatchObject({ status: 'pending', attempts: 1 })
    expect(puts()).toHaveLength(1)
    await clock.advance(1)
    await waitFor(async () => {
      const item = await edit()
      return item?.status === 'pending' && item.attempts === 2
    }, 10_000, 'the edit tried again at its back-off, and refused again by the fault')
    expect(puts()).toHaveLength(2)
  })

  it("keeps app.connection's lastOkAt current while the state stays Online", { timeout: 30_000 }, async () => {
    await start()
    const first = (await app.invoke('app.connection', {})).lastOkAt
    expect(first).toEqual(expect.any(String))
    await drive(async () => (await app.invoke('app.connection', {})).lastOkAt! > first!, SYNC.visiblePollMs, 'a later lastOkAt')
    expect(app.of('app.connection').filter((status) => status.state === 'online')).toHaveLength(1)
  })
})
