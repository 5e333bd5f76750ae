import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  formatAxisTime,
  formatDateTime,
  formatDay,
  formatMoment,
  formatRelative,
  formatTime,
  formatWhen,
  followLocale,
  systemZone,
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

  it('keeps each zone’s own format: a second zone is not shown in the first one’s', () => {
    expect(formatTime(SUMMER, 'Europe/Berlin')).toMatch(/^6:05\sPM GMT\+2$/)
    expect(formatTime(SUMMER, 'Asia/Tokyo')).toMatch(/^1:05\sAM GMT\+9$/)
    expect(formatMoment(SUMMER, 'UTC')).toMatch(/^4:05:09\sPM UTC$/)
    expect(formatMoment(SUMMER, 'Asia/Tokyo')).toMatch(/^1:05:09\sAM GMT\+9$/)
    expect(formatAxisTime(SUMMER, 'UTC')).toBe('16:05')
    expect(formatAxisTime(SUMMER, 'Asia/Tokyo')).toBe('01:05')
  })

  it('writes a chart’s ticks in 24 hours from an instant or its time, and a bad one as it came', () => {
    expect(formatAxisTime(Date.parse(SUMMER), 'America/New_York')).toBe('12:05')
    expect(formatAxisTime('2026-07-04T23:59:00Z', 'UTC')).toBe('23:59')
    expect(formatAxisTime('not a time', 'UTC')).toBe('not a time')
    expect(formatAxisTime(Number.NaN, 'UTC')).toBe('NaN')
  })

  it('names a day only when it is a whole YYYY-MM-DD', () => {
    expect(formatDay('2026-03-08')).toMatch(/^Sun, Mar 8$/)
    expect(formatDay('2026-03-08T12:00')).toBe('2026-03-08T12:00')
    expect(formatDay('x2026-03-08')).toBe('x2026-03-08')
  })

  it('says minutes under an hour, hours under two days, then days; a bad time as it came', () => {
    const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
    expect(formatRelative(at(59), NOW)).toBe('in 59 minutes')
    expect(formatRelative(at(60), NOW)).toBe('in 1 hour')
    expect(formatRelative(at(47 * 60), NOW)).toBe('in 47 hours')
    expect(formatRelative(at(48 * 60), NOW)).toBe('in 2 days')
    expect(formatRelative(at(-72 * 60), NOW)).toBe('3 days ago')
    expect(formatRelative('not a time', NOW)).toBe('not a time')
    expect(formatWhen('not a time', 'UTC', NOW)).toBe('not a time')
    expect(formatMoment('not a time', 'UTC')).toBe('not a time')
  })
})

describe('the language dates are written in', () => {
  afterEach(() => followLocale(() => undefined))

  it('writes dates the way the chosen language does, and follows a switch to another', () => {
    followLocale(() => 'de')
    expect(formatDateTime(SUMMER, 'Europe/Berlin')).toMatch(/^Sa\.,\s4\.\sJuli 2026,\s18:05\sMESZ$/)
    expect(formatWhen(SUMMER, 'Europe/Berlin', NOW)).toMatch(/^Sa\.,\s4\.\sJuli,\s18:05\sMESZ$/)
    expect(formatMoment(SUMMER, 'Europe/Berlin')).toMatch(/^18:05:09\sMESZ$/)
    expect(formatDay('2026-03-08')).toMatch(/^So\.,\s8\.\sMärz$/)
    // German has words of their own for two days away.
    expect(formatRelative('2026-07-07T12:00:00Z', NOW)).toBe('übermorgen')
    expect(formatRelative('2026-07-03T12:00:00Z', NOW)).toBe('vorgestern')

    followLocale(() => 'fr')
    expect(formatDateTime(SUMMER, 'Europe/Berlin')).toMatch(/^sam\.\s4\sjuil\.\s2026,\s18:05\sUTC\+2$/)
    expect(formatTime(SUMMER, 'Europe/Berlin')).toMatch(/^18:05\sUTC\+2$/)
    expect(formatDay('2026-03-08')).toMatch(/^dim\.\s8\smars$/)
    expect(formatRelative('2026-07-07T12:00:00Z', NOW)).toBe('après-demain')
    expect(formatRelative('2026-07-05T12:10:00Z', NOW)).toBe('dans 10 minutes')
  })
})

describe('the computer’s zone', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is the zone this process’s Intl resolves, and UTC when it resolves none', () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
    const as = (timeZone: string) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...resolved.call(this), timeZone }
      })
    as('Europe/Lisbon')
    expect(systemZone()).toBe('Europe/Lisbon')
    vi.restoreAllMocks()
    as('')
    expect(systemZone()).toBe('UTC')
  })
})
