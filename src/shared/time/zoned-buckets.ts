import { addDays, offsetAt, startOfZonedDay, utcToZoned, zonedDay } from './zoned-time'

/**
 * Hours and days as a supervisor in `zone` lives them: a day runs from one
 * local midnight to the next (23 or 25 hours across a daylight-saving change),
 * an hour from one local full hour to the next (New York's fall-back night has
 * two hours labelled 01:00, its spring-forward night none labelled 02:00).
 * History's per-day counts and every Insights series are cut by these.
 */
export type BucketSize = 'hour' | 'day'

export interface TimeBucket {
  /** ISO 8601 UTC instant the bucket starts at (inclusive). */
  start: string
  /** ISO 8601 UTC instant the next one starts at (exclusive). */
  end: string
  /** Local wall-clock start in the zone: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` for an hour. */
  label: string
  /** The zone's offset from UTC at the start, minutes (tells apart the two 01:00 of a fall-back night). */
  offsetMinutes: number
}

const HOUR = 3_600_000
/** A range of more buckets than this is refused: a caller asked for years of hours. */
export const MAX_BUCKETS = 5_000

/** The buckets covering [fromMs, toMs), the first one starting at or before `fromMs`. */
export function zonedBuckets(fromMs: number, toMs: number, size: BucketSize, zone: string): TimeBucket[] {
  if (!(toMs > fromMs)) return []
  const buckets: TimeBucket[] = []
  let start = size === 'day' ? startOfZonedDay(zonedDay(fromMs, zone), zone) : startOfZonedHour(fromMs, zone)
  while (start < toMs) {
    if (buckets.length >= MAX_BUCKETS) throw new RangeError(`More than ${MAX_BUCKETS} ${size}s asked for`)
    const end = size === 'day' ? startOfZonedDay(addDays(zonedDay(start, zone), 1), zone) : nextZonedHour(start, zone)
    const local = utcToZoned(new Date(start).toISOString(), zone)
    buckets.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      label: size === 'day' ? local.slice(0, 10) : local.slice(0, 16),
      offsetMinutes: Math.round(offsetAt(start, zone) / 60_000),
    })
    start = end
  }
  return buckets
}

/** The local day boundaries of the days `fromDay` to `toDay` inclusive (`YYYY-MM-DD`). */
export function zonedDayBuckets(fromDay: string, toDay: string, zone: string): TimeBucket[] {
  return zonedBuckets(startOfZonedDay(fromDay, zone), startOfZonedDay(addDays(toDay, 1), zone), 'day', zone)
}

/** The instant the local hour holding `epochMs` began. */
function startOfZonedHour(epochMs: number, zone: string): number {
  const local = epochMs + offsetAt(epochMs, zone)
  return epochMs - (((local % HOUR) + HOUR) % HOUR)
}

/**
 * The next local full hour after `start`. An hour later, unless the offset
 * changed by a part of an hour in between (Lord Howe's half-hour change): then
 * the full hour of the new offset.
 */
function nextZonedHour(start: number, zone: string): number {
  const next = start + HOUR
  const aligned = startOfZonedHour(next, zone)
  return aligned > start ? aligned : next
}
