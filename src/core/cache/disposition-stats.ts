import { DONE_STATUSES, isDoneStatus } from '../../shared/bridge/callbacks'
import { bySpan, daysAndEdges, SPANS, spansParam, type Span } from './buckets-sql'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/**
 * Aggregates of the dispositions and their callbacks, for Insights and the
 * wallboard: from `callback_rollups` and `disposition_rollups` (kept by
 * triggers on `call_dispositions`, migration 0009), with the rows themselves
 * only for the parts of a range that do not fill a rollup row.
 */

const DONE_LIST = `(SELECT value FROM json_each('${JSON.stringify(DONE_STATUSES)}'))`

export interface DueAndDone {
  /** Callbacks scheduled in the span. */
  due: number
  /** Of those, the ones with a finished status (completed, cancelled, failed). */
  done: number
}

/** Callbacks due in each span (each starting and ending on a UTC quarter hour, as a zone's days do), and how many of them are done. */
export const callbacksDueBySpan = namedQuery(
  'callbacksDueBySpan',
  (db: Cache, workspaceId: string, spans: readonly Span[]): DueAndDone[] => {
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, sum(r.due) AS due, sum(r.done) AS done
         FROM b CROSS JOIN callback_rollups r ON r.workspace_id = ? AND r.bucket >= b.s AND r.bucket < b.e
         GROUP BY b.i`,
      )
      .all(spansParam(spans), workspaceId) as (DueAndDone & { i: number })[]
    return bySpan(spans, rows, ({ due, done }) => ({ due, done }), { due: 0, done: 0 })
  },
)

export interface OverdueCallbackCounts {
  count: number
  /** How many are overdue by less than each of `ages` (and at least the one before), then the rest. */
  byAge: number[]
  /** The most overdue one's callback time (ISO 8601 UTC); null when none is overdue. */
  oldestAt: string | null
}

/** A disposition as the supervisor sees it (an unsent edit applied), in place of the cached copy with its id. */
export interface ShownCallback {
  id: string
  status: string
  scheduledAt: string | null
}

const QUARTER_HOUR = 15 * 60_000
const quarterHourOf = (iso: string) => new Date(Math.floor(Date.parse(iso) / QUARTER_HOUR) * QUARTER_HOUR).toISOString()

/** The band of a callback between `cuts` (descending: band k is [cuts[k + 1], cuts[k]), the last open below), or -1 when not overdue. */
function bandOf(callback: { status: string; scheduledAt: string | null }, cuts: readonly string[]): number {
  const at = callback.scheduledAt
  if (at === null || isDoneStatus(callback.status) || at >= cuts[0]!) return -1
  let band = 0
  while (band + 1 < cuts.length && at < cuts[band + 1]!) band++
  return band
}

/**
 * Callbacks whose time has passed without a finished status, at `now`, by how
 * late (`agesMs`: the upper bounds of the age bands, ascending). `shown` replace
 * the cached copies with their ids (the wallboard and Insights pass the unsent
 * edits, src/core/sync/disposition-edits.ts).
 *
 * The whole quarter hours come from `callback_rollups`; the callbacks of the
 * quarter hour each band starts in are counted from the rows (an index range).
 */
export const overdueCallbacks = namedQuery(
  'overdueCallbacks',
  (db: Cache, workspaceId: string, now: string, agesMs: readonly number[], shown: readonly ShownCallback[] = []): OverdueCallbackCounts => {
    const nowIso = toIso(now)
    const nowMs = Date.parse(nowIso)
    // Overdue by less than `age` is scheduled after now - age: at or after now - age + 1 ms.
    const cuts = [nowIso, ...agesMs.map((age) => new Date(nowMs - age + 1).toISOString())]
    const bands = cuts.map(() => 0)
    const rollupBand = agesMs.length === 0 ? '0' : `CASE ${agesMs.map((_, k) => `WHEN bucket >= ? THEN ${k}`).join(' ')} ELSE ${agesMs.length} END`
    const wholeQuarters = db
      .statement(
        `SELECT ${rollupBand} AS band, sum(due - done) AS open FROM callback_rollups
         WHERE workspace_id = ? AND bucket < ? GROUP BY band`,
      )
      .all(...cuts.slice(1).map(quarterHourOf), workspaceId, quarterHourOf(nowIso)) as { band: number; open: number }[]
    for (const { band, open } of wholeQuarters) bands[band]! += open
    // Band k takes the part of its upper cut's quarter hour before the cut, and gives up the same part of its lower cut's.
    const openBefore = `(SELECT count(*) FROM call_dispositions WHERE workspace_id = ? AND scheduled_at IS NOT NULL
      AND scheduled_at >= ? AND scheduled_at < ? AND status NOT IN ${DONE_LIST})`
    const row = db
      .statement(`SELECT ${cuts.map((_, k) => `${openBefore} AS p${k}`).join(', ')}`)
      .get(...cuts.flatMap((cut) => [workspaceId, quarterHourOf(cut), cut])) as Record<string, number>
    const partial = cuts.map((_, k) => row[`p${k}`]!)
    cuts.forEach((_, k) => {
      bands[k]! += partial[k]! - (partial[k + 1] ?? 0)
    })

    const ids = JSON.stringify(shown.map((s) => s.id))
    const cached = db
      .statement(
        `SELECT id, status, scheduled_at AS scheduledAt FROM call_dispositions
         WHERE workspace_id = ? AND id IN (SELECT value FROM json_each(?))`,
      )
      .all(workspaceId, ids) as ShownCallback[]
    for (const [copies, sign] of [
      [cached, -1],
      [shown, 1],
    ] as const) {
      for (const copy of copies) {
        const band = bandOf(copy, cuts)
        if (band >= 0) bands[band]! += sign
      }
    }

    const oldestCached = db
      .statement(
        `SELECT scheduled_at AS at FROM call_dispositions WHERE workspace_id = ? AND scheduled_at IS NOT NULL
           AND scheduled_at >= coalesce((SELECT min(bucket) FROM callback_rollups WHERE workspace_id = ? AND due > done), ?)
           AND scheduled_at < ? AND status NOT IN ${DONE_LIST} AND id NOT IN (SELECT value FROM json_each(?))
         ORDER BY scheduled_at LIMIT 1`,
      )
      .get(workspaceId, workspaceId, nowIso, nowIso, ids) as { at: string } | undefined
    const oldest = [oldestCached?.at, ...shown.filter((s) => bandOf(s, cuts) >= 0).map((s) => s.scheduledAt!)]
      .filter((at) => at !== undefined)
      .sort()[0]
    return { count: bands.reduce((sum, n) => sum + n, 0), byAge: bands, oldestAt: oldest ?? null }
  },
)

export interface DispositionStatusCount {
  disposition: string
  status: string
  count: number
}

/** Dispositions created in `span`, counted by type and status: the whole UTC days from `disposition_rollups`, the edges from the rows. */
export const dispositionsByKind = namedQuery(
  'dispositionsByKind',
  (db: Cache, workspaceId: string, span: Span): DispositionStatusCount[] => {
    const { days, edges } = daysAndEdges(span)
    const edge = `SELECT disposition, status, 1 AS n FROM call_dispositions WHERE workspace_id = ? AND created_at >= ? AND created_at < ?`
    return db
      .statement(
        `SELECT disposition, status, sum(n) AS count FROM (
           SELECT disposition, status, count AS n FROM disposition_rollups WHERE workspace_id = ? AND day >= ? AND day < ?
           UNION ALL ${edge} UNION ALL ${edge})
         GROUP BY disposition, status ORDER BY disposition, count DESC, status`,
      )
      .all(workspaceId, days.start, days.end, workspaceId, edges[0].start, edges[0].end, workspaceId, edges[1].start, edges[1].end) as DispositionStatusCount[]
  },
)
