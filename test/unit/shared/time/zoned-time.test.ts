import { describe, expect, it } from 'vitest'
import {
  addDays,
  isLocalDateTime,
  isoInZone,
  offsetAt,
  startOfZonedDay,
  utcToZoned,
  zonedDay,
  zonedToUtc,
} from '../../../../src/shared/time/zoned-time'
import { isTimeZoneName as isTimeZone } from '../../../../src/shared/time/zoned-time'

const NY = 'America/New_York'
const BERLIN = 'Europe/Berlin'

describe('zonedToUtc and utcToZoned on ordinary days', () => {
  it('converts New York wall time in winter (EST, -5) and summer (EDT, -4)', () => {
    expect(zonedToUtc('2026-01-15T09:00', NY)).toBe('2026-01-15T14:00:00.000Z')
    expect(zonedToUtc('2026-07-15T09:00', NY)).toBe('2026-07-15T13:00:00.000Z')
    expect(utcToZoned('2026-01-15T14:00:00.000Z', NY)).toBe('2026-01-15T09:00:00')
    expect(utcToZoned('2026-07-15T13:00:00Z', NY)).toBe('2026-07-15T09:00:00')
  })

  it('keeps seconds and accepts timestamps written with an offset', () => {
    expect(zonedToUtc('2026-05-03T14:30:15', BERLIN)).toBe('2026-05-03T12:30:15.000Z')
    expect(utcToZoned('2026-05-03T16:30:15+02:00', 'UTC')).toBe('2026-05-03T14:30:15')
  })

  it('round-trips every third hour of 2026 in both zones', () => {
    for (const zone of [NY, BERLIN]) {
      const misses: { iso: string; back: string }[] = []
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000) {
        const iso = new Date(t).toISOString()
        const back = zonedToUtc(utcToZoned(iso, zone), zone)
        if (back !== iso) misses.push({ iso, back })
      }
      // Only the repeated hour of the fall-back night maps to its earlier twin, an hour before.
      expect(misses.length, zone).toBeLessThanOrEqual(1)
      expect(misses.map(({ iso, back }) => Date.parse(iso) - Date.parse(back)), zone).toEqual(misses.map(() => 3_600_000))
    }
  })
})

