import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nestedPage } from '../../../../src/core/api/list'
import { checkBody, repairItem, siftList } from '../../../../src/core/api/tolerant'
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

describe('repairItem, case by case', () => {
  const Item = z.object({
    id: z.string(),
    note: z.string(),
    tags: z.array(z.string()),
    owner: z.object({ name: z.string() }),
    rows: z.array(z.object({ label: z.string() })),
  })
  const valid = { id: 'i1', note: 'n', tags: ['a'], owner: { name: 'Ann' }, rows: [{ label: 'x' }] }

  it('says an item that needed nothing was not repaired', () => {
    expect(repairItem(Item, valid)).toEqual({ ok: true, value: valid, repaired: false })
  })

  it('empties a null list and a null object, and a null string inside a list item', () => {
    const outcome = repairItem(Item.extend({ owner: z.object({ name: z.string().default('') }) }), {
      ...valid,
      tags: null,
      owner: null,
      rows: [{ label: null }],
    })
    expect(outcome).toEqual({ ok: true, repaired: true, value: { ...valid, tags: [], owner: {}, rows: [{ label: '' }] } })
  })

  it('never makes up the fields of an object it made up', () => {
    expect(repairItem(Item, { ...valid, owner: null })).toEqual({ ok: false, reason: 'owner.name: Invalid input: expected string, received undefined' })
  })

  it('repairs no null number, no value of an enum without "other", no number outside an enum, no rule over the whole item', () => {
    expect(repairItem(z.object({ n: z.number() }), { n: null })).toEqual({ ok: false, reason: 'n: Invalid input: expected number, received null' })
    expect(repairItem(z.object({ s: z.enum(['a', 'b']) }), { s: 'c' })).toMatchObject({ ok: false, reason: expect.stringMatching(/^s: /) })
    expect(repairItem(z.object({ s: z.enum(['a', 'other']) }), { s: 3 })).toMatchObject({ ok: false, reason: expect.stringMatching(/^s: /) })
    const whole = z.object({ a: z.string() }).refine((o) => o.a !== 'x', 'a may not be x')
    expect(repairItem(whole, { a: 'x' })).toEqual({ ok: false, reason: 'a may not be x' })
  })
})

describe('siftList, case by case', () => {
  const items = { resource: 'dispositions', item: CallDisposition }

  it('leaves an answer without a list as it is', () => {
    expect(siftList({ data: { total: 0 } }, items)).toEqual({ body: { data: { total: 0 } }, quarantined: [], repaired: 0 })
    expect(siftList('none', items)).toEqual({ body: 'none', quarantined: [], repaired: 0 })
  })

  it('finds a list named at the top level, and counts the items it repaired', () => {
    const { scheduledAt: _dropped, ...withoutSchedule } = disposition
    const sifted = siftList({ dispositions: [disposition, withoutSchedule], total: 2 }, items)
    expect(sifted).toEqual({ body: { dispositions: [disposition, { ...withoutSchedule, scheduledAt: null }], total: 2 }, quarantined: [], repaired: 1 })
  })

  it('names a set-aside item by roomName or phoneNumberId, and by position when its id is empty', () => {
    const bad = [{ roomName: 'r1' }, { phoneNumberId: 'pn1' }, { id: '' }, 7]
    expect(siftList(bad, items).quarantined.map((q) => [q.resource, q.itemId])).toEqual([
      ['dispositions', 'r1'],
      ['dispositions', 'pn1'],
      ['dispositions', '#2'],
      ['dispositions', '#3'],
    ])
  })

  it('keeps what the hand-written reader reads, and reads again an item the schema repaired', () => {
    const { scheduledAt: _dropped, ...withoutSchedule } = disposition
    const read = (entry: unknown) => (entry === disposition ? 'read' : (entry as { scheduledAt?: unknown }).scheduledAt === null ? 'repaired, read' : undefined)
    expect(siftList([disposition, withoutSchedule], { ...items, read }).body).toEqual(['read', 'repaired, read'])
  })
})

describe('checkBody', () => {
  const request = { method: 'GET', path: '/dispositions' }
  const items = { resource: 'dispositions', item: CallDisposition }

  it('tells the quarantine only of items set aside, and checks the whole answer', () => {
    const told: unknown[] = []
    const list = z.array(CallDisposition)
    expect(checkBody(request, 'req_1', [disposition], list, items, (q) => told.push(q))).toMatchObject([disposition])
    expect(told).toEqual([])
    expect(checkBody(request, 'req_1', [disposition, 7], list, items, (q) => told.push(q))).toMatchObject([disposition])
    expect(told).toEqual([[{ resource: 'dispositions', itemId: '#1', reason: 'not an object' }]])
    expect(() => checkBody(request, 'req_1', { data: 1 }, list, undefined, () => undefined)).toThrow(
      expect.objectContaining({ code: 'invalid_response', requestId: 'req_1' }),
    )
  })
})

describe('the tolerant reader at its edges', () => {
  const items = { resource: 'dispositions', item: CallDisposition }
  /** Each stage is checked only once the one before passes: each missing string takes two rounds (null, then ''). */
  const staged = (names: string[]) =>
    names.slice(1).reduce<z.ZodType<unknown>>((schema, name) => schema.pipe(z.looseObject({ [name]: z.string() })), z.looseObject({ [names[0] ?? 'a']: z.string() }))

  it('repairs over as many as five readings, and sets aside an item that needs more', () => {
    expect(repairItem(staged(['a', 'b']), {})).toEqual({ ok: true, repaired: true, value: { a: '', b: '' } })
    expect(repairItem(staged(['a', 'b', 'c']), {})).toEqual({ ok: false, reason: 'could not be repaired' })
  })

  it('makes up no value for a field a rule of its own refuses', () => {
    const ruled = z.object({ note: z.custom((v) => v !== undefined, 'note is required') })
    expect(repairItem(ruled, {})).toEqual({ ok: false, reason: 'note: note is required' })
  })

  it('sets aside a null item by its position', () => {
    expect(siftList([disposition, null], items)).toEqual({
      body: [disposition],
      quarantined: [{ resource: 'dispositions', itemId: '#1', reason: 'not an object' }],
      repaired: 0,
    })
  })

  it('leaves a null answer as it is', () => {
    expect(siftList(null, items)).toEqual({ body: null, quarantined: [], repaired: 0 })
  })

  it('sifts the data list even when another list comes before it', () => {
    const sifted = siftList({ tags: ['x'], data: [disposition, 7] }, items)
    expect(sifted.body).toEqual({ tags: ['x'], data: [disposition] })
    expect(sifted.quarantined.map((q) => q.itemId)).toEqual(['#1'])
  })

  it('checks a list answer as a whole when it has no item schema', () => {
    expect(checkBody({ method: 'GET', path: '/n' }, undefined, [1, 2], z.array(z.number()), undefined, () => undefined)).toEqual([1, 2])
  })
})
