import { bySpan, daysAndEdges, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'

/**
 * Aggregates of the conversations (messaging), for Insights: from
 * `conversation_rollups` and `conversation_lengths` (kept by triggers on
 * `conversations`, migration 0009), with the rows themselves only for the
 * edges of a range that do not fill a whole UTC day.
 */

export interface ConversationCount {
  conversations: number
  messages: number
}

/** Conversations started in each span (each starting and ending on a UTC quarter hour, as a zone's days do), with their messages. */
export const conversationsBySpan = namedQuery(
  'conversationsBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): ConversationCount[] => {
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, sum(r.conversations) AS conversations, sum(r.messages) AS messages
         FROM b CROSS JOIN conversation_rollups r ON r.workspace_id = ? AND r.bucket >= b.s AND r.bucket < b.e
         GROUP BY b.i`,
      )
      .all(spansParam(spans), workspaceId) as (ConversationCount & { i: number })[]
    return bySpan(spans, rows, ({ conversations, messages }) => ({ conversations, messages }), { conversations: 0, messages: 0 })
  },
)

/**
 * Conversations started in `span` by their number of messages: one count per
 * band of `upTo` (at most that many messages, more than the band before), then
 * the rest.
 */
export const conversationsByLength = namedQuery(
  'conversationsByLength',
  (db: Cache, workspaceId: string, span: Span, upTo: readonly number[]): number[] => {
    const { days, edges } = daysAndEdges(span)
    const bands = upTo.map((limit, i) => `coalesce(sum(n * (message_count <= ${Math.trunc(limit)}${i > 0 ? ` AND message_count > ${Math.trunc(upTo[i - 1]!)}` : ''})), 0) AS b${i}`)
    const rest = `coalesce(sum(n * (message_count > ${Math.trunc(upTo.at(-1) ?? -1)})), 0) AS rest`
    const edge = `SELECT message_count, 1 AS n FROM conversations WHERE workspace_id = ? AND created_at >= ? AND created_at < ?`
    const row = db
      .statement(
        `SELECT ${[...bands, rest].join(', ')} FROM (
           SELECT message_count, conversations AS n FROM conversation_lengths WHERE workspace_id = ? AND day >= ? AND day < ?
           UNION ALL ${edge} UNION ALL ${edge})`,
      )
      .get(workspaceId, days.start, days.end, workspaceId, edges[0].start, edges[0].end, workspaceId, edges[1].start, edges[1].end) as Record<string, number>
    return [...upTo.map((_, i) => row[`b${i}`] ?? 0), row.rest ?? 0]
  },
)
