import type { Page } from '../../shared/api'

/** The largest page the service gives (docs/api-choices.md): fewest requests per listing. */
export const PAGE_LIMIT = 200

export interface Listing {
  /** Every id listed, when `complete`. */
  ids: string[]
  /**
   * Whether the listing saw the whole collection: every page read and the
   * total unchanged from the first page to the last. A collection that changed
   * while being paged can shift an item across a page boundary unseen, so only
   * a complete listing may be used to detect deletions.
   */
  complete: boolean
}

/**
 * Reads every page of a list in order, handing each page's items to `onPage`
 * as it arrives (so the cache fills while the listing goes on).
 */
export async function listAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  idOf: (item: T) => string,
  onPage: (items: T[]) => void | Promise<void>,
): Promise<Listing> {
  const ids = new Set<string>()
  let firstTotal: number | null = null
  let stable = true
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page, PAGE_LIMIT)
    firstTotal ??= answer.total
    if (answer.total !== firstTotal) stable = false
    for (const item of answer.data) ids.add(idOf(item))
    if (answer.data.length > 0) await onPage(answer.data)
    const lastPage = Math.max(1, answer.totalPages || Math.ceil(answer.total / Math.max(1, answer.limit)))
    if (page >= lastPage || answer.data.length === 0) break
  }
  return { ids: [...ids], complete: stable && ids.size === firstTotal }
}
