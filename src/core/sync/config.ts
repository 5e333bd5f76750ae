import type { PeriodicResource } from '../../shared/bridge'

/** The cadences of the poller and the periodic sync; every field can be overridden. */
export interface SyncConfig {
  /** Active-call poll interval while the console is visible. */
  visiblePollMs: number
  /** ... while it is hidden or minimized. */
  hiddenPollMs: number
  /** The longest wait between two attempts after consecutive failures (poller, sync, outbox). */
  maxBackoffMs: number
  /** Pause after a 429 that carries no Retry-After. */
  rateLimitPauseMs: number
  /** How late past its cadence a live poll's answer may be before the state says "No answer for N s". */
  noAnswerSlackMs: number
  /** Time between two syncs of each resource. */
  intervalMs: Record<PeriodicResource, number>
  /** How many conversations are fetched at once; the limiter spaces them anyway. */
  conversationFetchConcurrency: number
  /** How many pages of one listing are asked at once after its first; the limiter spaces them anyway. */
  pageConcurrency: number
}

const MINUTE = 60_000

export const DEFAULT_SYNC_CONFIG: SyncConfig = {
  visiblePollMs: 2_000,
  hiddenPollMs: 10_000,
  maxBackoffMs: 30_000,
  rateLimitPauseMs: 5_000,
  noAnswerSlackMs: 2_000,
  intervalMs: {
    agents: 5 * MINUTE,
    flows: 5 * MINUTE,
    voices: 5 * MINUTE,
    // Callbacks are rescheduled all day long; the queue should not lag by minutes.
    dispositions: MINUTE,
    conversations: 5 * MINUTE,
  },
  // Enough in flight that the limiter's queue never runs dry while answers travel and are written (a slow link,
  // a busy machine): at 600/min a slot is 100 ms, so 16 give each request 1.6 s; the limiter spaces them anyway.
  conversationFetchConcurrency: 16,
  pageConcurrency: 8,
}

export type SyncConfigInput = Partial<Omit<SyncConfig, 'intervalMs'>> & {
  intervalMs?: Partial<Record<PeriodicResource, number>>
}

export function syncConfigOf(input: SyncConfigInput = {}): SyncConfig {
  return {
    ...DEFAULT_SYNC_CONFIG,
    ...input,
    intervalMs: { ...DEFAULT_SYNC_CONFIG.intervalMs, ...input.intervalMs },
  }
}

/** Exponential backoff from `baseMs`, doubling per consecutive failure, capped at `maxMs`. */
export function backoffMs(baseMs: number, failures: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1))
}
