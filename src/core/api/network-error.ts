import { ApiError } from './api-error'

export type AbortReason = 'timeout' | 'aborted'

/**
 * The ApiError of a request that got no HTTP answer. Node's fetch (undici) wraps
 * socket and DNS failures in `TypeError('fetch failed', {cause})`, whose cause
 * carries the system code (ECONNREFUSED, ENOTFOUND, ...). `abortedBy` says which of
 * our two signals (the per-request timer or the caller's signal) fired, if any.
 */
export function networkError(cause: unknown, abortedBy: AbortReason | undefined, timeoutMs: number): ApiError {
  if (abortedBy === 'timeout') {
    return new ApiError({ code: 'timeout', message: `No answer within ${timeoutMs / 1000} s`, cause })
  }
  if (abortedBy === 'aborted') return abortedError(cause)
  const systemCode = systemCodeOf(cause)
  return new ApiError({
    code: 'offline',
    message: systemCode ? `Could not connect (${systemCode})` : 'Could not connect',
    details: detailsOf(cause),
    cause,
  })
}

export function abortedError(cause?: unknown): ApiError {
  return new ApiError({ code: 'aborted', message: 'The request was cancelled', cause })
}

function systemCodeOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function detailsOf(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : undefined
}
