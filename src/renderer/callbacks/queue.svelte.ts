import type { CallbackFilterOptions, CallbackFilters, CallbackItem, CallbackQueue } from '../../shared/bridge'
import { connection } from '../app/connection.svelte'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { batchTitle } from '../lib/names'
import { stopsTogether } from '../lib/listeners'
import { itemsById } from './indexes'
import { t } from '../i18n/i18n.svelte'

/** The queue regroups on this beat (Due in the next hour becomes Overdue while the view is open). */
const REGROUP_MS = 30_000
const SECTION_LIMIT = 100
const SHOW_ALL_LIMIT = 2000

const NO_OPTIONS: CallbackFilterOptions = { agents: [], batches: [], statuses: [], dispositions: [], attempts: [] }

/**
 * The callback queue as the cache has it, filtered, in the chosen zone. Every
 * query goes to the cache (instant, offline too); the sync brings the
 * service's changes in, and each change of the outbox, the sync or the zone
 * re-queries.
 */
export class CallbackQueueState {
  readonly #queue = new Latest<CallbackQueue>()
  #options = $state.raw<CallbackFilterOptions>(NO_OPTIONS)
  #filters = $state.raw<CallbackFilters>({})
  #limit = $state(SECTION_LIMIT)
  readonly #extra = new Latest<CallbackItem | null>()
  /** The callback open in the detail panel. */
  #shown: string | null = null
  #running: Promise<void> | null = null
  #again = false
  #withOptions = false

  readonly items: ReadonlyMap<string, CallbackItem> = $derived(itemsById(this.#queue.value))

  /** A callback from the queue, or the one fetched by `ensure` when the queue does not list it. */
  itemFor(id: string): CallbackItem | null {
    const extra = this.#extra.value
    return this.items.get(id) ?? (extra?.disposition._id === id ? extra : null)
  }

  /**
   * The callback the detail panel shows. When the queue does not list it
   * (filtered out, past a section's limit, one a reminder opens) it is fetched
   * on its own, now and after each read of the queue.
   */
  show(id: string | null): void {
    this.#shown = id
    void this.#fetchShown()
  }

  get queue(): CallbackQueue | null {
    return this.#queue.value
  }
  get options(): CallbackFilterOptions {
    return this.#options
  }

  /** A batch by its name (`lib/names.ts`); just "A batch" until the filter menus' values have arrived. */
  batchName(batchId: string, now: number): string {
    const batch = this.#options.batches.find((known) => known.batchId === batchId)
    return batch ? batchTitle(batch, timeZone.zone, now) : t('callbacks.batch.unknown')
  }
  get filters(): CallbackFilters {
    return this.#filters
  }
  get filtered(): boolean {
    return Object.values(this.#filters).some((value) => value !== undefined && value !== '')
  }
  get error(): string | null {
    return this.#queue.error
  }

  /** Follows the outbox, the sync and the zone; returns the function that stops. */
  start(): () => void {
    const timer = setInterval(() => void this.refresh(), REGROUP_MS)
    const stops = [
      () => clearInterval(timer),
      bridge.on('outbox.changed', () => void this.refresh()),
      bridge.on('app.timeZone', () => void this.refresh()),
      // The do-not-call list or the phrases changed: the flags are read again.
      bridge.on('compliance.changed', () => void this.refresh()),
      connection.onSynced((resource) => {
        if (resource === 'dispositions') void this.refresh(true)
      }),
    ]
    void this.refresh(true)
    return stopsTogether(stops)
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

  /** Another workspace: its queue, and filters that may name the old one's agents go. */
  reset(): void {
    this.#queue.reset()
    this.#extra.reset()
    this.#shown = null
    this.#options = NO_OPTIONS
    this.#filters = {}
    this.#limit = SECTION_LIMIT
  }

  async #read(): Promise<void> {
    const withOptions = this.#withOptions
    this.#withOptions = false
    const [, options] = await Promise.all([
      this.#queue.load(() => bridge.invoke('callbacks.query', { filters: this.#filters, zone: timeZone.zone, groupLimit: this.#limit })),
      withOptions ? bridge.invoke('callbacks.filterOptions', {}) : null,
    ])
    if (options?.ok) this.#options = options.value
    await this.#fetchShown()
  }

  async #fetchShown(): Promise<void> {
    const id = this.#shown
    if (!id || !this.#queue.loaded || this.items.has(id)) return
    await this.#extra.load(() => bridge.invoke('callbacks.get', { dispositionId: id, zone: timeZone.zone }))
  }
}
