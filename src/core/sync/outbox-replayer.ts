import {
  changedSince,
  getDisposition,
  listPending,
  markConflict,
  markDone,
  markFailed,
  markRetry,
  markSending,
  upsertDispositions,
  type OutboxEntry,
} from '../cache'
import { isoAt } from './clock'
import { backoffMs } from './config'
import { isApplied } from './disposition-edits'
import { describeFailure, isRateLimited, isTransient, retryAfterOf } from './errors'
import type { SyncPartOptions } from './resource-sync'
import { fetchServerCopy } from './server-copy'

/** First retry after a transient failure; doubles up to `maxBackoffMs`. */
const RETRY_BASE_MS = 2_000
const INTERRUPTED = 'Interrupted before the service confirmed it; it will be sent again.'
const GONE = 'This disposition no longer exists on the service, so the change could not be saved.'

type Outcome = 'next' | 'wait'

/**
 * Sends the outbox of one workspace, oldest first, one entry at a time. For each
 * entry it reads the service's copy first: already holding the edit → done;
 * changed since the edit's base → conflict (the supervisor chooses); else PUT.
 * A transient failure puts the entry back to pending and stops the replay until
 * a retry timer or `kick()` (back online, a new edit, a resolved conflict);
 * a refusal marks the entry failed and the replay goes on.
 */
export class OutboxReplayer {
  #loop: Promise<void> | null = null
  #again = false
  #stopped = false
  #failures = 0
  #cancelRetry: (() => void) | null = null
  readonly #abort = new AbortController()

  constructor(private readonly options: SyncPartOptions) {}

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
    const { db, workspaceId } = this.options
    while (!this.#stopped) {
      const next = listPending(db, workspaceId)[0]
      if (!next || (await this.#send(next)) === 'wait') return
    }
  }

  async #send(entry: OutboxEntry): Promise<Outcome> {
    const { db, workspaceId, client, clock, monitor } = this.options
    const sending = markSending(db, workspaceId, entry.id, isoAt(clock))
    if (!sending) return 'next'
    this.options.onChange()
    try {
      const cached = getDisposition(db, workspaceId, entry.targetId)
      const server = await fetchServerCopy(client, entry.targetId, cached?.phoneNumber, this.#abort.signal)
      this.#abort.signal.throwIfAborted()
      if (!server) {
        markFailed(db, workspaceId, entry.id, GONE, isoAt(clock))
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
    if (this.#abort.signal.aborted) {
      markRetry(db, workspaceId, entry.id, INTERRUPTED, isoAt(clock))
      return 'wait'
    }
    if (!isTransient(error)) {
      // The service answered and refused this edit: the connection is fine.
      markFailed(db, workspaceId, entry.id, describeFailure(error), isoAt(clock))
      monitor.succeeded('outbox')
      return 'next'
    }
    markRetry(db, workspaceId, entry.id, describeFailure(error), isoAt(clock))
    monitor.failed('outbox', error)
    this.#failures++
    const delay = isRateLimited(error)
      ? (retryAfterOf(error) ?? this.options.config.rateLimitPauseMs)
      : backoffMs(RETRY_BASE_MS, this.#failures, this.options.config.maxBackoffMs)
    this.#cancelRetry = clock.setTimeout(() => this.kick(), delay)
    return 'wait'
  }
}
