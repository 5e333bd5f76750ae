import { abortedError } from './network-error'
import type { TimerClock } from './clock'

/** Priority lanes: a supervisor's action, then active-call polling, then cache sync. */
export type Lane = 'user' | 'live' | 'background'
export const LANES: readonly Lane[] = ['user', 'live', 'background']

export const DEFAULT_REQUESTS_PER_MINUTE = 60
/** Why 0.98 and not less: see docs/api-client.md ("Budget and headroom"). */
export const DEFAULT_HEADROOM = 0.98
/** How long all lanes pause after a 429 that carries no Retry-After. */
export const DEFAULT_RATE_LIMIT_PAUSE_MS = 5_000
const MINUTE_MS = 60_000
/**
 * The background lane's rate is halved by each 429 episode and grows back by
 * this part of the budget each second without one (additive increase,
 * multiplicative decrease): consoles sharing a key converge on even shares,
 * and a console alone, which never meets a 429 it did not cause, keeps its
 * whole budget. 1/120: from the floor back to the full budget in two minutes,
 * slow enough that a 60 s window on the service is not refilled at once.
 */
export const BACKGROUND_GROWTH_PER_SECOND = 1 / 120
/** Background work never stops entirely: a first sync still moves, a page every 30 s. */
export const BACKGROUND_FLOOR_PER_MINUTE = 2
/**
 * When the service says others are sending on the key too, background work
 * waits while less than this part of the key's minute is left: the rest stays
 * for every console's live poll and its supervisor, since a full window on the
 * service refuses everything until its oldest requests age out (docs/sync.md).
 */
export const SHARED_RESERVE = 1 / 2
/** The service's count is trusted this long; after it, background work goes and its answer brings a new one. */
export const SERVICE_COUNT_FRESH_MS = 10_000
/**
 * Others' sending is read from two counts this far apart: long enough for
 * their growth to stand above the skew between the two counts. Until a
 * console has counts this far apart, it does not hold.
 */
export const ARRIVALS_SPAN_MS = 5_000

/** What the service said of the key's window with an answer (its rate-limit headers). */
export interface ServiceCount {
  /** Requests the key may still make in the service's window. */
  remaining: number
  /** The service's limit a minute, when it said it. */
  limit: number | null
}

export interface RateLimiterOptions {
  requestsPerMinute?: number
  headroom?: number
  /** Where the slots are read and waited for; the system's unless told. */
  clock?: TimerClock
}

/** The system's time; a wake-up keeps the process alive, as a request waiting for its slot does. */
const systemTime: TimerClock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const timer = setTimeout(fn, ms)
    return () => clearTimeout(timer)
  },
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
  /** What background work may use now, requests a minute: the budget until a 429, then learned from them. */
  backgroundPerMinute: number
  /** 429s that asked this key to slow down in the last 60 s. */
  rateLimitedLastMinute: number
  /**
   * The last 429 of the last 60 s came while this console used fewer requests
   * than its budget: someone else uses the key (another console), or the
   * plan's limit is set higher than the service's. Its own count then, or null.
   */
  limitedWhileUsing: number | null
  /**
   * Requests of the last minute the service counted on this key beyond this
   * console's own, when its answers say so and they are more than the skew
   * between the two counts; else null.
   */
  othersLastMinute: number | null
  /** Background work waits: others are sending on the key and less than SHARED_RESERVE of its minute is left. */
  backgroundHeld: boolean
}

export interface RateLimiter {
  /** Waits for a slot in `lane`; rejects with ApiError `aborted` if `signal` fires first. */
  acquire(lane: Lane, signal?: AbortSignal): Promise<void>
  /** A 429 came back: every lane waits `retryAfterMs` (or a default pause) and background work slows down. */
  reportRateLimited(retryAfterMs: number | undefined): void
  /** An answer said how much of the key's window is left; other consoles' use of the key shows in it. */
  reportServiceCount(count: ServiceCount): void
  setRequestsPerMinute(requestsPerMinute: number): void
  metrics(): LimiterMetrics
  /** Called on every change of the metrics; returns the unsubscribe function. */
  subscribe(listener: (metrics: LimiterMetrics) => void): () => void
}

