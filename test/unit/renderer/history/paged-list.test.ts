import { describe, expect, it } from 'vitest'
import type { Page } from '../../../../src/shared/api'
import { PagedList } from '../../../../src/renderer/history/paged-list.svelte'
import { pending, type Pending } from '../lib/answers'

type Filters = { agent?: string }

function page(rows: string[], pageNumber = 1): Page<string> & { perDay: number[] } {
  return { data: rows, total: rows.length, page: pageNumber, limit: 50, totalPages: 3, perDay: [rows.length] }
}

/** A list whose every fetch waits for the test, recorded with what it asked for. */
function listWithFetches() {
  const fetches: { filters: Filters; page: number; answer: Pending<ReturnType<typeof page>> }[] = []
  const list = new PagedList<Filters, string, ReturnType<typeof page>>((filters, pageNumber) => {
    const answer = pending<ReturnType<typeof page>>()
    fetches.push({ filters, page: pageNumber, answer })
    return answer.promise
  }, {})
  return { list, fetches }
}

describe('a history list read page by page from the cache', () => {
  it('shows the answer to the latest filters, not a slower one for the filters before', async () => {
    const { list, fetches } = listWithFetches()
    const before = list.setFilters({ agent: 'agt_billing' })
    const after = list.setFilters({ agent: 'agt_sales' })
    fetches[1]!.answer.answer(page(['sales call']))
    await after
    fetches[0]!.answer.answer(page(['billing call']))
    await before
    expect(fetches.map((f) => f.filters)).toEqual([{ agent: 'agt_billing' }, { agent: 'agt_sales' }])
    expect(list.rows).toEqual(['sales call'])
    expect(list.answer?.perDay).toEqual([1])
  })

  it('keeps the rows on screen while the next page loads, and goes to pages that exist only', async () => {
    const { list, fetches } = listWithFetches()
    const first = list.load()
    fetches[0]!.answer.answer(page(['a', 'b']))
    await first
    const next = list.goTo(9)
    expect(fetches[1]!.page).toBe(3)
    expect([list.loading, list.rows]).toEqual([true, ['a', 'b']])
    fetches[1]!.answer.answer(page(['e'], 3))
    await next
    expect([list.loading, list.rows, list.page]).toEqual([false, ['e'], 3])
  })

  it("starts over for another workspace: the old filters go, and an answer still on its way is dropped", async () => {
    const { list, fetches } = listWithFetches()
    const loading = list.setFilters({ agent: 'agt_old' })
    list.reset()
    fetches[0]!.answer.answer(page(["the old workspace's call"]))
    await loading
    expect([list.loaded, list.rows, list.filters, list.page]).toEqual([false, [], {}, 1])
  })
})
