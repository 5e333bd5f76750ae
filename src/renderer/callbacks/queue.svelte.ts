import type { CallbackFilterOptions, CallbackFilters, CallbackItem, CallbackQueue } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { itemsById } from './indexes'
import { timeZone } from './time-zone.svelte'

/** The queue regroups on this beat (Due in the next hour becomes Overdue while the view is open). */
const REGROUP_MS = 30_000
const SECTION_LIMIT = 100
const SHOW_ALL_LIMIT = 2000

const NO_OPTIONS: CallbackFilterOptions = { agents: [], batchIds: [], statuses: [], dispositions: [], attempts: [] }

/**
 * The callback queue as the cache has it, filtered, in the chosen zone. Every
 * query goes to the cache (instant, offline too); the sync brings the
 * service's changes in, and each change of the outbox, the sync or the zone
 * re-queries.
 */
export class CallbackQueueState {
  #queue = $state.raw<CallbackQueue | null>(null)
  #options = $state.raw<CallbackFilterOptions>(NO_OPTIONS)
  #filters = $state.raw<CallbackFilters>({})
  #limit = $state(SECTION_LIMIT)
  #extra = $state.raw<CallbackItem | null>(null)
  #error = $state<string | null>(null)
  #running: Promise<void> | null = null
  #again = false
  #withOptions = false
  #syncedAt: string | null = null

  readonly items: ReadonlyMap<string, CallbackItem> = $derived(itemsById(this.#queue))

  /** A callback from the queue, or the one fetched by `ensure` when the queue does not list it. */
  itemFor(id: string): CallbackItem | null {
    return this.items.get(id) ?? (this.#extra?.disposition._id === id ? this.#extra : null)
  }

  /** Fetches a callback the queue does not list (filtered out, past a section's limit), e.g. one a reminder opens. */
  async ensure(id: string): Promise<void> {
    if (this.items.has(id)) return
    const result = await bridge.invoke('callbacks.get', { dispositionId: id, zone: timeZone.zone })
    this.#extra = result.ok ? result.value : null
  }

  get queue(): CallbackQueue | null {
    return this.#queue
  }
  get options(): CallbackFilterOptions {
    return this.#options
  }
  get filters(): CallbackFilters {
    return this.#filters
  }
  get filtered(): boolean {
    return Object.values(this.#filters).some((value) => value !== undefined && value !== '')
  }
  get error(): string | null {
    return this.#error
  }

  /** Follows the outbox, the sync and the zone; returns the function that stops. */
  start(): () => void {
    const stops = [
      bridge.on('outbox.changed', () => void this.refresh()),
      bridge.on('app.timeZone', () => void this.refresh()),
      bridge.on('workspaces.changed', () => void this.refresh(true)),
      bridge.on('sync.status', (status) => {
        const synced = status.resources.find((r) => r.resource === 'dispositions')?.lastSuccessAt ?? null
        if (synced === this.#syncedAt) return
        this.#syncedAt = synced
        void this.refresh(true)
      }),
    ]
    const timer = setInterval(() => void this.refresh(), REGROUP_MS)
    void this.refresh(true)
    return () => {
      clearInterval(timer)
      for (const stop of stops) stop()
    }
  }

  setFilter<K extends keyof CallbackFilters>(key: K, value: CallbackFilters[K] | ''): void {
    const next = { ...this.#filters }
    if (value === '' || value === undefined) delete next[key]
    else next[key] = value as CallbackFilters[K]
    this.#filters = next
    void this.refresh()
  }

  clearFilters(): void {
    this.#filters = {}
    void this.refresh()
  }

  showAll(): void {
    this.#limit = SHOW_ALL_LIMIT
    void this.refresh()
  }

  /**
   * Re-reads the queue; `withOptions` also the filter menus. Asks made while a
   * read runs (an edit emits several outbox changes) become one more read.
   */
  refresh(withOptions = false): Promise<void> {
    this.#withOptions ||= withOptions
    if (this.#running) {
      this.#again = true
      return this.#running
    }
    this.#running = (async () => {
      do {
        this.#again = false
        await this.#read()
      } while (this.#again)
    })().finally(() => {
      this.#running = null
    })
    return this.#running
  }

  async #read(): Promise<void> {
    const withOptions = this.#withOptions
    this.#withOptions = false
    const [queue, options] = await Promise.all([
      bridge.invoke('callbacks.query', { filters: this.#filters, zone: timeZone.zone, groupLimit: this.#limit }),
      withOptions ? bridge.invoke('callbacks.filterOptions', {}) : null,
    ])
    if (options?.ok) this.#options = options.value
    if (queue.ok) {
      this.#queue = queue.value
      this.#error = null
    } else {
      this.#error = queue.error.message
    }
  }
}
