import type { ActiveCall } from '../../shared/api'
import type { CallsCurrent, CallsSnapshot, RuleMatch } from '../../shared/bridge'
import {
  backoffMs,
  behindCause,
  isAborted,
  isoAt,
  isRateLimited,
  isUnreachable,
  KEY_LIMITED,
  NoAnswerError,
  retryAfterOf,
  WallBehindError,
  type LivePart,
  type SyncClock,
} from '../sync'
import type { CallsDiff, Poll } from './calls-feed'

/** What the poller reads from and reports to: the service, the call history, the wall, the sync. */
export interface PollerDeps {
  /** The active calls now, compared with the last poll kept (`CallsFeed.poll`), given up after `timeoutMs`. */
  poll(signal: AbortSignal, timeoutMs: number): Promise<Poll>
  /**
   * Keeps one poll in the call history, from its diff; runs right after the
   * snapshot is emitted, in the same task (so every command the renderer sends
   * about the calls it shows is answered with them recorded), and a failure
   * fails the poll. `first`: the first poll since start, with no previous poll
   * to compare with.
   */
  record(diff: CallsDiff, seenAt: string, first: boolean): void
  emit(snapshot: CallsSnapshot): void
  /**
   * The poll's calls whose transfer request waits for a take-over: room name →
   * when it was first seen; a request this poll sees first is seen at `polledAt`.
   */
  transfersWaiting(calls: readonly ActiveCall[], polledAt: string): Record<string, string>
  /** The alert rules the poll's calls match (`RuleEvaluator.evaluate`): evaluated here, once per poll. */
  matches(calls: readonly ActiveCall[], polledAt: string, transfersWaiting: Record<string, string>): Record<string, RuleMatch[]>
  succeeded(): void
  /** A poll failed, or the poll in flight is overdue (`NoAnswerError`, told again every interval while it waits). */
  failed(error: unknown): void
  /** The key's limiter holds every request after a 429 (of any lane): a poll waiting then has not been sent. */
  keyLimited(): boolean
}

export interface PollerOptions {
  workspaceId: string
  clock: SyncClock
  visiblePollMs: number
  hiddenPollMs: number
  maxBackoffMs: number
  /** After a 429 without Retry-After. */
  rateLimitPauseMs: number
  /** How late past its cadence an answer may be before the poll is reported overdue. */
  noAnswerSlackMs: number
  visible: boolean
}

/**
 * Polls the active calls of one workspace: every `visiblePollMs` while the
 * console is visible, `hiddenPollMs` while hidden, at once after a supervisor's
 * action. Cadence is measured from the start of each poll, so time waiting for
 * the limiter does not stretch it. After a 429 it waits for Retry-After; after
 * other failures it backs off exponentially up to `maxBackoffMs` while hidden, and
 * keeps its cadence while visible (the supervisor watching sees the recovery at once).
 *
 * A frozen service (connected, silent) is told within the cadence, not after a
 * request timeout: an answer is due one interval after the last one (or when a
 * later poll starts), and a poll still waiting `noAnswerSlackMs` after that is
 * reported as a `NoAnswerError` while it goes on waiting. Its request gives up
 * after two intervals and the slack, and is not retried: the next poll is its retry.
 * Between polls that the service answers with a refusal (a 429 and its
 * Retry-After), the wall ages all the same: once it is older than one
 * interval and the slack, a `WallBehindError` says how old and why, again
 * every interval until a poll succeeds.
 */
export class ActiveCallPoller implements LivePart {
  #visible: boolean
  #stopped = true
  #cancelTimer: (() => void) | null = null
  #nextPollAt: number | null = null
  #inFlight: Promise<unknown> | null = null
  #abort: AbortController | null = null
  #again = false
  #failures = 0
  #pausedUntil = 0
  #lastStartedAt = 0
  /** When the service last answered a poll (with calls or an error); null before the first answer. */
  #lastAnswerAt: number | null = null
  /** The last poll failed without an answer (network down, timed out). */
  #unanswered = false
  /** When a poll last succeeded: the age of the wall is counted from it. */
  #lastOkAt: number | null = null
  #cancelBehind: () => void = () => undefined
  #full = true
  #calls: ActiveCall[] = []
  /**
   * The calls' durations as `#polledAt` saw them: the next poll's parse sets the durations of the calls it takes
   * from this poll (poll-text.ts), also when that poll then fails.
   */
  #durations: number[] = []
  #serverTime: string | null = null
  #polledAt: string | null = null
  #transfersWaiting: Record<string, string> = {}
  #matches: Record<string, RuleMatch[]> = {}

