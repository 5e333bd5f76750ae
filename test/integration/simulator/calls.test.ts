import { describe, expect, it } from 'vitest'
import { ActiveCallList, EndCallResponse, OutboundCallResponse, PlaceCallResponse } from '../../../src/shared/api/calls'
import { ErrorShapeA, ErrorShapeB } from '../../../src/shared/api/common'
import { call, control, read, step, useSimulator } from './helpers'
import { EndedCalls } from './sim-schemas'

const sim = await useSimulator({ activeCalls: 0, paused: true, plan: 'developer' })

async function activeCalls() {
  return read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList)
}

async function endAll(): Promise<void> {
  for (const c of (await activeCalls()).data) await call(sim, 'POST', `/v2/api/active-calls/${c.roomName}/end-call`)
}

describe('outbound calls, listed form POST /api/v1/calls/call', () => {
  it('places a call that appears in active calls with its roomName until ended', async () => {
    const placed = read(await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155551234' } }), PlaceCallResponse)
    expect(placed).toMatchObject({ status: 'success', fromNumber: '+14155550100', toNumber: '+14155551234', agent: { id: 'agt_sales', name: 'Sales Agent' } })
    const list = await activeCalls()
    expect(list.count).toBe(1)
    expect(list.data[0]).toMatchObject({ id: placed.callId, roomName: placed.roomName, customerPhone: '+14155551234', aiAgentName: 'Sales Agent', status: 'active', type: 'phone' })
    expect(list.data[0]?.participants.map((p) => p.isAgent).sort()).toEqual([false, true])

    await step(sim, 5)
    expect((await activeCalls()).data[0]?.duration).toBe(5)

    const ended = read(await call(sim, 'POST', `/v2/api/active-calls/${placed.roomName}/end-call`), EndCallResponse)
    expect(ended).toMatchObject({ success: true, roomName: placed.roomName })
    expect(Date.parse(ended.endTime)).not.toBeNaN()
    expect((await activeCalls()).count).toBe(0)
  })

  it('answers 404 to ending an unknown or already ended room', async () => {
    const placed = read(await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_support', toNumber: '+14155551235' } }), PlaceCallResponse)
    expect((await call(sim, 'POST', `/v2/api/active-calls/${placed.roomName}/end-call`)).status).toBe(200)
    const again = await call(sim, 'POST', `/v2/api/active-calls/${placed.roomName}/end-call`)
    expect(again.status).toBe(404)
    expect(read(again, ErrorShapeA, 404).code).toBe('NOT_FOUND')
    expect((await call(sim, 'POST', '/v2/api/active-calls/room_unknown/end-call')).status).toBe(404)
  })

  it('answers the three documented errors of the reference', async () => {
    const unknown = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_nope', toNumber: '+14155551234' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'Agent not found', details: expect.stringContaining('agt_nope') })
    const noNumber = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_unassigned', toNumber: '+14155551234' } })
    expect(noNumber.status).toBe(400)
    expect(noNumber.body).toEqual({ error: 'Invalid configuration', details: expect.stringContaining('phone number') })
    const failed = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155550000' } })
    expect(failed.status).toBe(500)
    expect(failed.body).toEqual({ error: 'Failed to initiate call', details: expect.any(String), code: 'UNKNOWN_ERROR' })
    expect((await activeCalls()).count).toBe(0)
  })

  it('answers 400 shape B invalid_number for a number not in E.164, and 400 shape A for a missing field', async () => {
    for (const toNumber of ['4155551234', '+0123456789', '+1 415 555 1234', 'call me']) {
      const answer = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber } })
      expect(answer.status).toBe(400)
      expect(read(answer, ErrorShapeB, 400).error.code).toBe('invalid_number')
    }
    const missing = await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales' } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining('toNumber') })
  })
})

describe('outbound calls, detailed form POST /v1/api/call', () => {
  it('places a call that shows in active calls under its call_id', async () => {
    const placed = read(
      await call(sim, 'POST', '/v1/api/call', { body: { to: '+442071838750', call_agent_id: 'agt_support', dynamic_variables: { customerName: 'Grace Hopper' }, metadata: { ticket: 7 } } }),
      OutboundCallResponse,
    )
    expect(placed.status).toBe('success')
    const listed = (await activeCalls()).data.find((c) => c.id === placed.call_id)
    expect(listed).toMatchObject({ customerPhone: '+442071838750', customerName: 'Grace Hopper', aiAgentName: 'Support Agent' })
    await endAll()
  })

  it('answers the same errors, with shape B for `to`', async () => {
    const bad = await call(sim, 'POST', '/v1/api/call', { body: { to: '555', call_agent_id: 'agt_sales' } })
    expect(read(bad, ErrorShapeB, 400).error.code).toBe('invalid_number')
    expect((await call(sim, 'POST', '/v1/api/call', { body: { to: '+14155551234', call_agent_id: 'nope' } })).status).toBe(404)
    expect((await call(sim, 'POST', '/v1/api/call', { body: { to: '+14155551234', call_agent_id: 'agt_unassigned' } })).status).toBe(400)
    const badUrl = await call(sim, 'POST', '/v1/api/call', { body: { to: '+14155551234', call_agent_id: 'agt_sales', callback_url: 'not a url' } })
    expect(badUrl.body).toMatchObject({ details: expect.stringContaining('callback_url') })
    const badVars = await call(sim, 'POST', '/v1/api/call', { body: { to: '+14155551234', call_agent_id: 'agt_sales', dynamic_variables: { n: 1 } } })
    expect(badVars.body).toMatchObject({ details: expect.stringContaining('dynamic_variables') })
  })
})

describe('limits on calls', () => {
  it('allows one concurrent outbound call on the developer plan, across both endpoints', async () => {
    const first = read(await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155551111' } }), PlaceCallResponse)
    for (const [path, body] of [
      ['/api/v1/calls/call', { agentId: 'agt_support', toNumber: '+14155552222' }],
      ['/v1/api/call', { to: '+14155552222', call_agent_id: 'agt_support' }],
    ] as const) {
      const refused = await call(sim, 'POST', path, { body })
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ code: 'CONCURRENCY_LIMIT', error: expect.any(String), details: expect.any(String) })
    }
    await call(sim, 'POST', `/v2/api/active-calls/${first.roomName}/end-call`)
    expect((await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_support', toNumber: '+14155552222' } })).status).toBe(200)
    await endAll()
  })

  it('background calls do not count against the concurrency limit', async () => {
    await control(sim, 'PUT', '/activity/target', { activeCalls: 3 })
    expect((await activeCalls()).count).toBe(3)
    expect((await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155553333' } })).status).toBe(200)
    await control(sim, 'PUT', '/activity/target', { activeCalls: 0 })
    await endAll()
  })

  it('ends a call at the maxCallDuration of its number', async () => {
    expect((await call(sim, 'PUT', '/v1/api/carrier/phone-numbers/pn_billing/config', { body: { maxCallDuration: 20 } })).status).toBe(200)
    const placed = read(await call(sim, 'POST', '/api/v1/calls/call', { body: { agentId: 'agt_billing', toNumber: '+14155554444' } }), PlaceCallResponse)
    await step(sim, 19)
    expect((await activeCalls()).data.find((c) => c.roomName === placed.roomName)?.duration).toBe(19)
    await step(sim, 1)
    expect((await activeCalls()).data.some((c) => c.roomName === placed.roomName)).toBe(false)
    const ended = read(await control(sim, 'GET', '/calls/ended'), EndedCalls).data.find((c) => c.roomName === placed.roomName)
    expect(ended).toMatchObject({ duration: 20, reason: 'max_duration' })
  })
})
