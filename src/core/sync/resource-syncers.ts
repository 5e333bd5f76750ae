import { KNOWN_DISPOSITION_STATUSES, type CallDisposition, type DispositionQuery, type ListQuery, type Page } from '../../shared/api'
import { isDoneStatus, type PeriodicResource, type SyncStep } from '../../shared/bridge'
import type { ApiClient, RequestOptions } from '../api'
import {
  deleteMissing,
  getSyncState,
  listSyncStates,
  recordSyncSuccess,
  upsertAgents,
  upsertDispositions,
  upsertFlows,
  upsertVoices,
  type Cache,
  type SyncState,
} from '../cache'
import { cachedConversationCount, syncConversations } from './conversation-sync'
import { listAllPages, PAGE_LIMIT, type ListingSubject } from './paged-listing'
import type { StepProgress } from './progress'
import type { Sizer, SyncReport, Syncer, SyncerContext } from './syncer'

/** Where the sync records when every callback not done was last read (`sync.status` `openCallbacksAt`). */
export const OPEN_CALLBACKS = 'openCallbacks'
/**
 * When every callback not done was last read: by the first sync's
 * `openCallbacks` step or by a complete sync of dispositions. From then on the
 * callback queue's open sections are complete; null before.
 */
export function openCallbacksAt(states: ReadonlyMap<string, SyncState>): string | null {
  const times = [states.get(OPEN_CALLBACKS)?.lastSuccessAt, states.get('dispositions')?.lastSuccessAt].filter((at) => typeof at === 'string')
  return times.sort().pop() ?? null
}

/** `openCallbacksAt` of a workspace, from the cache. */
export function openCallbacksSyncedAt(db: Cache, workspaceId: string): string | null {
  return openCallbacksAt(new Map(listSyncStates(db, workspaceId).map((s) => [s.resource, s])))
}

/** The statuses of callbacks that are not done: what the queue's open sections show. */
export const OPEN_STATUSES = KNOWN_DISPOSITION_STATUSES.filter((status) => !isDoneStatus(status))
/** The other statuses: with the open ones, every status the service knows (it refuses a filter by any other). */
const DONE_STATUSES = KNOWN_DISPOSITION_STATUSES.filter(isDoneStatus)

const pagesFor = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

const background = (ctx: SyncerContext): RequestOptions => ({ lane: 'background', signal: ctx.signal })

/**
 * A plain listed resource: page through it in the `background` lane, upsert
 * each page, and delete what the service no longer has after a complete listing.
 */
function listed<T>(
  resource: Exclude<PeriodicResource, 'conversations'>,
  subject: ListingSubject,
  fetchPage: (client: ApiClient, query: ListQuery, options: RequestOptions) => Promise<Page<T>>,
  idOf: (item: T) => string,
  upsert: (db: Cache, workspaceId: string, rows: T[]) => unknown,
): Syncer {
  return async (ctx) => {
    let written = 0
    ctx.progress.step('pages', null)
    const listing = await listAllPages(
      (page, limit) => ctx.firstPages.pageOr(resource, page, limit, () => fetchPage(ctx.client, { page, limit }, background(ctx))),
      idOf,
      (rows) => {
        ctx.signal.throwIfAborted()
        upsert(ctx.db, ctx.workspaceId, rows)
        written += rows.length
      },
      subject,
      ctx.client.pageSizes,
      { concurrency: ctx.pageConcurrency, onProgress: pageProgress(ctx.progress) },
    )
    ctx.signal.throwIfAborted()
    const deleted = listing.complete ? deleteMissing(ctx.db, ctx.workspaceId, resource, listing.ids) : []
    return { written, deleted, problems: [] }
  }
}

/** Progress of a listing: each page a request; the first tells the step's and the resource's total. */
function pageProgress(progress: StepProgress): (done: number, total: number) => void {
  return (done, total) => {
    if (done === 1) {
      progress.stepTotal(total)
      progress.expect(total)
    }
    progress.advance()
  }
}

async function dispositionPage(client: ApiClient, query: DispositionQuery, options: RequestOptions): Promise<Page<CallDisposition>> {
  const { dispositions, ...rest } = await client.dispositions.list(query, options)
  return { data: dispositions, ...rest }
}

const DISPOSITIONS: ListingSubject = { noun: 'dispositions', listing: 'dispositions' }
const allDispositions = listed('dispositions', DISPOSITIONS, dispositionPage, (d) => d._id, upsertDispositions)

/**
 * Dispositions. Until their first complete sync, by status: the callbacks that
 * are not done first (the API has no filter by `scheduledAt`), so what a
 * supervisor needs first, the queue's open sections, is complete after a few
 * percent of the sync instead of at its end; then the done ones. Each
 * disposition is read once, as in the walk of the whole list. That first walk
 * deletes nothing (the cache had no complete list to correct); every later
 * round walks the whole list, which also holds any status the console does
 * not know, and deletes what the service no longer lists.
 */
async function syncDispositions(ctx: SyncerContext): Promise<SyncReport> {
  if (getSyncState(ctx.db, ctx.workspaceId, 'dispositions')?.lastSuccessAt) return allDispositions(ctx)
  try {
    const open = await listByStatus(ctx, OPEN_STATUSES, 'openCallbacks', 0)
    if (open.complete) recordSyncSuccess(ctx.db, ctx.workspaceId, OPEN_CALLBACKS, new Date(ctx.now()).toISOString())
    const done = await listByStatus(ctx, DONE_STATUSES, 'pages', open.requests)
    return { written: open.written + done.written, deleted: [], problems: [] }
  } catch (error) {
    if (!(error instanceof StatusFilterIgnored)) throw error
    // Listing by status would read the whole list once per status: the whole list once instead.
    return allDispositions(ctx)
  }
}

