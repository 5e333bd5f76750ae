import { DONE_STATUSES } from '../../shared/bridge/callbacks'
import { bySpan, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/** Aggregates of the callbacks (call dispositions with a time to call back), for Insights. */

const DONE_LIST = `(SELECT value FROM json_each('${JSON.stringify(DONE_STATUSES)}'))`

export interface DueAndDone {
  /** Callbacks scheduled in the span. */
  due: number
  /** Of those, the ones with a finished status (completed, cancelled, failed). */
  done: number
}

/** Callbacks due in each span, and how many of them are done. */
export const callbacksDueBySpan = namedQuery(
  'callbacksDueBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): DueAndDone[] => {
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, count(*) AS due, coalesce(sum(d.status IN ${DONE_LIST}), 0) AS done
         FROM b CROSS JOIN call_dispositions d
           ON d.workspace_id = ? AND d.scheduled_at IS NOT NULL AND d.scheduled_at >= b.s AND d.scheduled_at < b.e
         GROUP BY b.i`,
      )
      .all(spansParam(spans), workspaceId) as (DueAndDone & { i: number })[]
    return bySpan(spans, rows, ({ due, done }) => ({ due, done }), { due: 0, done: 0 })
  },
)

export interface OverdueCallbacks {
  count: number
  /** How many are overdue by less than each of `ages` (and more than the one before), then the rest. */
  byAge: number[]
}

/**
 * Callbacks whose time has passed without a finished status, at `now`.
 * `agesMs` are the upper bounds of the age bands, ascending.
 */
export const overdueCallbacks = namedQuery(
  'overdueCallbacks',
  (db: Cache, workspaceId: string, now: string, agesMs: readonly number[]): OverdueCallbacks => {
    const nowMs = Date.parse(toIso(now))
    const limits = agesMs.map((age) => new Date(nowMs - age).toISOString())
    // A callback overdue by less than `age` was scheduled after now - age.
    const bands = limits.map((_, i) => `coalesce(sum(scheduled_at > ?${i > 0 ? ' AND scheduled_at <= ?' : ''}), 0) AS b${i}`)
    const params = limits.flatMap((limit, i) => (i > 0 ? [limit, limits[i - 1]!] : [limit]))
    const row = db
      .statement(
        `SELECT count(*) AS count, ${[...bands, `coalesce(sum(scheduled_at <= ?), 0) AS rest`].join(', ')}
         FROM call_dispositions WHERE workspace_id = ? AND scheduled_at IS NOT NULL AND scheduled_at < ?
           AND status NOT IN ${DONE_LIST}`,
      )
      .get(...params, limits.at(-1) ?? toIso(now), workspaceId, toIso(now)) as Record<string, number>
    return { count: row.count ?? 0, byAge: [...limits.map((_, i) => row[`b${i}`] ?? 0), row.rest ?? 0] }
  },
)

export interface DispositionStatusCount {
  disposition: string
  status: string
  count: number
}

/** Dispositions created in `span`, counted by type and status. */
export const dispositionsByKind = namedQuery(
  'dispositionsByKind',
  (db: Cache, workspaceId: string, span: Span): DispositionStatusCount[] => {
    return db
      .statement(
        `SELECT disposition, status, count(*) AS count FROM call_dispositions
         WHERE workspace_id = ? AND created_at >= ? AND created_at < ?
         GROUP BY disposition, status ORDER BY disposition, count DESC, status`,
      )
      .all(workspaceId, span.start, span.end) as DispositionStatusCount[]
  },
)
