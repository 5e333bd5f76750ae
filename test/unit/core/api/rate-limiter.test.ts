import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createLimiterRegistry, createRateLimiter, type Lane, type LimiterMetrics } from '../../../../src/core/api'
import { budgetOf } from '../../../../src/core/api/rate-limiter'
import { FakeClock } from '../../../support/fake-clock'

/** Requests one slot per lane in `lanes` order and records when each was granted. */
function request(limiter: ReturnType<typeof createRateLimiter>, lanes: Lane[], granted: string[], start: number) {
  return lanes.map((lane, i) =>
    limiter.acquire(lane).then(() => granted.push(`${lane}${i}@${Date.now() - start}`)),
  )
}

describe('rate limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2025-05-01T12:00:00Z') })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('spaces requests evenly within the budget: 60/min at full headroom is one per second', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    const granted: string[] = []
    const start = Date.now()
    const all = request(limiter, ['background', 'background', 'background', 'background'], granted, start)
    await vi.advanceTimersByTimeAsync(3_000)
    await Promise.all(all)
    expect(granted).toEqual(['background0@0', 'background1@1000', 'background2@2000', 'background3@3000'])
    expect(limiter.metrics().usedLastMinute).toBe(4)
  })

  it('makes up a late wake-up in the next slot: a busy event loop does not stretch every slot', async () => {
    // 588/min: a slot every 102 ms; half the 12 spare slots less one let a grant up to 5 slots late keep its slot.
    const limiter = createRateLimiter({ requestsPerMinute: 600 })
    // A busy event loop: every wake-up the limiter asks for comes 30 ms after it was due.
    const due = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((callback, ms, ...args) => due(callback, (ms ?? 0) + 30, ...args))
    const grantedAt: number[] = []
    const all = Array.from({ length: 11 }, () => limiter.acquire('background').then(() => grantedAt.push(Date.now())))
    await vi.advanceTimersByTimeAsync(2_000)
    await Promise.all(all)
    const span = grantedAt[10]! - grantedAt[0]!
    // Ten slots of 102 ms and the last grant's 30 ms; a gap after each late grant would make it about 1,320 ms.
    expect(span).toBeGreaterThanOrEqual(1_019)
    expect(span).toBeLessThan(1_200)
  })

  it('lets user before live before background, whatever order they queued in', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    const granted: string[] = []
    const start = Date.now()
    const all = request(limiter, ['background', 'background', 'live', 'background', 'user', 'live'], granted, start)
    await vi.advanceTimersByTimeAsync(6_000)
    await Promise.all(all)
    expect(granted).toEqual([
      'background0@0',
      'user4@1000',
      'live2@2000',
      'live5@3000',
      'background1@4000',
      'background3@5000',
    ])
  })

  it('applies the headroom: 60/min at 0.5 is one request every 2 s', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 0.5 })
    expect(limiter.metrics().budgetPerMinute).toBe(30)
    const granted: string[] = []
    const all = request(limiter, ['live', 'live'], granted, Date.now())
    await vi.advanceTimersByTimeAsync(1_999)
    expect(granted).toEqual(['live0@0'])
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all(all)
    expect(granted).toEqual(['live0@0', 'live1@2000'])
  })

  it('pauses every lane for Retry-After after a 429, then serves the user lane first', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    await limiter.acquire('background')
    const start = Date.now()
    limiter.reportRateLimited(5_000)
    const granted: string[] = []
    const all = request(limiter, ['background', 'live', 'user'], granted, start)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(granted).toEqual([])
    expect(limiter.metrics()).toMatchObject({
      queued: { user: 1, live: 1, background: 1 },
      last429At: new Date(start).toISOString(),
      pausedUntil: new Date(start + 5_000).toISOString(),
    })
    await vi.advanceTimersByTimeAsync(2_001)
    await Promise.all(all)
    expect(granted).toEqual(['user2@5000', 'live1@6000', 'background0@7000'])
    expect(limiter.metrics().pausedUntil).toBeNull()
  })

  it('keeps the longer pause when a second 429 asks for less', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 600, headroom: 1 })
    const start = Date.now()
    limiter.reportRateLimited(4_000)
    limiter.reportRateLimited(1_000)
    const granted: string[] = []
    const all = request(limiter, ['user'], granted, start)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(granted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all(all)
    expect(granted).toEqual(['user0@4000'])
  })

  it('rejects a queued request with ApiError aborted when its signal fires, and frees its place', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    await limiter.acquire('background')
    const controller = new AbortController()
    const waiting = limiter.acquire('background', controller.signal)
    const next = limiter.acquire('background')
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'ApiError', code: 'aborted' })
    await expect(waiting).rejects.toBeInstanceOf(ApiError)
    await vi.advanceTimersByTimeAsync(1_000)
    await next
    expect(limiter.metrics().usedLastMinute).toBe(2)
  })

  it('counts only the last minute and reports to subscribers until they unsubscribe', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    const seen: LimiterMetrics[] = []
    const unsubscribe = limiter.subscribe((m) => seen.push(m))
    await limiter.acquire('user')
    expect(seen.at(-1)?.usedLastMinute).toBe(1)
    unsubscribe()
    const count = seen.length
    await vi.advanceTimersByTimeAsync(1_000)
    await limiter.acquire('user')
    expect(seen.length).toBe(count)
    await vi.advanceTimersByTimeAsync(59_500)
    expect(limiter.metrics().usedLastMinute).toBe(1)
  })

  it('spaces waiting requests by the new budget, counted from the last grant, when the plan changes', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 6, headroom: 1 })
    await limiter.acquire('background')
    const granted: string[] = []
    const start = Date.now()
    const all = request(limiter, ['background', 'user'], granted, start)
    limiter.setRequestsPerMinute(600)
    expect(limiter.metrics()).toMatchObject({ requestsPerMinute: 600, budgetPerMinute: 600, queued: { user: 1, background: 1 } })
    await vi.advanceTimersByTimeAsync(200)
    await Promise.all(all)
    expect(granted).toEqual(['user1@100', 'background0@200'])
  })
})

