import {
  changedSince,
  getDisposition,
  listPending,
  markConflict,
  markDone,
  markFailed,
  markRetry,
  markSending,
  requeueInterrupted,
  upsertDispositions,
  isDiskFull,
  type OutboxEntry,
} from '../cache'
import type { DispositionUpdate } from '../../shared/api'
import type { ActivityActor, ActivityLog } from '../activity'
import { isApiError } from '../api'
import { silentLogger } from '../log'
import { isoAt } from './clock'
import { backoffMs } from './config'
import { isApplied } from './disposition-edits'
import { describeFailure, failureWords, isRateLimited, isTransient, retryAfterOf } from './errors'
import type { SyncPartOptions } from './resource-sync'
import { fetchServerCopy } from './server-copy'
import { CoreError, words } from '../errors/core-error'

/** First retry after a transient failure; doubles up to `maxBackoffMs`. */
const RETRY_BASE_MS = 2_000
const INTERRUPTED = words('errors.outbox.interrupted')
const GONE = words('errors.outbox.gone')

type Outcome = 'next' | 'wait'

/** Where the replay records each edit it sent (the activity log), and who made it. */
export interface ReplayActivity {
  log: ActivityLog
  actor: ActivityActor
}

export interface OutboxReplayerOptions extends SyncPartOptions {
  activity?: ReplayActivity
}

/**
 * Sends the outbox of one workspace, oldest first, one entry at a time. For each
 * entry it reads the service's copy first: already holding the edit → done;
 * changed since the edit's base → conflict (the supervisor chooses); else PUT.
 * A transient failure puts the entry back to pending and stops the replay until
 * a retry timer or `kick()` (back online, the wall's poll answering again, a
 * new edit, a resolved conflict);
 * a refusal marks the entry failed and the replay goes on.
 */
export class OutboxReplayer {
  #loop: Promise<void> | null = null
  #again = false
  #stopped = false
  #failures = 0
  /** The disk refused a write of the replay: entries it left in `sending` go back to pending before the next send. */
  #diskRefused = false
  #cancelRetry: (() => void) | null = null
  readonly #abort = new AbortController()

  constructor(private readonly options: OutboxReplayerOptions) {}

