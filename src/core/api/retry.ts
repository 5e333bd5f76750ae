import type { ApiError } from './api-error'
import { abortedError } from './network-error'

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxTries: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxTries: 3, baseDelayMs: 500, maxDelayMs: 8_000 }

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
export function isRetryable(error: ApiError): boolean {
  if (error.code === 'offline' || error.code === 'timeout') return true
  return error.status !== undefined && (error.status >= 500 || isRateLimited(error))
}

/**
 * A 429 about the request budget. The plan's concurrent-call limit also answers
 * 429 (code `CONCURRENCY_LIMIT`), but waiting does not lift it and it says
 * nothing about the budget, so it pauses nothing and is not retried.
 */
export function isRateLimited(error: ApiError): boolean {
  return error.status === 429 && error.code !== 'CONCURRENCY_LIMIT'
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const sleep: Sleep = (ms, signal) =>
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
