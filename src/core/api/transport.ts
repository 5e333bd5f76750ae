import type { z } from 'zod'
import { silentLogger } from '../log'
import { ApiError, apiErrorFromHttp, parseRetryAfter } from './api-error'
import { abortedError, networkError, type AbortReason } from './network-error'
import { DEFAULT_TIMEOUT_MS, type ApiClientOptions, type RequestOptions } from './options'
import type { Lane } from './rate-limiter'
import { DEFAULT_RETRY_POLICY, backoffDelay, isRateLimited, isRetryable, sleep as realSleep } from './retry'
import { siftList, type ListItems, type QuarantinedItem } from './tolerant'
import { invalidResponse } from './validate'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | undefined

export interface RequestSpec<T> {
  method: Method
  /** With path parameters already encoded (see `segment`). */
  path: string
  query?: Record<string, QueryValue>
  json?: unknown
  form?: FormData
  /** `key`: only `x-api-key` (flow folders, get workspace); `workspace`: also `x-workspace-id`. */
  scope: 'workspace' | 'key'
  schema: z.ZodType<T>
  /** `text` for the CSV template; everything else is JSON. */
  responseType?: 'json' | 'text'
  lane: Lane
  /** The endpoint's own default, for uploads; else the client's. */
  timeoutMs?: number
  /** A list: its items are checked one by one, repaired or quarantined, never failing the page. */
  items?: ListItems
  /** The body from its text for a `json` answer, as JSON.parse answers it (the active-call poller's reads a poll against the one before). */
  parse?: (text: string) => unknown
}

export type Transport = <T>(spec: RequestSpec<T>, options?: RequestOptions) => Promise<T>

/** Encodes one path parameter. */
export function segment(value: string): string {
  return encodeURIComponent(value)
}

/**
 * Sends requests through the key's limiter with timeout, cancellation, retries
 * of GETs and response validation. Throws only ApiError.
 */
export function createTransport(options: ApiClientOptions): Transport {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  const logger = options.logger ?? silentLogger
  const now = () => (options.clock ? options.clock.now() : Date.now())
  const random = options.random ?? Math.random
  const sleep = options.sleep ?? realSleep
  const policy = options.retry ?? DEFAULT_RETRY_POLICY
  const baseUrl = options.baseUrl.replace(/\/+$/, '')

  async function attempt<T>(spec: RequestSpec<T>, signal: AbortSignal | undefined, timeoutMs: number): Promise<T> {
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
    if (response.status >= 300 && response.status < 400) throw redirected(response, requestId)
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now())
      throw apiErrorFromHttp({ status: response.status, method: spec.method, path: spec.path, body: text, retryAfterMs, requestId })
    }
    return parseBody(spec, text, requestId, (quarantined) => options.onQuarantine?.(options.workspaceId, quarantined))
  }

  return async function send<T>(spec: RequestSpec<T>, request: RequestOptions = {}): Promise<T> {
    const lane = request.lane ?? spec.lane
    const timeoutMs = request.timeoutMs ?? spec.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const maxTries = spec.method === 'GET' ? policy.maxTries : 1
    for (let tries = 1; ; tries++) {
      await options.limiter.acquire(lane, request.signal)
      const started = now()
      try {
        return await attempt(spec, request.signal, timeoutMs)
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
    requestId,
  })
}

function urlOf(baseUrl: string, spec: RequestSpec<unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) params.set(name, String(value))
  }
  const query = params.toString()
  return `${baseUrl}${spec.path}${query ? `?${query}` : ''}`
}

function headersOf(spec: RequestSpec<unknown>, options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-api-key': options.apiKey,
    accept: spec.responseType === 'text' ? 'text/csv, text/plain, */*' : 'application/json',
  }
  if (spec.scope === 'workspace') headers['x-workspace-id'] = options.workspaceId
  // FormData sets its own multipart content type with the boundary.
  if (spec.json !== undefined) headers['content-type'] = 'application/json'
  return headers
}

export function parseBody<T>(
  spec: RequestSpec<T>,
  text: string,
  requestId: string | undefined,
  quarantine: (items: QuarantinedItem[]) => void,
): T {
  let raw: unknown = text
  if (spec.responseType !== 'text') {
    try {
      raw = text.trim() === '' ? undefined : (spec.parse ?? JSON.parse)(text)
    } catch {
      throw new ApiError({
        code: 'invalid_response',
        message: `${spec.method} ${spec.path}: the answer is not JSON`,
        details: text.slice(0, 200),
        requestId,
      })
    }
  }
  if (spec.items) {
    const sifted = siftList(raw, spec.items)
    if (sifted.quarantined.length > 0) quarantine(sifted.quarantined)
    raw = sifted.body
  }
  const parsed = spec.schema.safeParse(raw)
  if (!parsed.success) throw invalidResponse(spec, parsed.error, requestId)
  return parsed.data
}
