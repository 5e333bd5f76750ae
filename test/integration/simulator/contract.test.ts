import { describe, expect, it } from 'vitest'
import { answerIssues, errorIssues } from '../../../src/simulator/contract/check'
import { CONTRACT, type Endpoint } from '../../../src/simulator/contract/contract'
import { type CallOptions, call, csvForm, useSimulator, wav } from './helpers'

const sim = await useSimulator({ paused: true, plan: 'business' })

interface Case {
  method: string
  path: string
  options?: CallOptions
  status?: number
  /** Keeps what later cases need (ids of what this one created). */
  keep?: (body: unknown) => void
}

const ids: Record<string, string> = {}
const field = (name: string) => (body: unknown) => {
  const value = (body as Record<string, unknown>)[name]
  ids[name] = typeof value === 'string' ? value : JSON.stringify(value)
}
const voiceForm = () => {
  const form = new FormData()
  form.append('name', 'Schema voice')
  form.append('file', new Blob([new Uint8Array(wav(0.2))], { type: 'audio/wav' }), 'a.wav')
  return form
}
const csv = 'phoneNumber,customerName\n+14155557001,One\n+14155557002,Two\n'

/** Every endpoint of the contract, in an order where each has what it needs. */
const cases: (() => Case)[] = [
  () => ({ method: 'POST', path: '/api/v1/agents', options: { body: { name: 'S', model: 'm', voice: { provider: 'p', voiceId: 'v' } } }, status: 201, keep: field('id') }),
  () => ({ method: 'GET', path: '/api/v1/agents' }),
  () => ({ method: 'GET', path: `/api/v1/agents/${ids.id}` }),
  () => ({ method: 'PATCH', path: `/api/v1/agents/${ids.id}`, options: { body: { name: 'T' } } }),
  () => ({ method: 'DELETE', path: `/api/v1/agents/${ids.id}` }),
  () => ({ method: 'POST', path: '/api/v1/flows', options: { body: { name: 'F' } }, status: 201, keep: field('_id') }),
  () => ({ method: 'GET', path: '/api/v1/flows' }),
  () => ({ method: 'GET', path: `/api/v1/flows/${ids._id}` }),
  () => ({ method: 'PATCH', path: `/api/v1/flows/${ids._id}`, options: { body: { description: 'D' } } }),
  () => ({ method: 'DELETE', path: `/api/v1/flows/${ids._id}` }),
  () => ({ method: 'POST', path: '/v1/api/call', options: { body: { to: '+14155557000', call_agent_id: 'agt_sales' } } }),
  () => ({ method: 'POST', path: '/api/v1/calls/call', options: { body: { agentId: 'agt_support', toNumber: '+14155557000' } }, keep: field('roomName') }),
  () => ({ method: 'GET', path: '/v2/api/active-calls' }),
  () => ({ method: 'POST', path: `/v2/api/active-calls/${ids.roomName}/end-call` }),
  () => ({ method: 'GET', path: '/v1/api/batch-calls/template' }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls/validate', options: { form: csvForm(csv) } }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls/preview', options: { form: csvForm(csv) } }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls', options: { form: csvForm(csv, { agentId: 'agt_sales' }) }, status: 201, keep: field('batchId') }),
  () => ({ method: 'GET', path: '/v1/api/batch-calls' }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}` }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/status` }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/calls`, keep: (b) => field('jobId')((b as { data: unknown[] }).data[0]) }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/calls/${ids.jobId}` }),
  () => ({ method: 'DELETE', path: `/v1/api/batch-calls/${ids.batchId}` }),
  () => ({ method: 'GET', path: '/v1/api/carrier/phone-numbers' }),
  () => ({ method: 'GET', path: '/v1/api/carrier/phone-numbers/pn_sales/config' }),
  () => ({ method: 'PUT', path: '/v1/api/carrier/phone-numbers/pn_sales/config', options: { body: { label: 'L' } } }),
  () => ({ method: 'POST', path: '/v1/api/agents/agt_billing/release/pn_billing', options: { body: { confirmation: true } } }),
  () => ({ method: 'POST', path: '/v1/api/voices/clone', options: { form: voiceForm() }, status: 201, keep: field('embedding') }),
  () => ({ method: 'POST', path: '/v1/api/voices', options: { body: { name: 'V', embedding: JSON.parse(ids.embedding ?? '{}') } }, status: 201 }),
  () => ({ method: 'GET', path: '/v1/api/voices' }),
  () => ({ method: 'GET', path: '/v1/api/call-dispositions?timezone=America/New_York', keep: (b) => field('_id')((b as { data: { dispositions: unknown[] } }).data.dispositions[0]) }),
  () => ({ method: 'PUT', path: `/v1/api/call-dispositions/${ids._id}`, options: { body: { notes: 'N' } } }),
  () => ({ method: 'GET', path: '/v1/api/conversations' }),
  () => ({ method: 'GET', path: '/v1/api/conversations/conv_demo_1' }),
  () => ({ method: 'GET', path: '/v1/api/knowledgebase/kb_faq' }),
  () => ({ method: 'GET', path: '/v1/api/flow-folders/fld_support', options: { workspace: null } }),
  () => ({ method: 'POST', path: '/v1/api/flow-folders/fld_support/flows', options: { workspace: null, body: { pathwayId: 'flw_sales_call', pathwayType: 'call' } } }),
  () => ({ method: 'DELETE', path: '/v1/api/flow-folders/fld_support/flows/flw_sales_call', options: { workspace: null } }),
  () => ({ method: 'GET', path: '/v1/api/workspaces/ws_demo', options: { workspace: null } }),
  () => ({ method: 'PUT', path: '/v1/api/workspaces/ws_demo', options: { body: { name: 'Demo Workspace' } } }),
  () => ({ method: 'GET', path: '/v1/api/roles-and-permissions/permissions' }),
  () => ({ method: 'GET', path: '/v1/api/roles-and-permissions/me' }),
]

