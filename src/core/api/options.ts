import type { Logger } from '../log'
import type { Clock } from './clock'
import type { Lane, RateLimiter } from './rate-limiter'
import type { QuarantinedItem } from './tolerant'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ApiClientOptions {
  /** E.g. `https://api.example.com` or the simulator's `http://127.0.0.1:port`. */
  baseUrl: string
  workspaceId: string
  apiKey: string
  /** The one limiter of this API key, shared by every client and caller that uses the key. */
  limiter: RateLimiter
  fetch?: FetchLike
  /** Per attempt, from sending to the last byte of the answer; queue time is not counted. Default 15 s. */
  timeoutMs?: number
  logger?: Logger
  /** Told the items of a list answer that could be neither read nor repaired (the rest of the list is answered). */
  onQuarantine?: (workspaceId: string, items: QuarantinedItem[]) => void
  clock?: Clock
  /** For tests: the jitter source ([0, 1)) and the sleep between retries. */
  random?: () => number
  sleep?: Sleep
  retry?: RetryPolicy
}

/** Every client method takes these last. */
export interface RequestOptions {
  signal?: AbortSignal
  /** Overrides the method's default lane. */
  lane?: Lane
  /** Overrides the client's timeout for this request, e.g. for a large upload on a slow line. */
  timeoutMs?: number
  /** Overrides the client's tries of a GET, e.g. 1 for a poll whose next poll is its retry. */
  maxTries?: number
}

export const DEFAULT_TIMEOUT_MS = 15_000

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxTries: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxTries: 3, baseDelayMs: 500, maxDelayMs: 8_000 }

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>
