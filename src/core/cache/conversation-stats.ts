import { bySpan, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'

/** Aggregates of the conversations (messaging), for Insights. */

export interface ConversationCount {
  conversations: number
  messages: number
}

/** Conversations started in each span, with their messages. */
export const conversationsBySpan = namedQuery(
  'conversationsBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): ConversationCount[] => {
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, count(*) AS conversations, coalesce(sum(c.message_count), 0) AS messages
         FROM b CROSS JOIN conversations c ON c.workspace_id = ? AND c.created_at >= b.s AND c.created_at < b.e
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
    const bands = upTo.map((limit, i) => `coalesce(sum(message_count <= ${Math.trunc(limit)}${i > 0 ? ` AND message_count > ${Math.trunc(upTo[i - 1]!)}` : ''}), 0) AS b${i}`)
    const rest = `coalesce(sum(message_count > ${Math.trunc(upTo.at(-1) ?? -1)}), 0) AS rest`
    const row = db
      .statement(
        `SELECT ${[...bands, rest].join(', ')} FROM conversations WHERE workspace_id = ? AND created_at >= ? AND created_at < ?`,
      )
      .get(workspaceId, span.start, span.end) as Record<string, number>
    return [...upTo.map((_, i) => row[`b${i}`] ?? 0), row.rest ?? 0]
  },
)
