import type { CallDisposition } from '../../shared/api'
import type { DispositionChanges, OutboxItem, OutboxList, SubmittedEdit } from '../../shared/bridge'
import {
  enqueue,
  getDisposition,
  getOutboxEntry,
  listOutbox,
  discardOutboxEntry,
  resolveConflict,
  type Cache,
  type OutboxEntry,
} from '../cache'
import { isoAt, type SyncClock } from './clock'
import { applyChanges, baseOf, UNSENT, withEdits, withPendingEdits } from './disposition-edits'
import { CoreError, words, type CoreWords } from '../errors/core-error'

export interface WorkspaceOutboxOptions {
  workspaceId: string
  db: Cache
  clock: SyncClock
  /** Starts sending (unless offline: the replay starts when the connection is back). */
  send(): void
  onChange(list: OutboxList): void
}

/**
 * The supervisor's side of the outbox of one workspace: edits are stored
 * durably first, always, and sent by the replayer, so an edit acknowledged here
 * survives a crash whatever the network does.
 */
export class WorkspaceOutbox {
  constructor(private readonly options: WorkspaceOutboxOptions) {}

  list(): OutboxList {
    const { db, workspaceId } = this.options
    return { workspaceId, items: listOutbox(db, workspaceId).map(toItem) }
  }

  submitDispositionUpdate(dispositionId: string, changes: DispositionChanges): SubmittedEdit {
    const { db, workspaceId, clock } = this.options
    const cached = getDisposition(db, workspaceId, dispositionId)
    if (!cached) {
      throw new CoreError('not_found', words('errors.sync.dispositionNotCached'))
    }
    const unsent = listOutbox(db, workspaceId, { targetId: dispositionId, status: UNSENT })
    const entry = enqueue(
      db,
      workspaceId,
      { kind: 'disposition.update', targetId: dispositionId, payload: changes, ...baseOf(cached, unsent) },
      isoAt(clock),
    )
    this.changed()
    this.options.send()
    return { item: toItem(entry), disposition: withEdits(cached, [...unsent, entry]) }
  }

  resolve(id: number, choice: 'mine' | 'theirs'): OutboxItem {
    const { db, workspaceId, clock } = this.options
    this.#require(id, ['conflict'], words('errors.sync.onlyConflict'))
    const resolved = resolveConflict(db, workspaceId, id, choice, isoAt(clock))
    if (!resolved) throw new CoreError('conflict_changed', words('errors.sync.noLongerConflict'))
    this.changed()
    if (choice === 'mine') this.options.send()
    return toItem(resolved)
  }

  /** A waiting or refused edit is dropped unsent; an edit in conflict is dropped keeping the service's copy. */
  discard(id: number): { discardedId: number } {
    const { db, workspaceId, clock } = this.options
    const entry = this.#require(id, ['pending', 'failed', 'conflict'], words('errors.sync.onlyDiscardable'))
    const dropped =
      entry.status === 'conflict'
        ? resolveConflict(db, workspaceId, id, 'theirs', isoAt(clock))
        : discardOutboxEntry(db, workspaceId, id)
    if (!dropped) throw new CoreError('outbox_busy', words('errors.sync.beingSent'))
    this.changed()
    return { discardedId: id }
  }

  withPendingEdits(dispositions: readonly CallDisposition[]): CallDisposition[] {
    return withPendingEdits(this.options.db, this.options.workspaceId, dispositions)
  }

  changed(): void {
    this.options.onChange(this.list())
  }

  #require(id: number, statuses: readonly OutboxEntry['status'][], refusal: CoreWords): OutboxEntry {
    const entry = getOutboxEntry(this.options.db, this.options.workspaceId, id)
    if (!entry) throw new CoreError('not_found', words('errors.sync.notInOutbox'))
    if (!statuses.includes(entry.status)) throw new CoreError('invalid_state', refusal)
    return entry
  }
}

export function toItem(entry: OutboxEntry): OutboxItem {
  return {
    id: entry.id,
    kind: entry.kind,
    dispositionId: entry.targetId,
    changes: entry.payload,
    status: entry.status,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    attempts: entry.attempts,
    lastError: entry.lastError,
    ...(entry.lastErrorWords ? { lastErrorWords: entry.lastErrorWords } : {}),
    serverCopy: entry.serverCopy,
    mine: entry.serverCopy ? applyChanges(entry.serverCopy, entry.payload) : null,
  }
}
