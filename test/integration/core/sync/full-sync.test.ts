import { describe, expect, it } from 'vitest'
import {
  getAgent,
  getConversation,
  listAgents,
  listConversations,
  listDispositions,
  listFlows,
  listVoices,
  search,
} from '../../../../src/core/cache'
import { consoleForTest, syncedSince } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, serviceClient } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

/** The developer plan sped up ten times, as in the api-client benchmark: the simulator's window is 60 real seconds. */
const RATE = 600

describe('periodic sync of the demo workspace', () => {
  it('lands every resource in the cache within the rate limit, then only refetches what changed and detects deletions', { timeout: 90_000 }, async () => {
    const recorder = recordingFetch()
    const started = Date.now()
    const startedAt = new Date(started).toISOString()
    const { sim, app } = await consoleForTest(
      { seed: 7, activeCalls: 4, plan: 'developer', rateLimit: RATE },
      { fetch: recorder.fetch, plan: 'developer', requestsPerMinute: RATE },
    )
    const { console: c } = app

    // How long it takes against the rate limit's floor is the first-sync benchmark's figure.
    await waitFor(() => syncedSince(c, startedAt), 60_000, 'the first full sync')
    expect(recorder.requests.filter((r) => r.status === 429)).toEqual([])

    const service = serviceClient(sim)
    const [dispositions, conversations, agents, flows, voices] = await Promise.all([
      service.dispositions.list({ limit: 1 }),
      service.conversations.list({ limit: 200 }),
      service.agents.list({ limit: 200 }),
      service.flows.list({ limit: 200 }),
      service.voices.list({ limit: 200 }),
    ])
    expect(dispositions.total).toBeGreaterThanOrEqual(300)
    expect(conversations.total).toBeGreaterThanOrEqual(150)
    expect(listDispositions(c.cache, DEMO.workspaceId, { limit: 1 }).total).toBe(dispositions.total)
    expect(listConversations(c.cache, DEMO.workspaceId, { limit: 1 }).total).toBe(conversations.total)
    expect(listAgents(c.cache, DEMO.workspaceId).map((a) => a.id).sort()).toEqual(agents.data.map((a) => a.id).sort())
    expect(listFlows(c.cache, DEMO.workspaceId).map((f) => f._id).sort()).toEqual(flows.data.map((f) => f._id).sort())
    expect(listVoices(c.cache, DEMO.workspaceId).map((v) => v._id).sort()).toEqual(voices.data.map((v) => v._id).sort())
    // Every conversation came with its messages, searchable offline.
    const demo = await service.conversations.get('conv_demo_1')
    expect(getConversation(c.cache, DEMO.workspaceId, 'conv_demo_1')?.messages.map((m) => m._id)).toEqual(demo.messages.map((m) => m._id))
    const phrase = demo.messages[0]!.message.split(/\W+/).filter(Boolean).slice(0, 6).join(' ')
    expect(search(c.cache, DEMO.workspaceId, phrase).messages.some((hit) => hit.conversationId === 'conv_demo_1')).toBe(true)
    // Requests per resource: pages of 200, one GET per conversation, all in the background.
    const paths = recorder.requests.filter((r) => r.at >= started).map((r) => r.path.split('?')[0]!)
    const listings = recorder.requests
      .map((r, index) => ({ index, url: new URL(r.path, sim.url) }))
      .filter(({ url }) => url.pathname === '/v1/api/call-dispositions')
    expect(paths.filter((p) => p.startsWith('/v1/api/conversations/'))).toHaveLength(conversations.total)
    // A first sync reads the dispositions by status, the callbacks not done first, each page once: no page of
    // the whole list, no request only to size the round (the first page of each status sized it and was kept).
    const pageOf = ({ url }: { url: URL }) => `${url.searchParams.get('status')} ${url.searchParams.get('page')}`
    expect(listings.filter(({ url }) => url.searchParams.get('limit') !== '200' || !url.searchParams.has('status'))).toEqual([])
    expect(new Set(listings.map(pageOf)).size).toBe(listings.length)
    expect(new Set(listings.map(({ url }) => url.searchParams.get('status')))).toEqual(new Set(['pending', 'scheduled', 'completed', 'failed', 'cancelled']))
    const done = listings.filter(({ url }) => !['pending', 'scheduled'].includes(url.searchParams.get('status')!))
    const open = listings.filter((listing) => !done.includes(listing))
    const later = (pages: typeof listings) => pages.filter(({ url }) => url.searchParams.get('page') !== '1').map(({ index }) => index)
    expect(Math.max(-1, ...later(open))).toBeLessThan(Math.min(Infinity, ...later(done)))
    expect(c.sync.status().openCallbacksAt).not.toBeNull()

    // A second round reads the lists again but no conversation whose updatedAt did not move.
    const secondRound = recorder.requests.length
    const second = new Date().toISOString()
    c.sync.syncNow()
    await waitFor(() => syncedSince(c, second), 30_000, 'the second sync')
    const again = recorder.requests.slice(secondRound).map((r) => r.path.split('?')[0]!)
    expect(again).toContain('/v1/api/conversations')
    // Every later round walks the whole list of dispositions (it also deletes what the service no longer lists).
    expect(recorder.requests.slice(secondRound).some((r) => new URL(r.path, sim.url).pathname === '/v1/api/call-dispositions' && !new URL(r.path, sim.url).searchParams.has('status'))).toBe(true)
    expect(again.filter((p) => p.startsWith('/v1/api/conversations/'))).toEqual([])

    // Deletions on the service are detected after a complete listing; additions arrive.
    await service.agents.delete('agt_unassigned')
    const created = await service.flows.create({ name: 'Created elsewhere', type: 'message' })
    const third = new Date().toISOString()
    c.sync.syncNow('agents')
    c.sync.syncNow('flows')
    await waitFor(() => syncedSince(c, third, ['agents', 'flows']), 20_000, 'agents and flows to sync again')
    expect(getAgent(c.cache, DEMO.workspaceId, 'agt_unassigned')).toBeUndefined()
    expect(getAgent(c.cache, DEMO.workspaceId, 'agt_sales')).toBeDefined()
    expect(listFlows(c.cache, DEMO.workspaceId).map((f) => f._id)).toContain(created._id)
    expect(recorder.requests.filter((r) => r.status === 429)).toEqual([])
    expect(c.sync.status().connection.state).toBe('online')
  })
})
