import type { Page } from '../../shared/api'
import { isApiError } from '../api'
import { CoreError, words } from '../errors/core-error'
import { eachLimited } from './each-limited'

/** The largest page the service gives (docs/api-choices.md): fewest requests per listing. */
export const PAGE_LIMIT = 200
/** Tried in turn when a service refuses a page size (400 naming `limit`). */
const SMALLER_PAGE_LIMITS = [100, 50, 20, 10]

/** What a listing is of, for the sentence when the service cannot list it. */
export interface ListingSubject {
  /** Plural, lower case: `conversations`; the page size it can take is remembered by it. */
  noun: string
  /** Which listing, for the refusal's words (errors.listing.*): what it lists and what still works without it. */
  listing: 'agents' | 'dialAgents' | 'flows' | 'voices' | 'dispositions' | 'conversations' | 'numbers' | 'dialNumbers'
}

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
 * First pages read ahead (by a first sync's sizing), each handed to the
 * listing that starts with it: the page costs one request, not two.
 */
export class FirstPages {
  readonly #pages = new Map<string, { limit: number; page: Page<unknown> }>()

  keep(listing: string, limit: number, page: Page<unknown>): void {
    this.#pages.set(listing, { limit, page })
  }

  /** Page `page` of `listing`: the first one as kept (once, and only at the page size it was read with), any other from `fetch`. */
  async pageOr<T>(listing: string, page: number, limit: number, fetch: () => Promise<Page<T>>): Promise<Page<T>> {
    const kept = page === 1 ? this.#pages.get(listing) : undefined
    if (page === 1) this.#pages.delete(listing)
    // The listing and its sizing ask the same list under the same name.
    return kept?.limit === limit ? (kept.page as Page<T>) : fetch()
  }
}

export interface ListingOptions {
  /**
   * Pages asked at once after the first (which says how many there are). The
   * limiter spaces them anyway; more than one keeps a fast plan's budget used
   * while a page's answer travels and is written. Default 1: in order.
   */
  concurrency?: number
  /** After each page: pages read so far and how many the service said there are. */
  onProgress?(pagesDone: number, pagesTotal: number): void
}

/**
 * Reads every page of a list, handing each page's items to `onPage` as it
 * arrives (so the cache fills while the listing goes on): the first page, then
 * the rest `concurrency` at a time. A refused page size starts again with a
 * smaller one, and the size that worked is kept in `pageSizes` (the workspace's
 * client's, by `subject.noun`) so the next listing of the same list starts with
 * it; a list the service does not have (404) or answers in a shape we do not
 * know fails with a sentence saying so.
 */
export async function listAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  idOf: (item: T) => string,
  onPage: (items: T[]) => void | Promise<void>,
  subject: ListingSubject,
  pageSizes: Map<string, number>,
  options: ListingOptions = {},
): Promise<Listing> {
  const remembered = pageSizes.get(subject.noun) ?? PAGE_LIMIT
  const limits = [PAGE_LIMIT, ...SMALLER_PAGE_LIMITS].filter((limit) => limit <= remembered)
  for (;;) {
    const limit = limits.shift() ?? PAGE_LIMIT
    try {
      const listing = await listWith(limit, fetchPage, idOf, onPage, options)
      if (limit < PAGE_LIMIT) pageSizes.set(subject.noun, limit)
      return listing
    } catch (error) {
      if (limits.length > 0 && isPageSizeRefusal(error)) continue
      throw cannotList(error, subject)
    }
  }
}

function isPageSizeRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && /\blimit\b/i.test(`${error.message} ${error.details ?? ''}`)
}

function cannotList(error: unknown, { listing }: ListingSubject): unknown {
  if (!isApiError(error)) return error
  if (error.status === 404) return new CoreError('not_listable', words('errors.listing.unlisted', { listing }))
  if (error.code === 'invalid_response') return new CoreError('not_listable', words('errors.listing.unreadable', { listing, why: error.message }))
  return error
}

async function listWith<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  idOf: (item: T) => string,
  onPage: (items: T[]) => void | Promise<void>,
  { concurrency = 1, onProgress }: ListingOptions,
): Promise<Listing> {
  const ids = new Set<string>()
  let stable = true
  let ended = false
  let done = 0
  const first = await fetchPage(1, limit)
  const firstTotal = first.total
  const lastPage = Math.max(1, first.totalPages || Math.ceil(first.total / Math.max(1, first.limit)))
  const take = async (answer: Page<T>) => {
    if (answer.total !== firstTotal) stable = false
    for (const item of answer.data) ids.add(idOf(item))
    if (answer.data.length > 0) await onPage(answer.data)
    else ended = true
    onProgress?.(++done, lastPage)
  }
  await take(first)
  const rest = Array.from({ length: ended ? 0 : lastPage - 1 }, (_, i) => i + 2)
  await eachLimited(rest, concurrency, async (page) => {
    // An empty page means the collection shrank: the pages after it are empty too.
    if (!ended) await take(await fetchPage(page, limit))
  })
  return { ids: [...ids], complete: stable && ids.size === firstTotal }
}
