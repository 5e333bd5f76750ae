import { afterEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  backoffDelay,
  createApiClient,
  createRateLimiter,
  DEFAULT_RETRY_POLICY,
  type ApiClientOptions,
  type RateLimiter,
} from '../../../../src/core/api'
import { createLogger } from '../../../../src/core/log'
import { json, startLocalServer, type LocalServer } from '../../../support/local-server'
import { activeCallsNow } from '../../../support/polls'

const NOW = '2025-05-01T12:00:00.000Z'
const ACTIVE_CALLS = { data: [], count: 0, timestamp: NOW }
let server: LocalServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A limiter that never waits and records what the client reported. */
function recordingLimiter(): RateLimiter & { lanes: string[]; pauses: (number | undefined)[] } {
  const inner = createRateLimiter({ requestsPerMinute: 1_000_000 })
  const lanes: string[] = []
  const pauses: (number | undefined)[] = []
  return {
    ...inner,
    lanes,
    pauses,
    acquire: async (lane, signal) => {
      lanes.push(lane)
      await inner.acquire(lane, signal)
    },
    reportRateLimited: (ms) => void pauses.push(ms),
  }
}

function client(url: string, extra: Partial<ApiClientOptions> = {}) {
  const limiter = recordingLimiter()
  const sleeps: number[] = []
  const api = createApiClient({
    baseUrl: url,
    workspaceId: 'ws_test',
    apiKey: 'key-under-test-1234',
    limiter,
    random: () => 0.5,
    sleep: async (ms) => void sleeps.push(ms),
    ...extra,
  })
  return { api, limiter, sleeps }
}

describe('backoff', () => {
  it('draws each delay uniformly below an exponential ceiling (full jitter), capped', () => {
    const policy = { maxTries: 5, baseDelayMs: 500, maxDelayMs: 3_000 }
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, policy, () => 0.5))).toEqual([250, 500, 1000, 1500])
    expect(backoffDelay(1, policy, () => 0)).toBe(0)
    expect(backoffDelay(3, policy, () => 0.999999)).toBe(1999)
    expect(backoffDelay(2, DEFAULT_RETRY_POLICY, () => 0.25)).toBe(250)
  })
})

