import type { ErrorWords } from '../../shared/bridge'
import type { CoreWords } from '../errors/core-error'
import { namedQuery } from './cache'
import { storedError, storedWords } from './error-words'
import type { Cache } from './cache'
import { toIso } from './values'

/** How the last syncs of one resource (`agents`, `dispositions`, `activeCalls`, ...) of a workspace went. */
export interface SyncState {
  resource: string
  lastSuccessAt: string | null
  lastAttemptAt: string | null
  /** The error of the last attempt, cleared by a success. */
  lastError: string | null
  /** `lastError` as core's message, which the renderer words; null when it is text passed on as it is. */
  lastErrorWords: ErrorWords | null
  /** Where an incremental sync resumes; opaque to the cache. */
  cursor: string | null
}

interface SyncStateRow {
  resource: string
  last_success_at: string | null
  last_attempt_at: string | null
  last_error: string | null
  last_error_words: string | null
  cursor: string | null
}

const COLUMNS = 'resource, last_success_at, last_attempt_at, last_error, last_error_words, cursor'

/** `cursor`: undefined keeps the stored one, null clears it. */
export const recordSyncSuccess = namedQuery(
  'recordSyncSuccess',
  (db: Cache, workspaceId: string, resource: string, at: string, cursor?: string | null): void => {
    db.statement(
      `INSERT INTO sync_state (workspace_id, resource, last_success_at, last_attempt_at, last_error, last_error_words, cursor)
       VALUES (@workspaceId, @resource, @at, @at, NULL, NULL, @cursor)
       ON CONFLICT (workspace_id, resource) DO UPDATE SET last_success_at = @at, last_attempt_at = @at,
         last_error = NULL, last_error_words = NULL, cursor = CASE WHEN @keepCursor THEN sync_state.cursor ELSE @cursor END`,
    ).run({ workspaceId, resource, at: toIso(at), cursor: cursor ?? null, keepCursor: cursor === undefined ? 1 : 0 })
  },
)

/** `error`: core's message (kept in English and as its words) or text passed on as it is. */
export const recordSyncError = namedQuery(
  'recordSyncError',
  (db: Cache, workspaceId: string, resource: string, error: CoreWords | string, at: string): void => {
    db.statement(
      `INSERT INTO sync_state (workspace_id, resource, last_attempt_at, last_error, last_error_words)
       VALUES (@workspaceId, @resource, @at, @text, @words)
       ON CONFLICT (workspace_id, resource) DO UPDATE SET last_attempt_at = @at, last_error = @text, last_error_words = @words`,
    ).run({ workspaceId, resource, at: toIso(at), ...storedError(error) })
  },
)

export const getSyncState = namedQuery(
  'getSyncState',
  (db: Cache, workspaceId: string, resource: string): SyncState | undefined => {
    const row = db
      .statement(`SELECT ${COLUMNS} FROM sync_state WHERE workspace_id = ? AND resource = ?`)
      .get(workspaceId, resource) as SyncStateRow | undefined
    return row && toSyncState(row)
  },
)

export const listSyncStates = namedQuery('listSyncStates', (db: Cache, workspaceId: string): SyncState[] => {
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM sync_state WHERE workspace_id = ? ORDER BY resource`)
    .all(workspaceId) as SyncStateRow[]
  return rows.map(toSyncState)
})

function toSyncState(row: SyncStateRow): SyncState {
  return {
    resource: row.resource,
    lastSuccessAt: row.last_success_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    lastErrorWords: storedWords(row.last_error_words),
    cursor: row.cursor,
  }
}
