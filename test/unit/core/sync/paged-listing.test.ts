import { describe, expect, it } from 'vitest'
import type { Page } from '../../../../src/shared/api'
import { FirstPages, listAllPages } from '../../../../src/core/sync/paged-listing'
import { ApiError } from '../../../../src/core/api'
import { CoreError, words } from '../../../../src/core/errors/core-error'
import { flush } from '../../../support/fake-clock'
import { badRequest } from '../../../support/service-fixtures'
import { settled, unanswered } from './fake-lists'

/** A service listing `pages` in order: each entry is the ids of one page and the total it reports. */
function service(pages: { ids: string[]; total: number }[]) {
  const fetched: number[] = []
  const fetchPage = async (page: number, limit: number): Promise<Page<{ id: string }>> => {
    if (!Number.isInteger(page) || page < 1) throw badRequest(`page: ${page} is not a page`)
    fetched.push(page)
    const { ids, total } = pages[page - 1] ?? { ids: [], total: 0 }
    return { data: ids.map((id) => ({ id })), total, page, limit, totalPages: Math.ceil(total / 2) }
  }
  return { fetchPage, fetched }
}

const SUBJECT = { noun: 'items', listing: 'voices' as const }

const list = async (pages: { ids: string[]; total: number }[]) => {
  const { fetchPage, fetched } = service(pages)
  const handed: string[][] = []
  const listing = await listAllPages(fetchPage, (item) => item.id, (items) => void handed.push(items.map((i) => i.id)), SUBJECT, new Map())
  return { listing, fetched, handed }
}

describe('listing every page of a collection', () => {
  it('reads each page in order, hands each over as it comes, and is complete when all ids were seen', async () => {
    const { listing, fetched, handed } = await list([
      { ids: ['a', 'b'], total: 5 },
      { ids: ['c', 'd'], total: 5 },
      { ids: ['e'], total: 5 },
    ])
    expect(fetched).toEqual([1, 2, 3])
    expect(handed).toEqual([['a', 'b'], ['c', 'd'], ['e']])
    expect(listing).toEqual({ ids: ['a', 'b', 'c', 'd', 'e'], complete: true })
  })

  it('is not complete when the total changed between pages: an item may have moved across a page unseen', async () => {
    const { listing } = await list([
      { ids: ['a', 'b'], total: 4 },
      { ids: ['c', 'd'], total: 5 },
    ])
    expect(listing.complete).toBe(false)
  })

  it('is not complete when fewer ids came than the total said, e.g. a duplicate across pages', async () => {
    const { listing } = await list([
      { ids: ['a', 'b'], total: 4 },
      { ids: ['b', 'c'], total: 4 },
    ])
    expect(listing).toEqual({ ids: ['a', 'b', 'c'], complete: false })
  })

  it('stops at an empty page even if the total promised more', async () => {
    const { listing, fetched } = await list([{ ids: ['a', 'b'], total: 6 }, { ids: [], total: 6 }])
    expect(fetched).toEqual([1, 2])
    expect(listing.complete).toBe(false)
  })
})

describe('first pages read ahead by sizing', () => {
  it('hands the kept first page to its listing once, and asks the service for the rest', async () => {
    const { fetchPage, fetched } = service([
      { ids: ['a', 'b'], total: 3 },
      { ids: ['c'], total: 3 },
    ])
    const firstPages = new FirstPages()
    // Read at the size a listing asks first (200); this service pages by two whatever the size.
    firstPages.keep('items', 200, await fetchPage(1, 200))
    const handed: string[][] = []
    const listAgain = () =>
      listAllPages((page, limit) => firstPages.pageOr('items', page, limit, () => fetchPage(page, limit)), (item) => item.id, (items) => void handed.push(items.map((i) => i.id)), SUBJECT, new Map())
    const listing = await listAgain()
    expect(listing).toEqual({ ids: ['a', 'b', 'c'], complete: true })
    expect(handed).toEqual([['a', 'b'], ['c']])
    // The sizing request, then page 2: page 1 was not asked twice.
    expect(fetched).toEqual([1, 2])
    await listAgain()
    expect(fetched).toEqual([1, 2, 1, 2])
  })

  it('asks the service when the listing wants another page size than the kept page has', async () => {
    const { fetchPage, fetched } = service([{ ids: ['a', 'b'], total: 2 }])
    const firstPages = new FirstPages()
    firstPages.keep('items', 200, await fetchPage(1, 200))
    await firstPages.pageOr('items', 1, 100, () => fetchPage(1, 100))
    expect(fetched).toEqual([1, 1])
  })
})