describe('transport', () => {
  it('sends the key and workspace headers, and only the key where the reference says so', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url.startsWith('/v2/')) json(res, 200, ACTIVE_CALLS)
      else json(res, 404, { error: 'Not found', details: 'nothing here' })
    })
    const { api, limiter } = client(server.url)
    await activeCallsNow(api)
    await expect(api.flowFolders.get('fld_1')).rejects.toMatchObject({ status: 404 })
    await expect(api.workspaces.get('ws_test')).rejects.toMatchObject({ status: 404 })
    const [active, folder, workspace] = server.requests
    expect(active?.headers).toMatchObject({ 'x-api-key': 'key-under-test-1234', 'x-workspace-id': 'ws_test' })
    expect(folder?.headers['x-api-key']).toBe('key-under-test-1234')
    expect(folder?.headers['x-workspace-id']).toBeUndefined()
    expect(workspace?.headers['x-workspace-id']).toBeUndefined()
    expect(limiter.lanes).toEqual(['live', 'background', 'background'])
  })

  it('retries a GET on 5xx with backoff and returns the eventual answer', async () => {
    let calls = 0
    server = await startLocalServer((_req, res) => {
      calls++
      if (calls < 3) json(res, 503, { error: 'Unavailable', details: 'try later' })
      else json(res, 200, ACTIVE_CALLS)
    })
    const { api, sleeps } = client(server.url)
    await expect(activeCallsNow(api)).resolves.toEqual(ACTIVE_CALLS)
    expect(calls).toBe(3)
    expect(sleeps).toEqual([250, 500])
  })

  it('gives up after three tries with the last error, though a fourth would have been answered', async () => {
    let calls = 0
    server = await startLocalServer((_req, res) => {
      if (++calls > 3) return json(res, 200, { data: [], total: 0, page: 1, limit: 200, totalPages: 0 })
      json(res, 500, { error: 'Internal server error', details: 'boom', code: 'INTERNAL_ERROR' })
    })
    const { api } = client(server.url)
    await expect(api.agents.list()).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR', details: 'boom' })
    expect(server.requests).toHaveLength(3)
  })

  it('never retries a non-idempotent request, though a second try would have been answered', async () => {
    let calls = 0
    server = await startLocalServer((_req, res) => {
      if (++calls > 1) return json(res, 200, { success: true, callId: 'call_1' })
      json(res, 500, { error: 'Failed to initiate call', details: 'x', code: 'UNKNOWN_ERROR' })
    })
    const { api, limiter } = client(server.url)
    await expect(api.calls.placeCall({ agentId: 'agt_1', toNumber: '+14155550100' })).rejects.toMatchObject({
      status: 500,
      code: 'UNKNOWN_ERROR',
    })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ agentId: 'agt_1', toNumber: '+14155550100' })
    expect(limiter.lanes).toEqual(['user'])
  })

  it('reports a 429 to the limiter with its Retry-After and retries a GET after the pause', async () => {
    let calls = 0
    server = await startLocalServer((_req, res) => {
      if (++calls === 1) json(res, 429, { error: 'Too many requests', details: 'limit', code: 'RATE_LIMITED' }, { 'retry-after': '2' })
      else json(res, 200, ACTIVE_CALLS)
    })
    const { api, limiter, sleeps } = client(server.url)
    await expect(activeCallsNow(api)).resolves.toEqual(ACTIVE_CALLS)
    expect(limiter.pauses).toEqual([2000])
    expect(sleeps).toEqual([])
  })

  it('fails a POST on 429 with retryAfterMs and does not send it again', async () => {
    server = await startLocalServer((_req, res) =>
      json(res, 429, { error: 'Too many requests', details: 'limit', code: 'RATE_LIMITED' }, { 'retry-after': '3' }),
    )
    const { api, limiter } = client(server.url)
    await expect(api.activeCalls.end('room_1')).rejects.toMatchObject({ status: 429, retryAfterMs: 3000 })
    expect(server.requests).toHaveLength(1)
    expect(limiter.pauses).toEqual([3000])
  })

  it('times out a request that gets no answer', async () => {
    server = await startLocalServer(() => undefined)
    const { api } = client(server.url, { timeoutMs: 100 })
    const error = await api.activeCalls.end('room_1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'timeout', status: undefined })
  })

  it('lets one request wait longer than the client timeout', async () => {
    server = await startLocalServer((_req, res) => setTimeout(() => json(res, 200, ACTIVE_CALLS), 200))
    const { api } = client(server.url, { timeoutMs: 50 })
    await expect(activeCallsNow(api, { timeoutMs: 1_000 })).resolves.toEqual(ACTIVE_CALLS)
  })

  it('does not follow a redirect, so the key never travels to another address', async () => {
    const elsewhere = await startLocalServer((_req, res) => json(res, 200, ACTIVE_CALLS))
    server = await startLocalServer((_req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}/v2/api/active-calls` })
      res.end()
    })
    const { api } = client(server.url)
    await expect(activeCallsNow(api)).rejects.toMatchObject({ code: 'redirected', status: 307 })
    expect(elsewhere.requests).toHaveLength(0)
    await elsewhere.close()
  })

  it('cancels a request in flight when its signal fires, without retrying', async () => {
    server = await startLocalServer(() => undefined)
    const { api } = client(server.url)
    const controller = new AbortController()
    const pending = api.agents.list({}, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ code: 'aborted' })
    expect(server.requests).toHaveLength(1)
  })

  it('reports a refused connection as offline', async () => {
    server = await startLocalServer(() => undefined)
    const url = server.url
    await server.close()
    server = undefined
    const { api } = client(url)
    await expect(api.agents.list()).rejects.toMatchObject({ code: 'offline', message: expect.stringContaining('ECONNREFUSED') })
  })

  it('rejects an answer of the wrong shape as invalid_response naming the path', async () => {
    server = await startLocalServer((_req, res) => json(res, 200, { data: { calls: [] }, count: 1, timestamp: NOW }))
    const { api } = client(server.url)
    const error = await activeCallsNow(api).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'invalid_response' })
    expect((error as ApiError).message).toMatch(/response\.data: /)
    expect(server.requests).toHaveLength(1)
  })

  it("sets aside a list's unreadable item and answers the rest, telling onQuarantine", async () => {
    const call = {
      id: 'c1', roomName: 'r1', customerPhone: '+1', aiAgentName: 'A', duration: 3, status: 'active',
      sentiment: 'neutral', lastMessage: 'hi', transferRequested: false, type: 'phone', participants: [],
    }
    server = await startLocalServer((_req, res) =>
      json(res, 200, { data: [call, { ...call, id: 'c2', roomName: 42 }], count: 2, timestamp: NOW }),
    )
    const told: unknown[] = []
    const { api } = client(server.url, { onQuarantine: (workspaceId, items) => told.push({ workspaceId, items }) })
    const list = await activeCallsNow(api)
    expect(list.data.map((c) => c.id)).toEqual(['c1'])
    expect(told).toEqual([
      { workspaceId: 'ws_test', items: [{ resource: 'activeCalls', itemId: 'c2', reason: 'roomName: Invalid input: expected string, received number' }] },
    ])
  })

  it('rejects a 2xx answer that is not JSON', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html>login</html>')
    })
    const { api } = client(server.url)
    await expect(api.permissions.list()).rejects.toMatchObject({ code: 'invalid_response', message: expect.stringContaining('not JSON') })
  })

  it('accepts a bare array or {data} for lists the reference does not show, as a page', async () => {
    const agent = { id: 'agt_1', name: 'A', model: 'm', voice: { provider: 'p', voiceId: 'v' } }
    let answer: unknown = [agent]
    server = await startLocalServer((_req, res) => json(res, 200, answer))
    const { api } = client(server.url)
    await expect(api.agents.list()).resolves.toEqual({ data: [agent], total: 1, page: 1, limit: 1, totalPages: 1 })
    answer = { data: [agent, agent] }
    await expect(api.agents.list()).resolves.toMatchObject({ total: 2, totalPages: 1 })
    answer = { data: [agent], total: 7, page: 2, limit: 1, totalPages: 7 }
    await expect(api.agents.list({ page: 2, limit: 1 })).resolves.toMatchObject({ total: 7, page: 2 })
    expect(server.requests.at(-1)?.url).toBe('/api/v1/agents?page=2&limit=1')
  })

  it('logs failures without the key', async () => {
    server = await startLocalServer((req, res) => json(res, 401, { error: 'Unauthorized', details: `unknown key ${String(req.headers['x-api-key'])}` }))
    const lines: string[] = []
    const { api } = client(server.url, { logger: createLogger((line) => lines.push(line)) })
    const error = await api.permissions.list().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' })
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain('key-under-test-1234')
  })
})
