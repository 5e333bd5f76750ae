import type { CallDisposition } from '../../shared/api'
import type { CallbackFilters, CallbackQueue } from '../../shared/bridge'
import { Directory, getSyncState, latestCallbackAttempts, listDispositions, type Cache, type DispositionFilter } from '../cache'
import { openCallbacksSyncedAt, withPendingEdits } from '../sync'
import { toCallbackAttempt } from './call-record'
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

/**
 * The dispositions with a callback time that match, soonest first, with unsent
 * edits applied: at most MAX_QUEUE_SCAN, read on both sides of `now` so a long
 * overdue tail never crowds out what is due next. What is due from now on gets
 * at least half (all of it, up to the limit, when little is overdue), the
 * overdue the rest, the most recently overdue first.
 */
export function loadScheduled(
  db: Cache,
  workspaceId: string,
  filters: CallbackFilters,
  now: number,
): { dispositions: ScheduledDisposition[]; matched: number; truncated: boolean } {
  const filter = cacheFilter(filters)
  const split = new Date(now).toISOString()
  const overdue = { ...filter, scheduledTo: split }
  const overdueCount = listDispositions(db, workspaceId, { ...overdue, limit: 1 }).total
  const ahead = soonestFirst(db, workspaceId, { ...filter, scheduledFrom: split }, MAX_QUEUE_SCAN - Math.min(overdueCount, MAX_QUEUE_SCAN / 2))
  const late = latestFirst(db, workspaceId, overdue, overdueCount, MAX_QUEUE_SCAN - ahead.rows.length)
  const matched = overdueCount + ahead.total
  const found: ScheduledDisposition[] = []
  for (const shown of withPendingEdits(db, workspaceId, [...late, ...ahead.rows])) {
    // The cache filtered its own copy; an unsent status change may no longer match.
    if (filter.status !== undefined && shown.status !== filter.status) continue
    if (shown.scheduledAt !== null) found.push(shown as ScheduledDisposition)
  }
  found.sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a._id.localeCompare(b._id))
  return { dispositions: found, matched, truncated: matched > late.length + ahead.rows.length }
}

/** Up to `most` of the matching dispositions, soonest first, and how many match. */
function soonestFirst(db: Cache, workspaceId: string, filter: DispositionFilter, most: number): { rows: CallDisposition[]; total: number } {
  const rows: CallDisposition[] = []
  let total = 0
  for (let page = 1; rows.length < most; page++) {
    const result = listDispositions(db, workspaceId, { ...filter, page, limit: PAGE_SIZE })
    total = result.total
    rows.push(...result.data)
    if (page >= result.totalPages) break
  }
  return { rows: rows.slice(0, most), total }
}

/** The last `most` of the `total` matching dispositions (soonest first), read from the last page back. */
function latestFirst(db: Cache, workspaceId: string, filter: DispositionFilter, total: number, most: number): CallDisposition[] {
  const pages: CallDisposition[][] = []
  let read = 0
  for (let page = Math.ceil(total / PAGE_SIZE); page >= 1 && read < most; page--) {
    const { data } = listDispositions(db, workspaceId, { ...filter, page, limit: PAGE_SIZE })
    pages.unshift(data)
    read += data.length
  }
  const rows = pages.flat()
  return most > 0 ? rows.slice(-most) : []
}

export function buildQueue(db: Cache, workspaceId: string, request: QueueRequest): CallbackQueue {
  const { dispositions, matched, truncated } = loadScheduled(db, workspaceId, request.filters, request.now)
  const names = new Directory(db, workspaceId).agentNames
  const flags = callbackFlags(db, workspaceId, dispositions)
  const attempts = latestCallbackAttempts(db, workspaceId, dispositions.map((d) => d._id))
  const items = dispositions.map((d) => {
    const attempt = attempts.get(d._id)
    return toItem(d, request.zone, names, flags.get(d._id), attempt ? toCallbackAttempt(attempt, request.now) : null)
  })
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
