export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

/** A clock that also wakes its reader up: what waits reads and sets its time on one clock, so a test drives both. */
export interface TimerClock extends Clock {
  /** Calls `fn` once after `ms`; returns the function that cancels it. */
  setTimeout(fn: () => void, ms: number): () => void
}
