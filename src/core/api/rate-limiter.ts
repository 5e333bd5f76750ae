import PQueue from 'p-queue'
import { abortedError } from './network-error'

/** Priority lanes: a supervisor's action, then active-call polling, then cache sync. */
export type Lane = 'user' | 'live' | 'background'
export const LANES: readonly Lane[] = ['user', 'live', 'background']
const PRIORITY: Record<Lane, number> = { user: 2, live: 1, background: 0 }

export const DEFAULT_REQUESTS_PER_MINUTE = 60
/** Why 0.98 and not less: see docs/api-client.md ("Budget and headroom"). */
export const DEFAULT_HEADROOM = 0.98
/** How long all lanes pause after a 429 that carries no Retry-After. */
export const DEFAULT_RATE_LIMIT_PAUSE_MS = 5_000
const MINUTE_MS = 60_000

export interface RateLimiterOptions {
  requestsPerMinute?: number
  headroom?: number
  now?: () => number
}

export interface LimiterMetrics {
  /** The plan's limit, as configured for the workspace. */
  requestsPerMinute: number
  /** What the limiter lets through: the limit less the headroom. */
  budgetPerMinute: number
  /** Requests let through in the last 60 s. */
  usedLastMinute: number
  queued: Record<Lane, number>
  /** ISO 8601 UTC of the last 429, or null. */
  last429At: string | null
  /** ISO 8601 UTC until which every lane waits after a 429, or null. */
  pausedUntil: string | null
}

export interface RateLimiter {
  /** Waits for a slot in `lane`; rejects with ApiError `aborted` if `signal` fires first. */
  acquire(lane: Lane, signal?: AbortSignal): Promise<void>
  /** A 429 came back: every lane waits `retryAfterMs` (or a default pause). */
  reportRateLimited(retryAfterMs: number | undefined): void
  setRequestsPerMinute(requestsPerMinute: number): void
  metrics(): LimiterMetrics
  /** Called on every change of the metrics; returns the unsubscribe function. */
  subscribe(listener: (metrics: LimiterMetrics) => void): () => void
}

interface Waiter {
  lane: Lane
  /** Arrival order, kept when waiting requests move to a rebuilt queue. */
  seq: number
  grant: () => void
  /** Takes the waiter out of the p-queue it is queued in. */
  detach: AbortController
}

/**
 * One per API key. p-queue orders waiting requests by lane priority; its strict
 * (sliding window) mode with one request per `60 s / budget` spaces them evenly,
 * so a `user` request never waits behind a burst.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now
  const headroom = options.headroom ?? DEFAULT_HEADROOM
  let requestsPerMinute = options.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE
  let queue = buildQueue(requestsPerMinute, headroom)
  const waiting = new Set<Waiter>()
  const grants: number[] = []
  const listeners = new Set<(metrics: LimiterMetrics) => void>()
  let last429At: number | null = null
  let pausedUntil: number | null = null
  let resumeTimer: ReturnType<typeof setTimeout> | undefined
  let arrivals = 0

  const forgetOldGrants = (t: number) => {
    while (grants.length > 0 && (grants[0] ?? 0) <= t - MINUTE_MS) grants.shift()
  }
  const metrics = (): LimiterMetrics => {
    forgetOldGrants(now())
    const queued: Record<Lane, number> = { user: 0, live: 0, background: 0 }
    for (const waiter of waiting) queued[waiter.lane]++
    return {
      requestsPerMinute,
      budgetPerMinute: budgetOf(requestsPerMinute, headroom),
      usedLastMinute: grants.length,
      queued,
      last429At: last429At === null ? null : new Date(last429At).toISOString(),
      pausedUntil: pausedUntil === null ? null : new Date(pausedUntil).toISOString(),
    }
  }
  const publish = () => {
    if (listeners.size === 0) return
    const snapshot = metrics()
    for (const listener of listeners) listener(snapshot)
  }

  const resume = () => {
    resumeTimer = undefined
    pausedUntil = null
    queue.start()
    publish()
  }

  const enqueue = (waiter: Waiter) => {
    waiter.detach = new AbortController()
    // Rejects only when the waiter is detached, which the detacher handles.
    queue.add(waiter.grant, { priority: PRIORITY[waiter.lane], signal: waiter.detach.signal }).catch(() => undefined)
  }

  async function acquire(lane: Lane, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw abortedError(signal.reason)
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        waiter.detach.abort()
        leave()
        reject(abortedError(signal?.reason))
      }
      const leave = () => {
        waiting.delete(waiter)
        signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        lane,
        seq: arrivals++,
        detach: new AbortController(),
        grant: () => {
          leave()
          resolve()
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.add(waiter)
      enqueue(waiter)
      publish()
    })
    const t = now()
    forgetOldGrants(t)
    grants.push(t)
    publish()
  }

  return {
    acquire,
    reportRateLimited(retryAfterMs) {
      const t = now()
      last429At = t
      const until = t + (retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS)
      if (pausedUntil === null || until > pausedUntil) {
        pausedUntil = until
        queue.pause()
        clearTimeout(resumeTimer)
        resumeTimer = setTimeout(resume, until - t)
      }
      publish()
    },
    setRequestsPerMinute(next) {
      if (next === requestsPerMinute) return
      requestsPerMinute = next
      queue = buildQueue(next, headroom)
      if (pausedUntil !== null) queue.pause()
      // p-queue cannot change its interval in place: waiting requests move to the new queue in lane, then arrival, order.
      const ordered = [...waiting].sort((a, b) => PRIORITY[b.lane] - PRIORITY[a.lane] || a.seq - b.seq)
      for (const waiter of ordered) {
        waiter.detach.abort()
        enqueue(waiter)
      }
      publish()
    },
    metrics,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function budgetOf(requestsPerMinute: number, headroom: number): number {
  return Math.max(1, Math.floor(requestsPerMinute * headroom))
}

function buildQueue(requestsPerMinute: number, headroom: number): PQueue {
  const budget = budgetOf(requestsPerMinute, headroom)
  return new PQueue({ strict: true, intervalCap: 1, interval: MINUTE_MS / budget })
}
