import type { CallDisposition, DispositionUpdate } from '../../shared/api'
import {
  dispositionVersion,
  getDisposition,
  listOutbox,
  overdueCallbacks,
  type Cache,
  type OutboxEntry,
  type OutboxStatus,
  type OverdueCallbackCounts,
} from '../cache'

/** Edits the service has not confirmed yet: what the supervisor sees on top of the cached copy. */
export const UNSENT: readonly OutboxStatus[] = ['pending', 'sending', 'conflict']

export function applyChanges(disposition: CallDisposition, changes: DispositionUpdate): CallDisposition {
  const next = { ...disposition }
  if (changes.scheduledAt !== undefined) next.scheduledAt = new Date(changes.scheduledAt).toISOString()
  if (changes.status !== undefined) next.status = changes.status
  if (changes.notes !== undefined) next.notes = changes.notes
  return next
}

/** Whether the service's copy already holds every value the edit sets (an earlier send went through). */
export function isApplied(disposition: CallDisposition, changes: DispositionUpdate): boolean {
  if (changes.scheduledAt !== undefined) {
    if (disposition.scheduledAt === null || Date.parse(disposition.scheduledAt) !== Date.parse(changes.scheduledAt)) return false
  }
  if (changes.status !== undefined && disposition.status !== changes.status) return false
  if (changes.notes !== undefined && disposition.notes !== changes.notes) return false
  return true
}

/** The cached copy with the given entries (of this disposition) applied in order. */
export function withEdits(disposition: CallDisposition, entries: readonly OutboxEntry[]): CallDisposition {
  return entries
    .filter((entry) => entry.targetId === disposition._id)
    .reduce((d, entry) => applyChanges(d, entry.payload), disposition)
}

/**
 * Dispositions read from the cache as the supervisor should see them: with
 * every edit not yet confirmed by the service applied. The cache itself holds
 * only the service's copies, so a conflict can always be shown both ways.
 */
export function withPendingEdits(db: Cache, workspaceId: string, dispositions: readonly CallDisposition[]): CallDisposition[] {
  const entries = listOutbox(db, workspaceId, { status: UNSENT })
  if (entries.length === 0) return [...dispositions]
  return dispositions.map((d) => withEdits(d, entries))
}

/**
 * Callbacks overdue at `nowMs` as the supervisor sees them: the cache's counts
 * (by how late, `agesMs`) with every unsent edit applied on top. The one source
 * of the wallboard's tile and Insights' overdue chart.
 */
export function shownOverdueCallbacks(db: Cache, workspaceId: string, nowMs: number, agesMs: readonly number[] = []): OverdueCallbackCounts {
  const entries = listOutbox(db, workspaceId, { status: UNSENT })
  const shown = [...new Set(entries.map((entry) => entry.targetId))].flatMap((id) => {
    const cached = getDisposition(db, workspaceId, id)
    if (!cached) return []
    const { _id, status, scheduledAt } = withEdits(cached, entries)
    return [{ id: _id, status, scheduledAt }]
  })
  return overdueCallbacks(db, workspaceId, new Date(nowMs).toISOString(), agesMs, shown)
}

/**
 * What a new edit is based on. With no earlier unsent edit it is the cached
 * copy (its `updatedAt`, or its fingerprint). Otherwise it is the copy with
 * those earlier edits applied, by fingerprint only: once they are sent, the
 * service's `updatedAt` moves because of our own edits, while the fingerprint
 * of the edited fields matches unless someone else changed them too.
 */
export function baseOf(
  cached: CallDisposition,
  unsent: readonly OutboxEntry[],
): { baseVersion: string; baseUpdatedAt: string | null } {
  if (unsent.length === 0) return { baseVersion: dispositionVersion(cached), baseUpdatedAt: cached.updatedAt ?? null }
  return { baseVersion: dispositionVersion(withEdits(cached, unsent)), baseUpdatedAt: null }
}
