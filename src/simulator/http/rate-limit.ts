const WINDOW_SECONDS = 60

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

  /** Counts the request and answers 0, or answers the whole seconds to wait (at least 1) without counting it. */
  take(key: string): number {
    const nowMs = this.now()
    const second = Math.floor(nowMs / 1000)
    let window = this.windows.get(key)
    if (!window) {
      window = { seconds: new Float64Array(WINDOW_SECONDS).fill(-Infinity), counts: new Int32Array(WINDOW_SECONDS) }
      this.windows.set(key, window)
    }
    let total = 0
    for (let i = 0; i < WINDOW_SECONDS; i++) if ((window.seconds[i] ?? -Infinity) > second - WINDOW_SECONDS) total += window.counts[i] ?? 0
    if (total >= this.limit) return this.retryAfter(window, second, nowMs, total - this.limit + 1)
    const slot = second % WINDOW_SECONDS
    if (window.seconds[slot] !== second) {
      window.seconds[slot] = second
      window.counts[slot] = 0
    }
    window.counts[slot] = (window.counts[slot] ?? 0) + 1
    return 0
  }

  /** When enough of the oldest requests leave the window to admit one more. */
  private retryAfter(window: Window, second: number, nowMs: number, needed: number): number {
    let freed = 0
    for (let s = second - WINDOW_SECONDS + 1; s <= second; s++) {
      const slot = ((s % WINDOW_SECONDS) + WINDOW_SECONDS) % WINDOW_SECONDS
      if (window.seconds[slot] === s) freed += window.counts[slot] ?? 0
      if (freed >= needed) return Math.max(1, Math.ceil(((s + WINDOW_SECONDS) * 1000 - nowMs) / 1000))
    }
    return WINDOW_SECONDS
  }
}
