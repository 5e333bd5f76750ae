import { afterEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { FakeClock } from '../../../support/fake-clock'
import { activeCallsNow } from '../../../support/polls'
import { demoClient, startSim } from '../../../support/simulator'

/**
 * A console sharing its key with another: the service's own count of the key
 * (its rate-limit headers) tells the console's limiter that others use it, and
 * background work waits so the key's window keeps room for the live calls.
 * The limiter's slots run on a fake clock; the service's window on its own.
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

  it('holds background work while others use the key past half its minute; the live poll and the supervisor still go', async () => {
    sim = await startSim({ rateLimit: 40 })
    const clock = new FakeClock(Date.now())
    const { limiter, api } = consoleOn(sim.url, clock)
    await granted(clock, api.agents.list())
    // Another console on the same key, spending 25 of its 40 requests.
    const other = demoClient(sim.url)
    for (let i = 0; i < 25; i++) await other.agents.list()

    await granted(clock, activeCallsNow(api))
    expect(limiter.metrics()).toMatchObject({ othersLastMinute: 25, backgroundHeld: true })

    let background = false
    const held = api.agents.list().then(() => (background = true))
    await granted(clock, activeCallsNow(api))
    await granted(clock, api.agents.get('agt_sales', { lane: 'user' }))
    expect(background).toBe(false)
    expect(limiter.metrics().queued.background).toBe(1)

    // No answer for ten seconds: the count is stale, the held request goes and brings a new one.
    await clock.advance(10_000)
    await held
    expect(background).toBe(true)
    expect(limiter.metrics().othersLastMinute).toBe(25)
  })
})
