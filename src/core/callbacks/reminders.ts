import type { CallDisposition } from '../../shared/api'
import { isDoneStatus, type CallbackDue } from '../../shared/bridge'
import { getDisposition, listDispositions, listOutbox, type Cache } from '../cache'
import { withPendingEdits, type SyncClock } from '../sync'
import type { FiredReminders } from './fired-reminders'

/** What the reminders read and whom they tell; the console provides it. */
export interface ReminderSources {
  /** The open cache and the active workspace, or null when there is none. */
  target(): { db: Cache; workspaceId: string } | null
  alertsPaused(): boolean
  emit(due: CallbackDue): void
}

export interface ReminderOptions {
  clock: SyncClock
  fired: FiredReminders
  /** How often the cached queue is checked. */
  intervalMs?: number
  /**
   * How late a reminder may still come: a callback that fell due while the
   * console was closed, or that a sync brought in late, alerts if it is at
   * most this overdue. Older ones wait in Overdue without a notification.
   */
  graceMs?: number
}

export const REMINDER_INTERVAL_MS = 30_000
export const REMINDER_GRACE_MS = 15 * 60_000
const PAGE_SIZE = 500

/**
 * Emits `callbacks.due` once per callback and callback time, when that time
 * comes: never for a done callback, never before a snoozed callback's new time
 * (unsent edits count), and not while alerts are paused. A reminder that falls
 * due during a pause is dropped, not held back for the end of the pause: the
 * callback is in Overdue by then.
 */
export class CallbackReminders {
  readonly #clock: SyncClock
  readonly #fired: FiredReminders
  readonly #intervalMs: number
  readonly #graceMs: number
  #cancel: (() => void) | null = null

  constructor(
    private readonly sources: ReminderSources,
    options: ReminderOptions,
  ) {
    this.#clock = options.clock
    this.#fired = options.fired
    this.#intervalMs = options.intervalMs ?? REMINDER_INTERVAL_MS
    this.#graceMs = options.graceMs ?? REMINDER_GRACE_MS
  }

  /** Checks at once, then every interval, until `stop()`. */
  start(): void {
    if (this.#cancel) return
    const tick = () => {
      this.checkQuietly()
      this.#cancel = this.#clock.setTimeout(tick, this.#intervalMs)
    }
    this.#cancel = this.#clock.setTimeout(tick, 0)
  }

  stop(): void {
    this.#cancel?.()
    this.#cancel = null
  }

  /**
   * A round from a timer or a workspace switch: a failure (the cache closing
   * during shutdown, a locked file) must not escape into the event loop, and
   * the next round tries again.
   */
  checkQuietly(): void {
    try {
      this.check()
    } catch {
      // Retried by the next round.
    }
  }

  /** One round: the reminders it emitted. */
  check(): CallbackDue[] {
    const target = this.sources.target()
    if (!target) return []
    const { db, workspaceId } = target
    const now = this.#clock.now()
    const from = now - this.#graceMs
    const paused = this.sources.alertsPaused()
    const emitted: CallbackDue[] = []
    for (const disposition of this.#candidates(db, workspaceId, from, now)) {
      const at = disposition.scheduledAt === null ? Number.NaN : Date.parse(disposition.scheduledAt)
      if (!(at >= from && at <= now) || isDoneStatus(disposition.status)) continue
      const scheduledAt = new Date(at).toISOString()
      if (this.#fired.has(workspaceId, disposition._id, scheduledAt)) continue
      this.#fired.add(workspaceId, disposition._id, scheduledAt)
      if (paused) continue
      const due: CallbackDue = {
        workspaceId,
        dispositionId: disposition._id,
        phoneNumber: disposition.phoneNumber,
        customerName: disposition.customerName ?? null,
        disposition: disposition.disposition,
        agentId: disposition.agentId,
        scheduledAt,
      }
      emitted.push(due)
      this.sources.emit(due)
    }
    this.#fired.prune(from)
    this.#fired.save()
    return emitted
  }

  /** Cached callbacks in the window, plus those an unsent edit moves into it, with the edits applied. */
  #candidates(db: Cache, workspaceId: string, from: number, now: number): CallDisposition[] {
    const found = new Map<string, CallDisposition>()
    const window = { scheduledFrom: new Date(from).toISOString(), scheduledTo: new Date(now + 1).toISOString() }
    for (let page = 1; ; page++) {
      const result = listDispositions(db, workspaceId, { ...window, order: 'scheduledAt', page, limit: PAGE_SIZE })
      for (const disposition of result.data) found.set(disposition._id, disposition)
      if (page >= result.totalPages) break
    }
    for (const entry of listOutbox(db, workspaceId)) {
      if (found.has(entry.targetId) || entry.payload.scheduledAt === undefined) continue
      const cached = getDisposition(db, workspaceId, entry.targetId)
      if (cached) found.set(entry.targetId, cached)
    }
    return withPendingEdits(db, workspaceId, [...found.values()])
  }
}
