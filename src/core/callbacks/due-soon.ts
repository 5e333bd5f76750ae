import type { ApiClient } from '../api'
import { upsertDispositions, type Cache } from '../cache'
import type { SyncClock } from '../sync'
import { buildQueue } from './queue'

/**
 * How often the callbacks due in the next hour are read again: four times
 * between two syncs of every disposition (60 s), so what another supervisor
 * did to the callbacks about to be worked shows within about 15 s.
 */
export const DUE_SOON_REFRESH_MS = 15_000
/** At most this many each time, in the `background` lane: a few requests every 15 s, within the key's share. */
export const DUE_SOON_PER_ROUND = 5

export interface DueSoonTarget {
  db: Cache
  workspaceId: string
  client: Pick<ApiClient, 'dispositions'>
}

/**
 * Re-reads the open callbacks due in the next hour from the service, a few
 * each round (the least recently read first), into the cache; the queue
 * re-reads the cache every 30 s. The service lists dispositions by phone
 * number, not by time, so each callback costs one request.
 */
export class DueSoonRefresher {
  readonly #readAt = new Map<string, number>()
  #cancel: (() => void) | null = null

  constructor(
    private readonly target: () => DueSoonTarget | null,
    private readonly clock: SyncClock,
  ) {}

  start(): void {
    this.#schedule()
  }

  stop(): void {
    this.#cancel?.()
    this.#cancel = null
  }

  /** One round; answers the ids read. */
  async refresh(): Promise<string[]> {
    const target = this.target()
    if (!target) return []
    const now = this.clock.now()
    const queue = buildQueue(target.db, target.workspaceId, { filters: {}, zone: 'UTC', now })
    const due = queue.groups.find((group) => group.id === 'nextHour')?.items ?? []
    const chosen = [...due]
      .sort((a, b) => (this.#readAt.get(a.disposition._id) ?? 0) - (this.#readAt.get(b.disposition._id) ?? 0))
      .slice(0, DUE_SOON_PER_ROUND)
    for (const item of chosen) {
      const { _id, phoneNumber } = item.disposition
      this.#readAt.set(_id, now)
      const page = await target.client.dispositions.list({ phoneNumber, limit: 200 }, { lane: 'background' })
      const copy = page.dispositions.find((d) => d._id === _id)
      if (copy) upsertDispositions(target.db, target.workspaceId, [copy])
    }
    return chosen.map((item) => item.disposition._id)
  }

  #schedule(): void {
    this.#cancel = this.clock.setTimeout(() => {
      // A failed read is the sync's to report (its next round meets the same service); this round just ends.
      void this.refresh()
        .catch(() => undefined)
        .finally(() => {
          if (this.#cancel) this.#schedule()
        })
    }, DUE_SOON_REFRESH_MS)
  }
}
