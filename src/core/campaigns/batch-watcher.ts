import { isFinished, type CampaignBatch } from '../../shared/bridge'
import { isApiError, type ApiClient } from '../api'
import { unrememberedBatchIds } from '../cache'
import type { SyncClock } from '../sync'
import { remember, rememberedBatches, type BatchScope } from './batches'

/** How often running batches are read: while the Campaigns view shows, and otherwise. */
export const WATCHING_INTERVAL_MS = 3_000
export const BACKGROUND_INTERVAL_MS = 15_000

export interface BatchWatcherDeps {
  /** The active workspace's scope and client, or null when none is open or the console is offline. */
  target(): { scope: BatchScope; client: ApiClient } | null
  emit(batch: CampaignBatch): void
  /** A batch was seen to finish: its dispositions are worth syncing now. */
  finished(batch: CampaignBatch): void
  /** The workspace's first sync is filling the cache: the batches its dispositions name are read after it. */
  firstSyncRunning(): boolean
  clock: SyncClock
}

/**
 * Reads the progress of every remembered batch still running, in the
 * `background` lane (behind the supervisor's actions and the wall's polling),
 * remembers it with a sample for the chart, and tells the renderer. Batches
 * the synced dispositions name but this console has not seen (started
 * elsewhere) are read once and remembered, so Campaigns lists every batch
 * Callbacks can filter by. One timer; each round is scheduled from the end
 * of the previous one.
 */
export class BatchWatcher {
  #watching = false
  /** Batch ids the service did not know (404): not asked again while the console runs. */
  readonly #unknown = new Set<string>()
  #cancel: (() => void) | null = null
  #running = false
  /** Stopped: a round waiting on the service when the console stopped reads nothing more (the cache may be closed). */
  #stopped = false

  constructor(private readonly deps: BatchWatcherDeps) {}

  get intervalMs(): number {
    return this.#watching ? WATCHING_INTERVAL_MS : BACKGROUND_INTERVAL_MS
  }

  start(): void {
    this.#stopped = false
    this.#schedule()
  }

  stop(): void {
    this.#stopped = true
    this.#cancel?.()
    this.#cancel = null
  }

  /** The view opened (faster) or closed; a faster pace takes effect at once. */
  setWatching(watching: boolean): void {
    if (watching === this.#watching) return
    this.#watching = watching
    if (watching && this.#cancel) this.#schedule(0)
  }

  /** Reads the running batches once now (and the timer goes on from here). */
  async checkNow(): Promise<void> {
    if (this.#running) return
    this.#running = true
    try {
      const target = this.deps.target()
      if (!target) return
      // Read during a first sync, they would lengthen the wait the supervisor sees, request by request.
      if (!this.deps.firstSyncRunning()) await this.#adoptSeen(target)
      if (this.#stopped) return
      for (const batch of rememberedBatches(target.scope).filter((b) => !isFinished(b))) {
        try {
          const progress = await target.client.batchCalls.status(batch.batchId, { lane: 'background' })
          if (this.#stopped) return
          const read = remember(target.scope, progress, false)
          this.deps.emit(read)
          if (isFinished(read)) this.deps.finished(read)
        } catch {
          // A failed read leaves the last status shown; the next round tries again.
        }
      }
    } finally {
      this.#running = false
    }
  }

  async #adoptSeen({ scope, client }: { scope: BatchScope; client: ApiClient }): Promise<void> {
    for (const batchId of unrememberedBatchIds(scope.db, scope.workspaceId).filter((id) => !this.#unknown.has(id))) {
      try {
        const batch = await client.batchCalls.get(batchId, { lane: 'background' })
        if (this.#stopped) return
        this.deps.emit(remember(scope, batch, false))
      } catch (error) {
        if (isApiError(error) && error.status === 404) this.#unknown.add(batchId)
      }
    }
  }

  #schedule(delayMs = this.intervalMs): void {
    this.#cancel?.()
    this.#cancel = this.deps.clock.setTimeout(() => {
      void this.checkNow().finally(() => {
        if (this.#cancel) this.#schedule()
      })
    }, delayMs)
  }
}
