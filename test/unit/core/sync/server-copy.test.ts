import { describe, expect, it } from 'vitest'
import type { CallDisposition } from '../../../../src/shared/api'
import type { ApiClient, DispositionPage } from '../../../../src/core/api'
import { fetchServerCopy } from '../../../../src/core/sync/server-copy'
import { disposition } from '../../../support/service-fixtures'

type Query = { phoneNumber?: string; search?: string; page: number; limit: number }

/** A disposition list split into pages of `perPage`, whatever the filter; `totalPages` as given. */
function pagedService(pages: CallDisposition[][], totalPages = pages.length) {
  const sent: { query: Query; options: unknown }[] = []
  const client = {
    dispositions: {
      list: async (query: Query, options: unknown): Promise<DispositionPage> => {
        // No test here has more than a few pages: a search that keeps asking past them fails instead of spinning.
        if (sent.length >= 50) throw new Error('asked for page after page without end')
        sent.push({ query, options })
        const rows = pages[query.page - 1] ?? []
        return { dispositions: rows, total: rows.length, page: query.page, limit: query.limit, totalPages }
      },
    },
  } as unknown as ApiClient
  return { client, sent }
}

const signal = new AbortController().signal

describe('fetchServerCopy', () => {
  it('filters by the phone number when there is one, in the user lane, a full page at a time', async () => {
    const wanted = disposition('disp_2', { phoneNumber: '+14155550002' })
    const { client, sent } = pagedService([[disposition('disp_1'), wanted]])
    await expect(fetchServerCopy(client, 'disp_2', '+14155550002', signal)).resolves.toEqual(wanted)
    expect(sent).toEqual([{ query: { phoneNumber: '+14155550002', page: 1, limit: 200 }, options: { lane: 'user', signal } }])
  })

  it('searches by the id when the disposition has no phone number', async () => {
    const { client, sent } = pagedService([[disposition('disp_7')]])
    await fetchServerCopy(client, 'disp_7', undefined, signal)
    expect(sent.map((s) => s.query)).toEqual([{ search: 'disp_7', page: 1, limit: 200 }])
  })

  it('reads page after page until it finds the id', async () => {
    const wanted = disposition('disp_9')
    const { client, sent } = pagedService([[disposition('disp_1')], [disposition('disp_2')], [wanted]])
    await expect(fetchServerCopy(client, 'disp_9', '+14155550009', signal)).resolves.toEqual(wanted)
    expect(sent.map((s) => s.query.page)).toEqual([1, 2, 3])
  })

  it('is null once the last page is read without the id', async () => {
    const { client, sent } = pagedService([[disposition('disp_1')], [disposition('disp_2')]])
    await expect(fetchServerCopy(client, 'disp_9', '+14155550009', signal)).resolves.toBeNull()
    expect(sent.map((s) => s.query.page)).toEqual([1, 2])
  })

  it('is null when a page comes back empty, even if the service counts more pages', async () => {
    const { client, sent } = pagedService([[disposition('disp_1')], []], 5)
    await expect(fetchServerCopy(client, 'disp_9', '+14155550009', signal)).resolves.toBeNull()
    expect(sent.map((s) => s.query.page)).toEqual([1, 2])
  })

  it('is null when the service has nothing for the filter', async () => {
    const { client } = pagedService([[]], 0)
    await expect(fetchServerCopy(client, 'disp_9', undefined, signal)).resolves.toBeNull()
  })
})
