import { describe, expect, it } from 'vitest'
import { DispositionList, DispositionUpdateResponse, KNOWN_DISPOSITION_STATUSES, KNOWN_DISPOSITION_TYPES } from '../../../src/shared/api/dispositions'
import { START_TIME } from '../../support/simulator'
import { call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })
const list = async (query = '') => read(await call(sim, 'GET', `/v1/api/call-dispositions${query}`), DispositionList).data
const DAY = 24 * 3600 * 1000

describe('call dispositions fixture', () => {
  it('has at least 300 dispositions with callbacks over the past and next 7 days', async () => {
    const all = await list('?limit=200')
    expect(all).toMatchObject({ page: 1, limit: 200 })
    expect(all.total).toBeGreaterThanOrEqual(300)
    const rest = await list('?limit=200&page=2')
    const every = [...all.dispositions, ...rest.dispositions]
    expect(every.length).toBe(Math.min(all.total, 400))
    const times = every.flatMap((d) => (d.scheduledAt === null ? [] : [Date.parse(d.scheduledAt) - START_TIME]))
    expect(times.some((t) => t < -DAY)).toBe(true)
    expect(times.some((t) => t > DAY)).toBe(true)
    expect(times.every((t) => Math.abs(t) <= 7 * DAY)).toBe(true)
    expect(new Set(every.map((d) => d.status)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(every.map((d) => d.disposition)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(every.map((d) => d.attempt))).toEqual(new Set([1, 2, 3]))
    expect(every.some((d) => d.batchId)).toBe(true)
    for (const d of every) {
      expect(KNOWN_DISPOSITION_STATUSES).toContain(d.status)
      expect(KNOWN_DISPOSITION_TYPES).toContain(d.disposition)
    }
  })

  it('defaults to page 1 of 50, newest first, and caps limit at 200', async () => {
    const first = await list()
    expect(first).toMatchObject({ page: 1, limit: 50, totalPages: Math.ceil(first.total / 50) })
    expect(first.dispositions.length).toBe(50)
    const created = first.dispositions.map((d) => Date.parse(d.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    expect((await call(sim, 'GET', '/v1/api/call-dispositions?limit=500')).status).toBe(400)
  })
})

describe('the ten query filters', () => {
  it('filters by phoneNumber, batchId, agentId, status, disposition and attempt', async () => {
    const sample = (await list('?limit=200')).dispositions.find((d) => d.batchId)
    if (!sample?.batchId) throw new Error('the fixture has batch dispositions')
    const byPhone = await list(`?phoneNumber=${encodeURIComponent(sample.phoneNumber)}`)
    expect(byPhone.dispositions.length).toBeGreaterThan(0)
    expect(byPhone.dispositions.every((d) => d.phoneNumber === sample.phoneNumber)).toBe(true)

    const checks: [string, (d: { batchId?: string | null; agentId: string; status: string; disposition: string; attempt: number }) => boolean][] = [
      [`batchId=${sample.batchId}`, (d) => d.batchId === sample.batchId],
      ['agentId=agt_support', (d) => d.agentId === 'agt_support'],
      ['status=scheduled', (d) => d.status === 'scheduled'],
      ['disposition=callback', (d) => d.disposition === 'callback'],
      ['attempt=3', (d) => d.attempt === 3],
    ]
    for (const [query, holds] of checks) {
      const found = await list(`?limit=200&${query}`)
      expect(found.total, query).toBeGreaterThan(0)
      expect(found.total, query).toBeLessThan((await list()).total)
      expect(found.dispositions.every(holds), query).toBe(true)
    }
    const combined = await list('?limit=200&agentId=agt_sales&disposition=callback&attempt=1')
    expect(combined.dispositions.every((d) => d.agentId === 'agt_sales' && d.disposition === 'callback' && d.attempt === 1)).toBe(true)
    expect((await list('?status=no_such_status')).total).toBe(0)
  })

  it('searches free text over name, phone and notes, case-insensitively', async () => {
    const sample = (await list()).dispositions.find((d) => d.customerName)
    const name = sample?.customerName?.split(' ')[1] ?? ''
    const found = await list(`?limit=200&search=${encodeURIComponent(name.toUpperCase())}`)
    expect(found.total).toBeGreaterThan(0)
    expect(found.dispositions.every((d) => `${d.customerName} ${d.phoneNumber} ${d.notes}`.toLowerCase().includes(name.toLowerCase()))).toBe(true)
    expect((await list('?search=voicemail')).dispositions.every((d) => d.notes.toLowerCase().includes('voicemail'))).toBe(true)
  })

  it('writes timestamps in the given time zone, the same instants', async () => {
    const utc = (await list('?limit=5')).dispositions
    const paris = (await list('?limit=5&timezone=Europe/Paris')).dispositions
    expect(paris.map((d) => d._id)).toEqual(utc.map((d) => d._id))
    paris.forEach((d, i) => {
      expect(d.createdAt).toMatch(/\+0[12]:00$/)
      expect(Date.parse(d.createdAt)).toBe(Date.parse(utc[i]?.createdAt ?? ''))
    })
    const bad = await call(sim, 'GET', '/v1/api/call-dispositions?timezone=Mars/Olympus')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ details: expect.stringContaining('timezone') })
    expect((await call(sim, 'GET', '/v1/api/call-dispositions?attempt=two')).body).toMatchObject({ details: expect.stringContaining('attempt') })
  })
})

describe('updating a disposition', () => {
  it('reschedules, changes status and notes', async () => {
    const target = (await list('?status=pending')).dispositions[0]
    if (!target) throw new Error('the fixture has pending dispositions')
    const answer = read(
      await call(sim, 'PUT', `/v1/api/call-dispositions/${target._id}`, { body: { scheduledAt: '2025-05-03T16:30:00+02:00', status: 'scheduled', notes: 'Call after lunch' } }),
      DispositionUpdateResponse,
    )
    expect(answer.success).toBe(true)
    expect(answer.disposition).toMatchObject({ _id: target._id, scheduledAt: '2025-05-03T14:30:00.000Z', status: 'scheduled', notes: 'Call after lunch' })
    const again = (await list(`?search=${target._id}`)).dispositions[0]
    expect(again).toMatchObject({ status: 'scheduled', notes: 'Call after lunch' })
  })

  it('validates scheduledAt as ISO 8601 and status against the known values', async () => {
    const id = (await list()).dispositions[0]?._id ?? ''
    for (const scheduledAt of ['tomorrow', '2025-05-03', '2025-13-03T10:00:00Z', '03/05/2025 10:00', 42]) {
      const answer = await call(sim, 'PUT', `/v1/api/call-dispositions/${id}`, { body: { scheduledAt } })
      expect(answer.status, String(scheduledAt)).toBe(400)
      expect(answer.body).toMatchObject({ details: expect.stringContaining('scheduledAt') })
    }
    const status = await call(sim, 'PUT', `/v1/api/call-dispositions/${id}`, { body: { status: 'maybe' } })
    expect(status.body).toMatchObject({ details: expect.stringContaining('status') })
    expect((await call(sim, 'PUT', '/v1/api/call-dispositions/disp_nope', { body: { notes: 'x' } })).status).toBe(404)
  })
})
