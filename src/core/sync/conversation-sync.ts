import type { ConversationSummary } from '../../shared/api'
import { isApiError } from '../api'
import { deleteMissing, listConversations, upsertConversations, type Cache } from '../cache'
import { words, type CoreWords } from '../errors/core-error'
import { failureWords, isTransient } from './errors'
import { eachLimited } from './each-limited'
import { listAllPages } from './paged-listing'
import type { SyncReport, SyncerContext } from './syncer'

/** The cache's largest page. */
const CACHE_PAGE = 500

/**
 * Lists the conversations (without messages), then fetches in full only those
 * that are new or whose `updatedAt` moved: a round where nothing changed costs
 * one request per 200 conversations. A changed conversation is written only
 * from its full copy, so if fetching it fails its cached `updatedAt` stays old
 * and the next round tries again.
 */
export async function syncConversations(ctx: SyncerContext): Promise<SyncReport> {
  const known = cachedVersions(ctx.db, ctx.workspaceId)
  const stale: ConversationSummary[] = []
  let pages = 0
  ctx.progress.step('pages', null)
  const listing = await listAllPages(
    (page, limit) => ctx.firstPages.pageOr('conversations', page, limit, () => ctx.client.conversations.list({ page, limit }, { lane: 'background', signal: ctx.signal })),
    (c) => c._id,
    (items) => {
      for (const c of items) if (known.get(c._id) !== Date.parse(c.updatedAt)) stale.push(c)
    },
    { noun: 'conversations', listing: 'conversations' },
    ctx.client.pageSizes,
    {
      concurrency: ctx.pageConcurrency,
      onProgress: (done, total) => {
        pages = total
        if (done === 1) ctx.progress.stepTotal(total)
        ctx.progress.advance()
      },
    },
  )
  ctx.progress.step('details', stale.length)
  ctx.progress.expect(pages + stale.length)
  const problems: (CoreWords | string)[] = []
  let written = 0
  await eachLimited(stale, ctx.conversationFetchConcurrency, async (summary) => {
    try {
      const conversation = await ctx.client.conversations.get(summary._id, { lane: 'background', signal: ctx.signal }).finally(() => ctx.progress.advance())
      ctx.signal.throwIfAborted()
      upsertConversations(ctx.db, ctx.workspaceId, [conversation])
      written++
    } catch (error) {
      // Deleted between the listing and now: the next listing will not have it either.
      if (isApiError(error) && error.status === 404) return
      // The network, the rate limit or a stop: the whole round stops and is retried.
      if (ctx.signal.aborted || isTransient(error) || !isApiError(error)) throw error
      problems.push(words('errors.sync.conversationUnread', { id: summary._id, reason: failureWords(error) }))
    }
  })
  ctx.signal.throwIfAborted()
  const deleted = listing.complete ? deleteMissing(ctx.db, ctx.workspaceId, 'conversations', listing.ids) : []
  return { written, deleted, problems }
}

export function cachedConversationCount(db: Cache, workspaceId: string): number {
  return listConversations(db, workspaceId, { page: 1, limit: 1 }).total
}

/** `updatedAt` (epoch ms) of every cached conversation, by id. */
function cachedVersions(db: Cache, workspaceId: string): Map<string, number> {
  const versions = new Map<string, number>()
  for (let page = 1; ; page++) {
    const { data, totalPages } = listConversations(db, workspaceId, { page, limit: CACHE_PAGE })
    for (const c of data) versions.set(c._id, Date.parse(c.updatedAt))
    if (page >= totalPages || data.length === 0) return versions
  }
}
