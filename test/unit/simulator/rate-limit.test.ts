import { describe, expect, it } from 'vitest'
import { RateLimiter } from '../../../src/simulator/http/rate-limit'

describe('RateLimiter', () => {
  it('admits the limit within a minute, then answers the seconds until the oldest request leaves', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(3, () => now)
    expect(limiter.take('k')).toBe(0)
    now += 10_000
    expect(limiter.take('k')).toBe(0)
    expect(limiter.take('k')).toBe(0)
    now += 5_500
    expect(limiter.take('k')).toBe(45)
    now += 44_000
    expect(limiter.take('k')).toBe(1)
    now += 1_000
    expect(limiter.take('k')).toBe(0)
    expect(limiter.take('k')).toBe(10)
  })

  it('keeps keys apart and does not count refused requests', () => {
    let now = 0
    const limiter = new RateLimiter(1, () => now)
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('b')).toBe(0)
    for (let i = 0; i < 5; i++) expect(limiter.take('a')).toBeGreaterThan(0)
    now = 60_000
    expect(limiter.take('a')).toBe(0)
  })

  it('never answers less than one second', () => {
    let now = 59_999
    const limiter = new RateLimiter(1, () => now)
    limiter.take('k')
    now = 118_900
    expect(limiter.take('k')).toBe(1)
  })
})
