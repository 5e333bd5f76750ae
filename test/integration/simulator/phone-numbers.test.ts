import { describe, expect, it } from 'vitest'
import { Agent, ReleasePhoneNumberResponse } from '../../../src/shared/api/agents'
import { pageOf } from '../../../src/shared/api/common'
import { PhoneNumber, PhoneNumberConfig } from '../../../src/shared/api/phone-numbers'
import { call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })
const config = (id: string) => call(sim, 'GET', `/v1/api/carrier/phone-numbers/${id}/config`)
const put = (id: string, body: unknown) => call(sim, 'PUT', `/v1/api/carrier/phone-numbers/${id}/config`, { body })

describe('phone numbers', () => {
  it('lists the numbers of the workspace', async () => {
    const list = read(await call(sim, 'GET', '/v1/api/carrier/phone-numbers'), pageOf(PhoneNumber))
    expect(list.data.find((n) => n.phoneNumberId === 'pn_sales')).toMatchObject({ phoneNumber: '+14155550100', agentId: 'agt_sales', status: 'active', maxCallDuration: 3600 })
    expect(list.data.find((n) => n.phoneNumberId === 'pn_spare')).toMatchObject({ agentId: null, status: 'unassigned' })
    expect(list.data.some((n) => n.phoneNumberId === 'pn_other')).toBe(false)
  })

  it('reads the config in the read shape, `recording` rather than `recordingEnabled`', async () => {
    const answer = await config('pn_sales')
    const read_ = read(answer, PhoneNumberConfig)
    expect(read_).toMatchObject({ phoneNumberId: 'pn_sales', agentId: 'agt_sales', flowType: 'call', status: 'active', recording: true })
    expect(answer.body).not.toHaveProperty('recordingEnabled')
    expect(answer.body).not.toHaveProperty('maxCallDuration')
    expect((await config('pn_missing')).status).toBe(404)
    expect((await config('pn_other')).status).toBe(404)
  })

  it('writes with the write shape and reads the result back', async () => {
    const body = {
      recordingEnabled: false,
      transferCallerIdMode: 'agent',
      direction: 'outbound',
      metadataTags: ['vip', 'emea'],
      label: 'Renamed line',
      maxCallDuration: 1200,
      officeHours: { enabled: true, timezone: 'Europe/Paris', schedule: { monday: [{ start: '09:00', end: '17:30' }] } },
    }
    expect(await put('pn_support', body)).toMatchObject({ status: 200, body: { success: true } })
    const after = read(await config('pn_support'), PhoneNumberConfig)
    expect(after).toMatchObject({ recording: false, transferCallerIdMode: 'agent', direction: 'outbound', metadataTags: ['vip', 'emea'] })
    expect(after.officeHours).toEqual(body.officeHours)
    const listed = read(await call(sim, 'GET', '/v1/api/carrier/phone-numbers'), pageOf(PhoneNumber)).data.find((n) => n.phoneNumberId === 'pn_support')
    expect(listed).toMatchObject({ label: 'Renamed line', maxCallDuration: 1200 })
  })

  it('validates transferCallerIdMode, direction, officeHours and maxCallDuration, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ transferCallerIdMode: 'robot' }, 'transferCallerIdMode'],
      [{ direction: 'sideways' }, 'direction'],
      [{ officeHours: { timezone: 'Europe/Paris' } }, 'officeHours.enabled'],
      [{ officeHours: { enabled: true, timezone: 'Mars/Olympus' } }, 'officeHours.timezone'],
      [{ officeHours: { enabled: true, schedule: { funday: [] } } }, 'officeHours.schedule'],
      [{ officeHours: { enabled: true, schedule: { monday: [{ start: '18:00', end: '09:00' }] } } }, 'officeHours.schedule.monday'],
      [{ maxCallDuration: -5 }, 'maxCallDuration'],
      [{ recordingEnabled: 'yes' }, 'recordingEnabled'],
      [{ agentId: 'agt_nope' }, 'agentId'],
    ]
    for (const [body, field] of cases) {
      const answer = await put('pn_spare', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining(field) })
    }
  })

  it('assigns a number to an agent, which can then place calls', async () => {
    expect((await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_unassigned', toNumber: '+14155559876' } })).status).toBe(400)
    expect((await put('pn_spare', { agentId: 'agt_unassigned' })).status).toBe(200)
    expect(read(await call(sim, 'GET', '/api/v1/agents/agt_unassigned'), Agent).phoneNumberId).toBe('pn_spare')
    const placed = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_unassigned', toNumber: '+14155559876' } })
    expect(placed.status).toBe(200)
    expect(placed.body).toMatchObject({ fromNumber: '+14155550109' })
  })
})

describe('releasing a number from its agent', () => {
  const release = (agentId: string, phoneNumberId: string, body: unknown) =>
    call(sim, 'POST', `/v1/api/agents/${agentId}/release/${phoneNumberId}`, { body })

  it('requires confirmation: true', async () => {
    for (const body of [{}, { confirmation: false }, { confirmation: 'yes' }]) {
      const answer = await release('agt_scheduling', 'pn_scheduling', body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ details: expect.stringContaining('confirmation') })
    }
  })

  it('answers 404 for unknown ids and 400 for a number of another agent', async () => {
    expect((await release('agt_nope', 'pn_scheduling', { confirmation: true })).status).toBe(404)
    expect((await release('agt_scheduling', 'pn_nope', { confirmation: true })).status).toBe(404)
    expect((await release('agt_scheduling', 'pn_sales', { confirmation: true })).status).toBe(400)
  })

  it('releases: the agent has no number and its outbound calls answer the documented 400', async () => {
    const answer = read(await release('agt_scheduling', 'pn_scheduling', { confirmation: true }), ReleasePhoneNumberResponse)
    expect(answer.status).toBe('success')
    expect(answer.agent).toMatchObject({ id: 'agt_scheduling', phoneNumberId: null })
    expect(read(await config('pn_scheduling'), PhoneNumberConfig)).toMatchObject({ agentId: null, status: 'unassigned' })
    const refused = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_scheduling', toNumber: '+14155551234' } })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ error: 'Invalid configuration', details: expect.stringContaining('phone number') })
  })
})
