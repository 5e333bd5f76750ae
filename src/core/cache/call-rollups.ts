import { bySpan, daysAndEdges, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'

/**
 * Aggregates of the calls seen, from `call_rollups` (in three grains: kept by
 * triggers on `call_sightings`, migration 0006, and for the durations of the
 * calls a poll sees again by the poll, migration 0010). A span must start and
 * end on a quarter hour, as every zone's hours and days do.
 */

export interface CallTotals {
  calls: number
  transfers: number
  turnedNegative: number
  /** Seconds, summed over the calls: the average is `durationSum / calls`. */
  durationSum: number
  /** Seconds of the longest call. */
  durationMax: number
}

export interface SentimentMix {
  positive: number
  neutral: number
  negative: number
  /** Any sentiment the service reports besides those three, or none. */
  other: number
}

export interface AgentCallStats extends CallTotals, SentimentMix {
  aiAgentName: string
}

const TOTALS = `coalesce(sum(r.calls), 0) AS calls, coalesce(sum(r.transfers), 0) AS transfers,
  coalesce(sum(r.turned_negative), 0) AS turnedNegative, coalesce(sum(r.duration_sum), 0) AS durationSum,
  coalesce(max(r.duration_max), 0) AS durationMax`
const MIX = `coalesce(sum(r.positive), 0) AS positive, coalesce(sum(r.neutral), 0) AS neutral,
  coalesce(sum(r.negative), 0) AS negative, coalesce(sum(r.other_sentiment), 0) AS other`
const JOIN = `b CROSS JOIN call_rollups r ON r.workspace_id = ? AND r.grain = 'Q' AND r.bucket >= b.s AND r.bucket < b.e`

const NO_CALLS: CallTotals = { calls: 0, transfers: 0, turnedNegative: 0, durationSum: 0, durationMax: 0 }
const NO_MIX: SentimentMix = { positive: 0, neutral: 0, negative: 0, other: 0 }

/** Calls first seen in each span (hours or days of a zone), one answer per span. */
export const callTotalsBySpan = namedQuery(
  'callTotalsBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): (CallTotals & SentimentMix)[] => {
    const rows = db
      .statement(`WITH ${SPANS} SELECT b.i AS i, ${TOTALS}, ${MIX} FROM ${JOIN} GROUP BY b.i`)
      .all(spansParam(spans), workspaceId) as (CallTotals & SentimentMix & { i: number })[]
    return bySpan(spans, rows, ({ i: _, ...totals }) => totals, { ...NO_CALLS, ...NO_MIX })
  },
)

/** Calls first seen in `span`, per agent, most calls first: the day rows of its whole UTC days, the quarter-hour rows of its edges. */
export const callTotalsByAgent = namedQuery(
  'callTotalsByAgent',
  (db: Cache, workspaceId: string, span: Span): AgentCallStats[] => {
    const { days, edges } = daysAndEdges(span)
    const part = (grain: 'd' | 'q') => `SELECT * FROM call_rollups WHERE workspace_id = ? AND grain = '${grain}' AND bucket >= ? AND bucket < ?`
    return db
      .statement(
        `SELECT r.ai_agent_name AS aiAgentName, ${TOTALS}, ${MIX}
         FROM (${part('d')} UNION ALL ${part('q')} UNION ALL ${part('q')}) r
         GROUP BY r.ai_agent_name HAVING sum(r.calls) > 0 ORDER BY calls DESC, aiAgentName`,
      )
      .all(workspaceId, days.start, days.end, workspaceId, edges[0].start, edges[0].end, workspaceId, edges[1].start, edges[1].end) as AgentCallStats[]
  },
)

/** Calls first seen in `span`, all agents together. */
export const callTotals = namedQuery('callTotals', (db: Cache, workspaceId: string, span: Span): CallTotals & SentimentMix => {
  return callTotalsBySpan(db, workspaceId, [span])[0]!
})
