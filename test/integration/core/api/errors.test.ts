import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, pageOf } from '../../../../src/shared/api'
import { ApiError, createRateLimiter, describeApiError, type ApiClient } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { json, startLocalServer, type LocalServer } from '../../../support/local-server'
import { DEMO, demoClient, startSim } from '../../../support/simulator'
import { activeCallsNow } from '../../../support/polls'

const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('error answers of the simulator', () => {
  let sim: RunningSimulator
  let api: ApiClient
  beforeAll(async () => {
    sim = await startSim({ plan: 'enterprise' })
    api = demoClient(sim.url)
  })
  afterAll(() => sim.stop())

  it('shape A: error, details and code', async () => {
    const error = await caught(api.agents.get('agt_missing'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not found', details: expect.stringContaining('agt_missing') })
  })

  it('shape A without a code: the outbound call to an unknown agent (reference wording)', async () => {
    const error = await caught(api.calls.placeCall({ agentId: 'agt_missing', toNumber: '+14155550100' }))
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Agent not found' })
  })

  it('shape B: an invalid phone number', async () => {
    const error = await caught(api.calls.placeCall({ agentId: 'agt_sales', toNumber: '555-0100' }))
    expect(error).toMatchObject({ status: 400, code: 'invalid_number', message: expect.stringContaining('E.164'), details: undefined })
    expect(describeApiError(error as ApiError)).toMatch(/refused/)
  })

  it('401 for an unknown key, 403 for a key of another workspace, 404 for its workspace', async () => {
    expect(await caught(demoClient(sim.url, { apiKey: 'not-a-key' }).agents.list())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    const outsider = demoClient(sim.url, { apiKey: DEMO.outsider })
    expect(await caught(outsider.agents.list())).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(await caught(outsider.workspaces.get('ws_demo'))).toMatchObject({ status: 404 })
    expect(await caught(outsider.flowFolders.get('fld_support'))).toMatchObject({ status: 404 })
  })

  it('403 when a member renames the workspace (owner only)', async () => {
    const member = demoClient(sim.url, { apiKey: DEMO.member })
    expect(await caught(member.workspaces.update({ name: 'Mine now' }))).toMatchObject({ status: 403 })
  })
})

describe('429 with Retry-After', () => {
  let sim: RunningSimulator
  beforeAll(async () => {
    sim = await startSim({ rateLimit: 3 })
  })
  afterAll(() => sim.stop())

  it('surfaces the 429 of a POST and holds every lane during the Retry-After pause', async () => {
    const limiter = createRateLimiter({ requestsPerMinute: 60_000 })
    const api = demoClient(sim.url, { limiter })
    await api.permissions.list()
    await api.agents.list()
    await activeCallsNow(api)
    const error = await caught(api.activeCalls.end('room_does_not_matter'))
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
    const retryAfterMs = (error as ApiError).retryAfterMs ?? 0
    expect(retryAfterMs).toBeGreaterThanOrEqual(1000)
    const metrics = limiter.metrics()
    expect(metrics.last429At).not.toBeNull()
    expect(Date.parse(metrics.pausedUntil ?? '') - Date.now()).toBeGreaterThan(retryAfterMs - 1500)

    const used = metrics.usedLastMinute
    const signal = AbortSignal.timeout(700)
    const waiting = [
      caught(api.agents.get('agt_sales', { lane: 'user', signal })),
      caught(activeCallsNow(api, { signal })),
      caught(api.voices.list({}, { signal })),
    ]
    await expect.poll(() => limiter.metrics().queued, { timeout: 600 }).toEqual({ user: 1, live: 1, background: 1 })
    for (const outcome of await Promise.all(waiting)) expect(outcome).toMatchObject({ code: 'aborted' })
    expect(limiter.metrics().usedLastMinute).toBe(used)
  })
})

describe('timeouts', () => {
  let sim: RunningSimulator
  beforeAll(async () => {
    sim = await startSim({ plan: 'enterprise', latencyMs: 1_500 })
  })
  afterAll(() => sim.stop())

  it('times out a slow answer; a GET is tried three times, a POST once', async () => {
    const sent = { GET: 0, POST: 0 }
    const api = demoClient(sim.url, {
      timeoutMs: 250,
      fetch: (input, init) => {
        sent[init.method === 'POST' ? 'POST' : 'GET']++
        return fetch(input, init)
      },
    })
    let started = Date.now()
    expect(await caught(api.agents.list())).toMatchObject({ code: 'timeout', status: undefined })
    const getMs = Date.now() - started
    started = Date.now()
    expect(await caught(api.calls.placeCall({ agentId: 'agt_sales', toNumber: '+14155550100' }))).toMatchObject({ code: 'timeout' })
    const postMs = Date.now() - started
    expect(sent).toEqual({ GET: 3, POST: 1 })
    // Each attempt waited its whole timeout: a load can only lengthen these.
    expect(getMs).toBeGreaterThanOrEqual(750)
    expect(postMs).toBeGreaterThanOrEqual(250)
  })
})

describe('server failures (--fail-rate)', () => {
  let sim: RunningSimulator
  beforeAll(async () => {
    sim = await startSim({ plan: 'enterprise', failRate: 0.4 })
  })
  afterAll(() => sim.stop())

  it('retries GETs through random 500s, never a POST, and returns only valid data', async () => {
    const sent = { GET: 0, POST: 0 }
    const api = demoClient(sim.url, {
      fetch: (input, init) => {
        sent[init.method === 'POST' ? 'POST' : 'GET']++
        return fetch(input, init)
      },
    })
    const reads = await Promise.allSettled(Array.from({ length: 30 }, () => api.agents.list()))
    const pages = reads.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    const failures = reads.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []))
    expect(pages.length).toBeGreaterThan(failures.length)
    expect(sent.GET).toBeGreaterThan(30)
    for (const page of pages) expect(pageOf(Agent).safeParse(page).success).toBe(true)
    for (const failure of failures) expect(failure).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' })

    const writes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => api.flows.create({ name: `Flow ${i}` })))
    expect(sent.POST).toBe(20)
    const writeFailures = writes.filter((w) => w.status === 'rejected')
    expect(writeFailures.length).toBeGreaterThan(0)
    for (const failure of writeFailures) expect(failure.reason).toMatchObject({ status: 500 })
  })
})

