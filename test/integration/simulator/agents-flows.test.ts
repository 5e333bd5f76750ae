import { describe, expect, it } from 'vitest'
import { Agent } from '../../../src/shared/api/agents'
import { pageOf } from '../../../src/shared/api/common'
import { Flow } from '../../../src/shared/api/flows'
import { call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })
const newAgent = { name: 'Night Agent', model: 'gpt-4o', voice: { provider: 'sim', voiceId: 'voice_ava' }, personality: 'Calm' }

describe('agents', () => {
  it('lists the demo agents with page and limit', async () => {
    const all = read(await call(sim, 'GET', '/api/v1/agents'), pageOf(Agent))
    expect(all.data.map((a) => a.id)).toEqual(expect.arrayContaining(['agt_sales', 'agt_support', 'agt_unassigned']))
    expect(all).toMatchObject({ page: 1, limit: 50, total: all.data.length, totalPages: 1 })
    const second = read(await call(sim, 'GET', '/api/v1/agents?page=2&limit=2'), pageOf(Agent))
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total, totalPages: Math.ceil(all.total / 2) })
    expect(second.data.map((a) => a.id)).toEqual(all.data.slice(2, 4).map((a) => a.id))
  })

  it('rejects a limit over 200 or a page below 1, naming the parameter', async () => {
    const tooMany = await call(sim, 'GET', '/api/v1/agents?limit=201')
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining('limit') })
    const page = await call(sim, 'GET', '/api/v1/agents?page=0')
    expect(page.status).toBe(400)
    expect(page.body).toMatchObject({ details: expect.stringContaining('page') })
    expect((await call(sim, 'GET', '/api/v1/agents?limit=abc')).status).toBe(400)
  })

  it('shows the sales agent with its number and flow, and the unassigned one without a number', async () => {
    const sales = read(await call(sim, 'GET', '/api/v1/agents/agt_sales'), Agent)
    expect(sales).toMatchObject({ id: 'agt_sales', phoneNumberId: 'pn_sales', flowId: 'flw_sales_call' })
    const unassigned = read(await call(sim, 'GET', '/api/v1/agents/agt_unassigned'), Agent)
    expect(unassigned.phoneNumberId).toBeNull()
  })

  it('creates, updates and deletes an agent', async () => {
    const created = read(await call(sim, 'POST', '/api/v1/agents', { body: { ...newAgent, flowId: 'flw_support_call' } }), Agent, 201)
    expect(created).toMatchObject({ name: 'Night Agent', model: 'gpt-4o', flowId: 'flw_support_call', phoneNumberId: null })
    const patched = read(await call(sim, 'PATCH', `/api/v1/agents/${created.id}`, { body: { name: 'Day Agent', personality: 'Cheerful' } }), Agent)
    expect(patched).toMatchObject({ id: created.id, name: 'Day Agent', personality: 'Cheerful', model: 'gpt-4o' })
    expect(read(await call(sim, 'GET', `/api/v1/agents/${created.id}`), Agent).name).toBe('Day Agent')
    expect(await call(sim, 'DELETE', `/api/v1/agents/${created.id}`)).toMatchObject({ status: 200, body: { success: true } })
    expect((await call(sim, 'GET', `/api/v1/agents/${created.id}`)).status).toBe(404)
    expect((await call(sim, 'DELETE', `/api/v1/agents/${created.id}`)).status).toBe(404)
  })

  it('answers 400 naming the field for missing or mistyped fields, and for malformed JSON', async () => {
    const missing = await call(sim, 'POST', '/api/v1/agents', { body: { model: 'x', voice: { provider: 'a', voiceId: 'b' } } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringMatching(/^name: /) })
    const wrongType = await call(sim, 'PATCH', '/api/v1/agents/agt_sales', { body: { voice: { provider: 1 } } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body).toMatchObject({ details: expect.stringContaining('voice.provider') })
    const badFlow = await call(sim, 'POST', '/api/v1/agents', { body: { ...newAgent, flowId: 'flw_missing' } })
    expect(badFlow.body).toMatchObject({ details: expect.stringContaining('flowId') })
    const malformed = await call(sim, 'POST', '/api/v1/agents', { body: '{"name": ', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ code: 'INVALID_JSON' })
  })

  it('answers 404 for an unknown agent', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      expect((await call(sim, method, '/api/v1/agents/agt_nope', { body: method === 'PATCH' ? { name: 'x' } : undefined })).status).toBe(404)
    }
  })
})

describe('flows', () => {
  it('lists flows of both types, filtered by type', async () => {
    const all = read(await call(sim, 'GET', '/api/v1/flows'), pageOf(Flow))
    expect(new Set(all.data.map((f) => f.type))).toEqual(new Set(['call', 'message']))
    const messages = read(await call(sim, 'GET', '/api/v1/flows?type=message'), pageOf(Flow))
    expect(messages.data.length).toBeGreaterThan(0)
    expect(messages.data.every((f) => f.type === 'message')).toBe(true)
    expect((await call(sim, 'GET', '/api/v1/flows?type=fax')).status).toBe(400)
  })

  it('creates, reads, updates and deletes a flow, which leaves its folder', async () => {
    const created = read(await call(sim, 'POST', '/api/v1/flows', { body: { name: 'Retention', nodes: [{ id: 'start' }] } }), Flow, 201)
    expect(created).toMatchObject({ name: 'Retention', description: '', type: 'call', nodes: [{ id: 'start' }] })
    const added = await call(sim, 'POST', '/v1/api/flow-folders/fld_support/flows', { body: { pathwayId: created._id, pathwayType: 'call' } })
    expect(added.body).toMatchObject({ pathways: expect.arrayContaining([created._id]) })
    const patched = read(await call(sim, 'PATCH', `/api/v1/flows/${created._id}`, { body: { description: 'Keeps customers' } }), Flow)
    expect(patched).toMatchObject({ name: 'Retention', description: 'Keeps customers' })
    expect(read(await call(sim, 'GET', `/api/v1/flows/${created._id}`), Flow).description).toBe('Keeps customers')
    expect((await call(sim, 'DELETE', `/api/v1/flows/${created._id}`)).status).toBe(200)
    expect((await call(sim, 'GET', `/api/v1/flows/${created._id}`)).status).toBe(404)
    const folder = await call(sim, 'GET', '/v1/api/flow-folders/fld_support', { workspace: null })
    expect(JSON.stringify(folder.body)).not.toContain(created._id)
  })

  it('validates flow bodies', async () => {
    const answer = await call(sim, 'POST', '/api/v1/flows', { body: { name: 'X', type: 'fax' } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ details: expect.stringContaining('type') })
    expect((await call(sim, 'PATCH', '/api/v1/flows/flw_missing', { body: { name: 'x' } })).status).toBe(404)
  })
})
