const WINDOW_SECONDS = 60

/** What one request met: admitted or the seconds to wait, and the key's count as it stands after it. */
export interface Admission {
  /** 0 when admitted; else the whole seconds to wait (at least 1), the request not counted. */
  retryAfter: number
  limit: number
  /** Requests the key may still make in the window now. */
  remaining: number
  /** Seconds until the oldest counted request leaves the window (0 when none is counted). */
  reset: number
}

interface Window {
  seconds: Float64Array
  counts: Int32Array
}

/**
 * Requests per minute per key over a sliding one-minute window of one-second
 * buckets: constant work per request, whatever the limit.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the request if the window has room, else answers the seconds to wait without counting it. */
  take(key: string): Admission {
    const nowMs = this.now()
    const second = Math.floor(nowMs / 1000)
    let window = this.windows.get(key)
    if (!window) {
      window = { seconds: new Float64Array(WINDOW_SECONDS).fill(-Infinity), counts: new Int32Array(WINDOW_SECONDS) }
      this.windows.set(key, window)
    }
    let total = 0
    for (let i = 0; i < WINDOW_SECONDS; i++) if ((window.seconds[i] ?? -Infinity) > second - WINDOW_SECONDS) total += window.counts[i] ?? 0
    if (total >= this.limit) {
      const wait = this.secondsUntilFreed(window, second, nowMs, total - this.limit + 1)
      return { retryAfter: wait, limit: this.limit, remaining: 0, reset: wait }
    }
    const slot = second % WINDOW_SECONDS
    if (window.seconds[slot] !== second) {
      window.seconds[slot] = second
      window.counts[slot] = 0
    }
    window.counts[slot] = (window.counts[slot] ?? 0) + 1
    return { retryAfter: 0, limit: this.limit, remaining: this.limit - total - 1, reset: this.secondsUntilFreed(window, second, nowMs, 1) }
  }

  /** When the oldest `needed` requests have left the window. */
  private secondsUntilFreed(window: Window, second: number, nowMs: number, needed: number): number {
    let freed = 0
    for (let s = second - WINDOW_SECONDS + 1; s <= second; s++) {
      const slot = ((s % WINDOW_SECONDS) + WINDOW_SECONDS) % WINDOW_SECONDS
      if (window.seconds[slot] === s) freed += window.counts[slot] ?? 0
      if (freed >= needed) return Math.max(1, Math.ceil(((s + WINDOW_SECONDS) * 1000 - nowMs) / 1000))
    }
    return WINDOW_SECONDS
  }
}