describe('rate limiter, what its metrics and signals tell', () => {
  it('tells subscribers when a pause ends, though nothing waited through it', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    const seen: LimiterMetrics[] = []
    limiter.subscribe((m) => seen.push(m))
    limiter.reportRateLimited(undefined)
    expect(seen.at(-1)?.pausedUntil).toBe(new Date(clock.now() + 5_000).toISOString())
    await clock.advance(5_000)
    expect(seen.at(-1)?.pausedUntil).toBeNull()
    expect(clock.pending).toBe(0)
  })

  it('tells subscribers a request left the queue when its signal fires, and gives its slot to the next', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    await limiter.acquire('live')
    const seen: LimiterMetrics[] = []
    limiter.subscribe((m) => seen.push(m))
    const controller = new AbortController()
    const dropped = limiter.acquire('user', controller.signal).catch(() => 'aborted')
    let next = false
    void limiter.acquire('background').then(() => (next = true))
    controller.abort()
    expect(await dropped).toBe('aborted')
    expect(seen.at(-1)?.queued).toEqual({ user: 0, live: 0, background: 1 })
    await clock.advance(1_000)
    expect(next).toBe(true)
  })

  it('refuses at once a request whose signal already fired, using no slot', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock: new FakeClock() })
    await expect(limiter.acquire('user', AbortSignal.abort())).rejects.toMatchObject({ code: 'aborted' })
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 0, queued: { user: 0, live: 0, background: 0 } })
  })

  it('leaves the queue alone when the signal of a request already granted fires later', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    const controller = new AbortController()
    await limiter.acquire('user', controller.signal)
    let granted = 0
    for (let i = 0; i < 2; i++) void limiter.acquire('live').then(() => granted++)
    controller.abort()
    await clock.advance(2_000)
    expect(granted).toBe(2)
  })

  it('forgets a grant and a 429 exactly a minute old', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    await limiter.acquire('user')
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 1, rateLimitedLastMinute: 1, limitedWhileUsing: 1 })
    await clock.advance(59_999)
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 1, rateLimitedLastMinute: 1, limitedWhileUsing: 1 })
    await clock.advance(1)
    expect(limiter.metrics()).toMatchObject({ usedLastMinute: 0, rateLimitedLastMinute: 0, limitedWhileUsing: null })
  })

  it("scales background's learned share with the plan, and keeps it when the plan is set to what it is", async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics().backgroundPerMinute).toBe(30)
    limiter.setRequestsPerMinute(60)
    expect(limiter.metrics().backgroundPerMinute).toBe(30)
    limiter.setRequestsPerMinute(120)
    expect(limiter.metrics()).toMatchObject({ requestsPerMinute: 120, budgetPerMinute: 120, backgroundPerMinute: 60 })
  })

  it('lengthens a pause when a later 429 asks for more', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    limiter.reportRateLimited(1_000)
    limiter.reportRateLimited(4_000)
    expect(limiter.metrics().pausedUntil).toBe(new Date(clock.now() + 4_000).toISOString())
  })

  it("keeps user and live requests at the whole budget's pace after a background request at its smaller share", async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    limiter.reportRateLimited(1_000)
    const start = clock.now()
    const granted: number[] = []
    void limiter.acquire('background').then(() => granted.push(clock.now() - start))
    await clock.advance(1_000)
    void limiter.acquire('user').then(() => granted.push(clock.now() - start))
    await clock.advance(2_000)
    expect(granted).toEqual([1_000, 2_000])
  })

  it("counts only the last minute's requests when a 429 comes after a quiet minute", async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    const all = Array.from({ length: 60 }, () => limiter.acquire('live'))
    await clock.advance(59_000)
    await Promise.all(all)
    await clock.advance(61_000)
    limiter.reportRateLimited(1_000)
    expect(limiter.metrics().limitedWhileUsing).toBe(0)
  })

  it('keeps its schedule for a grant up to five slots late at 600/min, and starts a new one when later', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 600, clock })
    const grantedAt = async (wait: number) => {
      await limiter.acquire('live')
      await clock.advance(wait)
      const times: number[] = []
      const start = clock.now()
      const both = [limiter.acquire('live'), limiter.acquire('live')].map((p) => p.then(() => times.push(clock.now() - start)))
      await clock.advance(1_000)
      await Promise.all(both)
      await clock.advance(60_000)
      return times.map(Math.round)
    }
    // A slot is 102 ms; five slots late is 510 ms after the slot.
    expect(await grantedAt(102 + 500)).toEqual([0, 0])
    expect(await grantedAt(102 + 600)).toEqual([0, 102])
  })

  it('leaves no wake-up behind when a new 429 moves the pause', () => {
    vi.useFakeTimers()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1 })
    limiter.reportRateLimited(1_000)
    limiter.reportRateLimited(2_000)
    expect(vi.getTimerCount()).toBe(1)
    vi.useRealTimers()
  })

  it('budgets at least one request a minute, and the default plan at 58', () => {
    expect(budgetOf(1, 0.5)).toBe(1)
    expect(budgetOf(61, 0.5)).toBe(30)
    expect(createRateLimiter({ clock: new FakeClock() }).metrics()).toMatchObject({ requestsPerMinute: 60, budgetPerMinute: 58, backgroundPerMinute: 58 })
  })
})

describe('rate limiter on an injected clock', () => {
  it('reads the time and waits for a slot on the same clock: the fake clock reaching the slot grants it', async () => {
    const clock = new FakeClock()
    const limiter = createLimiterRegistry({ clock, headroom: 1 }).limiterFor('key', 60)
    await limiter.acquire('live')
    let granted = false
    void limiter.acquire('user').then(() => (granted = true))
    await clock.advance(999)
    expect(granted).toBe(false)
    await clock.advance(1)
    expect(granted).toBe(true)
    expect(clock.pending).toBe(0)
  })

  it('waits out a 429 on the clock', async () => {
    const clock = new FakeClock()
    const limiter = createRateLimiter({ requestsPerMinute: 60, headroom: 1, clock })
    limiter.reportRateLimited(5_000)
    let granted = false
    void limiter.acquire('user').then(() => (granted = true))
    await clock.advance(4_999)
    expect(granted).toBe(false)
    expect(limiter.metrics().queued.user).toBe(1)
    await clock.advance(1)
    expect(granted).toBe(true)
    expect(limiter.metrics()).toMatchObject({ pausedUntil: null, queued: { user: 0 } })
  })
})