/**
 * A page listed by one status held another: the service does not filter by
 * status as `docs/api-choices.md` reads the reference (the parameter's name is
 * not shown), so the first sync walks the whole list instead.
 */
class StatusFilterIgnored extends Error {
  constructor(status: string, found: string) {
    super(`Listed by status "${status}", the service answered a disposition with status "${found}".`)
  }
}

/**
 * Lists the dispositions of each status, side by side (the limiter spaces
 * them), upserting each page as it comes; all settle before a failure is
 * thrown. `before`: the requests the resource took before this step.
 */
async function listByStatus(ctx: SyncerContext, statuses: readonly string[], step: SyncStep, before: number): Promise<{ requests: number; written: number; complete: boolean }> {
  let requests = 0
  let written = 0
  let pages = 0
  let sized = 0
  ctx.progress.step(step, null)
  let ignored: StatusFilterIgnored | null = null
  const pageOf = async (status: string, page: number, limit: number) => {
    if (ignored) throw ignored
    const answer = await ctx.firstPages.pageOr(`dispositions:${status}`, page, limit, () => dispositionPage(ctx.client, { page, limit, status }, background(ctx)))
    const other = answer.data.find((d) => d.status !== status)
    if (other) throw (ignored ??= new StatusFilterIgnored(status, other.status))
    return answer
  }
  const listOne = (status: string) =>
    listAllPages(
      (page, limit) => pageOf(status, page, limit),
      (d) => d._id,
      (rows) => {
        ctx.signal.throwIfAborted()
        upsertDispositions(ctx.db, ctx.workspaceId, rows)
        written += rows.length
      },
      DISPOSITIONS,
      ctx.client.pageSizes,
      {
        concurrency: ctx.pageConcurrency,
        onProgress: (done, total) => {
          if (done === 1) {
            ctx.progress.stepTotal((pages += total))
            if (++sized === statuses.length) ctx.progress.expect(before + pages)
          }
          requests++
          ctx.progress.advance()
        },
      },
    )
  const listings = await Promise.allSettled(statuses.map(listOne))
  ctx.signal.throwIfAborted()
  const complete = listings.map((listing) => {
    if (listing.status === 'rejected') throw listing.reason
    return listing.value.complete
  })
  return { requests, written, complete: complete.every(Boolean) }
}

export const SYNCERS: Record<PeriodicResource, Syncer> = {
  agents: listed('agents', { noun: 'agents', listing: 'agents' }, (client, query, options) => client.agents.list(query, options), (agent) => agent.id, upsertAgents),
  flows: listed('flows', { noun: 'flows', listing: 'flows' }, (client, query, options) => client.flows.list(query, options), (flow) => flow._id, upsertFlows),
  voices: listed('voices', { noun: 'voices', listing: 'voices' }, (client, query, options) => client.voices.list(query, options), (voice) => voice._id, upsertVoices),
  dispositions: syncDispositions,
  conversations: syncConversations,
}

/** Reads the first page of `listing` at the page size its listing will ask for, keeps it for that listing, and answers its total and page count. */
async function keepFirstPage(ctx: SyncerContext, listing: string, noun: string, fetch: (query: ListQuery) => Promise<Page<unknown>>): Promise<{ total: number; pages: number }> {
  const limit = ctx.client.pageSizes.get(noun) ?? PAGE_LIMIT
  const first = await fetch({ page: 1, limit })
  ctx.firstPages.keep(listing, limit, first)
  return { total: first.total, pages: pagesFor(first.total, limit) }
}

const pagesOf = async (sized: Promise<{ pages: number }>) => (await sized).pages

/** A first sync's estimate per resource, from the first page of each listing it will make (kept for it: no request is spent on sizing alone). */
export const SIZERS: Record<PeriodicResource, Sizer> = {
  agents: (ctx) => pagesOf(keepFirstPage(ctx, 'agents', 'agents', (query) => ctx.client.agents.list(query, background(ctx)))),
  flows: (ctx) => pagesOf(keepFirstPage(ctx, 'flows', 'flows', (query) => ctx.client.flows.list(query, background(ctx)))),
  voices: (ctx) => pagesOf(keepFirstPage(ctx, 'voices', 'voices', (query) => ctx.client.voices.list(query, background(ctx)))),
  dispositions: async (ctx) => {
    if (getSyncState(ctx.db, ctx.workspaceId, 'dispositions')?.lastSuccessAt) {
      return pagesOf(keepFirstPage(ctx, 'dispositions', 'dispositions', (query) => dispositionPage(ctx.client, query, background(ctx))))
    }
    const statuses = [...OPEN_STATUSES, ...DONE_STATUSES]
    const pages = await Promise.all(
      statuses.map((status) => pagesOf(keepFirstPage(ctx, `dispositions:${status}`, 'dispositions', (query) => dispositionPage(ctx.client, { ...query, status }, background(ctx))))),
    )
    return pages.reduce((sum, n) => sum + n, 0)
  },
  conversations: async (ctx) => {
    const { total, pages } = await keepFirstPage(ctx, 'conversations', 'conversations', (query) => ctx.client.conversations.list(query, background(ctx)))
    // Those not cached yet are fetched one by one; changed ones too, which no count tells ahead.
    return pages + Math.max(0, total - cachedConversationCount(ctx.db, ctx.workspaceId))
  },
}
