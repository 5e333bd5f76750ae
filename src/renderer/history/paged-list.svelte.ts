import type { Page } from '../../shared/api'
import type { Result } from '../../shared/bridge'

export const PAGE_SIZE = 50

type FetchPage<Filters, Row> = (filters: Filters, page: number, limit: number) => Promise<Result<Page<Row>>>

/**
 * One paged, filtered list read from the cache. Only the latest request's
 * answer is applied, so a slow answer never overwrites a newer one. The rows
 * shown stay on screen while a reload runs.
 */
export class PagedList<Filters, Row> {
  #filters: Filters
  #page = $state(1)
  #result = $state.raw<Page<Row> | null>(null)
  #loading = $state(false)
  #error = $state<string | null>(null)
  #sequence = 0

  constructor(
    private readonly fetchPage: FetchPage<Filters, Row>,
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
  get rows(): Row[] {
    return this.#result?.data ?? []
  }
  get total(): number {
    return this.#result?.total ?? 0
  }
  get totalPages(): number {
    return this.#result?.totalPages ?? 0
  }
  get loaded(): boolean {
    return this.#result !== null
  }
  get loading(): boolean {
    return this.#loading
  }
  get error(): string | null {
    return this.#error
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
    const sequence = ++this.#sequence
    this.#loading = true
    const result = await this.fetchPage(this.#filters, this.#page, PAGE_SIZE)
    if (sequence !== this.#sequence) return
    this.#loading = false
    if (result.ok) {
      this.#result = result.value
      this.#error = null
    } else {
      this.#error = result.error.message
    }
  }

  /** For another workspace: filters may name its agents, so they go too. */
  reset(): void {
    this.#sequence++
    this.#filters = this.initial
    this.#page = 1
    this.#result = null
    this.#loading = false
    this.#error = null
  }
}