describe('the US changes: New York, 2026-03-08 and 2026-11-01', () => {
  it('spring forward: 01:59 is EST, 03:00 is EDT', () => {
    expect(zonedToUtc('2026-03-08T01:59', NY)).toBe('2026-03-08T06:59:00.000Z')
    expect(zonedToUtc('2026-03-08T03:00', NY)).toBe('2026-03-08T07:00:00.000Z')
    expect(utcToZoned('2026-03-08T06:59:00Z', NY)).toBe('2026-03-08T01:59:00')
    expect(utcToZoned('2026-03-08T07:00:00Z', NY)).toBe('2026-03-08T03:00:00')
  })

  it('a time in the gap (02:00 to 02:59 does not exist) moves forward by the gap', () => {
    expect(zonedToUtc('2026-03-08T02:00', NY)).toBe('2026-03-08T07:00:00.000Z')
    expect(zonedToUtc('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z')
    expect(utcToZoned(zonedToUtc('2026-03-08T02:30', NY), NY)).toBe('2026-03-08T03:30:00')
  })

  it('a repeated time (01:00 to 01:59 happens twice) takes the first, EDT', () => {
    expect(zonedToUtc('2026-11-01T01:30', NY)).toBe('2026-11-01T05:30:00.000Z')
    expect(utcToZoned('2026-11-01T05:30:00Z', NY)).toBe('2026-11-01T01:30:00')
    expect(utcToZoned('2026-11-01T06:30:00Z', NY)).toBe('2026-11-01T01:30:00')
    expect(zonedToUtc('2026-11-01T02:00', NY)).toBe('2026-11-01T07:00:00.000Z')
    expect(zonedToUtc('2026-11-01T00:59', NY)).toBe('2026-11-01T04:59:00.000Z')
  })

  it('the offset changes at 2 a.m. local', () => {
    expect(offsetAt(Date.parse('2026-03-08T06:59:59Z'), NY)).toBe(-5 * 3_600_000)
    expect(offsetAt(Date.parse('2026-03-08T07:00:00Z'), NY)).toBe(-4 * 3_600_000)
    expect(offsetAt(Date.parse('2026-11-01T05:59:59Z'), NY)).toBe(-4 * 3_600_000)
    expect(offsetAt(Date.parse('2026-11-01T06:00:00Z'), NY)).toBe(-5 * 3_600_000)
  })
})

describe('the EU changes: Berlin, 2026-03-29 and 2026-10-25', () => {
  it('spring forward: 02:00 to 02:59 does not exist and moves to CEST', () => {
    expect(zonedToUtc('2026-03-29T01:59', BERLIN)).toBe('2026-03-29T00:59:00.000Z')
    expect(zonedToUtc('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z')
    expect(zonedToUtc('2026-03-29T03:00', BERLIN)).toBe('2026-03-29T01:00:00.000Z')
    expect(utcToZoned('2026-03-29T01:30:00Z', BERLIN)).toBe('2026-03-29T03:30:00')
  })

  it('fall back: 02:30 happens twice and resolves to the first, CEST', () => {
    expect(zonedToUtc('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z')
    expect(utcToZoned('2026-10-25T00:30:00Z', BERLIN)).toBe('2026-10-25T02:30:00')
    expect(utcToZoned('2026-10-25T01:30:00Z', BERLIN)).toBe('2026-10-25T02:30:00')
    expect(zonedToUtc('2026-10-25T03:00', BERLIN)).toBe('2026-10-25T02:00:00.000Z')
  })
})

describe('days in a zone', () => {
  it('the same instant is a different day in different zones', () => {
    const instant = Date.parse('2026-03-08T03:00:00Z')
    expect(zonedDay(instant, NY)).toBe('2026-03-07')
    expect(zonedDay(instant, BERLIN)).toBe('2026-03-08')
  })

  it('a day with a change is 23 or 25 hours long', () => {
    const length = (date: string, zone: string) => startOfZonedDay(addDays(date, 1), zone) - startOfZonedDay(date, zone)
    expect(length('2026-03-08', NY)).toBe(23 * 3_600_000)
    expect(length('2026-11-01', NY)).toBe(25 * 3_600_000)
    expect(length('2026-03-29', BERLIN)).toBe(23 * 3_600_000)
    expect(length('2026-10-25', BERLIN)).toBe(25 * 3_600_000)
    expect(length('2026-06-01', BERLIN)).toBe(24 * 3_600_000)
  })

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('validation', () => {
  it('knows zone names', () => {
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('refuses malformed and impossible local times', () => {
    expect(isLocalDateTime('2026-03-08T09:00')).toBe(true)
    expect(isLocalDateTime('2026-03-08T09:00:30')).toBe(true)
    expect(isLocalDateTime('2026-02-30T09:00')).toBe(false)
    expect(isLocalDateTime('2026-03-08T24:00')).toBe(false)
    expect(isLocalDateTime('2026-03-08 09:00')).toBe(false)
    expect(isLocalDateTime('2026-03-08T09:60')).toBe(false)
    expect(isLocalDateTime('2026-03-08T09:00:60')).toBe(false)
    expect(isLocalDateTime('2026-03-08T23:59:59')).toBe(true)
    expect(() => addDays('soon', 1)).toThrow('Not a date (YYYY-MM-DD): soon')
    expect(() => zonedToUtc('tomorrow', NY)).toThrow(new RangeError('Not a local date-time (YYYY-MM-DDTHH:mm): tomorrow'))
    expect(() => zonedToUtc('2026-02-30T09:00', NY)).toThrow(new RangeError('No such date or time: 2026-02-30T09:00'))
    expect(() => utcToZoned('not a date', NY)).toThrow(new RangeError('Not a timestamp: not a date'))
  })

  it('follows a change of offset that is not on a quarter hour (Monrovia, 1972: -0:44:30 to GMT)', () => {
    expect(utcToZoned('1972-01-07T00:44:29Z', 'Africa/Monrovia')).toBe('1972-01-06T23:59:59')
    expect(utcToZoned('1972-01-07T00:44:40Z', 'Africa/Monrovia')).toBe('1972-01-07T00:44:40')
    expect(utcToZoned('1972-01-07T00:30:00Z', 'Africa/Monrovia')).toBe('1972-01-06T23:45:30')
  })
})

describe('isoInZone', () => {
  it('writes the same instant with the zone offset, across daylight saving', () => {
    expect(isoInZone('2025-01-15T12:00:00.000Z', 'Europe/Paris')).toBe('2025-01-15T13:00:00.000+01:00')
    expect(isoInZone('2025-07-15T12:00:00.250Z', 'Europe/Paris')).toBe('2025-07-15T14:00:00.250+02:00')
    expect(isoInZone('2025-07-15T12:00:00.000Z', 'America/New_York')).toBe('2025-07-15T08:00:00.000-04:00')
    expect(isoInZone('2025-07-15T12:00:00.000Z', 'Asia/Kolkata')).toBe('2025-07-15T17:30:00.000+05:30')
    expect(isoInZone('2025-07-15T12:00:00.000Z', 'UTC')).toBe('2025-07-15T12:00:00.000+00:00')
  })

  it('gives back a malformed timestamp or one in an unknown zone unchanged', () => {
    expect(isoInZone('yesterday', 'Europe/Paris')).toBe('yesterday')
    expect(isoInZone('2025-07-15T12:00:00.000Z', 'Mars/Olympus_Mons')).toBe('2025-07-15T12:00:00.000Z')
  })
})
