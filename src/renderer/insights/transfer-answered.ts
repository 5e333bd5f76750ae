import type { InsightsOverview, TransferAnswered } from '../../shared/bridge'
import { formatCount, formatDuration } from '../lib/format'
import { periodWords } from './charts'
import { t } from '../i18n/translation.svelte'
import { dayLabel } from './labels'

/**
 * "Transfer answered in": how long a transfer request waited until a
 * supervisor took the call over (core measures it from the request first
 * seen), as median and 90th percentile, in the app's one duration format.
 */

/** A duration or "–" when there is none to show. */
function seconds(value: number | null): string {
  return value === null ? '–' : formatDuration(value)
}

/** "0:42 (p90 1:30)", or "–" when none was answered. */
export function answeredIn(answered: TransferAnswered): string {
  if (answered.answered === 0 || answered.medianSeconds === null) return '–'
  return t('insights.transfer.answeredIn', { median: seconds(answered.medianSeconds), p90: seconds(answered.p90Seconds) })
}

/** The card's title: the period's median and p90, or that no request was answered by a take-over. */
export function transferAnsweredFinding(o: InsightsOverview): string {
  const words = periodWords(o)
  const totals = o.transferAnswered.totals
  if (totals.answered === 0 || totals.medianSeconds === null) return t('insights.transfer.none', { period: words.now })
  return t('insights.transfer.finding', {
    answered: totals.answered,
    period: words.now,
    median: seconds(totals.medianSeconds),
    p90: seconds(totals.p90Seconds),
  })
}

/** One row per day of the period: how many were answered, the median and the 90th percentile. */
export function transferAnsweredDays(o: InsightsOverview): { day: string; answered: string; median: string; p90: string }[] {
  const byDay = new Map(o.transferAnswered.byDay.map((d) => [d.day, d]))
  return o.days.map(({ day }) => {
    const answered = byDay.get(day)
    return {
      day: dayLabel(day),
      answered: formatCount(answered?.answered ?? 0),
      median: seconds(answered?.medianSeconds ?? null),
      p90: seconds(answered?.p90Seconds ?? null),
    }
  })
}
