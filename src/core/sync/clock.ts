/**
 * Time as the poller and the sync see it. Injected so tests drive time by hand
 * instead of waiting.
 */
export interface SyncClock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Calls `fn` once after `ms`; returns the function that cancels it. */
  setTimeout(fn: () => void, ms: number): () => void
}

export const systemClock: SyncClock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const timer = setTimeout(fn, Math.max(0, ms))
    // A pending poll must not keep a test run or a quitting app alive.
    timer.unref?.()
    return () => clearTimeout(timer)
  },
}

export function isoAt(clock: SyncClock): string {
  return new Date(clock.now()).toISOString()
}
