import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/core/api'
import { getConversation, listConversations, upsertConversations, type Cache } from '../../../../src/core/cache'
import { words } from '../../../../src/core/errors/core-error'
import { syncConversations } from '../../../../src/core/sync/conversation-sync'
import { SIZERS } from '../../../../src/core/sync/resource-syncers'
import { flush } from '../../../support/fake-clock'
import { badRequest, serverError } from '../../../support/service-fixtures'
import { cache, conversation, fakeLists, settled, syncerContext, unanswered } from './fake-lists'

const cachedIds = (db: Cache) => listConversations(db, 'ws_demo', { limit: 500 }).data.map((c) => c._id).sort()

describe('syncing conversations', () => {
  it('lists them in the background lane and reads each new one in full, telling each request', async () => {
    const db = cache()
    const { client, requests, signals } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2')] })
    const { ctx, told } = syncerContext(client, db)
    const report = await syncConversations(ctx)
    expect(report).toEqual({ written: 2, deleted: [], problems: [] })
    expect(requests).toEqual(['conversations p1 l200 background', 'conversation conv_1 background', 'conversation conv_2 background'])
    expect(signals.every((s) => s === ctx.signal)).toBe(true)
    expect(getConversation(db, 'ws_demo', 'conv_1')?.messages.map((m) => m.message)).toEqual(['Hello'])
    expect(told).toEqual(['step pages -', 'total 1', 'advance', 'step details 2', 'expect 3', 'advance', 'advance'])
  })

  it('reads in full only the conversations whose updatedAt moved', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_1'), conversation('conv_2')])
    const { client, requests } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2', '2025-05-01T08:00:00.000Z')] })
    const { ctx, told } = syncerContext(client, db)
    await expect(syncConversations(ctx)).resolves.toEqual({ written: 1, deleted: [], problems: [] })
    expect(requests).toEqual(['conversations p1 l200 background', 'conversation conv_2 background'])
    expect(getConversation(db, 'ws_demo', 'conv_2')?.updatedAt).toBe('2025-05-01T08:00:00.000Z')
    expect(told).toContain('step details 1')
  })

  it('knows every cached version, beyond the cache’s first page of 500', async () => {
    const db = cache()
    const many = Array.from({ length: 502 }, (_, i) => conversation(`conv_${String(i).padStart(3, '0')}`))
    upsertConversations(db, 'ws_demo', many)
    const { client, requests } = fakeLists({ conversations: many })
    const { ctx } = syncerContext(client, db)
    await expect(syncConversations(ctx)).resolves.toMatchObject({ written: 0 })
    expect(requests.filter((r) => r.startsWith('conversation '))).toEqual([])
  })

  it('counts the listing pages and the reads in what the resource expects', async () => {
    const db = cache()
    const { client } = fakeLists({ conversations: Array.from({ length: 12 }, (_, i) => conversation(`conv_${i}`)) })
    client.pageSizes.set('conversations', 10)
    const { ctx, told } = syncerContext(client, db)
    await syncConversations(ctx)
    // Two pages of ten, then twelve reads: the step's total is told once, on the first page.
    expect(told).toEqual(['step pages -', 'total 2', 'advance', 'advance', 'step details 12', 'expect 14', ...Array<string>(12).fill('advance')])
  })

  it('starts from a first page the sizing kept, and pages by the size remembered for conversations', async () => {
    const db = cache()
    const { client, requests } = fakeLists({ conversations: [conversation('conv_1')] })
    client.pageSizes.set('conversations', 100)
    const { ctx } = syncerContext(client, db)
    await SIZERS.conversations(ctx)
    requests.length = 0
    await syncConversations(ctx)
    expect(requests).toEqual(['conversation conv_1 background'])
  })

  it('says the service has no conversation list when it answers 404', async () => {
    const db = cache()
    const { client } = fakeLists({})
    let asked = 0
    client.conversations.list = async () => (++asked > 10 ? unanswered() : Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })))
    const { ctx } = syncerContext(client, db)
    await expect(settled(syncConversations(ctx))).rejects.toMatchObject({ code: 'not_listable', words: words('errors.listing.unlisted', { listing: 'conversations' }) })
  })

  it('remembers a smaller page size under conversations when the service refuses 200', async () => {
    const db = cache()
    const { client } = fakeLists({ conversations: [conversation('conv_1')] })
    const list = client.conversations.list
    client.conversations.list = async (query, options) => {
      if ((query?.limit ?? 0) > 100) throw badRequest('limit: at most 100')
      return list(query, options)
    }
    const { ctx } = syncerContext(client, db)
    await syncConversations(ctx)
    expect([...client.pageSizes]).toEqual([['conversations', 100]])
  })

  it('deletes what a complete listing no longer has', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_1'), conversation('conv_gone')])
    const { client } = fakeLists({ conversations: [conversation('conv_1')] })
    const { ctx } = syncerContext(client, db)
    await expect(syncConversations(ctx)).resolves.toEqual({ written: 0, deleted: ['conv_gone'], problems: [] })
    expect(cachedIds(db)).toEqual(['conv_1'])
  })

  it('deletes nothing when the listing was not complete', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_1'), conversation('conv_gone')])
    const { client } = fakeLists({ conversations: [conversation('conv_1')] })
    const list = client.conversations.list
    // The total says two, one came: something moved while listing.
    client.conversations.list = async (query, options) => ({ ...(await list(query, options)), total: 2 })
    const { ctx } = syncerContext(client, db)
    await expect(syncConversations(ctx)).resolves.toMatchObject({ deleted: [] })
    expect(cachedIds(db)).toEqual(['conv_1', 'conv_gone'])
  })

  it('skips a conversation deleted between the listing and its read, without a problem', async () => {
    const db = cache()
    const { client, failGet } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2')] })
    failGet('conv_1', new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' }))
    const { ctx } = syncerContext(client, db)
    await expect(syncConversations(ctx)).resolves.toEqual({ written: 1, deleted: [], problems: [] })
    expect(cachedIds(db)).toEqual(['conv_2'])
  })

  it('tells a conversation the service refuses to give, and keeps the rest', async () => {
    const db = cache()
    const { client, failGet } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2')] })
    failGet('conv_1', badRequest('id: malformed'))
    const { ctx } = syncerContext(client, db)
    const report = await syncConversations(ctx)
    expect(report).toMatchObject({ written: 1, deleted: [] })
    expect(report.problems).toEqual([words('errors.sync.conversationUnread', { id: 'conv_1', reason: expect.anything() as never })])
    expect(cachedIds(db)).toEqual(['conv_2'])
  })

  it('stops the whole round on a failure that may pass (a 500) or that is not the service’s answer', async () => {
    for (const failure of [serverError(), new TypeError('broken')]) {
      const db = cache()
      const { client, failGet } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2')] })
      failGet('conv_1', failure)
      const { ctx } = syncerContext(client, db)
      await expect(syncConversations(ctx)).rejects.toBe(failure)
      expect(cachedIds(db)).toEqual([])
      db.close()
    }
  })

  it('writes nothing read after a stop, and stops rather than report', async () => {
    const db = cache()
    const { client } = fakeLists({ conversations: [conversation('conv_1')] })
    const { ctx, controller } = syncerContext(client, db)
    const get = client.conversations.get
    client.conversations.get = async (id, options) => {
      const answer = await get(id, options)
      controller.abort()
      return answer
    }
    await expect(syncConversations(ctx)).rejects.toThrow()
    expect(cachedIds(db)).toEqual([])
  })

  it('stops rather than report when stopped after a refused read', async () => {
    const db = cache()
    const { client, failGet } = fakeLists({ conversations: [conversation('conv_1')] })
    const { ctx, controller } = syncerContext(client, db)
    failGet('conv_1', badRequest('id: malformed'))
    const get = client.conversations.get
    client.conversations.get = async (id, options) => get(id, options).finally(() => controller.abort())
    await expect(syncConversations(ctx)).rejects.toThrow()
  })

  it('stops rather than report when stopped while the last reads were answered', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_gone')])
    const { client } = fakeLists({ conversations: [] })
    const { ctx, controller } = syncerContext(client, db)
    const list = client.conversations.list
    client.conversations.list = async (query, options) => list(query, options).finally(() => controller.abort())
    await expect(syncConversations(ctx)).rejects.toThrow()
    expect(cachedIds(db)).toEqual(['conv_gone'])
  })

  it('reads several conversations at once when allowed', async () => {
    const db = cache()
    const { client, requests } = fakeLists({ conversations: [conversation('conv_1'), conversation('conv_2'), conversation('conv_3')] })
    const held: (() => void)[] = []
    const get = client.conversations.get
    client.conversations.get = (id, options) => new Promise((resolve) => held.push(() => resolve(get(id, options))))
    const { ctx } = syncerContext(client, db, { conversationFetchConcurrency: 2 })
    const done = syncConversations(ctx)
    await flush()
    expect(held).toHaveLength(2)
    while (held.length > 0) {
      held.shift()!()
      await flush()
    }
    await expect(done).resolves.toMatchObject({ written: 3 })
    expect(requests).toHaveLength(4)
  })
})
