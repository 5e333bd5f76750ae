import { describe, expect, it } from 'vitest'
import { RateLimiter } from '../../../src/simulator/http/rate-limit'

describe('RateLimiter', () => {
  it('admits the limit within a minute, then answers the seconds until the oldest request leaves', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(3, () => now)
    expect(limiter.take('k').retryAfter).toBe(0)
    now += 10_000
    expect(limiter.take('k').retryAfter).toBe(0)
    expect(limiter.take('k').retryAfter).toBe(0)
    now += 5_500
    expect(limiter.take('k').retryAfter).toBe(45)
    now += 44_000
    expect(limiter.take('k').retryAfter).toBe(1)
    now += 1_000
    expect(limiter.take('k').retryAfter).toBe(0)
    expect(limiter.take('k').retryAfter).toBe(10)
  })

  it('keeps keys apart and does not count refused requests', () => {
    let now = 0
    const limiter = new RateLimiter(1, () => now)
    expect(limiter.take('a').retryAfter).toBe(0)
    expect(limiter.take('b').retryAfter).toBe(0)
    for (let i = 0; i < 5; i++) expect(limiter.take('a').retryAfter).toBeGreaterThan(0)
    now = 60_000
    expect(limiter.take('a').retryAfter).toBe(0)
  })

  it('says after each request how many the key has left and when the oldest leaves the window', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(3, () => now)
    expect(limiter.take('k')).toEqual({ retryAfter: 0, limit: 3, remaining: 2, reset: 60 })
    now += 10_000
    expect(limiter.take('k')).toEqual({ retryAfter: 0, limit: 3, remaining: 1, reset: 50 })
    expect(limiter.take('k')).toEqual({ retryAfter: 0, limit: 3, remaining: 0, reset: 50 })
    expect(limiter.take('k')).toEqual({ retryAfter: 50, limit: 3, remaining: 0, reset: 50 })
    expect(limiter.take('other')).toMatchObject({ remaining: 2 })
  })

  it('never answers less than one second', () => {
    let now = 59_999
    const limiter = new RateLimiter(1, () => now)
    limiter.take('k')
    now = 118_900
    expect(limiter.take('k').retryAfter).toBe(1)
  })
})
