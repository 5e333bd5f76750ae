import { SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/** How long answered transfer requests waited: their count and, when any, the median and 90th percentile (nearest rank), seconds. */
export interface TransferWaits {
  answered: number
  medianSeconds: number | null
  p90Seconds: number | null
}

/** Of these rooms' calls: when each first asked for a transfer (null if not seen yet), and whether a take-over answered it. */
export const transferRequestsOf = namedQuery(
  'transferRequestsOf',
  (db: Cache, workspaceId: string, roomNames: readonly string[]): Map<string, { since: string | null; answered: boolean }> => {
    if (roomNames.length === 0) return new Map()
    const rows = db
      .statement(
        `SELECT s.room_name AS room,
           (SELECT min(e.at) FROM call_sighting_events e WHERE e.sighting_pk = s.pk AND e.kind = 'transfer') AS since,
           EXISTS (SELECT 1 FROM transfer_answers a WHERE a.sighting_pk = s.pk) AS answered
         FROM json_each(?) r CROSS JOIN call_sightings s ON s.workspace_id = ? AND s.room_name = r.value`,
      )
      .all(JSON.stringify(roomNames), workspaceId) as { room: string; since: string | null; answered: number }[]
    return new Map(rows.map((row) => [row.room, { since: row.since, answered: row.answered === 1 }]))
  },
)

/**
 * A take-over answered the call's transfer request: keeps the wait from the
 * request first seen. Answers the wait in seconds, or null when the call had
 * no request waiting (none seen, or already answered).
 */
export const recordTransferAnswer = namedQuery(
  'recordTransferAnswer',
  (db: Cache, workspaceId: string, roomName: string, answeredAt: string): number | null => {
    const at = toIso(answeredAt)
    const row = db
      .statement(
        `INSERT INTO transfer_answers (sighting_pk, workspace_id, ai_agent_name, answered_at, wait_seconds)
         SELECT s.pk, s.workspace_id, s.ai_agent_name, @at, max(0, round((julianday(@at) - julianday(min(e.at))) * 86400.0, 3))
         FROM call_sightings s JOIN call_sighting_events e ON e.sighting_pk = s.pk AND e.kind = 'transfer'
         WHERE s.workspace_id = @ws AND s.room_name = @room
         GROUP BY s.pk
         ON CONFLICT (sighting_pk) DO NOTHING
         RETURNING wait_seconds`,
      )
      .get({ at, ws: workspaceId, room: roomName }) as { wait_seconds: number } | undefined
    return row ? row.wait_seconds : null
  },
)

/** Nearest-rank percentiles of each group `g` of the rows `a (g, w)`, with their count. */
const PERCENTILES = `r AS (SELECT g, w, row_number() OVER (PARTITION BY g ORDER BY w) AS k, count(*) OVER (PARTITION BY g) AS n FROM a)
  SELECT g, max(n) AS answered, max(CASE WHEN k = (n + 1) / 2 THEN w END) AS median, max(CASE WHEN k = (9 * n + 9) / 10 THEN w END) AS p90
  FROM r GROUP BY g`

interface PercentileRow {
  g: string | number
  answered: number
  median: number | null
  p90: number | null
}

const NONE: TransferWaits = { answered: 0, medianSeconds: null, p90Seconds: null }
const waitsOf = (row: PercentileRow | undefined): TransferWaits =>
  row ? { answered: row.answered, medianSeconds: row.median, p90Seconds: row.p90 } : NONE

/** The transfer requests answered in `span` (by the take-over's time): all of them, and per AI agent (most answered first). */
export const transferWaits = namedQuery(
  'transferWaits',
  (db: Cache, workspaceId: string, span: Span): { totals: TransferWaits; byAgent: ({ aiAgentName: string } & TransferWaits)[] } => {
    const select = (group: string) =>
      db
        .statement(
          `WITH a (g, w) AS (SELECT ${group}, wait_seconds FROM transfer_answers WHERE workspace_id = ? AND answered_at >= ? AND answered_at < ?),
           ${PERCENTILES}`,
        )
        .all(workspaceId, span.start, span.end) as PercentileRow[]
    const byAgent = select('ai_agent_name')
      .map((row) => ({ aiAgentName: String(row.g), ...waitsOf(row) }))
      .sort((x, y) => y.answered - x.answered || x.aiAgentName.localeCompare(y.aiAgentName))
    return { totals: waitsOf(select("''")[0]), byAgent }
  },
)

/** The transfer requests answered in each span (the days of the supervisor's zone). */
export const transferWaitsBySpan = namedQuery(
  'transferWaitsBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): TransferWaits[] => {
    const rows = db
      .statement(
        `WITH ${SPANS}, a (g, w) AS (SELECT b.i, t.wait_seconds FROM b CROSS JOIN transfer_answers t
           ON t.workspace_id = ? AND t.answered_at >= b.s AND t.answered_at < b.e),
         ${PERCENTILES}`,
      )
      .all(spansParam(spans), workspaceId) as PercentileRow[]
    const found = new Map(rows.map((row) => [Number(row.g), row]))
    return spans.map((_, i) => waitsOf(found.get(i)))
  },
)
