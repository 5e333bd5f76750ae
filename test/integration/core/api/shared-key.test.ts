import { afterEach, describe, expect, it } from 'vitest'
import { ARRIVALS_SPAN_MS, createRateLimiter } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { FakeClock } from '../../../support/fake-clock'
import { activeCallsNow } from '../../../support/polls'
import { demoClient, startSim } from '../../../support/simulator'

/**
 * A console sharing its key with another: the service's own count of the key
 * (its rate-limit headers) tells the console's limiter that others send on
 * it, and background work waits so the key's window keeps room for the live
 * calls; others' requests already made, now only waiting to leave the window,
 * hold nothing. The limiter's slots run on a fake clock; the service's window
 * on its own, which the others' requests do not leave while a test runs.
 */
let sim: RunningSimulator | undefined
afterEach(async () => {
  await sim?.stop()
  sim = undefined
})

/** A console on a 40/min key, its limiter's slots (one every ~1.5 s) on `clock`. */
function consoleOn(url: string, clock: FakeClock) {
  const limiter = createRateLimiter({ requestsPerMinute: 40, clock })
  return { limiter, api: demoClient(url, { limiter }) }
}

/** Runs `request` through the limiter: lets the fake clock reach its slot, then waits for the real answer. */
async function granted(clock: FakeClock, request: Promise<unknown>): Promise<unknown> {
  await clock.advance(2_000)
  return request
}

describe('a key shared with another console', () => {
  it('never holds background work of a console alone on its key', async () => {
    sim = await startSim({ rateLimit: 40 })
    const clock = new FakeClock(Date.now())
    const { limiter, api } = consoleOn(sim.url, clock)
    for (let i = 0; i < 15; i++) {
      await granted(clock, i % 3 === 0 ? activeCallsNow(api) : api.agents.list())
      expect(limiter.metrics()).toMatchObject({ othersLastMinute: null, backgroundHeld: false })
    }
  })

  it('holds background work while others send on the key past half its minute; the live poll and the supervisor still go', async () => {
    sim = await startSim({ rateLimit: 40 })
    const clock = new FakeClock(Date.now())
    const { limiter, api } = consoleOn(sim.url, clock)
    await granted(clock, api.agents.list())
    // Another console on the same key, spending 25 of its 40 requests.
    const other = demoClient(sim.url)
    for (let i = 0; i < 25; i++) await other.agents.list()

    // Counts at least ARRIVALS_SPAN_MS apart: the others' part grew by their 25.
    await clock.advance(ARRIVALS_SPAN_MS)
    await granted(clock, activeCallsNow(api))
    expect(limiter.metrics()).toMatchObject({ othersLastMinute: 25, backgroundHeld: true })

    let background = false
    const held = api.agents.list().then(() => (background = true))
    await granted(clock, activeCallsNow(api))
    await granted(clock, api.agents.get('agt_sales', { lane: 'user' }))
    expect(background).toBe(false)
    expect(limiter.metrics().queued.background).toBe(1)

    // The hold dropped background to its floor (2 a minute), growing back from there: within 30 s of the last one,
    // the count stale by then, the held request goes, and its answer brings a fresh count.
    let waited = 0
    while (limiter.metrics().queued.background > 0) {
      await clock.advance(1_000)
      waited += 1_000
    }
    expect(waited).toBeLessThanOrEqual(30_000)
    await held
    expect(background).toBe(true)
    expect(limiter.metrics().othersLastMinute).toBe(25)
  })

  it("does not hold a console opened after another's burst: those requests only wait to leave the window", async () => {
    sim = await startSim({ rateLimit: 40 })
    // Another console on the same key spent 25 of its 40 requests, and stopped.
    const other = demoClient(sim.url)
    for (let i = 0; i < 25; i++) await other.agents.list()

    const clock = new FakeClock(Date.now())
    const { limiter, api } = consoleOn(sim.url, clock)
    for (let i = 0; i < 8; i++) {
      const request = i % 3 === 0 ? activeCallsNow(api) : api.agents.list()
      // Each request has its slot within the 2 s: background work goes as often as the live poll.
      await clock.advance(2_000)
      expect(limiter.metrics().queued).toEqual({ user: 0, live: 0, background: 0 })
      await request
      expect(limiter.metrics()).toMatchObject({ othersLastMinute: 25, backgroundHeld: false })
    }
    expect(limiter.metrics().usedLastMinute).toBe(8)
  })
})
