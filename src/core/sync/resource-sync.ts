import { setMaxListeners } from 'node:events'
import type { Logger } from '../log'
import { PERIODIC_RESOURCES, type PeriodicResource, type SyncProgress } from '../../shared/bridge'
import type { ApiClient } from '../api'
import { getSyncState, isDiskFull, recordSyncError, recordSyncSuccess, type Cache } from '../cache'
import { CoreError, words } from '../errors/core-error'
import { isoAt, type SyncClock } from './clock'
import { backoffMs, type SyncConfig } from './config'
import { describeFailure, failureWords, isRateLimited, isUnreachable, noteUnlessDiskFull, retryAfterOf } from './errors'
import { FirstPages } from './paged-listing'
import { RoundProgress } from './progress'
import { SIZERS, SYNCERS } from './resource-syncers'
import type { Sizer, SyncReport, Syncer, SyncerContext } from './syncer'

/** First retry of a resource that failed for a reason other than the network. */
const RETRY_BASE_MS = 5_000
/** While a round makes progress, its `sync.status` goes out at most this often. */
const PROGRESS_EVENT_MS = 1_000

export interface OutcomeSink {
  succeeded(source: string): void
  failed(source: string, error: unknown): void
}

/** What each background part of a workspace's sync (periodic sync, outbox replay) works with. */
export interface SyncPartOptions {
  /** Where failures and retries are logged (the host's log); silent when absent. */
  logger?: Logger
  workspaceId: string
  client: ApiClient
  db: Cache
  clock: SyncClock
  config: SyncConfig
  monitor: OutcomeSink
  /** The part's status changed: a resource started or finished, an outbox entry moved on. */
  onChange(): void
}

export interface ResourceSyncOptions extends SyncPartOptions {
  syncers?: Record<PeriodicResource, Syncer>
  /** How a first sync estimates each resource's requests; none when `syncers` are given without them. */
  sizers?: Record<PeriodicResource, Sizer>
}

/**
 * Keeps agents, flows, voices, dispositions and conversations of one workspace
 * fresh: each on its own interval, one resource at a time, in the `background`
 * lane (so the poller and the supervisor's actions go first). When the service
 * is unreachable or rate limits, the whole sync holds (with backoff, or for
 * Retry-After) and `resume()` restarts it as soon as the connection is back.
 */
export class ResourceSync {
  readonly #due = new Map<PeriodicResource, number>()
  readonly #failures = new Map<PeriodicResource, number>()
  readonly #failing = new Set<PeriodicResource>()
  /** Asked for while running: the run in flight may have read the service before the change. */
  readonly #rerun = new Set<PeriodicResource>()
  /** Running when the connection came back: its request may have left before, so a failure of it is retried at once. */
  #retryIfFails: PeriodicResource | null = null
  #running: PeriodicResource | null = null
  #heldUntil = 0
  #holds = 0
  #stopped = true
  #cancelTimer: (() => void) | null = null
  #loop: Promise<void> | null = null
  readonly #abort = new AbortController()
  #round: RoundProgress | null = null
  /** What the round's sizing read ahead, for the listings of the round. */
  #firstPages = new FirstPages()
  /** Requests each resource took in its last run: the next round's estimate. */
  readonly #lastRequests = new Map<PeriodicResource, number>()
  #lastProgressEventAt = 0

