import type { ListQuery, Page } from '../../shared/api'
import type { PeriodicResource } from '../../shared/bridge'
import type { ApiClient, RequestOptions } from '../api'
import { deleteMissing, upsertAgents, upsertDispositions, upsertFlows, upsertVoices, type Cache } from '../cache'
import { syncConversations } from './conversation-sync'
import { listAllPages, type ListingSubject } from './paged-listing'

export interface SyncerContext {
  client: ApiClient
  db: Cache
  workspaceId: string
  /** Fires on stop or workspace switch: no request is sent and nothing is written after it. */
  signal: AbortSignal
  conversationFetchConcurrency: number
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
    )
    ctx.signal.throwIfAborted()
    const deleted = listing.complete ? deleteMissing(ctx.db, ctx.workspaceId, resource, listing.ids) : []
    return { written, deleted, problems: [] }
  }
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
