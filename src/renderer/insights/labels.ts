/** How Insights writes its axis labels, numbers and shares. */

import type { CallMetrics } from '../../shared/bridge'
import { formatCount } from '../lib/format'
import { formatDay } from '../../shared/time/zoned-format'
import type { MessageKey } from '../../shared/i18n/translator'
import { t } from '../i18n/translation.svelte'

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

/** 0.1234 as `12%`. */
export function percent(share: number): string {
  return t('insights.format.percent', { value: formatCount(Math.round(share * 100)) })
}

/** "3 more than yesterday", "2 fewer than …", "as many as …". */
export function comparedWith(now: number, before: number, period: string): string {
  if (now === before) return t('insights.compared.same', { period })
  const difference = formatCount(Math.abs(now - before))
  return now > before ? t('insights.compared.more', { difference, period }) : t('insights.compared.fewer', { difference, period })
}

export type Metric = Exclude<keyof CallMetrics, 'sentiment'>

const METRIC_LABELS = {
  calls: 'insights.metric.calls',
  averageDuration: 'insights.metric.averageDuration',
  longestDuration: 'insights.metric.longestDuration',
  askedForTransfer: 'insights.metric.askedForTransfer',
  endedNegative: 'insights.metric.endedNegative',
  negativeAtAnyTime: 'insights.metric.negativeAtAnyTime',
} as const satisfies Record<Metric, MessageKey>

/**
 * The one label of each call metric (docs/insights.md "Metrics"), wherever
 * Insights shows it: the headline, the charts, the per-agent table.
 */
export function metricLabel(metric: Metric): string {
  return t(METRIC_LABELS[metric])
}

/** The words among core's band labels (`under 1 h`, `none`); the ranges (`1–4 h`, `3–5`) read the same in every language. */
const BAND_WORDS = {
  'under 1 h': 'insights.band.underOneHour',
  '1–7 days': 'insights.band.oneToSevenDays',
  'over 7 days': 'insights.band.overSevenDays',
  none: 'insights.band.none',
  'over 20': 'insights.band.overTwenty',
} as const satisfies Record<string, MessageKey>

/** A band of the overdue or conversation-length charts in the supervisor's language. */
export function bandLabel(label: string): string {
  return Object.hasOwn(BAND_WORDS, label) ? t(BAND_WORDS[label as keyof typeof BAND_WORDS]) : label
}
