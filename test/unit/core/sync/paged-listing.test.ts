import { describe, expect, it } from 'vitest'
import type { Page } from '../../../../src/shared/api'
import { FirstPages, listAllPages } from '../../../../src/core/sync/paged-listing'

/** A service listing `pages` in order: each entry is the ids of one page and the total it reports. */
function service(pages: { ids: string[]; total: number }[]) {
  const fetched: number[] = []
  const fetchPage = async (page: number, limit: number): Promise<Page<{ id: string }>> => {
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
