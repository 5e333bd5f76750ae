import { describe, expect, it } from 'vitest'
import { MAX_BUCKETS, zonedBuckets, zonedDayBuckets } from '../../../../src/shared/time/zoned-buckets'

const HOUR = 3_600_000
const lengthHours = (b: { start: string; end: string }) => (Date.parse(b.end) - Date.parse(b.start)) / HOUR
const at = (iso: string) => Date.parse(iso)

describe('zonedDayBuckets', () => {
  it.each([
    ['America/New_York', '2026-03-08', 23, '2026-03-08T05:00:00.000Z'],
    ['America/New_York', '2026-11-01', 25, '2026-11-01T04:00:00.000Z'],
    ['America/New_York', '2027-03-14', 23, '2027-03-14T05:00:00.000Z'],
    ['America/New_York', '2027-11-07', 25, '2027-11-07T04:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', 23, '2026-03-28T23:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', 25, '2026-10-24T22:00:00.000Z'],
    ['Europe/Berlin', '2027-03-28', 23, '2027-03-27T23:00:00.000Z'],
    ['Europe/Berlin', '2027-10-31', 25, '2027-10-30T22:00:00.000Z'],
  ])('%s %s lasts %i hours and starts at local midnight', (zone, day, hours, start) => {
    const [bucket] = zonedDayBuckets(day, day, zone)
    expect(bucket).toMatchObject({ label: day, start })
    expect(lengthHours(bucket!)).toBe(hours)
  })

  it('lays days end to end across a change, each labelled with its own date', () => {
    const days = zonedDayBuckets('2026-10-24', '2026-10-26', 'Europe/Berlin')
    expect(days.map((d) => d.label)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
    expect(days.map(lengthHours)).toEqual([24, 25, 24])
    expect(days[0]!.end).toBe(days[1]!.start)
    expect(days[1]!.end).toBe(days[2]!.start)
  })

  it('puts a call at 23:30 local on the local day, where a fixed winter offset would move it to the next', () => {
    // 04:30Z is 00:30 EDT on July 1; cut at New York's winter offset (-5 h) it was 23:30 on June 30.
    const days = zonedDayBuckets('2026-06-30', '2026-07-01', 'America/New_York')
    const dayOf = (iso: string) => days.find((d) => iso >= d.start && iso < d.end)?.label
    expect(dayOf('2026-07-01T03:30:00.000Z')).toBe('2026-06-30')
    expect(dayOf('2026-07-01T04:30:00.000Z')).toBe('2026-07-01')
  })
})

describe('zonedBuckets by hour', () => {
  it('has 23 hours on New York’s spring-forward day, none of them 02:00', () => {
    const hours = zonedBuckets(at('2026-03-08T05:00:00Z'), at('2026-03-09T04:00:00Z'), 'hour', 'America/New_York')
    expect(hours).toHaveLength(23)
    expect(hours.map((h) => h.label.slice(11))).not.toContain('02:00')
    expect(hours.slice(1, 3).map((h) => [h.label, h.offsetMinutes])).toEqual([
      ['2026-03-08T01:00', -300],
      ['2026-03-08T03:00', -240],
    ])
    expect(hours.every((h) => lengthHours(h) === 1)).toBe(true)
  })

  it('has 25 hours on New York’s fall-back day, 01:00 twice with different offsets', () => {
    const hours = zonedBuckets(at('2026-11-01T04:00:00Z'), at('2026-11-02T05:00:00Z'), 'hour', 'America/New_York')
    expect(hours).toHaveLength(25)
    expect(hours.filter((h) => h.label === '2026-11-01T01:00').map((h) => [h.start, h.offsetMinutes])).toEqual([
      ['2026-11-01T05:00:00.000Z', -240],
      ['2026-11-01T06:00:00.000Z', -300],
    ])
  })

  it('has 25 hours on Berlin’s 2027 fall-back day and 23 on its spring-forward day', () => {
    const fall = zonedBuckets(at('2027-10-30T22:00:00Z'), at('2027-10-31T23:00:00Z'), 'hour', 'Europe/Berlin')
    expect(fall).toHaveLength(25)
    expect(fall.filter((h) => h.label === '2027-10-31T02:00')).toHaveLength(2)
    const spring = zonedBuckets(at('2027-03-27T23:00:00Z'), at('2027-03-28T22:00:00Z'), 'hour', 'Europe/Berlin')
    expect(spring).toHaveLength(23)
    expect(spring.map((h) => h.label.slice(11))).not.toContain('02:00')
  })

  it('starts at the full local hour holding the range start, in a half-hour zone too', () => {
    const [first] = zonedBuckets(at('2026-01-10T10:20:00Z'), at('2026-01-10T12:00:00Z'), 'hour', 'Asia/Kolkata')
    expect(first).toMatchObject({ start: '2026-01-10T09:30:00.000Z', label: '2026-01-10T15:00', offsetMinutes: 330 })
  })

  it('starts at the full local hour in a zone three quarters of an hour off UTC', () => {
    const [first] = zonedBuckets(at('2026-01-10T10:20:00Z'), at('2026-01-10T11:00:00Z'), 'hour', 'Asia/Kathmandu')
    expect(first).toMatchObject({ start: '2026-01-10T10:15:00.000Z', label: '2026-01-10T16:00', offsetMinutes: 345 })
  })

  it('starts a day at the local midnight before the range start, not at its hour', () => {
    const days = zonedBuckets(at('2026-01-10T18:00:00Z'), at('2026-01-11T06:00:00Z'), 'day', 'America/New_York')
    expect(days.map((d) => [d.start, d.label])).toEqual([
      ['2026-01-10T05:00:00.000Z', '2026-01-10'],
      ['2026-01-11T05:00:00.000Z', '2026-01-11'],
    ])
  })

  it('on Lord Howe’s half-hour fall-back night, goes on at the full hours of the new offset', () => {
    const hours = zonedBuckets(at('2026-04-04T13:00:00Z'), at('2026-04-04T17:00:00Z'), 'hour', 'Australia/Lord_Howe')
    expect(hours.map((h) => [h.start, h.label, h.offsetMinutes])).toEqual([
      ['2026-04-04T13:00:00.000Z', '2026-04-05T00:00', 660],
      ['2026-04-04T14:00:00.000Z', '2026-04-05T01:00', 660],
      ['2026-04-04T14:30:00.000Z', '2026-04-05T01:30', 660],
      ['2026-04-04T15:30:00.000Z', '2026-04-05T02:00', 630],
      ['2026-04-04T16:30:00.000Z', '2026-04-05T03:00', 630],
    ])
  })

  it('answers nothing for an empty range and refuses an enormous one', () => {
    expect(zonedBuckets(at('2026-01-02T00:00:00Z'), at('2026-01-01T00:00:00Z'), 'hour', 'UTC')).toEqual([])
    // Not even the hour that holds it, though it starts before the range's end.
    expect(zonedBuckets(at('2026-01-01T10:30:00Z'), at('2026-01-01T10:30:00Z'), 'hour', 'UTC')).toEqual([])
    expect(zonedBuckets(at('2026-01-01T10:30:00Z'), at('2026-01-01T10:15:00Z'), 'hour', 'UTC')).toEqual([])
    expect(() => zonedBuckets(at('2020-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), 'hour', 'UTC')).toThrow(RangeError)
  })

  it(`gives up to ${MAX_BUCKETS} buckets and refuses one more`, () => {
    const hours = (n: number) => zonedBuckets(0, n * 3_600_000, 'hour', 'UTC')
    expect(hours(MAX_BUCKETS)).toHaveLength(MAX_BUCKETS)
    expect(() => hours(MAX_BUCKETS + 1)).toThrow(`More than ${MAX_BUCKETS} hours asked for`)
  })
})
