import type { Page } from '../../shared/api'
import type { Result } from '../../shared/bridge'
import { Latest } from '../lib/latest.svelte'

export const PAGE_SIZE = 50

type FetchPage<Filters, Answer> = (filters: Filters, page: number, limit: number) => Promise<Result<Answer>>

/**
 * One paged, filtered list read from the cache. Only the latest request's
 * answer is applied, so a slow answer never overwrites a newer one. The rows
 * shown stay on screen while a reload runs. `Answer` is the page with
 * whatever else the command sends along (the calls' per-day counts).
 */
export class PagedList<Filters, Row, Answer extends Page<Row> = Page<Row>> {
  #filters: Filters
  #page = $state(1)
  readonly #answer = new Latest<Answer>()

  constructor(
    private readonly fetchPage: FetchPage<Filters, Answer>,
    private readonly initial: Filters,
  ) {
    this.#filters = $state.raw(initial)
  }

  get filters(): Filters {
    return this.#filters
  }
  get page(): number {
    return this.#page
  }
  /** The latest answer as a whole; null until one arrived. */
  get answer(): Answer | null {
    return this.#answer.value
  }
  get rows(): Row[] {
    return this.#answer.value?.data ?? []
  }
  get total(): number {
    return this.#answer.value?.total ?? 0
  }
  get totalPages(): number {
    return this.#answer.value?.totalPages ?? 0
  }
  get loaded(): boolean {
    return this.#answer.loaded
  }
  get loading(): boolean {
    return this.#answer.loading
  }
  get error(): string | null {
    return this.#answer.error
  }

  setFilters(filters: Filters): Promise<void> {
    this.#filters = filters
    this.#page = 1
    return this.load()
  }

  goTo(page: number): Promise<void> {
    this.#page = Math.max(1, Math.min(page, Math.max(1, this.totalPages)))
    return this.load()
  }

  async load(): Promise<void> {
    const filters = this.#filters
    const page = this.#page
    await this.#answer.load(() => this.fetchPage(filters, page, PAGE_SIZE))
  }

  /** For another workspace: filters may name its agents, so they go too. */
  reset(): void {
    this.#answer.reset()
    this.#filters = this.initial
    this.#page = 1
  }
}
