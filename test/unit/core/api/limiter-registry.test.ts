import { describe, expect, it } from 'vitest'
import { createLimiterRegistry } from '../../../../src/core/api'
import { FakeClock } from '../../../support/fake-clock'

describe('one limiter per API key', () => {
  it('gives every user of a key the same limiter, and another key its own', () => {
    const registry = createLimiterRegistry({ clock: new FakeClock(0) })
    const first = registry.limiterFor('key-aaaa', 60)
    expect(registry.limiterFor('key-aaaa', 60)).toBe(first)
    expect(registry.limiterFor('key-bbbb', 60)).not.toBe(first)
  })

  it("takes the key's plan from its latest user", () => {
    const registry = createLimiterRegistry({ clock: new FakeClock(0) })
    const limiter = registry.limiterFor('key-aaaa', 60)
    registry.limiterFor('key-aaaa', 600)
    expect(limiter.metrics().requestsPerMinute).toBe(600)
  })

  it('starts afresh for a key it was told to forget', () => {
    const registry = createLimiterRegistry({ clock: new FakeClock(0) })
    const first = registry.limiterFor('key-aaaa', 60)
    registry.forget('key-aaaa')
    expect(registry.limiterFor('key-aaaa', 60)).not.toBe(first)
  })
})
