import type { Page } from '../../shared/api'
import type { ActivityEntry, ActivityKind } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { pageWindow, toIso, toPage, type PageRequest } from './values'

/** A write to record; the id is the table's. */
export type ActivityInput = Omit<ActivityEntry, 'id'>

export interface ActivityFilter {
  kind?: ActivityKind
  outcome?: 'ok' | 'error'
  /** Any part of who, target, target id, error code or detail, case-insensitive. */
  search?: string
}

interface ActivityRow {
  id: number
  workspace_id: string
  at: string
  kind: string
  who: string
  target: string
  target_id: string | null
  outcome: 'ok' | 'error'
  error_code: string | null
  detail: string | null
}

export const insertActivity = namedQuery('insertActivity', (db: Cache, entry: ActivityInput): ActivityEntry => {
  const at = toIso(entry.at)
  const { lastInsertRowid } = db
    .statement(
      `INSERT INTO activity (workspace_id, at, kind, who, target, target_id, outcome, error_code, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(entry.workspaceId, at, entry.kind, entry.who, entry.target, entry.targetId, entry.outcome, entry.errorCode, entry.detail)
  return { ...entry, at, id: Number(lastInsertRowid) }
})

/** Newest first. */
export const listActivity = namedQuery(
  'listActivity',
  (db: Cache, workspaceId: string, filter: ActivityFilter, request: PageRequest): Page<ActivityEntry> => {
    const where = ['workspace_id = ?']
    const params: (string | number)[] = [workspaceId]
    if (filter.kind !== undefined) {
      where.push('kind = ?')
      params.push(filter.kind)
    }
    if (filter.outcome !== undefined) {
      where.push('outcome = ?')
      params.push(filter.outcome)
    }
    const text = filter.search?.trim()
    if (text) {
      where.push(
        `(instr(lower(who), ?) > 0 OR instr(lower(target), ?) > 0 OR instr(lower(coalesce(target_id, '')), ?) > 0
          OR instr(lower(coalesce(error_code, '')), ?) > 0 OR instr(lower(coalesce(detail, '')), ?) > 0)`,
      )
      const needle = text.toLowerCase()
      params.push(needle, needle, needle, needle, needle)
    }
    const window = pageWindow(request)
    const clause = where.join(' AND ')
    const total = (db.statement(`SELECT count(*) AS n FROM activity WHERE ${clause}`).get(...params) as { n: number }).n
    const rows = db
      .statement(`SELECT * FROM activity WHERE ${clause} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, window.limit, window.offset) as ActivityRow[]
    return toPage(rows.map(toEntry), total, window)
  },
)

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    at: row.at,
    kind: row.kind as ActivityKind,
    who: row.who,
    target: row.target,
    targetId: row.target_id,
    outcome: row.outcome,
    errorCode: row.error_code,
    detail: row.detail,
  }
}
