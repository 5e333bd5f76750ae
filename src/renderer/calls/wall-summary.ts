import { isNearMax, type AttentionRules } from './attention'
import { liveDuration, type WallCall, type WallCalls } from './wall-call'

export interface WallSummary {
  total: number
  positive: number
  neutral: number
  negative: number
  transfersWaiting: number
  /** Seconds, and which call; null when the wall is empty. */
  longest: { seconds: number; entry: WallCall } | null
  nearMax: number
}

/** The summary bar counts every live call, whatever the filters show. */
export function summarizeWall(calls: WallCalls, now: number, rules: Pick<AttentionRules, 'maxDurationS'>): WallSummary {
  const summary: WallSummary = { total: 0, positive: 0, neutral: 0, negative: 0, transfersWaiting: 0, longest: null, nearMax: 0 }
  for (const entry of calls.values()) {
    summary.total++
    const sentiment = entry.call.sentiment
    if (sentiment === 'positive' || sentiment === 'negative') summary[sentiment]++
    else summary.neutral++
    if (entry.call.transferRequested) summary.transfersWaiting++
    if (isNearMax(entry, now, rules.maxDurationS)) summary.nearMax++
    const seconds = liveDuration(entry, now)
    if (!summary.longest || seconds > summary.longest.seconds) summary.longest = { seconds, entry }
  }
  return summary
}
