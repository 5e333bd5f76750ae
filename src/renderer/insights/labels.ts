/** How Insights writes its axis labels, numbers and shares. */

import type { CallMetrics } from '../../shared/bridge'
import { formatCount } from '../lib/format'
import { formatDay } from '../../shared/time/zoned-format'

/** `2026-03-08` as `Sun, Mar 8` (the day is already the zone's: it is formatted as written). */
export function dayLabel(day: string): string {
  return formatDay(day)
}

/**
 * `2026-03-08T14:00` as `Mar 8 14:00`, or `14:00` when every hour is on one day;
 * the two 01:00 of a fall-back night get their offsets (`01:00 UTC−4`, `01:00 UTC−5`).
 */
export function hourLabel(label: string, oneDay: boolean, repeated: boolean, offsetMinutes: number): string {
  const time = label.slice(11, 16)
  const day = dayLabel(label.slice(0, 10)).replace(/^\w+, /, '')
  const zone = repeated ? ` UTC${offsetMinutes < 0 ? '−' : '+'}${Math.abs(offsetMinutes) / 60}` : ''
  return `${oneDay ? time : `${day} ${time}`}${zone}`
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}

/** 0.1234 as `12%`. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`
}

/** "3 more than yesterday", "2 fewer than …", "as many as …". */
export function comparedWith(now: number, before: number, period: string): string {
  if (now === before) return `as many as ${period}`
  return `${formatCount(Math.abs(now - before))} ${now > before ? 'more' : 'fewer'} than ${period}`
}

/**
 * The one label of each call metric (docs/insights.md "Metrics"), wherever
 * Insights shows it: the headline, the charts, the per-agent table.
 */
export const METRIC_LABELS = {
  calls: 'Calls',
  averageDuration: 'Average duration',
  longestDuration: 'Longest call',
  askedForTransfer: 'Asked for a transfer',
  endedNegative: 'Ended negative',
  negativeAtAnyTime: 'Negative at any time',
} as const satisfies Record<Exclude<keyof CallMetrics, 'sentiment'>, string>