/** No listing here takes more requests: one that keeps asking gets no answer, and `settled` says so. */
const RUNAWAY = 50

/** A service of `count` items that refuses any page larger than `largest` (400 naming `limit`). */
function sizedService(count: number, largest: number, refusal = () => new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid query', details: 'limit: too big' })) {
  const asked: { page: number; limit: number }[] = []
  const fetchPage = async (page: number, limit: number): Promise<Page<{ id: string }>> => {
    if (!Number.isInteger(page) || page < 1) throw badRequest(`page: ${page} is not a page`)
    if (asked.length >= RUNAWAY) return unanswered()
    asked.push({ page, limit })
    if (limit > largest) throw refusal()
    const ids = Array.from({ length: count }, (_, i) => `i${i + 1}`).slice((page - 1) * limit, page * limit)
    return { data: ids.map((id) => ({ id })), total: count, page, limit, totalPages: Math.ceil(count / limit) }
  }
  return { fetchPage, asked }
}

describe('a service that refuses the page size', () => {
  it('tries smaller pages in turn and remembers the size that worked for the next listing', async () => {
    const { fetchPage, asked } = sizedService(60, 50)
    const pageSizes = new Map<string, number>()
    const listing = await settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, pageSizes))
    expect(listing.complete).toBe(true)
    expect(listing.ids).toHaveLength(60)
    expect(asked).toEqual([
      { page: 1, limit: 200 },
      { page: 1, limit: 100 },
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ])
    expect(pageSizes.get('items')).toBe(50)
    asked.length = 0
    await settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, pageSizes))
    expect(asked).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ])
  })

  it('remembers nothing when the full page size works', async () => {
    const { fetchPage, asked } = sizedService(3, 200)
    const pageSizes = new Map<string, number>()
    await settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, pageSizes))
    expect(asked).toEqual([{ page: 1, limit: 200 }])
    expect(pageSizes.size).toBe(0)
  })

  it('gives up with the refusal once even ten items a page is refused', async () => {
    const { fetchPage, asked } = sizedService(3, 5)
    const failure = settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map()))
    await expect(failure).rejects.toMatchObject({ status: 400, details: 'limit: too big' })
    expect(asked.map((a) => a.limit)).toEqual([200, 100, 50, 20, 10])
  })

  it('tries no smaller page when the 400 is about something other than the page size', async () => {
    const { fetchPage, asked } = sizedService(3, 5, () => badRequest('status: not a known status'))
    await expect(settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map()))).rejects.toMatchObject({ status: 400 })
    expect(asked).toHaveLength(1)
  })

  it('tries a smaller page when the refusal names the limit in its message rather than its details', async () => {
    const { fetchPage, asked } = sizedService(3, 100, () => badRequest('Limit must be at most 100'))
    await settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map()))
    expect(asked.map((a) => a.limit)).toEqual([200, 100])
  })

  it('does not take a word merely containing "limit" for the page size', async () => {
    const { fetchPage, asked } = sizedService(3, 100, () => badRequest('rate_limited: unlimited plan required'))
    await expect(settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map()))).rejects.toMatchObject({ status: 400 })
    expect(asked).toHaveLength(1)
  })

  it('tries no smaller page when the failure is not a 400', async () => {
    const { fetchPage, asked } = sizedService(3, 5, () => new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'limit reached' }))
    await expect(settled(listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map()))).rejects.toMatchObject({ status: 500 })
    expect(asked).toHaveLength(1)
  })
})

