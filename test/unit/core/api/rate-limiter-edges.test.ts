import { describe, expect, it } from 'vitest'
import { createRateLimiter, type Lane, type LimiterMetrics, type TimerClock } from '../../../../src/core/api'
import { FakeClock } from '../../../support/fake-clock'

/** A 600/min limiter at full headroom (a slot every 100 ms, skew 20) on a fake clock that starts at 0. */
function limiterAt0(requestsPerMinute = 600, headroom = 1, clock: TimerClock = new FakeClock(0)) {
  const limiter = createRateLimiter({ requestsPerMinute, headroom, clock })
  const granted: { lane: Lane; at: number }[] = []
  const ask = (lane: Lane, signal?: AbortSignal) => limiter.acquire(lane, signal).then(() => void granted.push({ lane, at: clock.now() }))
  /** The service's count now: `own` of this console's requests in its window and `others` besides, of `limit`. */
  const count = (others: number, own = granted.length, limit = 600) => limiter.reportServiceCount({ remaining: limit - own - others, limit })
  return { limiter, granted, ask, count }
}

/** A clock whose wake-ups come `lateMs` after they were due, as on a busy machine. */
function lateClock(lateMs: number): FakeClock & TimerClock {
  const clock = new FakeClock(0)
  const setTimeout = clock.setTimeout.bind(clock)
  clock.setTimeout = (fn, ms) => setTimeout(fn, ms + lateMs)
  return clock
}

describe('rate limiter, metrics at rest', () => {
  it('has seen no 429 before the first', () => {
    expect(createRateLimiter({ clock: new FakeClock(0) }).metrics()).toMatchObject({ last429At: null, pausedUntil: null })
  })
})

describe("rate limiter, the service's count of the key", () => {
  it('trusts a count for ten seconds exactly', async () => {
    const clock = new FakeClock(0)
    const { limiter, count } = limiterAt0(600, 1, clock)
    count(9)
    await clock.advance(5_000)
    count(309)
    await clock.advance(10_000)
    expect(limiter.metrics().othersLastMinute).toBe(309)
    await clock.advance(1)
    expect(limiter.metrics().othersLastMinute).toBeNull()
  })

  it("sees others only beyond the skew between the two counts (20 at 600 a minute)", () => {
    const { limiter, count } = limiterAt0()
    count(20)
    expect(limiter.metrics().othersLastMinute).toBeNull()
    count(21)
    expect(limiter.metrics().othersLastMinute).toBe(21)
  })

  it("reads the others' part against the service's own limit, or the plan's when it gives none", () => {
    const { limiter } = limiterAt0()
    limiter.reportServiceCount({ remaining: 900, limit: 1_000 })
    expect(limiter.metrics().othersLastMinute).toBe(100)
    limiter.reportServiceCount({ remaining: 450, limit: null })
    expect(limiter.metrics().othersLastMinute).toBe(150)
  })

  it("does not count its own requests older than a minute in the service's count", async () => {
    const clock = new FakeClock(0)
    const { limiter, ask } = limiterAt0(600, 1, clock)
    for (let i = 0; i < 30; i++) void ask('live')
    await clock.advance(3_000)
    await clock.advance(70_000)
    limiter.reportServiceCount({ remaining: 550, limit: 600 })
    expect(limiter.metrics().othersLastMinute).toBe(50)
  })

  it('does not hold for others whose growth shows over less than five seconds, nor over exactly the skew', async () => {
    const clock = new FakeClock(100_000)
    const { limiter, count } = limiterAt0(600, 1, clock)
    count(9)
    await clock.advance(4_999)
    count(309)
    expect(limiter.metrics().backgroundHeld).toBe(false)
    await clock.advance(1)
    count(309)
    expect(limiter.metrics().backgroundHeld).toBe(true)

    const second = limiterAt0(600, 1, clock)
    second.count(300)
    await clock.advance(5_000)
    second.count(320)
    expect(second.limiter.metrics().backgroundHeld).toBe(false)
    second.count(321)
    expect(second.limiter.metrics().backgroundHeld).toBe(true)
  })

  it('stops holding when others stop adding: growth is read against the newest count five seconds old', async () => {
    const clock = new FakeClock(0)
    const { limiter, count } = limiterAt0(600, 1, clock)
    count(9)
    await clock.advance(5_000)
    count(309)
    expect(limiter.metrics().backgroundHeld).toBe(true)
    await clock.advance(5_000)
    count(309)
    expect(limiter.metrics().backgroundHeld).toBe(false)
  })

  it('counts against what is left only its own requests since the count, the first of them included', async () => {
    const clock = new FakeClock(0)
    const { limiter, ask, count } = limiterAt0(600, 1, clock)
    count(9, 0)
    await clock.advance(5_000)
    // 301 left: one above half the key's minute.
    limiter.reportServiceCount({ remaining: 301, limit: 600 })
    expect(limiter.metrics().backgroundHeld).toBe(false)
    await clock.advance(1)
    void ask('live')
    await clock.advance(0)
    expect(limiter.metrics().backgroundHeld).toBe(true)
  })

  it('does not count twice a request the count already saw', async () => {
    const clock = new FakeClock(0)
    const { limiter, ask } = limiterAt0(600, 1, clock)
    limiter.reportServiceCount({ remaining: 591, limit: 600 })
    await clock.advance(5_000)
    void ask('live')
    await clock.advance(0)
    // The service counted that request: 301 left, one above half.
    limiter.reportServiceCount({ remaining: 301, limit: 600 })
    expect(limiter.metrics().backgroundHeld).toBe(false)
  })

  it('holds a background request until the count goes stale, though its share has grown back by then', async () => {
    const clock = new FakeClock(0)
    const { granted, ask, count } = limiterAt0(600, 1, clock)
    count(9)
    await clock.advance(5_000)
    count(309)
    await clock.advance(1_000)
    void ask('background')
    await clock.advance(0)
    void ask('background')
    await clock.advance(9_000)
    expect(granted.map((g) => g.at)).toEqual([6_000, 15_000])
  })

  it("holds a background request no longer than its floor's spacing after the last one", async () => {
    const clock = new FakeClock(0)
    const { granted, ask, count } = limiterAt0(600, 1, clock)
    void ask('background')
    await clock.advance(0)
    await clock.advance(20_000)
    count(9)
    await clock.advance(5_000)
    count(309)
    await clock.advance(1_000)
    void ask('background')
    await clock.advance(10_000)
    expect(granted.map((g) => g.at)).toEqual([0, 30_000])
  })
})

