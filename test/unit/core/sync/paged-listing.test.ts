import { describe, expect, it } from 'vitest'
import type { Page } from '../../../../src/shared/api'
import { listAllPages } from '../../../../src/core/sync/paged-listing'

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

const SUBJECT = { noun: 'items', otherwise: 'They stay reachable by id.' }

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
