import { ErrorShapeA, ErrorShapeB } from '../../shared/api'
import { GATED_ACTIONS, gatedActionOf, mayNot, type Gate } from '../../shared/permissions'
import { CoreError } from '../errors/core-error'

/** Codes that do not come from an HTTP error body. */
export type NetworkErrorCode = 'offline' | 'timeout' | 'aborted' | 'invalid_response' | 'redirected'

/** Codes derived from the HTTP status when the body carries no code of its own. */
export type HttpErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'server_error'
  | 'http_error'

export interface ApiErrorInit {
  status?: number
  code: string
  message: string
  details?: string
  retryAfterMs?: number
  requestId?: string
  /** For a `403`: the permission the key lacks. */
  permission?: string
  cause?: unknown
}

/**
 * The one failure the client throws, a {@link CoreError} with what the request
 * taught. `code` is the service's own code when the body has one (shape A
 * `code`, shape B `error.code`), otherwise a {@link HttpErrorCode} or
 * {@link NetworkErrorCode}. Decide on `status` for HTTP outcomes: service codes vary.
 */
export class ApiError extends CoreError {
  override name = 'ApiError'
  readonly requestId: string | undefined
  /** The request that failed, `METHOD /path` without the query (set by the transport), for the log. */
  request: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.code, init.message, init)
    this.requestId = init.requestId
  }

  /** Whether the request failed before or without an answer from the service. */
  get isNetwork(): boolean {
    return this.status === undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function codeForStatus(status: number): HttpErrorCode {
  if (status === 400) return 'bad_request'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'server_error'
  return 'http_error'
}

export interface HttpFailure {
  status: number
  /** The request that failed: a `403` is worded by the action it was. */
  method?: string
  path?: string
  /** The raw body text; may be empty or not JSON. */
  body: string
  retryAfterMs?: number
  requestId?: string
}

const MAX_DETAILS = 500

/**
 * Builds the ApiError of a non-2xx answer, from shape A, shape B or neither.
 * A `403` becomes the one refusal the whole console shows, "This key may not
 * end calls (permission: call_end).", the service's words kept in `details`.
 */
export function apiErrorFromHttp(failure: HttpFailure): ApiError {
  const error = fromBody(failure)
  return failure.status === 403 ? asPermissionRefusal(error, failure) : error
}

/** A permission key the service named in a refusal's words ("lacks the permission call_end"). */
const NAMED_PERMISSION = /permission:?\s+([a-z]+(?:_[a-z]+)+)/i

function asPermissionRefusal(error: ApiError, failure: HttpFailure): ApiError {
  const said = `${error.message} ${error.details ?? ''}`
  const action = failure.method && failure.path ? gatedActionOf(failure.method, failure.path) : undefined
  const named = NAMED_PERMISSION.exec(said)?.[1]
  const gate = named ? gateOf(named) : action ? GATED_ACTIONS[action] : undefined
  if (!gate) return error
  return new ApiError({
    status: error.status,
    code: error.code,
    message: mayNot(gate),
    details: error.details ?? error.message,
    permission: gate.permission,
    requestId: error.requestId,
  })
}

function gateOf(permission: string): Gate {
  return Object.values(GATED_ACTIONS).find((gate) => gate.permission === permission) ?? { permission, doing: 'do that' }
}

function fromBody(failure: HttpFailure): ApiError {
  const { status, retryAfterMs, requestId } = failure
  const base = { status, retryAfterMs, requestId: requestId ?? requestIdOf(failure.body) }
  const json = parseJson(failure.body)
  const a = ErrorShapeA.safeParse(json)
  if (a.success) {
    return new ApiError({ ...base, code: a.data.code ?? codeForStatus(status), message: a.data.error, details: a.data.details })
  }
  const b = ErrorShapeB.safeParse(json)
  if (b.success) {
    return new ApiError({ ...base, code: b.data.error.code, message: b.data.error.message })
  }
  const text = failure.body.trim()
  return new ApiError({
    ...base,
    code: codeForStatus(status),
    message: `HTTP ${status}`,
    details: text ? text.slice(0, MAX_DETAILS) : undefined,
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function requestIdOf(body: string): string | undefined {
  const json = parseJson(body)
  if (json && typeof json === 'object' && 'requestId' in json && typeof json.requestId === 'string') {
    return json.requestId
  }
  return undefined
}

/**
 * `Retry-After` is either delay-seconds or an HTTP date. Returns milliseconds
 * from `now`, never negative; undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined
  const value = header.trim()
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
