import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BACKGROUND_FLOOR_PER_MINUTE, createRateLimiter, type Lane } from '../../../../src/core/api'

/** The service's answers, in order, as the limiter hears them: a 429 with its Retry-After, or time passing without one. */
type Answer = { at: number; retryAfterMs: number } | { at: number }

describe('the rate limiter learns its share of a shared key', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Plays `answers` on a 600/min limiter (a slot every 100 ms) and answers the background share after each. */
  async function play(answers: Answer[]): Promise<number[]> {
    const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1 })
    const shares: number[] = []
    for (const answer of answers) {
      await vi.advanceTimersByTimeAsync(answer.at - Date.now())
      if ('retryAfterMs' in answer) limiter.reportRateLimited(answer.retryAfterMs)
      shares.push(limiter.metrics().backgroundPerMinute)
    }
    return shares
  }

  it('halves background work once per 429 episode and grows it back by 5 a minute each second', async () => {
    const shares = await play([
      { at: 0 },
      { at: 1_000, retryAfterMs: 2_000 },
      // Requests already on their way when the first 429 came: the same episode, no second halving.
      { at: 1_500, retryAfterMs: 1_000 },
      // Paused until 3 s: nothing grows while the service asks to wait.
      { at: 3_000 },
      { at: 13_000 },
      { at: 14_000, retryAfterMs: 1_000 },
      { at: 15_000 },
    ])
    expect(shares).toEqual([600, 300, 300, 300, 350, 177, 177])
  })

  it('never stops background work, and takes two minutes from the floor back to the whole budget', async () => {
    // Each 429 as the last pause ends: no second between them to grow in.
    const episodes: Answer[] = Array.from({ length: 12 }, (_, i) => ({ at: i * 1_000, retryAfterMs: 1_000 }))
    const shares = await play([...episodes, { at: 12_000 }, { at: 72_000 }, { at: 132_000 }, { at: 192_000 }])
    expect(shares.slice(0, 12)).toEqual([300, 150, 75, 37, 18, 9, 4, 2, 2, 2, 2, 2])
    expect(shares.slice(12)).toEqual([BACKGROUND_FLOOR_PER_MINUTE, 302, 600, 600])
  })

  it('spaces background requests by their share while live and user keep the whole budget', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1 })
    for (const at of [0, 1_000, 2_000]) {
      await vi.advanceTimersByTimeAsync(at - Date.now())
      limiter.reportRateLimited(1_000)
    }
    await vi.advanceTimersByTimeAsync(3_000 - Date.now())
    expect(limiter.metrics().backgroundPerMinute).toBe(75)
    const granted: { name: string; at: number }[] = []
    const start = Date.now()
    const ask = (lane: Lane, name: string) => limiter.acquire(lane).then(() => granted.push({ name, at: Date.now() - start }))
    const all = [ask('live', 'l1'), ask('background', 'b1'), ask('background', 'b2'), ask('live', 'l2'), ask('user', 'u1')]
    await vi.advanceTimersByTimeAsync(2_000)
    await Promise.all(all)
    expect(granted.slice(0, 4)).toEqual([{ name: 'l1', at: 0 }, { name: 'u1', at: 100 }, { name: 'l2', at: 200 }, { name: 'b1', at: 300 }])
    // 75 a minute, growing by 5 a minute each second: the next background request about 750 ms later, not a 100 ms slot.
    const [b1, b2] = granted.slice(3).map((g) => g.at)
    expect(granted[4]?.name).toBe('b2')
    expect((b2 ?? 0) - (b1 ?? 0)).toBeGreaterThanOrEqual(60_000 / 81)
    expect((b2 ?? 0) - (b1 ?? 0)).toBeLessThanOrEqual(60_000 / 75)
  })

  it('says the key seems shared when the service limits it while this console stays within its budget, for a minute', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    for (let i = 0; i < 10; i++) {
      await limiter.acquire('live')
      await vi.advanceTimersByTimeAsync(1_000)
    }
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 10, rateLimitedLastMinute: 1, limitedWhileUsing: 10 })
    await vi.advanceTimersByTimeAsync(59_999)
    expect(limiter.metrics().limitedWhileUsing).toBe(10)
    await vi.advanceTimersByTimeAsync(1)
    expect(limiter.metrics()).toMatchObject({ rateLimitedLastMinute: 0, limitedWhileUsing: null })
  })

  it('does not call the key shared when this console used its whole budget', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    const all = Array.from({ length: 60 }, () => limiter.acquire('background'))
    await vi.advanceTimersByTimeAsync(59_000)
    await Promise.all(all)
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 60, rateLimitedLastMinute: 1, limitedWhileUsing: null })
  })

  describe("from the service's own count of the key", () => {
    /** Grants in order, by lane, on a 600/min limiter (a slot every 100 ms; skew 20), while the test reports the service's counts. */
    function recorder() {
      const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1 })
      const granted: { lane: Lane; at: number }[] = []
      const ask = (lane: Lane) => limiter.acquire(lane).then(() => void granted.push({ lane, at: Date.now() }))
      /** The service's count now: this console's grants in its window and `others` besides. */
      const count = (others: number) => limiter.reportServiceCount({ remaining: 600 - granted.length - others, limit: 600 })
      return { limiter, granted, ask, count }
    }

    /** Others fill the key: 9 of theirs, then 300 more five seconds later. */
    async function othersArrive(count: (others: number) => void) {
      count(9)
      await vi.advanceTimersByTimeAsync(5_000)
      count(309)
    }

    it("keeps the whole budget for background work while the count is this console's own", async () => {
      const { limiter, granted, ask, count } = recorder()
      const asked = Array.from({ length: 80 }, () => ask('background'))
      for (let t = 0; t < 8_000; t += 100) {
        await vi.advanceTimersByTimeAsync(100)
        // The service saw what this console sent, a second of its own in a bucket it has not let go yet.
        count(10)
      }
      await Promise.all(asked)
      expect(granted).toHaveLength(80)
      expect(limiter.metrics()).toMatchObject({ othersLastMinute: null, backgroundHeld: false })
    })

    it('holds background work while others send on the key and half its minute is gone; live and user still go', async () => {
      const { limiter, granted, ask, count } = recorder()
      await ask('live')
      await othersArrive(count)
      expect(limiter.metrics()).toMatchObject({ othersLastMinute: 309, backgroundHeld: true, backgroundPerMinute: BACKGROUND_FLOOR_PER_MINUTE })
      const background = [ask('background'), ask('background')]
      const others = [ask('live'), ask('user')]
      await vi.advanceTimersByTimeAsync(1_000)
      await Promise.all(others)
      // The first background request takes the free slot at once (none went before), the next waits behind live and user.
      expect(granted.map((g) => g.lane)).toEqual(['live', 'background', 'user', 'live'])
      // The oldest requests leave the service's window: room again. The hold was a decrease: background grows back
      // from its floor, so the held one goes once its share's spacing from the first has passed, not in the next slot.
      limiter.reportServiceCount({ remaining: 320, limit: 600 })
      expect(limiter.metrics().backgroundHeld).toBe(false)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(granted).toHaveLength(4)
      await vi.advanceTimersByTimeAsync(10_000)
      await Promise.all(background)
      expect(granted.map((g) => g.lane)).toEqual(['live', 'background', 'user', 'live', 'background'])
      const [first, second] = granted.filter((g) => g.lane === 'background').map((g) => g.at)
      // Whole budget: 100 ms apart. Grown back from the floor of 2 a minute by 5 a minute each second: about 3.3 s.
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThan(3_000)
    })

    // A console opened within a minute of another's heavy use of the key: the window is full of requests on their way out.
    it.each([
      { case: 'leaving as fast as they came', others: (s: number) => 399 - 8 * s },
      { case: 'not leaving yet, nobody adding', others: () => 399 },
      // Arrivals hidden by departures: growth understates them, and the hold errs towards not holding.
      { case: 'leaving a little faster than others add', others: (s: number) => 399 - s },
    ])("does not hold background work for others' requests $case", async ({ others }) => {
      const { limiter, granted, ask, count } = recorder()
      const asked = Array.from({ length: 80 }, () => ask('background'))
      for (let t = 0; t < 8_000; t += 100) {
        count(others(t / 1000))
        expect(limiter.metrics().backgroundHeld).toBe(false)
        await vi.advanceTimersByTimeAsync(100)
      }
      await Promise.all(asked)
      expect(granted.map((g) => g.at)).toEqual(Array.from({ length: 80 }, (_, i) => i * 100))
      expect(limiter.metrics().othersLastMinute).not.toBeNull()
    })

    it('counts its own requests since the last count against what is left', async () => {
      const { limiter, ask, count } = recorder()
      await ask('live')
      count(9)
      await vi.advanceTimersByTimeAsync(5_000)
      count(294)
      expect(limiter.metrics().backgroundHeld).toBe(false)
      for (let i = 0; i < 5; i++) {
        await vi.advanceTimersByTimeAsync(100)
        await ask('live')
      }
      expect(limiter.metrics().backgroundHeld).toBe(true)
    })

    it("lets a held background request go at its floor's spacing, the count stale by then, and its answer brings the next", async () => {
      const { limiter, granted, ask, count } = recorder()
      await ask('background')
      await othersArrive(count)
      const held = ask('background')
      await vi.advanceTimersByTimeAsync(24_900)
      expect(granted).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(200)
      await held
      // The hold dropped background to its floor, 2 a minute: 30 s after the first.
      expect(granted.map((g) => g.at)).toEqual([0, 30_000])
      expect(limiter.metrics()).toMatchObject({ othersLastMinute: null, backgroundHeld: false })
    })
  })
})
