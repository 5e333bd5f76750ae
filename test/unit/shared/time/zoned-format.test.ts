import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatDay,
  formatMoment,
  formatRelative,
  formatTime,
  formatWhen,
  zoneLabel,
} from '../../../../src/shared/time/zoned-format'

// The test process's language decides the words; the zone and the numbers are what must be right.
const SUMMER = '2026-07-04T16:05:09Z'
const NOW = Date.parse('2026-07-05T12:00:00Z')

describe('the console’s one date/time formatter', () => {
  it('shows every instant in the display zone, with the zone named', () => {
    expect(formatDateTime(SUMMER, 'America/New_York')).toMatch(/Jul 4, 2026.*12:05.*EDT/)
    expect(formatDateTime(SUMMER, 'Asia/Tokyo')).toMatch(/Jul 5, 2026.*1:05.*GMT\+9/)
    expect(formatTime(SUMMER, 'Europe/Berlin')).toMatch(/^6:05\sPM GMT\+2$/)
    expect(formatMoment(SUMMER, 'UTC')).toMatch(/^4:05:09\sPM UTC$/)
  })

  it('leaves this year’s year out of lists and keeps another year’s', () => {
    expect(formatWhen(SUMMER, 'UTC', NOW)).not.toMatch(/2026/)
    expect(formatWhen('2025-12-31T23:30:00Z', 'UTC', NOW)).toMatch(/2025/)
    // 23:30 UTC on New Year's Eve is already next year in Tokyo.
    expect(formatWhen('2025-12-31T23:30:00Z', 'Asia/Tokyo', Date.parse('2026-01-01T00:00:00Z'))).not.toMatch(/2025|2026/)
  })

  it('writes calendar days and relative times in one way each', () => {
    expect(formatDay('2026-03-08')).toMatch(/Sun.*Mar 8/)
    expect(formatRelative('2026-07-05T12:10:00Z', NOW)).toBe('in 10 minutes')
    expect(formatRelative('2026-07-05T10:00:00Z', NOW)).toBe('2 hours ago')
    expect(zoneLabel('America/New_York', Date.parse(SUMMER))).toBe('America/New York (EDT)')
    expect(zoneLabel('UTC')).toBe('UTC')
  })

  it('shows a malformed or missing time as it came rather than failing the view', () => {
    expect(formatDateTime('not a time', 'UTC')).toBe('not a time')
    expect(formatDateTime(null, 'UTC')).toBe('—')
    expect(formatTime('yesterday', 'UTC')).toBe('yesterday')
    expect(formatDay('2026-3-8')).toBe('2026-3-8')
  })
})