  constructor(
    private readonly deps: PollerDeps,
    private readonly options: PollerOptions,
  ) {
    this.#visible = options.visible
  }

  get intervalMs(): number {
    return this.#visible ? this.options.visiblePollMs : this.options.hiddenPollMs
  }

  get polling(): boolean {
    return this.#inFlight !== null
  }

  get nextPollAt(): number | null {
    return this.#nextPollAt
  }

  /** The first poll after a start is a full snapshot. */
  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    this.#full = true
    this.#schedule(0)
  }

  /** Cancels the poll in flight; nothing is recorded or emitted after this resolves. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#clearTimer()
    this.#cancelBehind()
    this.#abort?.abort()
    await this.#inFlight
  }

  /** After a supervisor's action: poll now, or right after the poll in flight (which may predate the action). */
  pollNow(): void {
    if (this.#stopped) return
    if (this.#inFlight) {
      this.#again = true
      return
    }
    if (this.#pausedUntil > this.options.clock.now()) return
    this.#schedule(0)
  }

  setVisible(visible: boolean): void {
    if (visible === this.#visible) return
    this.#visible = visible
    const { clock } = this.options
    // Shown again while backing off from failures: the long wait is cut to one interval too.
    const waiting = !this.#stopped && !this.#inFlight && this.#pausedUntil <= clock.now()
    if (waiting && (this.#failures === 0 || visible)) this.#schedule(Math.max(0, this.#lastStartedAt + this.intervalMs - clock.now()))
  }

  current(): CallsCurrent {
    return {
      workspaceId: this.options.workspaceId,
      calls: this.#calls.map((call, i) => (call.duration === this.#durations[i] ? call : { ...call, duration: this.#durations[i]! })),
      serverTime: this.#serverTime,
      polledAt: this.#polledAt,
      transfersWaiting: this.#transfersWaiting,
      matches: this.#matches,
    }
  }

  #schedule(delayMs: number): void {
    this.#clearTimer()
    this.#nextPollAt = this.options.clock.now() + delayMs
    this.#cancelTimer = this.options.clock.setTimeout(() => void this.#poll(), delayMs)
  }

  #clearTimer(): void {
    this.#cancelTimer?.()
    this.#cancelTimer = null
    this.#nextPollAt = null
  }

  async #poll(): Promise<void> {
    this.#cancelTimer = null
    this.#nextPollAt = null
    if (this.#stopped) return
    const run = this.#attempt()
    this.#inFlight = run
    const nextDelay = await run.finally(() => {
      this.#inFlight = null
    })
    if (this.#stopped || nextDelay === null) return
    if (this.#again) {
      this.#again = false
      this.#schedule(0)
    } else {
      this.#schedule(nextDelay)
    }
  }

  /** One poll; answers the delay until the next, or null when stopped meanwhile. */
  async #attempt(): Promise<number | null> {
    const { clock } = this.options
    const startedAt = clock.now()
    this.#lastStartedAt = startedAt
    const abort = new AbortController()
    this.#abort = abort
    this.#cancelBehind()
    const cancelOverdue = this.#watchOverdue(startedAt)
    try {
      const poll = await this.deps.poll(abort.signal, this.intervalMs * 2 + this.options.noAnswerSlackMs)
      if (this.#stopped) return null
      this.#lastAnswerAt = clock.now()
      this.#lastOkAt = this.#lastAnswerAt
      this.#unanswered = false
      this.#accept(poll)
      this.#failures = 0
      this.deps.succeeded()
      return Math.max(0, startedAt + this.intervalMs - clock.now())
    } catch (error) {
      if (this.#stopped || isAborted(error)) return null
      this.#unanswered = isUnreachable(error)
      if (!this.#unanswered) this.#lastAnswerAt = clock.now()
      this.#failures++
      this.deps.failed(error)
      if (!this.#unanswered) this.#cancelBehind = this.#watchBehind(error)
      if (isRateLimited(error)) {
        this.#pausedUntil = clock.now() + (retryAfterOf(error) ?? this.options.rateLimitPauseMs)
        return this.#pausedUntil - clock.now()
      }
      // Watched, the wall keeps its cadence so it shows Online within one poll of the service's return; hidden, it backs off.
      if (this.#visible) return Math.max(0, startedAt + this.intervalMs - clock.now())
      return backoffMs(this.intervalMs, this.#failures, this.options.maxBackoffMs)
    } finally {
      cancelOverdue()
      this.#abort = null
    }
  }

  /** Reports the wall behind once it is older than one interval and the slack, then every interval; answers the cancel. */
  #watchBehind(why: unknown): () => void {
    const { clock, noAnswerSlackMs } = this.options
    const since = this.#lastOkAt
    if (since === null) return () => undefined
    return this.#everyInterval(since + this.intervalMs + noAnswerSlackMs - clock.now(), () =>
      this.deps.failed(new WallBehindError(clock.now() - since, behindCause(why))),
    )
  }

  /**
   * Reports the poll started at `startedAt` overdue, then every interval, until it settles; answers the cancel. Not
   * after a poll that got no answer: that failure already told the state, and this one would only restate it.
   */
  #watchOverdue(startedAt: number): () => void {
    const { clock, noAnswerSlackMs } = this.options
    if (this.#unanswered) return () => undefined
    const since = this.#lastAnswerAt ?? startedAt
    return this.#everyInterval(Math.max(since + this.intervalMs, startedAt) + noAnswerSlackMs - clock.now(), () => {
      // Held back by the key's limit, the poll is not waiting for the service: the wall is behind, not unanswered.
      const wallAt = this.#lastOkAt
      this.deps.failed(
        this.deps.keyLimited() && wallAt !== null ? new WallBehindError(clock.now() - wallAt, KEY_LIMITED) : new NoAnswerError(clock.now() - since),
      )
    })
  }

  /** Runs `report` after `delayMs`, then every interval, until cancelled or the poller stops; answers the cancel. */
  #everyInterval(delayMs: number, report: () => void): () => void {
    const { clock } = this.options
    let cancel: () => void
    const tick = (): void => {
      if (this.#stopped) return
      report()
      cancel = clock.setTimeout(tick, this.intervalMs)
    }
    cancel = clock.setTimeout(tick, delayMs)
    return () => cancel()
  }

  /**
   * One diff per poll: the wall receives it, then the history records it, before
   * anything else runs. The snapshot goes first because recording is most of a
   * poll's work in core (a row per live call, each moving its Insights rollups:
   * hundreds of milliseconds with 2,000 calls on a busy machine), and the wall
   * need not wait for it. If recording fails, the poll fails and the next one is
   * diffed against the last recorded poll, so the history misses nothing (the
   * wall receives those changes again, which changes nothing there).
   */
  #accept({ list, diff, keep }: Poll): void {
    const polledAt = isoAt(this.options.clock)
    const full = this.#full
    const transfersWaiting = this.deps.transfersWaiting(diff.current, polledAt)
    const matches = this.deps.matches(diff.current, polledAt, transfersWaiting)
    this.deps.emit({
      workspaceId: this.options.workspaceId,
      full,
      added: full ? diff.current : diff.added,
      changed: full ? [] : diff.changed,
      removed: full ? [] : diff.removed,
      count: list.count,
      serverTime: list.timestamp,
      polledAt,
      transfersWaiting,
      matches,
    })
    this.deps.record(diff, polledAt, full)
    keep()
    this.#calls = diff.current
    this.#durations = diff.current.map((call) => call.duration)
    this.#full = false
    this.#serverTime = list.timestamp
    this.#polledAt = polledAt
    this.#transfersWaiting = transfersWaiting
    this.#matches = matches
  }
}
