import { createHash } from 'node:crypto'
import type { CallDisposition, DispositionUpdate } from '../../shared/api'
import type { ErrorWords } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { storedWords } from './error-words'
import { toIso, toIsoOrNull } from './values'

export type OutboxStatus = 'pending' | 'sending' | 'conflict' | 'failed' | 'done'

/** A disposition reschedule, status change or note: all are `PUT /v1/api/call-dispositions/{id}`. */
export type OutboxKind = 'disposition.update'

export interface OutboxInput {
  kind: OutboxKind
  /** The disposition id. */
  targetId: string
  payload: DispositionUpdate
  /** `dispositionVersion` of the copy the supervisor edited. */
  baseVersion?: string | null
  /** `updatedAt` of the copy the supervisor edited, when the service sends one. */
  baseUpdatedAt?: string | null
}

export interface OutboxEntry {
  id: number
  workspaceId: string
  kind: OutboxKind
  targetId: string
  payload: DispositionUpdate
  baseVersion: string | null
  baseUpdatedAt: string | null
  status: OutboxStatus
  createdAt: string
  updatedAt: string
  attempts: number
  lastError: string | null
  /** `lastError` as core's message, which the renderer words; null when it is text passed on as it is. */
  lastErrorWords: ErrorWords | null
  /** In `conflict`: the server's copy, to show beside the supervisor's edit. */
  serverCopy: CallDisposition | null
}

export interface OutboxRow {
  id: number
  workspace_id: string
  kind: OutboxKind
  target_id: string
  payload: string
  base_version: string | null
  base_updated_at: string | null
  status: OutboxStatus
  created_at: string
  updated_at: string
  attempts: number
  last_error: string | null
  last_error_words: string | null
  server_copy: string | null
}

export const OUTBOX_COLUMNS = `id, workspace_id, kind, target_id, payload, base_version, base_updated_at, status, created_at,
  updated_at, attempts, last_error, last_error_words, server_copy`

/** A fingerprint of the fields an edit touches, for services that send no `updatedAt`. */
export function dispositionVersion(d: CallDisposition): string {
  const fields = JSON.stringify([toIsoOrNull(d.scheduledAt), d.status, d.notes])
  return createHash('sha256').update(fields).digest('base64url').slice(0, 22)
}

/** Whether the server's copy changed since the supervisor read the one the entry is based on. */
export function changedSince(entry: OutboxEntry, serverCopy: CallDisposition): boolean {
  if (entry.baseUpdatedAt !== null && serverCopy.updatedAt !== undefined) {
    return toIso(serverCopy.updatedAt) !== entry.baseUpdatedAt
  }
  return entry.baseVersion !== null && dispositionVersion(serverCopy) !== entry.baseVersion
}

/** Stores the entry; it is on disk (fsynced) when this returns. */
export const enqueue = namedQuery(
  'enqueue',
  (db: Cache, workspaceId: string, input: OutboxInput, at: string): OutboxEntry => {
    const insert = db.statement(
      `INSERT INTO outbox (workspace_id, kind, target_id, payload, base_version, base_updated_at, status, created_at,
         updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?) RETURNING ${OUTBOX_COLUMNS}`,
    )
    const row = db.durably(
      () =>
        insert.get(
          workspaceId,
          input.kind,
          input.targetId,
          JSON.stringify(input.payload),
          input.baseVersion ?? null,
          toIsoOrNull(input.baseUpdatedAt),
          toIso(at),
          toIso(at),
        ) as OutboxRow,
    )
    return toEntry(row)
  },
)

/**
 * Pending entries in the order they were made. An entry waits while an earlier
 * entry for the same target is in conflict, so edits are never applied out of order.
 */
export const listPending = namedQuery('listPending', (db: Cache, workspaceId: string): OutboxEntry[] => {
  const rows = db
    .statement(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox o WHERE workspace_id = ? AND status = 'pending'
       AND NOT EXISTS (SELECT 1 FROM outbox c WHERE c.workspace_id = o.workspace_id AND c.target_id = o.target_id
         AND c.status = 'conflict' AND c.id < o.id)
       ORDER BY id`,
    )
    .all(workspaceId) as OutboxRow[]
  return rows.map(toEntry)
})

/** Entries in the given states (all but `done` by default), oldest first: what the UI shows as not yet sent. */
export const listOutbox = namedQuery(
  'listOutbox',
  (
    db: Cache,
    workspaceId: string,
    filter: { status?: readonly OutboxStatus[]; targetId?: string } = {},
  ): OutboxEntry[] => {
    const statuses = filter.status ?? ['pending', 'sending', 'conflict', 'failed']
    const params: (string | number)[] = [workspaceId, ...statuses]
    let sql = `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE workspace_id = ? AND status IN (${statuses.map(() => '?').join(', ')})`
    if (filter.targetId !== undefined) {
      sql += ' AND target_id = ?'
      params.push(filter.targetId)
    }
    return (db.statement(`${sql} ORDER BY id`).all(...params) as OutboxRow[]).map(toEntry)
  },
)

export const getOutboxEntry = namedQuery(
  'getOutboxEntry',
  (db: Cache, workspaceId: string, id: number): OutboxEntry | undefined => {
    const row = db.statement(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE workspace_id = ? AND id = ?`).get(workspaceId, id) as
      | OutboxRow
      | undefined
    return row && toEntry(row)
  },
)

export function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    kind: row.kind,
    targetId: row.target_id,
    payload: JSON.parse(row.payload) as DispositionUpdate,
    baseVersion: row.base_version,
    baseUpdatedAt: row.base_updated_at,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attempts: row.attempts,
    lastError: row.last_error,
    lastErrorWords: storedWords(row.last_error_words),
    serverCopy: row.server_copy === null ? null : (JSON.parse(row.server_copy) as CallDisposition),
  }
}