  kick(): void {
    if (this.#stopped) return
    if (this.#loop) {
      this.#again = true
      return
    }
    this.#cancelRetry?.()
    this.#cancelRetry = null
    this.#loop = this.#replay().finally(() => {
      this.#loop = null
      if (this.#again) {
        this.#again = false
        this.kick()
      }
    })
  }

  /** Resolves once the entry in flight is settled (back to pending if it was interrupted). */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#cancelRetry?.()
    this.#abort.abort()
    await this.#loop
  }

  /** For tests and shutdown: the replay in flight, if any. */
  async idle(): Promise<void> {
    while (this.#loop) await this.#loop
  }

  async #replay(): Promise<void> {
    const { db, workspaceId, clock } = this.options
    if (this.#diskRefused) {
      try {
        requeueInterrupted(db, workspaceId, isoAt(clock))
      } catch (error) {
        if (!isDiskFull(error)) throw error
        this.#waitForDisk(error)
        return
      }
      this.#diskRefused = false
    }
    while (!this.#stopped) {
      const next = listPending(db, workspaceId)[0]
      if (!next || (await this.#send(next)) === 'wait') return
    }
  }

  async #send(entry: OutboxEntry): Promise<Outcome> {
    const { db, workspaceId, client, clock, monitor } = this.options
    let sending: OutboxEntry | undefined
    try {
      sending = markSending(db, workspaceId, entry.id, isoAt(clock))
    } catch (error) {
      if (!isDiskFull(error)) throw error
      return this.#waitForDisk(error)
    }
    if (!sending) return 'next'
    this.options.onChange()
    try {
      const cached = getDisposition(db, workspaceId, entry.targetId)
      const server = await fetchServerCopy(client, entry.targetId, cached?.phoneNumber, this.#abort.signal)
      this.#abort.signal.throwIfAborted()
      if (!server) {
        markFailed(db, workspaceId, entry.id, GONE, isoAt(clock))
        this.#record(entry, { ok: false, error: new CoreError('not_found', GONE, { status: 404 }) })
      } else if (isApplied(server, entry.payload)) {
        upsertDispositions(db, workspaceId, [server])
        markDone(db, workspaceId, entry.id, isoAt(clock))
      } else if (changedSince(sending, server)) {
        upsertDispositions(db, workspaceId, [server])
        markConflict(db, workspaceId, entry.id, server, isoAt(clock))
      } else {
        const answer = await client.dispositions.update(entry.targetId, entry.payload, {
          lane: 'user',
          signal: this.#abort.signal,
        })
        upsertDispositions(db, workspaceId, [answer.disposition])
        markDone(db, workspaceId, entry.id, isoAt(clock))
        this.#record(entry, { ok: true })
      }
      this.#failures = 0
      monitor.succeeded('outbox')
      return 'next'
    } catch (error) {
      return this.#failed(entry, error)
    } finally {
      this.options.onChange()
    }
  }

  #failed(entry: OutboxEntry, error: unknown): Outcome {
    const { db, workspaceId, clock, monitor } = this.options
    if (isDiskFull(error)) return this.#waitForDisk(error)
    if (this.#abort.signal.aborted) {
      markRetry(db, workspaceId, entry.id, INTERRUPTED, isoAt(clock))
      return 'wait'
    }
    const logger = this.options.logger ?? silentLogger
    const fields = {
      workspaceId,
      entry: entry.id,
      target: entry.targetId,
      request: isApiError(error) ? error.request : undefined,
      status: isApiError(error) ? error.status : undefined,
      attempt: entry.attempts + 1,
      error: describeFailure(error),
    }
    if (!isTransient(error)) {
      // The service answered and refused this edit: the connection is fine.
      logger.warn('outbox edit refused by the service', fields)
      markFailed(db, workspaceId, entry.id, failureWords(error), isoAt(clock))
      this.#record(entry, { ok: false, error })
      monitor.succeeded('outbox')
      return 'next'
    }
    logger.warn('outbox edit will be retried', fields)
    markRetry(db, workspaceId, entry.id, failureWords(error), isoAt(clock))
    monitor.failed('outbox', error)
    this.#failures++
    const delay = isRateLimited(error)
      ? (retryAfterOf(error) ?? this.options.config.rateLimitPauseMs)
      : backoffMs(RETRY_BASE_MS, this.#failures, this.options.config.maxBackoffMs)
    this.#cancelRetry = clock.setTimeout(() => this.kick(), delay)
    return 'wait'
  }

  /**
   * The disk refused a write: the edit stays in the outbox (pending, or `sending` when the service may have it), and
   * the replay waits with the back-off rather than retrying at once; nothing is logged here (the console logs the
   * disk's state). The next replay first puts `sending` entries back, as after a crash: it checks the service's copy.
   */
  #waitForDisk(error: unknown): Outcome {
    const { clock, monitor } = this.options
    this.#diskRefused = true
    monitor.failed('outbox', error)
    this.#failures++
    this.#cancelRetry = clock.setTimeout(() => this.kick(), backoffMs(RETRY_BASE_MS, this.#failures, this.options.config.maxBackoffMs))
    return 'wait'
  }

  /** A callback edit the service took or refused, sent at once or replayed after being offline. */
  #record(entry: OutboxEntry, outcome: { ok: true } | { ok: false; error: unknown }): void {
    const activity = this.options.activity
    if (!activity) return
    const cached = getDisposition(this.options.db, this.options.workspaceId, entry.targetId)
    const who = cached?.customerName || cached?.phoneNumber
    activity.log.record(
      activity.actor,
      {
        kind: 'callback.edit',
        target: who ? `callback for ${who}` : 'a callback',
        targetId: entry.targetId,
        detail: describeEdit(entry.payload, entry.createdAt, isoAt(this.options.clock)),
      },
      outcome,
    )
  }
}

/** "status → done; rescheduled to …", and whether it waited in the outbox (made offline, replayed later). */
function describeEdit(changes: DispositionUpdate, madeAt: string, sentAt: string): string {
  const parts = Object.entries(changes).map(([field, value]) =>
    field === 'notes' ? 'notes changed' : field === 'scheduledAt' ? `rescheduled to ${String(value)}` : `${field} → ${String(value)}`,
  )
  const waited = Date.parse(sentAt) - Date.parse(madeAt) > REPLAYED_AFTER_MS
  return `${parts.join('; ')}${waited ? ` (made ${madeAt}, sent from the outbox)` : ''}`
}

/** An edit sent this long after it was made waited in the outbox (offline, or the service refused for a while). */
const REPLAYED_AFTER_MS = 60_000
