import type { CallMetrics } from '../../shared/bridge'
import type { CallTotals, SentimentMix } from '../cache'

/**
 * The one computation of the call metrics (docs/insights.md "Metrics") from a
 * row of `call_rollups` sums: the period, the period before, each day and each
 * agent all go through it, so a share means the same wherever it is shown.
 */
export function callMetrics(totals: CallTotals & SentimentMix): CallMetrics {
  const { calls } = totals
  const of = (count: number) => ({ count, share: calls > 0 ? count / calls : 0 })
  return {
    calls,
    averageDuration: calls > 0 ? totals.durationSum / calls : 0,
    longestDuration: totals.durationMax,
    askedForTransfer: of(totals.transfers),
    endedNegative: of(totals.negative),
    negativeAtAnyTime: of(totals.turnedNegative),
    sentiment: { positive: totals.positive, neutral: totals.neutral, negative: totals.negative, other: totals.other },
  }
}
