import { KNOWN_DISPOSITION_STATUSES, type CallDisposition, type DispositionQuery, type ListQuery, type Page } from '../../shared/api'
import { isDoneStatus, type PeriodicResource } from '../../shared/bridge'
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

export interface SyncerContext {
  client: ApiClient
  db: Cache
  workspaceId: string
  /** Fires on stop or workspace switch: no request is sent and nothing is written after it. */
  signal: AbortSignal
  conversationFetchConcurrency: number
  /** Pages of one listing asked at once after its first. */
  pageConcurrency: number
  progress: StepProgress
  /** When it is (epoch ms), for what the sync records. */
  now(): number
}

export interface SyncReport {
  /** Rows read from the service and written to the cache. */
  written: number
  /** Ids deleted from the cache because the service no longer lists them. */
  deleted: string[]
  /** Items that could not be read, each in words; the rest of the sync still counts. */
  problems: string[]
}

export type Syncer = (ctx: SyncerContext) => Promise<SyncReport>
/** How many requests a resource's sync will take, from the smallest page the service gives (one request). */
export type Sizer = (ctx: SyncerContext) => Promise<number>

const pagesFor = (total: number) => Math.max(1, Math.ceil(total / PAGE_LIMIT))

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
    const before = resource === 'dispositions' ? await openCallbacksFirst(ctx) : 0
    let written = 0
    ctx.progress.step('pages', null)
    const listing = await listAllPages(
      (page, limit) => fetchPage(ctx.client, { page, limit }, { lane: 'background', signal: ctx.signal }),
      idOf,
      (rows) => {
        ctx.signal.throwIfAborted()
        upsert(ctx.db, ctx.workspaceId, rows)
        written += rows.length
      },
      subject,
      ctx.client.pageSizes,
      { concurrency: ctx.pageConcurrency, onProgress: pageProgress(ctx.progress, before) },
    )
    ctx.signal.throwIfAborted()
    const deleted = listing.complete ? deleteMissing(ctx.db, ctx.workspaceId, resource, listing.ids) : []
    return { written, deleted, problems: [] }
  }
}

/** Progress of a listing: each page a request; the first tells the step's and the resource's total. */
export function pageProgress(progress: StepProgress, before: number): (done: number, total: number) => void {
  return (done, total) => {
    if (done === 1) {
      progress.stepTotal(total)
      progress.expect(before + total)
    }
    progress.advance()
  }
}

function listDispositions(ctx: SyncerContext, query: DispositionQuery): Promise<Page<CallDisposition>> {
  return ctx.client.dispositions.list(query, { lane: 'background', signal: ctx.signal }).then(({ dispositions, ...rest }) => ({ data: dispositions, ...rest }))
}

/**
 * Before the first complete sync of a workspace's dispositions, the callbacks
 * that are not done are read first, by status (the API has no filter by
 * `scheduledAt`): what a supervisor needs first, the queue's open sections,
 * is complete after a few percent of the sync instead of at its end. Answers
 * the requests it took.
 */
async function openCallbacksFirst(ctx: SyncerContext): Promise<number> {
  if (getSyncState(ctx.db, ctx.workspaceId, 'dispositions')?.lastSuccessAt) return 0
  let requests = 0
  let pages = 0
  ctx.progress.step('openCallbacks', null)
  const listOpen = (status: string) =>
    listAllPages(
      (page, limit) => listDispositions(ctx, { page, limit, status }),
      (d) => d._id,
      (rows) => {
        ctx.signal.throwIfAborted()
        upsertDispositions(ctx.db, ctx.workspaceId, rows)
      },
      { noun: 'dispositions', otherwise: 'Callbacks already cached are still shown.' },
      ctx.client.pageSizes,
      {
        concurrency: ctx.pageConcurrency,
        onProgress: (done, total) => {
          if (done === 1) ctx.progress.stepTotal((pages += total))
          requests++
          ctx.progress.advance()
        },
      },
    )
  // Each status its own listing, side by side (the limiter spaces them); both settle before a failure is thrown.
  const listings = await Promise.allSettled(OPEN_STATUSES.map(listOpen))
  ctx.signal.throwIfAborted()
  const complete = listings.map((listing) => {
    if (listing.status === 'rejected') throw listing.reason
    return listing.value.complete
  })
  if (complete.every(Boolean)) recordSyncSuccess(ctx.db, ctx.workspaceId, OPEN_CALLBACKS, new Date(ctx.now()).toISOString())
  return requests
}

export const SYNCERS: Record<PeriodicResource, Syncer> = {
  agents: listed('agents', { noun: 'agents', otherwise: 'An agent can still be opened by its id in Admin.' }, (client, query, options) => client.agents.list(query, options), (agent) => agent.id, upsertAgents),
  flows: listed('flows', { noun: 'flows', otherwise: 'A flow can still be opened by its id in Admin.' }, (client, query, options) => client.flows.list(query, options), (flow) => flow._id, upsertFlows),
  voices: listed('voices', { noun: 'voices', otherwise: 'Voices created or cloned here are still listed in the Voice lab.' }, (client, query, options) => client.voices.list(query, options), (voice) => voice._id, upsertVoices),
  dispositions: listed(
    'dispositions',
    { noun: 'dispositions', otherwise: 'Callbacks already cached are still shown.' },
    async (client, query, options) => {
      const { dispositions, ...rest } = await client.dispositions.list(query, options)
      return { data: dispositions, ...rest }
    },
    (disposition) => disposition._id,
    upsertDispositions,
  ),
  conversations: syncConversations,
}

async function totalOf(request: Promise<{ total: number }>): Promise<number> {
  return (await request).total
}

/** A first sync's estimate per resource: one request of one item each says how many there are. */
export const SIZERS: Record<PeriodicResource, Sizer> = {
  agents: async (ctx) => pagesFor(await totalOf(ctx.client.agents.list({ page: 1, limit: 1 }, { lane: 'background', signal: ctx.signal }))),
  flows: async (ctx) => pagesFor(await totalOf(ctx.client.flows.list({ page: 1, limit: 1 }, { lane: 'background', signal: ctx.signal }))),
  voices: async (ctx) => pagesFor(await totalOf(ctx.client.voices.list({ page: 1, limit: 1 }, { lane: 'background', signal: ctx.signal }))),
  dispositions: async (ctx) => {
    const first = !getSyncState(ctx.db, ctx.workspaceId, 'dispositions')?.lastSuccessAt
    const queries: DispositionQuery[] = [{}, ...(first ? OPEN_STATUSES.map((status) => ({ status })) : [])]
    const totals = await Promise.all(queries.map((query) => totalOf(listDispositions(ctx, { ...query, page: 1, limit: 1 }))))
    return totals.reduce((sum, total) => sum + pagesFor(total), 0)
  },
  conversations: async (ctx) => {
    const total = await totalOf(ctx.client.conversations.list({ page: 1, limit: 1 }, { lane: 'background', signal: ctx.signal }))
    // Those not cached yet are fetched one by one; changed ones too, which no count tells ahead.
    return pagesFor(total) + Math.max(0, total - cachedConversationCount(ctx.db, ctx.workspaceId))
  },
}
