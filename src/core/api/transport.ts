import { silentLogger } from '../log'
import { ApiError, apiErrorFromHttp, parseRetryAfter } from './api-error'
import { abortedError, networkError, type AbortReason } from './network-error'
import { DEFAULT_RETRY_POLICY, DEFAULT_TIMEOUT_MS, type ApiClientOptions, type RequestOptions, type RetryPolicy, type Sleep } from './options'
import type { Lane } from './rate-limiter'
import { serviceCountOf } from './service-count'
import type { Quarantine } from './tolerant'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | undefined

/** One request as it is sent. */
export interface HttpRequest {
  method: Method
  /** With path parameters already encoded (see `segment`). */
  path: string
  query?: Record<string, QueryValue>
  json?: unknown
  form?: FormData
  /** `key`: only `x-api-key` (flow folders, get workspace); `workspace`: also `x-workspace-id`. */
  scope: 'workspace' | 'key'
  /** `text` for the CSV template; everything else is JSON. */
  responseType?: 'json' | 'text'
  lane: Lane
  /** The endpoint's own default, for uploads; else the client's. */
  timeoutMs?: number
}

/** A 2xx answer, before anything reads it. */
export interface HttpAnswer {
  status: number
  headers: Headers
  text: string
  requestId: string | undefined
}

/** What an answer becomes; `quarantine` is told the items of a list answer set aside. */
export type ReadAnswer<T> = (answer: HttpAnswer, quarantine: Quarantine) => T

/**
 * Sends one request and answers what `read` makes of its answer (status, headers
 * and text). The reading is part of the request: a failure to read is logged
 * with it and, as any answer that came, never retried.
 */
export type Transport = <T>(request: HttpRequest, read: ReadAnswer<T>, options?: RequestOptions) => Promise<T>

/** Encodes one path parameter. */
export function segment(value: string): string {
  return encodeURIComponent(value)
}

/**
 * Sends requests through the key's limiter with timeout, cancellation and
 * retries of GETs, and hands each 2xx answer to its reader. Throws only
 * ApiError (and what a reader throws).
 */
export function createTransport(options: ApiClientOptions): Transport {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  const logger = options.logger ?? silentLogger
  const now = () => (options.clock ? options.clock.now() : Date.now())
  const random = options.random ?? Math.random
  const sleep = options.sleep ?? realSleep
  const policy = options.retry ?? DEFAULT_RETRY_POLICY
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const quarantine: Quarantine = (items) => options.onQuarantine?.(options.workspaceId, items)

  async function attempt(spec: HttpRequest, signal: AbortSignal | undefined, timeoutMs: number): Promise<HttpAnswer> {
    if (signal?.aborted) throw abortedError(signal.reason)
    const controller = new AbortController()
    let abortedBy: AbortReason | undefined
    const timer = setTimeout(() => {
      abortedBy ??= 'timeout'
      controller.abort()
    }, timeoutMs)
    const onAbort = () => {
      abortedBy ??= 'aborted'
      controller.abort()
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    let response: Response
    let text: string
    try {
      response = await fetchImpl(urlOf(baseUrl, spec), {
        method: spec.method,
        headers: headersOf(spec, options),
        body: spec.form ?? (spec.json === undefined ? undefined : JSON.stringify(spec.json)),
        signal: controller.signal,
        // Following a redirect would send the key to wherever it points.
        redirect: 'manual',
      })
      text = await response.text()
    } catch (error) {
      throw networkError(error, abortedBy, timeoutMs)
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const requestId = response.headers.get('x-request-id') ?? undefined
    const count = serviceCountOf(response.headers)
    if (count !== null) options.limiter.reportServiceCount(count)
    if (response.status >= 300 && response.status < 400) throw redirected(response, requestId)
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now())
      throw apiErrorFromHttp({ status: response.status, method: spec.method, path: spec.path, body: text, retryAfterMs, requestId })
    }
    return { status: response.status, headers: response.headers, text, requestId }
  }

  return async function send<T>(spec: HttpRequest, read: ReadAnswer<T>, request: RequestOptions = {}): Promise<T> {
    const lane = request.lane ?? spec.lane
    const timeoutMs = request.timeoutMs ?? spec.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const maxTries = spec.method === 'GET' ? (request.maxTries ?? policy.maxTries) : 1
    for (let tries = 1; ; tries++) {
      await options.limiter.acquire(lane, request.signal)
      const started = now()
      try {
        return read(await attempt(spec, request.signal, timeoutMs), quarantine)
      } catch (error) {
        // The caller's cancellation is not a failure worth a log line.
        if (!(error instanceof ApiError) || error.code === 'aborted') throw error
        error.request = `${spec.method} ${spec.path}`
        if (isRateLimited(error)) options.limiter.reportRateLimited(error.retryAfterMs)
        const retry = tries < maxTries && isRetryable(error)
        logger.warn(`${spec.method} ${spec.path} failed`, {
          code: error.code,
          status: error.status,
          ms: now() - started,
          lane,
          try: tries,
          retry,
        })
        if (!retry) throw error
        // After a 429 the limiter's pause is the wait; other failures back off with jitter.
        if (!isRateLimited(error)) await sleep(backoffDelay(tries, policy, random), request.signal)
      }
    }
  }
}

function redirected(response: Response, requestId: string | undefined): ApiError {
  const location = response.headers.get('location')
  return new ApiError({
    status: response.status,
    code: 'redirected',
    message: `The service redirected to ${location ?? 'another address'}; the API key is not sent there. Update the workspace address.`,
    // Where to, for the supervisor's words (`apiErrorWords`).
    ...(location === null ? {} : { details: location }),
    requestId,
  })
}

function urlOf(baseUrl: string, spec: HttpRequest): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) params.set(name, String(value))
  }
  const query = params.toString()
  return `${baseUrl}${spec.path}${query ? `?${query}` : ''}`
}

function headersOf(spec: HttpRequest, options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-api-key': options.apiKey,
    accept: spec.responseType === 'text' ? 'text/csv, text/plain, */*' : 'application/json',
  }
  if (spec.scope === 'workspace') headers['x-workspace-id'] = options.workspaceId
  // FormData sets its own multipart content type with the boundary.
  if (spec.json !== undefined) headers['content-type'] = 'application/json'
  return headers
}

/**
 * Exponential backoff with full jitter: a uniform delay in
 * [0, min(maxDelay, base · 2^(retry-1))). Full jitter spreads the retries of
 * many clients that failed together (AWS Architecture Blog, "Exponential Backoff
 * And Jitter"). `retry` counts from 1; `random` returns [0, 1).
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1))
  return Math.floor(random() * ceiling)
}

/**
 * Whether a failed GET may be sent again: no answer (`offline`, `timeout`) or a
 * server error. A 429 is retried too, after the limiter's pause; the caller's
 * own cancellation and every other answer are final.
 */
function isRetryable(error: ApiError): boolean {
  if (error.code === 'offline' || error.code === 'timeout') return true
  return error.status !== undefined && (error.status >= 500 || isRateLimited(error))
}

/**
 * A 429 about the request budget. The plan's concurrent-call limit also answers
 * 429 (code `CONCURRENCY_LIMIT`), but waiting does not lift it and it says
 * nothing about the budget, so it pauses nothing and is not retried.
 */
function isRateLimited(error: ApiError): boolean {
  return error.status === 429 && error.code !== 'CONCURRENCY_LIMIT'
}

const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal.reason))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortedError(signal?.reason))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