describe('answers of the wrong shape', () => {
  let server: LocalServer
  const NOW = '2025-05-01T12:00:00.000Z'
  const wrong: Record<string, unknown> = {
    '/v2/api/active-calls': { data: 'none', count: 1, timestamp: NOW },
    '/v1/api/workspaces/ws_demo': { _id: 'ws_demo', name: 'Demo', initials: 'DW', teamMembers: 'none', createdAt: NOW, updatedAt: NOW },
    '/v1/api/call-dispositions': { data: { dispositions: 'none' } },
    '/v1/api/roles-and-permissions/permissions': { permissions: [] },
    '/v1/api/flow-folders/fld_1': { _id: 'fld_1', workspaceId: 'ws', name: 'F', color: '#fff', icon: 'i', flowType: 'call', pathwayModel: 'm', pathways: ['flw_1'], createdAt: NOW, updatedAt: NOW },
    '/api/v1/agents': { data: { agents: 'none' } },
    '/v1/api/conversations/conv_1': { _id: 'conv_1', messages: 'hello' },
  }
  beforeAll(async () => {
    server = await startLocalServer((req, res) => json(res, 200, wrong[req.url.split('?')[0] ?? ''] ?? {}))
  })
  afterAll(() => server.close())

  it('rejects each as invalid_response naming the path, and returns nothing from it', async () => {
    const api = demoClient(server.url)
    const expectations: [Promise<unknown>, RegExp][] = [
      [caught(activeCallsNow(api)), /response\.data: /],
      [caught(api.workspaces.get('ws_demo')), /response\.teamMembers/],
      [caught(api.dispositions.list()), /response\.data/],
      [caught(api.permissions.list()), /response: /],
      [caught(api.flowFolders.get('fld_1')), /response\.pathways\[0\]/],
      [caught(api.agents.list()), /response\.data: /],
      [caught(api.conversations.get('conv_1')), /response\.(userId|messages)/],
    ]
    // Each outcome is caught as it is made: they settle in any order.
    for (const [outcome, path] of expectations) {
      const error = await outcome
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ code: 'invalid_response', message: expect.stringMatching(path) })
    }
    expect(server.requests).toHaveLength(expectations.length)
  })

  it('reports an address where nothing listens as offline', async () => {
    const closed = await startLocalServer(() => undefined)
    await closed.close()
    expect(await caught(demoClient(closed.url).permissions.list())).toMatchObject({ code: 'offline' })
  })
})

describe('the concurrent-call limit is not a rate limit', () => {
  it('a CONCURRENCY_LIMIT 429 is answered at once and pauses no lane', async () => {
    const sim = await startSim({ plan: 'developer' })
    try {
      const limiter = createRateLimiter({ requestsPerMinute: 60 })
      const api = demoClient(sim.url, { limiter })
      await api.calls.placeCall({ agentId: 'agt_sales', toNumber: '+14155550170' })
      const refused = await caught(api.calls.placeCall({ agentId: 'agt_support', toNumber: '+14155550171' }))
      expect(refused).toMatchObject({ status: 429, code: 'CONCURRENCY_LIMIT' })
      expect(limiter.metrics()).toMatchObject({ pausedUntil: null, last429At: null })
    } finally {
      await sim.stop()
    }
  })
})
