import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createRateLimiter, type ApiClientOptions, type RateLimiter } from '../../../../src/core/api'
import { createTransport, segment, type HttpRequest, type ReadAnswer } from '../../../../src/core/api/transport'
import type { ServiceCount } from '../../../../src/core/api/rate-limiter'
import { createLogger } from '../../../../src/core/log'
import { json, startLocalServer, type LocalServer } from '../../../support/local-server'

let server: LocalServer | undefined

afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
  server = undefined
})

/** A limiter that never waits and records what the transport told it. */
function recordingLimiter(): RateLimiter & { counts: ServiceCount[]; pauses: (number | undefined)[] } {
  const inner = createRateLimiter({ requestsPerMinute: 1_000_000 })
  const counts: ServiceCount[] = []
  const pauses: (number | undefined)[] = []
  return {
    ...inner,
    counts,
    pauses,
    reportServiceCount: (count) => void counts.push(count),
    reportRateLimited: (ms) => void pauses.push(ms),
  }
}

function transport(baseUrl: string, extra: Partial<ApiClientOptions> = {}) {
  const limiter = recordingLimiter()
  const lines: string[] = []
  const sleeps: number[] = []
  const send = createTransport({
    baseUrl,
    workspaceId: 'ws_test',
    apiKey: 'key-under-test-1234',
    limiter,
    random: () => 0.5,
    sleep: async (ms) => void sleeps.push(ms),
    logger: createLogger((line) => lines.push(line)),
    ...extra,
  })
  return { send, limiter, lines, sleeps }
}

/** What `promise` came to so far: the tests read it after moving the clock, never waiting on a promise that may hang. */
function watch<T>(promise: Promise<T>): { readonly value?: T; readonly error?: unknown; readonly settled: boolean } {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  )
  return seen
}

const GET: HttpRequest = { method: 'GET', path: '/api/v1/things', scope: 'workspace', lane: 'background' }
const POST: HttpRequest = { method: 'POST', path: '/api/v1/things', scope: 'workspace', lane: 'user', json: { name: 'x' } }
const asText: ReadAnswer<string> = (answer) => answer.text

describe('the transport, request by request', () => {
  it('encodes a path parameter so it stays one segment', () => {
    expect(segment('a/b c?#')).toBe('a%2Fb%20c%3F%23')
  })

  it('sends to the address without its trailing slashes, and only the query values that are set', async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}))
    const { send } = transport(`${server.url}//`)
    await send({ ...GET, query: { page: 2, q: 'a b', gone: undefined, on: true } }, asText)
    await send(GET, asText)
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/things?page=2&q=a+b&on=true', '/api/v1/things'])
  })

  it('asks for JSON, or for CSV and text where the answer is text, and says JSON only when it sends JSON', async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}))
    const { send } = transport(server.url)
    await send(GET, asText)
    await send({ ...GET, responseType: 'text' }, asText)
    await send(POST, asText)
    const [get, text, post] = server.requests
    expect(get?.headers.accept).toBe('application/json')
    expect(get?.headers['content-type']).toBeUndefined()
    expect(get?.body).toBe('')
    expect(text?.headers.accept).toBe('text/csv, text/plain, */*')
    expect(post?.headers['content-type']).toBe('application/json')
    expect(post?.body).toBe('{"name":"x"}')
  })

  it("tells the limiter the key's window an answer reports", async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}, { 'ratelimit-remaining': '17', 'ratelimit-limit': '60' }))
    const { send, limiter } = transport(server.url)
    await send(GET, asText)
    expect(limiter.counts).toEqual([{ remaining: 17, limit: 60 }])
  })

  it("keeps the service's request id on the error of a refused request", async () => {
    server = await startLocalServer((_req, res) => json(res, 400, { error: 'Bad request', details: 'no' }, { 'x-request-id': 'req_9' }))
    const { send } = transport(server.url)
    await expect(send(GET, asText)).rejects.toMatchObject({ status: 400, requestId: 'req_9', request: 'GET /api/v1/things' })
  })

  it('treats every 3xx as a redirect not followed, naming where it pointed, and a 400 as an answer', async () => {
    let status = 300
    server = await startLocalServer((_req, res) => {
      if (status === 400) return json(res, 400, { error: 'Bad request', details: 'no' })
      res.writeHead(status, status === 399 ? {} : { location: 'https://elsewhere.example/api', 'x-request-id': 'req_3' })
      res.end()
    })
    const { send } = transport(server.url)
    await expect(send(GET, asText)).rejects.toMatchObject({ code: 'redirected', status: 300, details: 'https://elsewhere.example/api', requestId: 'req_3' })
    status = 399
    const unnamed = await send(GET, asText).catch((e: unknown) => e)
    expect(unnamed).toMatchObject({ code: 'redirected', status: 399, details: undefined })
    expect((unnamed as ApiError).message).toContain('redirected to another address;')
    status = 400
    await expect(send(GET, asText)).rejects.toMatchObject({ code: 'bad_request', status: 400 })
  })

  it('does not pause for, nor retry, a 429 about simultaneous calls', async () => {
    server = await startLocalServer((_req, res) => json(res, 429, { error: 'Too many concurrent calls', details: 'busy', code: 'CONCURRENCY_LIMIT' }))
    const { send, limiter, sleeps } = transport(server.url)
    await expect(send(GET, asText)).rejects.toMatchObject({ status: 429, code: 'CONCURRENCY_LIMIT' })
    expect(server.requests).toHaveLength(1)
    expect(limiter.pauses).toEqual([])
    expect(sleeps).toEqual([])
  })

  it('reads an HTTP-date Retry-After against the client clock', async () => {
    const now = Date.parse('2025-05-01T12:00:00Z')
    server = await startLocalServer((_req, res) =>
      json(res, 429, { error: 'Too many requests', details: 'limit', code: 'RATE_LIMITED' }, { 'retry-after': 'Thu, 01 May 2025 12:00:04 GMT' }),
    )
    const { send, limiter } = transport(server.url, { clock: { now: () => now } })
    await expect(send(POST, asText)).rejects.toMatchObject({ status: 429, retryAfterMs: 4_000 })
    expect(limiter.pauses).toEqual([4_000])
  })

  it('answers a list without telling anyone of the items set aside when nobody listens', async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}))
    const { send } = transport(server.url)
    const read: ReadAnswer<string> = (answer, quarantine) => {
      quarantine([{ resource: 'things', itemId: 't1', reason: 'bad' }])
      return answer.text
    }
    await expect(send(GET, read)).resolves.toBe('{}')
  })

  it("passes on what a reader throws, unlogged and not retried", async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}))
    const { send, lines } = transport(server.url)
    const broken = new TypeError('reader broke')
    await expect(
      send(GET, () => {
        throw broken
      }),
    ).rejects.toBe(broken)
    expect(server.requests).toHaveLength(1)
    expect(lines).toEqual([])
    expect(broken).not.toHaveProperty('request')
  })

  it('cancels a request sent once, unlogged, when its signal fires while it is in flight', async () => {
    server = await startLocalServer(() => undefined)
    const { send, lines } = transport(server.url)
    const controller = new AbortController()
    const pending = send(POST, asText, { signal: controller.signal })
    while (server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'aborted' })
    expect(lines).toEqual([])
  })

  it('sends nothing when the signal fires as the slot is granted', async () => {
    server = await startLocalServer((_req, res) => json(res, 200, {}))
    const controller = new AbortController()
    const inner = createRateLimiter({ requestsPerMinute: 1_000_000 })
    const { send } = transport(server.url, {
      limiter: {
        ...inner,
        acquire: async (lane, signal) => {
          await inner.acquire(lane, signal)
          controller.abort()
        },
      },
    })
    await expect(send(GET, asText, { signal: controller.signal })).rejects.toMatchObject({ code: 'aborted' })
    expect(server.requests).toHaveLength(0)
  })
})

