import { describe, expect, it } from 'vitest'
import { nestedPage } from '../../../../src/core/api/list'
import { repairItem, siftList } from '../../../../src/core/api/tolerant'
import { ActiveCall, CallDisposition } from '../../../../src/shared/api'

const disposition = {
  _id: 'disp_1',
  phoneNumber: '+14155550100',
  disposition: 'callback',
  status: 'pending',
  scheduledAt: '2025-05-02T10:00:00Z',
  attempt: 1,
  agentId: 'agt_sales',
  createdAt: '2025-05-01T10:00:00Z',
}

describe('repairItem', () => {
  it('repairs a missing nullable field to null and a null string to empty, in one item', () => {
    const { scheduledAt: _dropped, ...withoutSchedule } = disposition
    const outcome = repairItem(CallDisposition, { ...withoutSchedule, agentId: null })
    expect(outcome).toEqual({ ok: true, repaired: true, value: { ...withoutSchedule, scheduledAt: null, agentId: '' } })
  })

  it('keeps an unknown value of an enum that has "other" as "other"', () => {
    const call = {
      id: 'c1', roomName: 'r1', customerPhone: '+1', aiAgentName: 'A', duration: 3, status: 'active',
      sentiment: 'neutral', lastMessage: 'hi', transferRequested: false, type: 'sip', participants: [],
    }
    expect(repairItem(ActiveCall, call)).toMatchObject({ ok: true, value: { type: 'other' } })
  })

  it('gives the first reason for what cannot be repaired: a wrong type, a bad date, not an object', () => {
    expect(repairItem(CallDisposition, { ...disposition, attempt: 'two' })).toEqual({
      ok: false,
      reason: 'attempt: Invalid input: expected number, received string',
    })
    expect(repairItem(CallDisposition, { ...disposition, createdAt: 'soon' })).toEqual({ ok: false, reason: 'createdAt: not an ISO 8601 timestamp' })
    expect(repairItem(CallDisposition, 'disp_2')).toEqual({ ok: false, reason: 'not an object' })
  })
})

describe('siftList', () => {
  it('finds the list in a bare array, in data, or nested under data, and names set-aside items by id or position', () => {
    const items = { resource: 'dispositions', item: CallDisposition }
    const odd = { ...disposition, _id: 'disp_odd', attempt: -1 }
    const nameless = { ...disposition, _id: undefined }
    for (const wrap of [(l: unknown[]) => l, (l: unknown[]) => ({ data: l }), (l: unknown[]) => ({ data: { dispositions: l, total: 3 } })]) {
      const sifted = siftList(wrap([disposition, odd, nameless]), items)
      expect(sifted.quarantined.map((q) => q.itemId)).toEqual(['disp_odd', '#2'])
      expect(sifted.body).toEqual(wrap([disposition]))
    }
  })
})

describe('nestedPage', () => {
  const page = nestedPage('dispositions', CallDisposition)
  it("reads the reference's nested envelope, our flat page, a named list and a bare array as the same page", () => {
    const nested = page.parse({ data: { dispositions: [disposition], total: 7, page: 2, limit: 1, totalPages: 7 } })
    expect(nested).toMatchObject({ data: [{ _id: 'disp_1' }], total: 7, page: 2, limit: 1, totalPages: 7 })
    expect(page.parse({ data: [disposition], total: 7, page: 2, limit: 1, totalPages: 7 })).toEqual(nested)
    expect(page.parse({ dispositions: [disposition] })).toMatchObject({ data: [{ _id: 'disp_1' }], total: 1, page: 1 })
    expect(page.parse([disposition])).toMatchObject({ data: [{ _id: 'disp_1' }], total: 1 })
  })
})
