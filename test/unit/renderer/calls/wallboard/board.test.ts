import { describe, expect, it } from 'vitest'
import { fitLists, formatAge, freshness, STALE_AFTER_MS } from '../../../../../src/renderer/calls/wallboard/board'
import { iso, T0 } from '../fixtures'

const base = { polledAt: iso(T0), now: T0 + 1_500, offline: false, overdue: false, zone: 'UTC' }

describe('wallboard freshness', () => {
  it('is live while polls arrive, and says as of when', () => {
    expect(freshness(base)).toEqual({ stale: false, state: 'Live', asOf: expect.stringMatching(/^as of 12:00:00\s?PM UTC$/) })
  })

  it('goes stale offline, on an overdue poll, or when no poll reached the screen for a while, saying how long and why', () => {
    expect(freshness({ ...base, now: T0 + 42_000, offline: true })).toMatchObject({ stale: true, state: 'Not updated for 42 s — offline' })
    expect(freshness({ ...base, now: T0 + 7_000, overdue: true })).toMatchObject({ stale: true, state: 'Not updated for 7 s — no answer from the service' })
    expect(freshness({ ...base, now: T0 + STALE_AFTER_MS }).stale).toBe(false)
    expect(freshness({ ...base, now: T0 + STALE_AFTER_MS + 1_000 })).toMatchObject({ stale: true, state: 'Not updated for 11 s — no updates reaching this screen' })
    expect(freshness({ ...base, now: T0 + 60_000, offline: true }).asOf).toMatch(/^as of 12:00:00/)
  })

  it('is not live before the first poll', () => {
    expect(freshness({ ...base, polledAt: null })).toEqual({ stale: true, state: 'Waiting for the first update', asOf: '' })
  })

  it('writes ages in seconds, then minutes, then hours', () => {
    expect([formatAge(0), formatAge(59_999), formatAge(60_000), formatAge(3_599_000), formatAge(3_600_000 + 5 * 60_000)]).toEqual(['0 s', '59 s', '1 min', '59 min', '1 h 5 min'])
  })
})

describe('wallboard lists', () => {
  const sizes = { heading: 6, row: 7, gap: 1, line: 5, columns: 1 }

  it('lists every call needing attention that fits, then the others in the room left', () => {
    // Attention: 6 + 3 rows (23) = 29; left 51 - 29 - 1 - 6 = 15: two rows of the others (15).
    expect(fitLists(51, { attention: 3, others: 10 }, sizes)).toEqual({ attention: 3, others: 2 })
    expect(fitLists(50, { attention: 3, others: 10 }, sizes)).toEqual({ attention: 3, others: 1 })
    expect(fitLists(51, { attention: 3, others: 1 }, sizes)).toEqual({ attention: 3, others: 1 })
  })

  it('cuts the calls needing attention with a "+N more" line, and then shows no other call', () => {
    // 42 - 6 - 5 for "+N more" = 31: four rows (31).
    expect(fitLists(42, { attention: 9, others: 10 }, sizes)).toEqual({ attention: 4, others: null })
    expect(fitLists(41, { attention: 9, others: 10 }, sizes)).toEqual({ attention: 3, others: null })
  })

  it('with none needing attention, says so and fills the rest with the others', () => {
    // 6 + 5 = 11; left 41 - 11 - 1 - 6 = 23: three rows (23).
    expect(fitLists(41, { attention: 0, others: 10 }, sizes)).toEqual({ attention: 0, others: 3 })
  })

  it('shows no list of others without room for one of its rows', () => {
    expect(fitLists(32, { attention: 3, others: 10 }, sizes)).toEqual({ attention: 3, others: null })
    expect(fitLists(50, { attention: 3, others: 0 }, sizes)).toEqual({ attention: 3, others: null })
  })

  it('puts two calls on a line on a wide screen', () => {
    expect(fitLists(42, { attention: 9, others: 10 }, { ...sizes, columns: 2 })).toEqual({ attention: 8, others: null })
    // Three calls take two lines (15): left 51 - 21 - 1 - 6 = 23, three lines, six calls.
    expect(fitLists(51, { attention: 3, others: 10 }, { ...sizes, columns: 2 })).toEqual({ attention: 3, others: 6 })
  })
})