describe('the transport retrying a GET that got no answer', () => {
  /** A fetch that fails `failures` times the way `fail` says, then answers `{}`; it counts the calls. */
  function flaky(fail: (init: RequestInit) => Promise<Response>, failures: number) {
    let calls = 0
    const fetch = (_input: string, init: RequestInit) => (++calls <= failures ? fail(init) : Promise.resolve(new Response('{}')))
    return { fetch, calls: () => calls }
  }
  const refused = () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))
  const hanging = (init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

  it('retries a refused connection, logging each failed try by its request', async () => {
    const { fetch, calls } = flaky(refused, 2)
    const { send, sleeps, lines } = transport('http://127.0.0.1:9', { fetch })
    await expect(send(GET, asText)).resolves.toBe('{}')
    expect(calls()).toBe(3)
    expect(sleeps).toEqual([250, 500])
    expect(lines).toHaveLength(2)
    expect(lines.every((line) => line.includes('GET /api/v1/things failed code=offline'))).toBe(true)
    expect(lines.map((line) => / lane=(\w+) try=(\d) retry=(\w+)/.exec(line)?.slice(1))).toEqual([
      ['background', '1', 'true'],
      ['background', '2', 'true'],
    ])
  })

  it('gives up after its third try, though a fourth would have been answered', async () => {
    const { fetch, calls } = flaky(refused, 3)
    const { send, sleeps } = transport('http://127.0.0.1:9', { fetch })
    // A fourth try is answered: a transport that kept trying resolves rather than hangs.
    await expect(send(GET, asText)).rejects.toMatchObject({ code: 'offline' })
    expect(calls()).toBe(3)
    expect(sleeps).toEqual([250, 500])
  })

  it('retries a request that timed out, and leaves no timer behind once answered', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = flaky(hanging, 1)
    const { send } = transport('http://127.0.0.1:9', { fetch, timeoutMs: 1_000 })
    const answer = watch(send(GET, asText))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(answer).toMatchObject({ settled: true, value: '{}' })
    expect(calls()).toBe(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits its backoff on the system timer when the client has no sleep of its own', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = flaky(refused, 1)
    const { send } = transport('http://127.0.0.1:9', { fetch, sleep: undefined })
    const answer = watch(send(GET, asText))
    await vi.advanceTimersByTimeAsync(249)
    expect(calls()).toBe(1)
    expect(answer.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toMatchObject({ settled: true, value: '{}' })
    expect(calls()).toBe(2)
  })

  it('stops waiting its backoff when the signal fires', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = flaky(refused, 1)
    const { send } = transport('http://127.0.0.1:9', { fetch, sleep: undefined })
    const controller = new AbortController()
    const answer = watch(send(GET, asText, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(answer).toMatchObject({ settled: true, error: expect.objectContaining({ code: 'aborted' }) })
    expect(calls()).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends at once, without its backoff, when the signal fires as a try fails', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = flaky(refused, 1)
    const controller = new AbortController()
    // The caller cancels while the failure is being logged.
    const { send } = transport('http://127.0.0.1:9', { fetch, sleep: undefined, logger: createLogger(() => controller.abort()) })
    const answer = watch(send(GET, asText, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(0)
    expect(answer).toMatchObject({ settled: true, error: expect.objectContaining({ code: 'aborted' }) })
    expect(calls()).toBe(1)
  })
})
