import { describe, expect, it } from 'vitest'
import { Flow } from '../../../src/shared/api/flows'
import { PhoneNumberConfig } from '../../../src/shared/api/phone-numbers'
import { call, read, useSimulator } from './helpers'

/** What Admin sends, as docs/api-choices.md fixes it: the simulator takes exactly these shapes. */
const sim = await useSimulator({ activeCalls: 0, paused: true })
const put = (id: string, body: unknown) => call(sim, 'PUT', `/v1/api/carrier/phone-numbers/${id}/config`, { body })

describe('office hours', () => {
  it('takes openings up to 24:00 in a zone, and reads them back as sent', async () => {
    const officeHours = { enabled: true, timezone: 'Europe/Paris', schedule: { friday: [{ start: '00:00', end: '02:00' }, { start: '18:00', end: '24:00' }] } }
    expect((await put('pn_spare', { officeHours })).status).toBe(200)
    expect(read(await call(sim, 'GET', '/v1/api/carrier/phone-numbers/pn_spare/config'), PhoneNumberConfig).officeHours).toEqual(officeHours)
  })

  it('refuses anything else, naming where', async () => {
    const cases: [unknown, string][] = [
      [{ enabled: true, schedule: { monday: [] } }, 'officeHours.timezone: required with a schedule'],
      [{ enabled: true, timezone: 'UTC', schedule: { monday: [{ start: '09:00', end: '10:00', note: 'x' }] } }, 'officeHours.schedule.monday.0'],
      [{ enabled: true, timezone: 'UTC', schedule: { monday: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }, 'officeHours.schedule.monday.1.start'],
      [{ enabled: true, timezone: 'UTC', schedule: { monday: [{ start: '24:00', end: '24:00' }] } }, 'officeHours.schedule.monday.0.start'],
      [{ enabled: true, hours: '9-5' }, 'officeHours'],
    ]
    for (const [officeHours, where] of cases) {
      const answer = await put('pn_spare', { officeHours })
      expect(answer.status, JSON.stringify(officeHours)).toBe(400)
      expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining(where) })
    }
  })

  it('routes only call numbers to an agent', async () => {
    const answer = await put('pn_sms', { agentId: 'agt_sales' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ details: expect.stringMatching(/^agentId: \+14155550110 is a message number/) })
  })
})

describe('flow edges', () => {
  it('keeps edges between the flow’s nodes, and refuses one to a node it does not have', async () => {
    const body = { name: 'Routed', nodes: [{ id: 'a', type: 'greeting' }, { id: 'b' }], edges: [{ source: 'a', target: 'b', label: 'always' }] }
    const created = read(await call(sim, 'POST', '/api/v1/flows', { body }), Flow, 201)
    expect(created).toMatchObject({ nodes: body.nodes, edges: body.edges })
    const dangling = await call(sim, 'PATCH', `/api/v1/flows/${created._id}`, { body: { nodes: [{ id: 'a' }] } })
    expect(dangling.status).toBe(400)
    expect(dangling.body).toMatchObject({ details: 'edges.0.target: no node has the id "b"' })
    const twice = await call(sim, 'POST', '/api/v1/flows', { body: { name: 'Twice', nodes: [{ id: 'a' }, { id: 'a' }] } })
    expect(twice.body).toMatchObject({ details: 'nodes.1.id: another node already has the id "a"' })
    expect(read(await call(sim, 'GET', '/api/v1/flows/flw_sales_call'), Flow).edges).toHaveLength(5)
  })
})