/** The contract's endpoint of a concrete request: its path with each `{parameter}` as one segment. */
function endpointFor(method: string, path: string): Endpoint | undefined {
  const bare = path.split('?')[0] ?? path
  return CONTRACT.endpoints.find((e) => e.method === method && new RegExp(`^${e.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare))
}

describe("the simulator's answers against the contract", () => {
  it('answers each endpoint of the contract as the contract says', async () => {
    const answered = new Set<Endpoint>()
    for (const make of cases) {
      const c = make()
      const answer = await call(sim, c.method, c.path, c.options)
      const label = `${c.method} ${c.path}`
      expect(answer.status, `${label}: ${answer.text}`).toBe(c.status ?? 200)
      const endpoint = endpointFor(c.method, c.path)
      if (endpoint === undefined) throw new Error(`${label} is not in the contract`)
      answered.add(endpoint)
      expect(answerIssues(endpoint, answer.status, answer.body), label).toEqual([])
      c.keep?.(answer.body)
    }
    expect(CONTRACT.endpoints.filter((e) => !answered.has(e)).map((e) => `${e.method} ${e.path}`)).toEqual([])
  })

  it('answers errors in shape A with a code of their status, or shape B for invalid numbers', async () => {
    const shapeA: [string, string, CallOptions][] = [
      ['GET', '/api/v1/agents', { key: null }],
      ['GET', '/api/v1/agents', { workspace: null }],
      ['GET', '/api/v1/agents', { workspace: 'ws_other' }],
      ['GET', '/api/v1/agents/agt_nope', {}],
      ['POST', '/api/v1/agents', { body: {} }],
      ['POST', '/api/v1/calls/call', { body: { agentId: 'agt_unassigned', toNumber: '+14155551234' } }],
      ['POST', '/api/v1/calls/call', { body: { agentId: 'agt_sales', toNumber: '+14155550000' } }],
      ['GET', '/v1/api/workspaces/ws_other', { workspace: null }],
      ['GET', '/nowhere', {}],
    ]
    for (const [method, path, options] of shapeA) {
      const answer = await call(sim, method, path, options)
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(errorIssues(answer.status, answer.body), `${method} ${path}: ${answer.text}`).toEqual([])
      expect(answer.body, `${method} ${path}`).toMatchObject({ error: expect.any(String) })
    }
    const b = await call(sim, 'POST', '/v1/api/call', { body: { to: 'x', call_agent_id: 'agt_sales' } })
    expect(b.status).toBe(400)
    expect(errorIssues(b.status, b.body)).toEqual([])
    expect(b.body).toMatchObject({ error: { code: 'invalid_number' } })
  })
})
