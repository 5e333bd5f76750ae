import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isoAt, systemClock } from '../../../../src/core/sync/clock'

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2025-05-01T09:00:00.000Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the system clock', () => {
  it('tells the time of the system', () => {
    expect(isoAt(systemClock)).toBe('2025-05-01T09:00:00.000Z')
  })

  it('runs a timer when it is due, at once when its delay is negative, and never once cancelled', () => {
    const fired: string[] = []
    systemClock.setTimeout(() => fired.push('later'), 1_000)
    systemClock.setTimeout(() => fired.push('at once'), -5)
    const cancel = systemClock.setTimeout(() => fired.push('cancelled'), 500)
    cancel()
    vi.advanceTimersByTime(0)
    expect(fired).toEqual(['at once'])
    vi.advanceTimersByTime(999)
    expect(fired).toEqual(['at once'])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['at once', 'later'])
  })
})