  constructor(private readonly options: ResourceSyncOptions) {
    // Every request in flight listens to the one stop signal: conversations and pages in flight, plus sizing.
    setMaxListeners(4 * (options.config.conversationFetchConcurrency + options.config.pageConcurrency), this.#abort.signal)
  }

  start(): void {
    if (!this.#stopped) return
    this.#stopped = false
    for (const resource of PERIODIC_RESOURCES) this.#due.set(resource, this.options.clock.now())
    this.#schedule()
  }

  /** Aborts the request in flight; nothing is written after this resolves. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#cancelTimer?.()
    this.#abort.abort()
    await this.#loop
  }

  syncNow(resource?: PeriodicResource): void {
    if (this.#stopped) return
    const now = this.options.clock.now()
    for (const r of resource ? [resource] : PERIODIC_RESOURCES) {
      this.#due.set(r, now)
      if (this.#running === r) this.#rerun.add(r)
    }
    this.#heldUntil = 0
    this.#schedule()
  }

  /** The connection is back: what failed runs again now. */
  resume(): void {
    if (this.#stopped) return
    const now = this.options.clock.now()
    for (const r of this.#failing) this.#due.set(r, now)
    this.#retryIfFails = this.#running
    this.#heldUntil = 0
    this.#schedule()
  }

  /** The round running now; null between rounds. */
  progress(): SyncProgress | null {
    return this.#round?.snapshot() ?? null
  }

  isRunning(resource: PeriodicResource): boolean {
    return this.#running === resource
  }

  nextRunAt(resource: PeriodicResource): number | null {
    if (this.#stopped) return null
    const due = this.#due.get(resource)
    return due === undefined ? null : Math.max(due, this.#heldUntil)
  }

  #schedule(): void {
    this.#cancelTimer?.()
    this.#cancelTimer = null
    if (this.#stopped || this.#loop) return
    const earliest = Math.min(...this.#due.values())
    if (!Number.isFinite(earliest)) return
    const at = Math.max(earliest, this.#heldUntil)
    this.#cancelTimer = this.options.clock.setTimeout(() => this.#startLoop(), at - this.options.clock.now())
  }

  #startLoop(): void {
    this.#cancelTimer = null
    if (this.#loop || this.#stopped) return
    this.#loop = this.#drain().finally(() => {
      this.#loop = null
      this.#schedule()
    })
  }

  async #drain(): Promise<void> {
    try {
      for (;;) {
        const now = this.options.clock.now()
        if (this.#stopped || this.#heldUntil > now) return
        const resource = PERIODIC_RESOURCES.find((r) => (this.#due.get(r) ?? Infinity) <= now)
        if (!resource) return
        this.#round ??= await this.#newRound(now)
        await this.#run(resource, this.#round)
      }
    } finally {
      if (this.#round) {
        this.#round = null
        this.options.onChange()
      }
    }
  }

  /**
   * A round is what runs back to back. Each resource due is estimated by its
   * last run; on a first sync (a resource due never tried), by reading the
   * first page of each list, whose total says how many pages there are (the
   * page is kept for the listing, so this costs no extra request).
   */
  async #newRound(now: number): Promise<RoundProgress> {
    const { db, workspaceId } = this.options
    const due = PERIODIC_RESOURCES.filter((r) => (this.#due.get(r) ?? Infinity) <= now)
    // Never tried in this cache: a resource that keeps failing (a list the service lacks) does not make every round a first sync.
    const firstSync = due.some((r) => getSyncState(db, workspaceId, r) === undefined)
    const estimates = new Map<PeriodicResource, number | null>(due.map((r) => [r, this.#lastRequests.get(r) ?? null]))
    const sizers = this.options.sizers ?? (this.options.syncers ? null : SIZERS)
    this.#firstPages = new FirstPages()
    const round = new RoundProgress(
      { now: () => this.options.clock.now(), firstSync, onAdvance: () => this.#progressed() },
      estimates,
    )
    if (firstSync && sizers) {
      const ctx = this.#syncerContext(round.start(due[0] ?? 'agents'))
      const unsized = due.filter((r) => estimates.get(r) === null)
      // All at once: the limiter spaces them, and none waits for another's answer.
      const sizes = await Promise.allSettled(unsized.map((r) => sizers[r](ctx)))
      // A failed one only loses its estimate; the sync itself will meet the same trouble and report it.
      sizes.forEach((size, i) => {
        if (size.status === 'fulfilled') round.start(unsized[i] as PeriodicResource).expect(size.value)
      })
    }
    return round
  }

  #syncerContext(progress: SyncerContext['progress']): SyncerContext {
    const { client, db, workspaceId, config, clock } = this.options
    return {
      client,
      db,
      workspaceId,
      signal: this.#abort.signal,
      conversationFetchConcurrency: config.conversationFetchConcurrency,
      pageConcurrency: config.pageConcurrency,
      progress,
      firstPages: this.#firstPages,
      now: () => clock.now(),
    }
  }

  #progressed(): void {
    const now = this.options.clock.now()
    if (now - this.#lastProgressEventAt < PROGRESS_EVENT_MS) return
    this.#lastProgressEventAt = now
    this.options.onChange()
  }

  async #run(resource: PeriodicResource, round: RoundProgress): Promise<void> {
    const { clock, db, workspaceId, monitor } = this.options
    this.#running = resource
    const progress = round.start(resource)
    this.options.onChange()
    try {
      const report = await (this.options.syncers ?? SYNCERS)[resource](this.#syncerContext(progress))
      if (this.#stopped) return
      this.#succeeded(resource, report)
    } catch (error) {
      if (this.#stopped) return
      // The disk's refusal is logged once by the console, not once per resource and retry.
      if (!isDiskFull(error)) this.options.logger?.warn('sync failed', { workspaceId, resource, error: describeFailure(error) })
      noteUnlessDiskFull(() => recordSyncError(db, workspaceId, resource, failureWords(error), isoAt(clock)))
      monitor.failed(resource, error)
      this.#failing.add(resource)
      if (this.#retryIfFails === resource) this.#due.set(resource, clock.now())
      else this.#retryLater(resource, error)
    } finally {
      if (this.#retryIfFails === resource) this.#retryIfFails = null
      round.finish(resource)
      this.#lastRequests.set(resource, round.requestsOf(resource))
      this.#running = null
      if (this.#rerun.delete(resource)) this.#due.set(resource, this.options.clock.now())
      this.options.onChange()
    }
  }

  #succeeded(resource: PeriodicResource, report: SyncReport): void {
    const { clock, db, workspaceId, monitor, config } = this.options
    const at = isoAt(clock)
    recordSyncSuccess(db, workspaceId, resource, at)
    this.#failures.delete(resource)
    this.#holds = 0
    this.#due.set(resource, clock.now() + config.intervalMs[resource])
    if (report.problems.length === 0) {
      this.#failing.delete(resource)
      monitor.succeeded(resource)
      return
    }
    // The rest was saved; what could not be read is told, and tried again next round.
    const [first] = report.problems
    const summary = words('errors.sync.someUnread', { count: report.problems.length, first: first ?? '' })
    recordSyncError(db, workspaceId, resource, summary, at)
    this.#failing.add(resource)
    monitor.failed(resource, new CoreError('partly_synced', summary))
  }

  #retryLater(resource: PeriodicResource, error: unknown): void {
    const { clock, config } = this.options
    const now = clock.now()
    if (isRateLimited(error)) {
      this.#heldUntil = now + (retryAfterOf(error) ?? config.rateLimitPauseMs)
    } else if (isUnreachable(error)) {
      this.#holds++
      this.#heldUntil = now + backoffMs(RETRY_BASE_MS, this.#holds, config.maxBackoffMs)
    } else {
      const failures = (this.#failures.get(resource) ?? 0) + 1
      this.#failures.set(resource, failures)
      this.#due.set(resource, now + Math.min(config.intervalMs[resource], backoffMs(RETRY_BASE_MS, failures, config.maxBackoffMs)))
    }
  }
}