describe('rate limiter, when wake-ups come late', () => {
  it('grows background work from the end of a pause even before the late wake-up, and starts a new episode then', async () => {
    const clock = lateClock(1_000)
    const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1, clock })
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics().backgroundPerMinute).toBe(300)
    await clock.advance(1_000)
    // The pause ended at 1 s; the limiter has not woken up yet. A 429 now is a new episode.
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics().backgroundPerMinute).toBe(150)
  })

  it('counts growth from the end of the pause, not from the late wake-up', async () => {
    const clock = lateClock(1_000)
    const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1, clock })
    limiter.reportRateLimited(1_000)
    await clock.advance(1_600)
    expect(limiter.metrics().backgroundPerMinute).toBe(303)
  })
})

describe('rate limiter, its schedule', () => {
  it('starts a new schedule for a request exactly as late as the spare slots allow', async () => {
    // 120/min at 0.5: 60 a minute, a slot a second, 29 s of catching up.
    const clock = new FakeClock(0)
    const { granted, ask } = limiterAt0(120, 0.5, clock)
    void ask('live')
    await clock.advance(0)
    await clock.advance(30_000)
    for (let i = 0; i < 3; i++) void ask('live')
    await clock.advance(2_000)
    expect(granted.map((g) => g.at)).toEqual([0, 30_000, 31_000, 32_000])
  })

  it('keeps a later request of the lane waiting when the signal of one already granted fires', async () => {
    const clock = new FakeClock(0)
    const { granted, ask } = limiterAt0(60, 1, clock)
    const controller = new AbortController()
    void ask('live', controller.signal)
    await clock.advance(0)
    void ask('live')
    controller.abort()
    await clock.advance(1_000)
    expect(granted.map((g) => g.at)).toEqual([0, 1_000])
  })
})

describe('rate limiter, what it tells subscribers', () => {
  function watched(clock = new FakeClock(0)) {
    const { limiter, ask, count } = limiterAt0(600, 1, clock)
    const seen: LimiterMetrics[] = []
    limiter.subscribe((m) => seen.push(m))
    return { limiter, ask, count, seen, clock }
  }

  it('tells of a request queued and of its grant, once each', async () => {
    const { ask, seen, clock } = watched()
    void ask('background')
    await clock.advance(0)
    expect(seen.map((m) => [m.queued.background, m.usedLastMinute])).toEqual([
      [1, 0],
      [0, 1],
    ])
  })

  it('tells when the hold starts, and not of a count that changes nothing', async () => {
    const { count, seen, clock } = watched()
    count(9)
    expect(seen).toEqual([])
    await clock.advance(5_000)
    count(309)
    expect(seen.map((m) => m.backgroundHeld)).toEqual([true])
  })

  it('tells of a new plan, and of nothing when the plan is set to what it is', () => {
    const { limiter, seen } = watched()
    limiter.setRequestsPerMinute(600)
    expect(seen).toEqual([])
    limiter.setRequestsPerMinute(300)
    expect(seen.map((m) => m.requestsPerMinute)).toEqual([300])
  })
})
