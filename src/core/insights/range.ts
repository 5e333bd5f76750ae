import { MAX_CUSTOM_DAYS, type InsightsRange } from '../../shared/bridge'
import { zonedBuckets, zonedDayBuckets, type TimeBucket } from '../../shared/time/zoned-buckets'
import { addDays, zonedDay } from '../../shared/time/zoned-time'
import { CoreError, words } from '../errors/core-error'

/** A range made concrete in a zone: its days, its hours, and the period of the same length just before. */
export interface ResolvedRange {
  from: string
  to: string
  days: TimeBucket[]
  hours: TimeBucket[]
  /** The whole range as one span, and the one before it. */
  span: { start: string; end: string }
  previous: { from: string; to: string; span: { start: string; end: string } }
}

const PRESET_DAYS = { today: 1, '7d': 7, '30d': 30 } as const

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** Today, the last 7 or 30 days (today included), or the custom days, in `zone` at `nowMs`. */
export function resolveRange(range: InsightsRange, nowMs: number, zone: string): ResolvedRange {
  const today = zonedDay(nowMs, zone)
  const [from, to] =
    range.preset === 'custom' ? [range.from!, range.to!] : [addDays(today, 1 - PRESET_DAYS[range.preset]), today]
  const length = daysBetween(from, to)
  if (length > MAX_CUSTOM_DAYS) {
    throw new CoreError('invalid_range', words('errors.insights.rangeTooLong', { max: MAX_CUSTOM_DAYS, from, to, length }))
  }
  const days = zonedDayBuckets(from, to, zone)
  const span = { start: days[0]!.start, end: days.at(-1)!.end }
  const previousFrom = addDays(from, -length)
  const previousTo = addDays(from, -1)
  const previousDays = zonedDayBuckets(previousFrom, previousTo, zone)
  return {
    from,
    to,
    days,
    hours: zonedBuckets(Date.parse(span.start), Date.parse(span.end), 'hour', zone),
    span,
    previous: { from: previousFrom, to: previousTo, span: { start: previousDays[0]!.start, end: previousDays.at(-1)!.end } },
  }
}
