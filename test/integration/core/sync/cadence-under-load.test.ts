import { describe, expect, it } from 'vitest'
import { consoleForTest } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { waitFor } from '../../../support/wait'

/**
 * The limiter spaces requests in real time (its slots are timers), so this test
 * runs on the wall clock. It asserts on the order and share of requests, not on
 * milliseconds: a loaded machine slows the limiter and the poller alike, but
 * cannot make the poll lane lose its priority.
 */
const OBSERVED_REQUESTS = 16

describe('the poller during a full sync on the developer plan (60 requests per minute)', () => {
  it('keeps its turn while the sync waits, without a single 429', { timeout: 90_000 }, async () => {
    const recorder = recordingFetch()
    const { app } = await consoleForTest({ seed: 3, activeCalls: 4, plan: 'developer' }, { fetch: recorder.fetch, plan: 'developer' })
    const { console: c } = app
    const from = recorder.requests.length
    const waitingBackground: number[] = []
    const sampler = setInterval(() => waitingBackground.push(c.activeWorkspace.metrics()?.queued.background ?? 0), 250)
    await waitFor(() => recorder.requests.length - from >= OBSERVED_REQUESTS, 60_000, `${OBSERVED_REQUESTS} requests`)
    clearInterval(sampler)

    const observed = recorder.requests.slice(from, from + OBSERVED_REQUESTS)
    const isPoll = (path: string) => path.startsWith('/v2/api/active-calls')
    const polls = observed.filter((r) => isPoll(r.path)).length
    // The longest run of sync requests between two polls.
    const runs = observed.map((r) => r.path).join('\n').split(/^\/v2\/api\/active-calls.*$/m)
    const longestSyncRun = Math.max(...runs.slice(1, -1).map((run) => run.split('\n').filter(Boolean).length))

    // The sync had work waiting almost all the time: it is the poller's competitor, not idle.
    expect(waitingBackground.filter((n) => n > 0).length / waitingBackground.length).toBeGreaterThan(0.8)
    // At one request a second and a poll every 2 s, about half the slots are polls; the sync takes the rest,
    // never more than a few in a row. Lanes served first come, first served would give the poller one slot in many.
    expect(polls).toBeGreaterThanOrEqual(OBSERVED_REQUESTS * 0.35)
    expect(OBSERVED_REQUESTS - polls).toBeGreaterThanOrEqual(OBSERVED_REQUESTS * 0.25)
    expect(longestSyncRun).toBeLessThanOrEqual(3)
    expect(recorder.requests.filter((r) => r.status === 429)).toEqual([])
    expect(c.sync.status().connection.state).toBe('online')
  })
})
