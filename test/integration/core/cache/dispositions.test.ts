import { beforeEach, describe, expect, it } from 'vitest'
import {
  getDisposition,
  listCallbackQueue,
  listDispositions,
  upsertDispositions,
} from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { cachePerTest, disposition, WS } from './fixtures'

let db: Cache
cachePerTest((opened) => (db = opened))

const ids = (page: { data: { _id: string }[] }) => page.data.map((d) => d._id)

describe('upsertDispositions', () => {
  it('stores dispositions and reads them back as the API shaped them, timestamps in one UTC form', () => {
    const d = disposition('d1', {
      scheduledAt: '2025-03-02T11:00:00+01:00',
      batchId: 'batch_1',
      notes: 'Call after lunch',
      customerName: 'Ana Pérez',
    })
    expect(upsertDispositions(db, WS, [d])).toEqual(['d1'])
    expect(getDisposition(db, WS, 'd1')).toEqual({ ...d, scheduledAt: '2025-03-02T10:00:00.000Z' })
  })

  it('omits the optional fields the service did not send', () => {
    const { updatedAt: _u, customerName: _c, ...bare } = disposition('d1')
    upsertDispositions(db, WS, [bare])
    const stored = getDisposition(db, WS, 'd1')
    expect(stored).not.toHaveProperty('updatedAt')
    expect(stored).not.toHaveProperty('customerName')
  })

  it('reports only the rows that were new or changed, and applies the changes', () => {
    upsertDispositions(db, WS, [disposition('d1'), disposition('d2')])
    const written = upsertDispositions(db, WS, [
      disposition('d1'),
      disposition('d2', { status: 'completed', notes: 'Reached, sorted' }),
    ])
    expect(written).toEqual(['d2'])
    expect(getDisposition(db, WS, 'd2')).toMatchObject({ status: 'completed', notes: 'Reached, sorted' })
    expect(listDispositions(db, WS, { search: 'sorted' }).total).toBe(1)
  })
})

describe('listDispositions', () => {
  beforeEach(() => {
    upsertDispositions(db, WS, [
      disposition('d1', { phoneNumber: '+14155550101', agentId: 'agent_1', batchId: 'batch_1', status: 'scheduled',
        disposition: 'callback', attempt: 1, createdAt: '2025-03-01T09:00:00Z', notes: 'Asked about a refund',
        scheduledAt: '2025-03-05T09:00:00Z' }),
      disposition('d2', { phoneNumber: '+14155550102', agentId: 'agent_2', batchId: 'batch_1', status: 'completed',
        disposition: 'interested', attempt: 2, createdAt: '2025-03-02T09:00:00Z', notes: 'Wants the premium plan' }),
      disposition('d3', { phoneNumber: '+14155550103', agentId: 'agent_1', batchId: 'batch_2', status: 'pending',
        disposition: 'callback', attempt: 3, createdAt: '2025-03-03T09:00:00Z', customerName: 'Zoë Dubois',
        scheduledAt: '2025-03-04T15:00:00Z' }),
      disposition('d4', { phoneNumber: '+14155550101', agentId: 'agent_2', status: 'failed', disposition: 'busy',
        attempt: 1, createdAt: '2025-03-04T09:00:00Z' }),
    ])
  })

  it('lists newest first by default, with the totals of the reference', () => {
    const page = listDispositions(db, WS)
    expect(ids(page)).toEqual(['d4', 'd3', 'd2', 'd1'])
    expect(page).toMatchObject({ total: 4, page: 1, limit: 50, totalPages: 1 })
  })

  it.each([
    [{ phoneNumber: '+14155550101' }, ['d4', 'd1']],
    [{ batchId: 'batch_1' }, ['d2', 'd1']],
    [{ agentId: 'agent_1' }, ['d3', 'd1']],
    [{ status: 'completed' }, ['d2']],
    [{ status: ['scheduled', 'pending'] }, ['d3', 'd1']],
    [{ disposition: 'callback' }, ['d3', 'd1']],
    [{ attempt: 1 }, ['d4', 'd1']],
    [{ search: 'refu' }, ['d1']],
    [{ search: 'zoe' }, ['d3']],
    [{ search: '0102' }, ['d2']],
    [{ agentId: 'agent_1', status: 'pending' }, ['d3']],
    [{ scheduledFrom: '2025-03-05T00:00:00Z' }, ['d1']],
    [{ scheduledTo: '2025-03-05T00:00:00Z' }, ['d3']],
  ])('filters by %o', (filter, expected) => {
    expect(ids(listDispositions(db, WS, filter))).toEqual(expected)
  })

  it('ignores a free-text filter with nothing searchable in it', () => {
    expect(listDispositions(db, WS, { search: '"()*' }).total).toBe(4)
  })

  it('pages', () => {
    const second = listDispositions(db, WS, { page: 2, limit: 3 })
    expect(ids(second)).toEqual(['d1'])
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3, totalPages: 2 })
  })
})

describe('listCallbackQueue', () => {
  it('lists the callbacks due in the window, soonest first, leaving out unscheduled ones', () => {
    upsertDispositions(db, WS, [
      disposition('late', { scheduledAt: '2025-03-03T17:00:00.000Z' }),
      disposition('early', { scheduledAt: '2025-03-03T08:00:00Z' }),
      disposition('same-time-b', { scheduledAt: '2025-03-03T12:00:00Z' }),
      disposition('same-time-a', { scheduledAt: '2025-03-03T13:00:00+01:00' }),
      disposition('tomorrow', { scheduledAt: '2025-03-04T08:00:00Z' }),
      disposition('unscheduled', { scheduledAt: null }),
    ])
    const queue = listCallbackQueue(db, WS, { from: '2025-03-03T00:00:00Z', to: '2025-03-04T00:00:00Z' })
    expect(ids(queue)).toEqual(['early', 'same-time-a', 'same-time-b', 'late'])
    expect(queue.total).toBe(4)
    const pending = listCallbackQueue(db, WS, {
      from: '2025-03-03T00:00:00Z',
      to: '2025-03-05T00:00:00Z',
      status: 'scheduled',
      limit: 2,
    })
    expect(ids(pending)).toEqual(['early', 'same-time-a'])
    expect(pending.totalPages).toBe(3)
  })
})
