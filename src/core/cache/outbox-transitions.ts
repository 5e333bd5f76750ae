import type { CallDisposition } from '../../shared/api'
import type { CoreWords } from '../errors/core-error'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { upsertDispositions } from './dispositions'
import { storedError } from './error-words'
import { dispositionVersion, OUTBOX_COLUMNS, toEntry } from './outbox'
import type { OutboxEntry, OutboxRow, OutboxStatus } from './outbox'
import { toIso, toIsoOrNull } from './values'

/**
 * Moves an entry from one of `from` to `to`, setting the extra columns, inside
 * the caller's durable transaction. Returns the updated entry, or undefined when
 * it was not in one of `from` (another replay got there first, or the id is unknown).
 */
function transition(
  db: Cache,
  workspaceId: string,
  id: number,
  from: readonly OutboxStatus[],
  to: OutboxStatus,
  at: string,
  set: Record<string, string | number | null> = {},
): OutboxEntry | undefined {
  const columns = Object.keys(set)
  const assignments = ['status = ?', 'updated_at = ?', ...columns.map((c) => `${c} = ?`)].join(', ')
  const row = db
    .statement(
      `UPDATE outbox SET ${assignments}
       WHERE workspace_id = ? AND id = ? AND status IN (${from.map(() => '?').join(', ')})
       RETURNING ${OUTBOX_COLUMNS}`,
    )
    .get(to, toIso(at), ...columns.map((c) => set[c] ?? null), workspaceId, id, ...from) as OutboxRow | undefined
  return row && toEntry(row)
}

/** pending → sending, counting the attempt. */
export const markSending = namedQuery(
  'markSending',
  (db: Cache, workspaceId: string, id: number, at: string): OutboxEntry | undefined => {
    const update = db.statement(
      `UPDATE outbox SET status = 'sending', updated_at = ?, attempts = attempts + 1
       WHERE workspace_id = ? AND id = ? AND status = 'pending' RETURNING ${OUTBOX_COLUMNS}`,
    )
    const row = db.durably(() => update.get(toIso(at), workspaceId, id) as OutboxRow | undefined)
    return row && toEntry(row)
  },
)

/** An edit's failure, as the cache keeps it. */
function errorColumns(error: CoreWords | string): { last_error: string; last_error_words: string | null } {
  const { text, words } = storedError(error)
  return { last_error: text, last_error_words: words }
}

/** The service accepted it. */
export const markDone = namedQuery('markDone', (db: Cache, workspaceId: string, id: number, at: string) =>
  db.durably(() => transition(db, workspaceId, id, ['pending', 'sending'], 'done', at, { last_error: null, last_error_words: null })),
)

/** A transient failure (network, 5xx, 429): back to pending, to be replayed later. */
export const markRetry = namedQuery(
  'markRetry',
  (db: Cache, workspaceId: string, id: number, error: CoreWords | string, at: string) =>
    db.durably(() => transition(db, workspaceId, id, ['sending'], 'pending', at, errorColumns(error))),
)

/** The service refused it for good (validation, not found); the supervisor is told. */
export const markFailed = namedQuery(
  'markFailed',
  (db: Cache, workspaceId: string, id: number, error: CoreWords | string, at: string) =>
    db.durably(() => transition(db, workspaceId, id, ['pending', 'sending'], 'failed', at, errorColumns(error))),
)

/** The server copy changed since the supervisor's edit was based on it; the supervisor chooses. */
export const markConflict = namedQuery(
  'markConflict',
  (db: Cache, workspaceId: string, id: number, serverCopy: CallDisposition, at: string) =>
    db.durably(() =>
      transition(db, workspaceId, id, ['pending', 'sending'], 'conflict', at, {
        server_copy: JSON.stringify(serverCopy),
      }),
    ),
)

/**
 * `mine`: replay the edit over the server copy (it becomes the new base).
 * `theirs`: drop the edit and keep the server copy, which is written to the cache.
 */
export const resolveConflict = namedQuery(
  'resolveConflict',
  (db: Cache, workspaceId: string, id: number, choice: 'mine' | 'theirs', at: string) =>
    db.durably(() => {
      const current = db
        .statement(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE workspace_id = ? AND id = ? AND status = 'conflict'`)
        .get(workspaceId, id) as OutboxRow | undefined
      if (!current) return undefined
      const serverCopy = toEntry(current).serverCopy
      if (choice === 'theirs') {
        if (serverCopy) upsertDispositions(db, workspaceId, [serverCopy])
        return transition(db, workspaceId, id, ['conflict'], 'done', at, { server_copy: null })
      }
      return transition(db, workspaceId, id, ['conflict'], 'pending', at, {
        server_copy: null,
        base_version: serverCopy ? dispositionVersion(serverCopy) : null,
        base_updated_at: toIsoOrNull(serverCopy?.updatedAt),
      })
    }),
)

/** After a crash, entries left in `sending` may or may not have reached the service: replay them. */
export const requeueInterrupted = namedQuery(
  'requeueInterrupted',
  (db: Cache, workspaceId: string, at: string): number => {
    const requeue = db.statement(
      `UPDATE outbox SET status = 'pending', updated_at = ? WHERE workspace_id = ? AND status = 'sending'`,
    )
    return db.durably(() => requeue.run(toIso(at), workspaceId).changes)
  },
)

/** Forgets entries done before `before`. */
export const pruneOutbox = namedQuery(
  'pruneOutbox',
  (db: Cache, workspaceId: string, before: string): number =>
    db
      .statement(`DELETE FROM outbox WHERE workspace_id = ? AND status = 'done' AND updated_at < ?`)
      .run(workspaceId, toIso(before)).changes,
)

/**
 * The supervisor drops an edit that is waiting or was refused: it is deleted, as
 * if never made (the cache holds only the service's copies, so nothing to undo).
 * An edit in conflict is dropped with `resolveConflict(..., 'theirs')` instead.
 */
export const discardOutboxEntry = namedQuery(
  'discardOutboxEntry',
  (db: Cache, workspaceId: string, id: number): boolean => {
    const remove = db.statement(`DELETE FROM outbox WHERE workspace_id = ? AND id = ? AND status IN ('pending', 'failed')`)
    return db.durably(() => remove.run(workspaceId, id).changes > 0)
  },
)
