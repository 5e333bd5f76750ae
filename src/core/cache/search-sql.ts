/**
 * The SQL of search, per kind. Each search runs three short statements:
 * `windowStart` finds where the newest RANKING_WINDOW matches begin (FTS5 walks
 * its doclist newest first), `hits` ranks the matches from there by bm25, and
 * `details` builds snippets for the hits only. Every statement has a `sole`
 * form, for when no other workspace has rows in the table (the usual case: the
 * FTS index then needs no join to scope it), and a `shared` form that joins the
 * content table to keep only the workspace's rows.
 */

/** How many of the newest matches are ranked: bm25 scores every candidate (about 1 µs each), and a common word matches tens of thousands of messages. */
export const RANKING_WINDOW = 1000

export interface KindSql {
  /** The content table, to tell whether other workspaces share it. */
  table: string
  windowStart: Record<'sole' | 'shared', string>
  hits: Record<'sole' | 'shared', string>
  details: string
}

interface KindSpec {
  table: string
  fts: string
  /** bm25 with column weights. */
  score: string
  /** Columns of the details statement; `f` is the FTS table, `t` the content table. */
  columns: string
  joins?: string
}

function kindSql(spec: KindSpec): KindSql {
  const { table, fts } = spec
  const scoped = (sql: string, shared: boolean) =>
    shared
      ? sql
          .replace('{join}', `JOIN ${table} t ON t.pk = f.rowid`)
          .replace('{scope}', 'AND t.workspace_id = @workspaceId')
      : sql.replace('{join}', '').replace('{scope}', '')
  const windowStart = `SELECT f.rowid FROM ${fts} f {join} WHERE f.${fts} MATCH @match {scope}
    ORDER BY f.rowid DESC LIMIT 1 OFFSET ${RANKING_WINDOW - 1}`
  const hits = `SELECT f.rowid AS pk, ${spec.score} AS score FROM ${fts} f {join}
    WHERE f.${fts} MATCH @match AND f.rowid >= @from {scope} ORDER BY score LIMIT @limit`
  return {
    table,
    windowStart: { sole: scoped(windowStart, false), shared: scoped(windowStart, true) },
    hits: { sole: scoped(hits, false), shared: scoped(hits, true) },
    // `+f.rowid` keeps the IN list out of the FTS5 index: one pass over the window, not one FTS5 query per hit.
    details: `SELECT f.rowid AS pk, ${spec.columns} FROM ${fts} f JOIN ${table} t ON t.pk = f.rowid ${spec.joins ?? ''}
      WHERE f.${fts} MATCH @match AND f.rowid >= @from AND +f.rowid IN (SELECT value FROM json_each(@pks))`,
  }
}

export const MESSAGE_SQL = kindSql({
  table: 'messages',
  fts: 'messages_fts',
  score: 'bm25(f.messages_fts)',
  columns: `t.id AS messageId, c.id AS conversationId, t.direction, t.created_at AS createdAt,
    c.customer_name AS customerName, snippet(f.messages_fts, 0, @markStart, @markEnd, '…', 12) AS snippet`,
  joins: 'JOIN conversations c ON c.pk = t.conversation_pk',
})

/** A name match weighs more than a phone match. */
export const CONVERSATION_SQL = kindSql({
  table: 'conversations',
  fts: 'conversations_fts',
  score: 'bm25(f.conversations_fts, 10.0, 5.0)',
  columns: `t.id AS conversationId, highlight(f.conversations_fts, 0, @markStart, @markEnd) AS customerName,
    t.customer_phone AS customerPhone, t.agent_id AS agentId, t.created_at AS createdAt`,
})

/** Customer name over phone over notes. */
export const DISPOSITION_SQL = kindSql({
  table: 'call_dispositions',
  fts: 'call_dispositions_fts',
  score: 'bm25(f.call_dispositions_fts, 1.0, 10.0, 5.0)',
  columns: `t.id AS dispositionId, t.phone_number AS phoneNumber,
    highlight(f.call_dispositions_fts, 1, @markStart, @markEnd) AS customerName,
    snippet(f.call_dispositions_fts, 0, @markStart, @markEnd, '…', 16) AS notes,
    t.disposition, t.status, t.scheduled_at AS scheduledAt`,
})

/** Transcript lines, with the call they were spoken in. */
export const TRANSCRIPT_SQL = kindSql({
  table: 'transcript_segments',
  fts: 'transcript_segments_fts',
  score: 'bm25(f.transcript_segments_fts)',
  columns: `t.room_name AS roomName, t.segment_id AS segmentId, t.speaker_kind AS speakerKind, t.speaker_name AS speakerName,
    t.started_at AS startedAt, s.customer_name AS customerName, s.customer_phone AS customerPhone, s.ai_agent_name AS aiAgentName,
    snippet(f.transcript_segments_fts, 0, @markStart, @markEnd, '…', 12) AS snippet`,
  joins: 'JOIN call_sightings s ON s.pk = t.sighting_pk',
})
