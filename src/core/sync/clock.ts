import type { TimerClock } from '../api'

/**
 * Time as the poller and the sync see it: the API's `TimerClock`, the one its
 * limiter waits on. Injected so tests drive time by hand instead of waiting.
 */
export type SyncClock = TimerClock

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
