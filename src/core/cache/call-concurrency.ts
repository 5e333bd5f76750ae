import { bySpan, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/**
 * How many calls were in progress at once: per workspace and UTC minute, the
 * most one poll saw (`call_concurrency`, migration 0004). Written by each poll;
 * the sightings alone cannot say it cheaply (a sweep over every call's span).
 */

export interface MinuteConcurrency {
  /** ISO 8601 UTC start of the minute. */
  minute: string
  calls: number
  transfersWaiting: number
}

function minuteOf(at: string): string {
  return `${toIso(at).slice(0, 16)}:00.000Z`
}

/** One poll's count: the minute keeps its highest. */
export const recordConcurrency = namedQuery(
  'recordConcurrency',
  (db: Cache, workspaceId: string, seenAt: string, counts: { calls: number; transfersWaiting: number }): void => {
    db.statement(
      `INSERT INTO call_concurrency (workspace_id, minute, calls, transfers_waiting) VALUES (?, ?, ?, ?)
       ON CONFLICT (workspace_id, minute) DO UPDATE SET calls = max(calls, excluded.calls),
         transfers_waiting = max(transfers_waiting, excluded.transfers_waiting)`,
    ).run(workspaceId, minuteOf(seenAt), counts.calls, counts.transfersWaiting)
  },
)

/** The minutes polled in [from, to), oldest first (minutes without a poll are absent). */
export const concurrencyByMinute = namedQuery(
  'concurrencyByMinute',
  (db: Cache, workspaceId: string, from: string, to: string): MinuteConcurrency[] => {
    return db
      .statement(
        `SELECT minute, calls, transfers_waiting AS transfersWaiting FROM call_concurrency
         WHERE workspace_id = ? AND minute >= ? AND minute < ? ORDER BY minute`,
      )
      .all(workspaceId, toIso(from), toIso(to)) as MinuteConcurrency[]
  },
)

/** The most calls at once in each span (each starting and ending on a UTC quarter hour, as a zone's days do), from `concurrency_rollups`; 0 where no poll ran. */
export const peakConcurrencyBySpan = namedQuery(
  'peakConcurrencyBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): number[] => {
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, max(c.calls) AS peak
         FROM b CROSS JOIN concurrency_rollups c ON c.workspace_id = ? AND c.bucket >= b.s AND c.bucket < b.e GROUP BY b.i`,
      )
      .all(spansParam(spans), workspaceId) as { i: number; peak: number }[]
    return bySpan(spans, rows, (row) => row.peak, 0)
  },
)

export interface LiveCallStats {
  active: number
  transfersWaiting: number
  longest: { roomName: string; customerName: string | null; customerPhone: string; aiAgentName: string; duration: number } | null
}

/** The calls in the latest poll: how many, how many wait for a transfer, the longest. */
export const liveCallStats = namedQuery('liveCallStats', (db: Cache, workspaceId: string): LiveCallStats => {
  const counts = db
    .statement(
      `SELECT count(*) AS active, coalesce(sum(transfer_requested), 0) AS transfersWaiting
       FROM call_sightings WHERE workspace_id = ? AND active = 1`,
    )
    .get(workspaceId) as { active: number; transfersWaiting: number }
  const longest = db
    .statement(
      `SELECT room_name AS roomName, customer_name AS customerName, customer_phone AS customerPhone,
         ai_agent_name AS aiAgentName, peak_duration AS duration
       FROM call_sightings WHERE workspace_id = ? AND active = 1 ORDER BY peak_duration DESC, pk LIMIT 1`,
    )
    .get(workspaceId) as LiveCallStats['longest'] | undefined
  return { ...counts, longest: longest ?? null }
})