/**
 * One per API key. Waiting requests are granted one per slot of `60 s / budget`,
 * the highest lane first, FIFO within a lane, so a `user` request never waits
 * behind a burst. The slots are a schedule, not a gap after each grant: a
 * wake-up that comes late (a busy event loop, a loaded machine) is made up by
 * the next slot, so the late milliseconds are not lost from every slot.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? systemTime
  const now = () => clock.now()
  const headroom = options.headroom ?? DEFAULT_HEADROOM
  let requestsPerMinute = options.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE
  /** Each waiting request's grant, per lane, in arrival order. */
  const waiting: Record<Lane, (() => void)[]> = { user: [], live: [], background: [] }
  const grants: number[] = []
  const listeners = new Set<(metrics: LimiterMetrics) => void>()
  let last429At: number | null = null
  let pausedUntil: number | null = null
  /** The slot of the last grant: the next one is a slot later. */
  let lastSlot = -Infinity
  let backgroundPerMinute = budgetOf(requestsPerMinute, headroom)
  /** Until when background's growth has been counted. */
  let grownUntil = now()
  let lastBackgroundSlot = -Infinity
  const limitedAt: number[] = []
  let limitedWhileUsing: { at: number; used: number } | null = null
  /**
   * The service's counts of the last ARRIVALS_SPAN_MS and the newest before
   * them, oldest first: each with the others' part (the count less this
   * console's grants in the window when it came).
   */
  const counts: { at: number; remaining: number; limit: number; others: number }[] = []
  let cancelWakeUp: (() => void) | undefined

  const slotMs = () => MINUTE_MS / budgetOf(requestsPerMinute, headroom)
  /**
   * How late a grant may be and still keep its slot: half the slots the
   * headroom leaves spare, less one (5 slots at 600/min, none at 60/min).
   * Grants land within this of their slots, so a 60 s window holds at most
   * budget + 1 + that many slots, and the other half stays for network jitter.
   */
  const catchUpMs = () => slotMs() * Math.max(0, Math.floor((requestsPerMinute - budgetOf(requestsPerMinute, headroom)) / 2) - 1)
  const forgetOldGrants = (t: number) => {
    while (grants.length > 0 && (grants[0] ?? 0) <= t - MINUTE_MS) grants.shift()
    while (limitedAt.length > 0 && (limitedAt[0] ?? 0) <= t - MINUTE_MS) limitedAt.shift()
    if (limitedWhileUsing !== null && limitedWhileUsing.at <= t - MINUTE_MS) limitedWhileUsing = null
  }
  const latestCount = () => counts[counts.length - 1] ?? null
  /** How far the two counts may differ with nobody else on the key: the service's 1-s buckets keep a second more, and answers are in flight. */
  const skew = () => Math.max(2, Math.ceil(budgetOf(requestsPerMinute, headroom) / 30))
  /** The others' part of the service's latest count when it is fresh and beyond skew; else null. */
  const othersOf = (t: number): number | null => {
    const latest = latestCount()
    if (latest === null || t - latest.at > SERVICE_COUNT_FRESH_MS) return null
    return latest.others > skew() ? latest.others : null
  }
  /**
   * Whether others sent on the key over the span: the others' part grew by
   * more than skew. Growth is the arrivals less what left, so it understates
   * them, never overstates: a console opened after another's heavy use sees
   * that use leave or stand still, and is not held for it.
   */
  const othersArriving = (): boolean => {
    const latest = latestCount()
    const reference = counts[0]
    if (latest === null || reference === undefined || latest.at - reference.at < ARRIVALS_SPAN_MS) return false
    return latest.others - reference.others > skew()
  }
  const backgroundHeld = (t: number): boolean => {
    const latest = latestCount()
    if (latest === null || othersOf(t) === null || !othersArriving()) return false
    let ownSince = 0
    for (let i = grants.length - 1; i >= 0 && (grants[i] ?? 0) > latest.at; i--) ownSince++
    return latest.remaining - ownSince <= Math.ceil(latest.limit * SHARED_RESERVE)
  }
  const grow = (t: number) => {
    const budget = budgetOf(requestsPerMinute, headroom)
    if (pausedUntil === null || t >= pausedUntil) {
      const from = Math.max(grownUntil, pausedUntil ?? -Infinity)
      backgroundPerMinute = Math.min(budget, backgroundPerMinute + (budget * BACKGROUND_GROWTH_PER_SECOND * Math.max(0, t - from)) / 1000)
    }
    grownUntil = t
  }
  const metrics = (): LimiterMetrics => {
    const t = now()
    forgetOldGrants(t)
    grow(t)
    return {
      requestsPerMinute,
      budgetPerMinute: budgetOf(requestsPerMinute, headroom),
      usedLastMinute: grants.length,
      queued: { user: waiting.user.length, live: waiting.live.length, background: waiting.background.length },
      last429At: last429At === null ? null : new Date(last429At).toISOString(),
      pausedUntil: pausedUntil === null ? null : new Date(pausedUntil).toISOString(),
      backgroundPerMinute: Math.floor(backgroundPerMinute),
      rateLimitedLastMinute: limitedAt.length,
      limitedWhileUsing: limitedWhileUsing?.used ?? null,
      othersLastMinute: othersOf(t),
      backgroundHeld: backgroundHeld(t),
    }
  }
  const publish = () => {
    if (listeners.size === 0) return
    const snapshot = metrics()
    for (const listener of listeners) listener(snapshot)
  }

  /** When background work may go next: its share's spacing; while held, its floor's, or when the service's count goes stale. */
  const backgroundDue = (t: number): number => {
    const share = lastBackgroundSlot + MINUTE_MS / backgroundPerMinute
    const latest = latestCount()
    if (latest === null || !backgroundHeld(t)) return share
    return Math.max(share, Math.min(lastBackgroundSlot + MINUTE_MS / BACKGROUND_FLOOR_PER_MINUTE, latest.at + SERVICE_COUNT_FRESH_MS))
  }

  /** Grants the next waiter if its slot has come, else wakes up when it comes. */
  const pump = () => {
    cancelWakeUp?.()
    cancelWakeUp = undefined
    const t = now()
    grow(t)
    if (pausedUntil !== null) {
      if (t < pausedUntil) {
        cancelWakeUp = clock.setTimeout(pump, pausedUntil - t)
        return
      }
      pausedUntil = null
      publish()
    }
    const lane = LANES.find((l) => waiting[l].length > 0)
    if (lane === undefined) return
    const slot = lastSlot + slotMs()
    const due = lane === 'background' ? Math.max(slot, backgroundDue(t)) : slot
    if (t < due) {
      cancelWakeUp = clock.setTimeout(pump, due - t)
      return
    }
    // Late by less than the slots the plan leaves spare: the schedule holds, and the slots missed follow at once.
    // Later than that (nobody was waiting, or a long stall): a new schedule starts now.
    lastSlot = t - due < catchUpMs() ? due : t
    if (lane === 'background') lastBackgroundSlot = lastSlot
    const grant = waiting[lane].shift() as () => void
    forgetOldGrants(t)
    grants.push(t)
    grant()
    publish()
    pump()
  }

  async function acquire(lane: Lane, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw abortedError(signal.reason)
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }
      const onAbort = () => {
        const queue = waiting[lane]
        queue.splice(queue.indexOf(grant), 1)
        reject(abortedError(signal?.reason))
        publish()
        pump()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting[lane].push(grant)
      publish()
      pump()
    })
  }

  return {
    acquire,
    reportRateLimited(retryAfterMs) {
      const t = now()
      forgetOldGrants(t)
      grow(t)
      last429At = t
      limitedAt.push(t)
      if (grants.length < budgetOf(requestsPerMinute, headroom)) limitedWhileUsing = { at: t, used: grants.length }
      // One decrease per episode: the 429s of requests already on their way when the first came tell nothing new.
      if (pausedUntil === null || t >= pausedUntil) backgroundPerMinute = Math.max(BACKGROUND_FLOOR_PER_MINUTE, backgroundPerMinute / 2)
      const until = t + (retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS)
      if (pausedUntil === null || until > pausedUntil) pausedUntil = until
      publish()
      pump()
    },
    reportServiceCount(count) {
      const t = now()
      forgetOldGrants(t)
      const was = backgroundHeld(t)
      const limit = count.limit ?? requestsPerMinute
      counts.push({ at: t, remaining: count.remaining, limit, others: limit - count.remaining - grants.length })
      while (counts.length > 1 && (counts[1]?.at ?? t) <= t - ARRIVALS_SPAN_MS) counts.shift()
      // A hold is a decrease: released, consoles grow back additively instead of all sending at their whole budget at once.
      if (backgroundHeld(t)) {
        grow(t)
        backgroundPerMinute = BACKGROUND_FLOOR_PER_MINUTE
      }
      if (backgroundHeld(t) !== was) publish()
      pump()
    },
    setRequestsPerMinute(next) {
      if (next === requestsPerMinute) return
      grow(now())
      backgroundPerMinute = (backgroundPerMinute * budgetOf(next, headroom)) / budgetOf(requestsPerMinute, headroom)
      requestsPerMinute = next
      // The waiting requests keep their order; the next slot is one of the new budget after the last grant.
      publish()
      pump()
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