describe('a list the service cannot give', () => {
  const failing = (error: unknown) => {
    let asked = 0
    return settled(listAllPages(async () => (++asked > RUNAWAY ? unanswered() : Promise.reject(error)), (item: { id: string }) => item.id, () => undefined, SUBJECT, new Map()))
  }

  it('says the service has no such list when it answers 404', async () => {
    const error = await failing(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CoreError)
    expect(error).toMatchObject({ code: 'not_listable', words: words('errors.listing.unlisted', { listing: 'voices' }) })
  })

  it('says the answer was not understood when it came in an unknown shape', async () => {
    const error = await failing(new ApiError({ code: 'invalid_response', message: 'data: expected an array' })).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'not_listable', words: words('errors.listing.unreadable', { listing: 'voices', why: 'data: expected an array' }) })
  })

  it('passes any other failure on as it came', async () => {
    const other = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
    await expect(failing(other)).rejects.toBe(other)
    const crash = new TypeError('broken')
    await expect(failing(crash)).rejects.toBe(crash)
  })
})

describe('listing progress and page counts', () => {
  it('tells the pages read so far against the count the first page gave', async () => {
    const { fetchPage } = service([
      { ids: ['a', 'b'], total: 5 },
      { ids: ['c', 'd'], total: 5 },
      { ids: ['e'], total: 5 },
    ])
    const seen: [number, number][] = []
    await listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map(), { onProgress: (done, total) => void seen.push([done, total]) })
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
  })

  it('counts the pages from the total and the page size when the service gives no page count', async () => {
    const fetched: number[] = []
    const fetchPage = async (page: number): Promise<Page<{ id: string }>> => {
      if (!Number.isInteger(page) || page < 1) throw badRequest(`page: ${page} is not a page`)
      fetched.push(page)
      const ids = [['a', 'b'], ['c', 'd'], ['e']][page - 1] ?? []
      return { data: ids.map((id) => ({ id })), total: 5, page, limit: 2, totalPages: 0 }
    }
    const listing = await listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map())
    expect(fetched).toEqual([1, 2, 3])
    expect(listing).toEqual({ ids: ['a', 'b', 'c', 'd', 'e'], complete: true })
  })

  it('asks the pages after the first several at a time', async () => {
    const started: number[] = []
    const answers = new Map<number, () => void>()
    const fetchPage = (page: number): Promise<Page<{ id: string }>> => {
      started.push(page)
      const answer = { data: [{ id: `p${page}` }], total: 4, page, limit: 1, totalPages: 4 }
      if (page === 1) return Promise.resolve(answer)
      return new Promise((resolve) => answers.set(page, () => resolve(answer)))
    }
    const listing = listAllPages(fetchPage, (item) => item.id, () => undefined, SUBJECT, new Map(), { concurrency: 2 })
    await flush()
    expect(started).toEqual([1, 2, 3])
    for (const page of [2, 3, 4]) {
      answers.get(page)!()
      await flush()
    }
    await expect(listing).resolves.toEqual({ ids: ['p1', 'p2', 'p3', 'p4'], complete: true })
  })
})

describe('a kept first page', () => {
  it('is handed over once: the next listing of page one asks the service', async () => {
    const firstPages = new FirstPages()
    const kept = { data: [{ id: 'kept' }], total: 1, page: 1, limit: 200, totalPages: 1 }
    const fresh = { data: [{ id: 'fresh' }], total: 1, page: 1, limit: 200, totalPages: 1 }
    firstPages.keep('items', 200, kept)
    await expect(firstPages.pageOr('items', 1, 200, async () => fresh)).resolves.toBe(kept)
    await expect(firstPages.pageOr('items', 1, 200, async () => fresh)).resolves.toBe(fresh)
  })

  it('is neither handed for, nor spent by, a later page', async () => {
    const firstPages = new FirstPages()
    const kept = { data: [{ id: 'kept' }], total: 2, page: 1, limit: 200, totalPages: 2 }
    const second = { data: [{ id: 'second' }], total: 2, page: 2, limit: 200, totalPages: 2 }
    firstPages.keep('items', 200, kept)
    await expect(firstPages.pageOr('items', 2, 200, async () => second)).resolves.toBe(second)
    await expect(firstPages.pageOr('items', 1, 200, async () => second)).resolves.toBe(kept)
  })
})
