import { describe, expect, it } from 'vitest'
import { snoozedUntil } from '../../../../src/core/callbacks'

const NY = 'America/New_York'
const BERLIN = 'Europe/Berlin'

describe('quick snoozes', () => {
  const now = Date.parse('2026-07-10T18:07:23.456Z')

  it('+15 min and +1 h count from now for a due or overdue callback, on a whole minute', () => {
    expect(snoozedUntil('15m', '2026-07-10T18:00:00Z', now, NY)).toBe('2026-07-10T18:22:00.000Z')
    expect(snoozedUntil('1h', '2026-07-08T09:00:00Z', now, NY)).toBe('2026-07-10T19:07:00.000Z')
    expect(snoozedUntil('15m', null, now, NY)).toBe('2026-07-10T18:22:00.000Z')
  })

  it('never brings a later callback forward: it counts from the callback time', () => {
    expect(snoozedUntil('1h', '2026-07-11T15:00:00Z', now, NY)).toBe('2026-07-11T16:00:00.000Z')
  })

  it('tomorrow 9:00 is in the chosen zone, whatever UTC says', () => {
    expect(snoozedUntil('tomorrow-9', '2026-07-10T18:00:00Z', now, NY)).toBe('2026-07-11T13:00:00.000Z')
    expect(snoozedUntil('tomorrow-9', '2026-07-10T18:00:00Z', now, BERLIN)).toBe('2026-07-11T07:00:00.000Z')
    // 22:30 on the 10th in New York is already the 11th in UTC: tomorrow is still the 11th there.
    expect(snoozedUntil('tomorrow-9', null, Date.parse('2026-07-11T02:30:00Z'), NY)).toBe('2026-07-11T13:00:00.000Z')
  })

  it('tomorrow 9:00 across a DST change keeps 9:00 local', () => {
    // Saturday 2026-03-07, EST; Sunday 09:00 is EDT.
    expect(snoozedUntil('tomorrow-9', null, Date.parse('2026-03-07T20:00:00Z'), NY)).toBe('2026-03-08T13:00:00.000Z')
    // Saturday 2026-10-24 in Berlin, CEST; Sunday 09:00 is CET.
    expect(snoozedUntil('tomorrow-9', null, Date.parse('2026-10-24T20:00:00Z'), BERLIN)).toBe('2026-10-25T08:00:00.000Z')
  })
})
