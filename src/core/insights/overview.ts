import type { AgentInsight, Band, DispositionKindInsight, InsightsOverview, InsightsRange } from '../../shared/bridge'
import {
  callbacksDueBySpan,
  callTotals,
  callTotalsByAgent,
  callTotalsBySpan,
  conversationsByLength,
  conversationsBySpan,
  dispositionsByKind,
  peakConcurrencyBySpan,
  transferWaits,
  transferWaitsBySpan,
  type Cache,
  type DispositionStatusCount,
} from '../cache'
import { shownOverdueCallbacks } from '../sync'
import { callMetrics } from './metrics'
import { resolveRange } from './range'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Overdue callbacks by how late: bands' upper bounds, then "older". */
export const OVERDUE_BANDS: readonly { label: string; upToMs: number }[] = [
  { label: 'under 1 h', upToMs: HOUR },
  { label: '1–4 h', upToMs: 4 * HOUR },
  { label: '4–24 h', upToMs: DAY },
  { label: '1–7 days', upToMs: 7 * DAY },
]
export const OVERDUE_OLDEST = 'over 7 days'

/** Conversations by messages: bands' largest counts, then "more". */
export const LENGTH_BANDS: readonly { label: string; upTo: number }[] = [
  { label: 'none', upTo: 0 },
  { label: '1–2', upTo: 2 },
  { label: '3–5', upTo: 5 },
  { label: '6–10', upTo: 10 },
  { label: '11–20', upTo: 20 },
]
export const LENGTH_LONGEST = 'over 20'

/** The status that counts as a completed callback (the simulator's, docs/api-choices.md). */
export const COMPLETED_STATUS = 'completed'

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0)

function byKind(counts: DispositionStatusCount[]): DispositionKindInsight[] {
  const kinds = new Map<string, DispositionKindInsight>()
  for (const { disposition, status, count } of counts) {
    let kind = kinds.get(disposition)
    if (!kind) kinds.set(disposition, (kind = { disposition, total: 0, completed: 0, completionRate: 0, statuses: [] }))
    kind.total += count
    if (status === COMPLETED_STATUS) kind.completed += count
    kind.statuses.push({ status, count })
  }
  return [...kinds.values()]
    .map((kind) => ({ ...kind, completionRate: ratio(kind.completed, kind.total) }))
    .sort((a, b) => b.total - a.total || a.disposition.localeCompare(b.disposition))
}

/**
 * Everything the Insights view shows for a range but the live panel, from the
 * cache alone: each number one aggregate query (docs/insights.md).
 */
export function insightsOverview(db: Cache, workspaceId: string, range: InsightsRange, zone: string, nowMs: number): InsightsOverview {
  const started = performance.now()
  const resolved = resolveRange(range, nowMs, zone)
  const { days, hours, span } = resolved
  const perDay = callTotalsBySpan(db, workspaceId, days)
  const perHour = callTotalsBySpan(db, workspaceId, hours)
  const peaks = peakConcurrencyBySpan(db, workspaceId, days)
  const callbacks = callbacksDueBySpan(db, workspaceId, days)
  const conversations = conversationsBySpan(db, workspaceId, days)
  const overdue = shownOverdueCallbacks(db, workspaceId, nowMs, OVERDUE_BANDS.map((band) => band.upToMs))
  const answered = transferWaits(db, workspaceId, span)
  const answeredByDay = transferWaitsBySpan(db, workspaceId, days)
  const lengths = conversationsByLength(db, workspaceId, span, LENGTH_BANDS.map((band) => band.upTo))
  const conversationTotals = conversations.reduce((sum, c) => ({ conversations: sum.conversations + c.conversations, messages: sum.messages + c.messages }), {
    conversations: 0,
    messages: 0,
  })
  const agents: AgentInsight[] = callTotalsByAgent(db, workspaceId, span).map(({ aiAgentName, ...totals }) => ({
    aiAgentName,
    ...callMetrics(totals),
  }))
  const bands = (labels: string[], counts: number[]): Band[] => labels.map((label, i) => ({ label, count: counts[i] ?? 0 }))
  return {
    zone,
    preset: range.preset,
    from: resolved.from,
    to: resolved.to,
    previousFrom: resolved.previous.from,
    previousTo: resolved.previous.to,
    days: days.map((day, i) => ({
      day: day.label,
      ...callMetrics(perDay[i]!),
      peakConcurrent: peaks[i]!,
      callbacksDue: callbacks[i]!.due,
      callbacksDone: callbacks[i]!.done,
      conversations: conversations[i]!.conversations,
      messages: conversations[i]!.messages,
    })),
    hours: hours.map((hour, i) => ({ label: hour.label, offsetMinutes: hour.offsetMinutes, calls: perHour[i]!.calls })),
    totals: callMetrics(callTotals(db, workspaceId, span)),
    previous: callMetrics(callTotals(db, workspaceId, resolved.previous.span)),
    agents,
    callbacks: {
      overdue: overdue.count,
      overdueByAge: bands([...OVERDUE_BANDS.map((b) => b.label), OVERDUE_OLDEST], overdue.byAge),
      byKind: byKind(dispositionsByKind(db, workspaceId, span)),
    },
    conversations: {
      averageMessages: ratio(conversationTotals.messages, conversationTotals.conversations),
      byLength: bands([...LENGTH_BANDS.map((b) => b.label), LENGTH_LONGEST], lengths),
    },
    transferAnswered: {
      totals: answered.totals,
      byAgent: answered.byAgent,
      byDay: days.map((day, i) => ({ day: day.label, ...answeredByDay[i]! })),
    },
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  }
}
