import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/**
 * Records the service has no list of, kept as the copy last fetched: flow
 * folders and knowledge bases the supervisor opened by id (so they can be
 * opened again from a list), the workspace and its permissions.
 */
export type OpenedRecordKind = 'flowFolder' | 'knowledgeBase' | 'workspace' | 'permissions'

export interface OpenedRecord {
  id: string
  name: string
  /** The service's answer, as fetched; the caller validates it again when it reads it. */
  body: unknown
  fetchedAt: string
  /** When the supervisor last opened it: lists show the latest first. */
  openedAt: string
}

interface OpenedRecordRow {
  id: string
  name: string
  body: string
  fetched_at: string
  opened_at: string
}

const COLUMNS = 'id, name, body, fetched_at, opened_at'

export const storeOpenedRecord = namedQuery(
  'storeOpenedRecord',
  (db: Cache, workspaceId: string, kind: OpenedRecordKind, record: OpenedRecord): void => {
    db.statement(
      `INSERT INTO opened_records (workspace_id, kind, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, kind, id) DO UPDATE SET
         name = excluded.name, body = excluded.body, fetched_at = excluded.fetched_at, opened_at = excluded.opened_at`,
    ).run(workspaceId, kind, record.id, record.name, JSON.stringify(record.body), toIso(record.fetchedAt), toIso(record.openedAt))
  },
)

/** Latest opened first. */
export const listOpenedRecords = namedQuery(
  'listOpenedRecords',
  (db: Cache, workspaceId: string, kind: OpenedRecordKind): OpenedRecord[] => {
    const rows = db
      .statement(`SELECT ${COLUMNS} FROM opened_records WHERE workspace_id = ? AND kind = ? ORDER BY opened_at DESC, id`)
      .all(workspaceId, kind) as OpenedRecordRow[]
    return rows.map(toOpenedRecord)
  },
)

export const getOpenedRecord = namedQuery(
  'getOpenedRecord',
  (db: Cache, workspaceId: string, kind: OpenedRecordKind, id: string): OpenedRecord | undefined => {
    const row = db
      .statement(`SELECT ${COLUMNS} FROM opened_records WHERE workspace_id = ? AND kind = ? AND id = ?`)
      .get(workspaceId, kind, id) as OpenedRecordRow | undefined
    return row && toOpenedRecord(row)
  },
)

/** Answers whether there was one to forget. */
export const forgetOpenedRecord = namedQuery(
  'forgetOpenedRecord',
  (db: Cache, workspaceId: string, kind: OpenedRecordKind, id: string): boolean =>
    db.statement('DELETE FROM opened_records WHERE workspace_id = ? AND kind = ? AND id = ?').run(workspaceId, kind, id).changes > 0,
)

function toOpenedRecord(row: OpenedRecordRow): OpenedRecord {
  return { id: row.id, name: row.name, body: JSON.parse(row.body) as unknown, fetchedAt: row.fetched_at, openedAt: row.opened_at }
}
