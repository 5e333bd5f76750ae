import { describe, expect, it } from 'vitest'
import { consoleForTest } from '../../../support/console'
import { recordingFetch } from '../../../support/network'

const OBSERVE_MS = 16_000

describe('the poller during a full sync on the developer plan (60 requests per minute)', () => {
  it('keeps its 2 s cadence while the sync waits its turn, without a single 429', { timeout: 60_000 }, async () => {
    const recorder = recordingFetch()
    const { app } = await consoleForTest({ seed: 3, activeCalls: 4, plan: 'developer' }, { fetch: recorder.fetch, plan: 'developer' })
    const { console: c } = app
    const started = Date.now()
    const waitingBackground: number[] = []
    const sampler = setInterval(() => waitingBackground.push(c.activeWorkspace.metrics()?.queued.background ?? 0), 250)
    await new Promise((resolve) => setTimeout(resolve, OBSERVE_MS))
    clearInterval(sampler)

    const polls = recorder.requests.filter((r) => r.at >= started && r.path.startsWith('/v2/api/active-calls'))
    const answered = app.events.filter((e) => e.name === 'calls.snapshot' && e.at >= started).map((e) => e.at)
    const gaps = answered.slice(1).map((t, i) => t - answered[i]!)
    const syncRequests = recorder.requests.filter((r) => r.at >= started && !r.path.startsWith('/v2/'))
    // The sync had work waiting almost all the time: it is the poller's competitor, not idle.
    expect(waitingBackground.filter((n) => n > 0).length / waitingBackground.length).toBeGreaterThan(0.8)
    expect(syncRequests.length).toBeGreaterThan(5)
    // One slot of the limiter is about 1 s at 58/min: a poll waits at most one slot, never behind the sync.
    expect(polls.length).toBeGreaterThanOrEqual(Math.floor(OBSERVE_MS / 2_000) - 1)
    expect(Math.max(...gaps)).toBeLessThan(3_300)
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeLessThan(2_300)
    expect(recorder.requests.filter((r) => r.status === 429)).toEqual([])
    expect(c.sync.status().connection.state).toBe('online')
  })
})
