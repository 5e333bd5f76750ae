import type { CallDisposition } from '../../shared/api'
import type { CallbackFilters, CallbackQueue } from '../../shared/bridge'
import { getSyncState, listAgents, listDispositions, type Cache, type DispositionFilter } from '../cache'
import { openCallbacksSyncedAt, withPendingEdits } from '../sync'
import { arrangeQueue, toItem, type ScheduledDisposition } from './grouping'
import { callbackFlags } from './outbound-texts'

/**
 * The most callbacks sorted into sections at once (about 100 ms on a slow
 * machine). Beyond it the queue says it is truncated and asks for narrower
 * filters, rather than slowing every refresh down.
 */
export const MAX_QUEUE_SCAN = 5_000
const PAGE_SIZE = 500
export const DEFAULT_GROUP_LIMIT = 100

export interface QueueRequest {
  filters: CallbackFilters
  zone: string
  now: number
  groupLimit?: number
}

/** The reference's filters as the cache takes them; blank text filters filter nothing. */
export function cacheFilter(filters: CallbackFilters): DispositionFilter {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim())
  const filter: DispositionFilter = { order: 'scheduledAt' }
  const phoneNumber = text(filters.phoneNumber)
  const batchId = text(filters.batchId)
  const agentId = text(filters.agentId)
  const status = text(filters.status)
  const disposition = text(filters.disposition)
  const search = text(filters.search)
  if (phoneNumber !== undefined) filter.phoneNumber = phoneNumber
  if (batchId !== undefined) filter.batchId = batchId
  if (agentId !== undefined) filter.agentId = agentId
  if (status !== undefined) filter.status = status
  if (disposition !== undefined) filter.disposition = disposition
  if (search !== undefined) filter.search = search
  if (filters.attempt !== undefined) filter.attempt = filters.attempt
  return filter
}

/** Every disposition with a callback time that matches, soonest first, with unsent edits applied. */
export function loadScheduled(
  db: Cache,
  workspaceId: string,
  filters: CallbackFilters,
): { dispositions: ScheduledDisposition[]; matched: number; truncated: boolean } {
  const filter = cacheFilter(filters)
  const cached: CallDisposition[] = []
  let matched = 0
  for (let page = 1; cached.length < MAX_QUEUE_SCAN; page++) {
    const result = listDispositions(db, workspaceId, { ...filter, page, limit: PAGE_SIZE })
    matched = result.total
    cached.push(...result.data)
    if (page >= result.totalPages) break
  }
  const found: ScheduledDisposition[] = []
  for (const shown of withPendingEdits(db, workspaceId, cached)) {
    // The cache filtered its own copy; an unsent status change may no longer match.
    if (filter.status !== undefined && shown.status !== filter.status) continue
    if (shown.scheduledAt !== null) found.push(shown as ScheduledDisposition)
  }
  found.sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a._id.localeCompare(b._id))
  return { dispositions: found.slice(0, MAX_QUEUE_SCAN), matched, truncated: matched > MAX_QUEUE_SCAN }
}

export function agentNames(db: Cache, workspaceId: string): Map<string, string> {
  return new Map(listAgents(db, workspaceId).map((agent) => [agent.id, agent.name]))
}

export function buildQueue(db: Cache, workspaceId: string, request: QueueRequest): CallbackQueue {
  const { dispositions, matched, truncated } = loadScheduled(db, workspaceId, request.filters)
  const names = agentNames(db, workspaceId)
  const flags = callbackFlags(db, workspaceId, dispositions)
  const items = dispositions.map((d) => toItem(d, request.zone, names, flags.get(d._id)))
  const { groups, agenda } = arrangeQueue(items, request.now, request.zone, request.groupLimit ?? DEFAULT_GROUP_LIMIT)
  return {
    workspaceId,
    zone: request.zone,
    now: new Date(request.now).toISOString(),
    groups,
    agenda,
    matched,
    truncated,
    syncedAt: getSyncState(db, workspaceId, 'dispositions')?.lastSuccessAt ?? null,
    openSyncedAt: openCallbacksSyncedAt(db, workspaceId),
  }
}

export function emptyQueue(zone: string, now: number): CallbackQueue {
  return { workspaceId: null, zone, now: new Date(now).toISOString(), groups: [], agenda: [], matched: 0, truncated: false, syncedAt: null, openSyncedAt: null }
}
