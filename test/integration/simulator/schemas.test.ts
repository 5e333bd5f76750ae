import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { Agent, ReleasePhoneNumberResponse } from '../../../src/shared/api/agents'
import { Batch, BatchCall, BatchPreview, BatchProgress, BatchValidation } from '../../../src/shared/api/batch-calls'
import { ActiveCallList, EndCallResponse, OutboundCallResponse, PlaceCallResponse } from '../../../src/shared/api/calls'
import { ErrorShapeA, ErrorShapeB, pageOf } from '../../../src/shared/api/common'
import { Conversation, ConversationSummary } from '../../../src/shared/api/conversations'
import { DispositionList, DispositionUpdateResponse } from '../../../src/shared/api/dispositions'
import { Flow, FlowFolder, FlowFolderIds } from '../../../src/shared/api/flows'
import { KnowledgeBase } from '../../../src/shared/api/knowledge-bases'
import { PhoneNumber, PhoneNumberConfig, SuccessResponse } from '../../../src/shared/api/phone-numbers'
import { Voice, VoiceCloneResponse } from '../../../src/shared/api/voices'
import { PermissionList, Workspace } from '../../../src/shared/api/workspaces'
import { type CallOptions, call, csvForm, useSimulator, wav } from './helpers'

const sim = await useSimulator({ paused: true, plan: 'business' })

interface Case {
  method: string
  path: string
  options?: CallOptions
  schema: z.ZodType
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

/** Every endpoint of the reference and of our documented choices, in an order where each has what it needs. */
const cases: (() => Case)[] = [
  () => ({ method: 'POST', path: '/api/v1/agents', options: { body: { name: 'S', model: 'm', voice: { provider: 'p', voiceId: 'v' } } }, schema: Agent, status: 201, keep: field('id') }),
  () => ({ method: 'GET', path: '/api/v1/agents', schema: pageOf(Agent) }),
  () => ({ method: 'GET', path: `/api/v1/agents/${ids.id}`, schema: Agent }),
  () => ({ method: 'PATCH', path: `/api/v1/agents/${ids.id}`, options: { body: { name: 'T' } }, schema: Agent }),
  () => ({ method: 'DELETE', path: `/api/v1/agents/${ids.id}`, schema: SuccessResponse }),
  () => ({ method: 'POST', path: '/api/v1/flows', options: { body: { name: 'F' } }, schema: Flow, status: 201, keep: field('_id') }),
  () => ({ method: 'GET', path: '/api/v1/flows', schema: pageOf(Flow) }),
  () => ({ method: 'GET', path: `/api/v1/flows/${ids._id}`, schema: Flow }),
  () => ({ method: 'PATCH', path: `/api/v1/flows/${ids._id}`, options: { body: { description: 'D' } }, schema: Flow }),
  () => ({ method: 'DELETE', path: `/api/v1/flows/${ids._id}`, schema: SuccessResponse }),
  () => ({ method: 'POST', path: '/v1/api/call', options: { body: { to: '+14155557000', call_agent_id: 'agt_sales' } }, schema: OutboundCallResponse }),
  () => ({ method: 'POST', path: '/api/v1/calls/call', options: { body: { agentId: 'agt_support', toNumber: '+14155557000' } }, schema: PlaceCallResponse, keep: field('roomName') }),
  () => ({ method: 'GET', path: '/v2/api/active-calls', schema: ActiveCallList }),
  () => ({ method: 'POST', path: `/v2/api/active-calls/${ids.roomName}/end-call`, schema: EndCallResponse }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls/validate', options: { form: csvForm(csv) }, schema: BatchValidation }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls/preview', options: { form: csvForm(csv) }, schema: BatchPreview }),
  () => ({ method: 'POST', path: '/v1/api/batch-calls', options: { form: csvForm(csv, { agentId: 'agt_sales' }) }, schema: Batch, status: 201, keep: field('batchId') }),
  () => ({ method: 'GET', path: '/v1/api/batch-calls', schema: pageOf(Batch) }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}`, schema: Batch }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/status`, schema: BatchProgress }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/calls`, schema: pageOf(BatchCall), keep: (b) => field('jobId')((b as { data: unknown[] }).data[0]) }),
  () => ({ method: 'GET', path: `/v1/api/batch-calls/${ids.batchId}/calls/${ids.jobId}`, schema: BatchCall }),
  () => ({ method: 'DELETE', path: `/v1/api/batch-calls/${ids.batchId}`, schema: Batch }),
  () => ({ method: 'GET', path: '/v1/api/carrier/phone-numbers', schema: pageOf(PhoneNumber) }),
  () => ({ method: 'GET', path: '/v1/api/carrier/phone-numbers/pn_sales/config', schema: PhoneNumberConfig }),
  () => ({ method: 'PUT', path: '/v1/api/carrier/phone-numbers/pn_sales/config', options: { body: { label: 'L' } }, schema: SuccessResponse }),
  () => ({ method: 'POST', path: '/v1/api/agents/agt_billing/release/pn_billing', options: { body: { confirmation: true } }, schema: ReleasePhoneNumberResponse }),
  () => ({ method: 'POST', path: '/v1/api/voices/clone', options: { form: voiceForm() }, schema: VoiceCloneResponse, status: 201, keep: field('embedding') }),
  () => ({ method: 'POST', path: '/v1/api/voices', options: { body: { name: 'V', embedding: JSON.parse(ids.embedding ?? '{}') } }, schema: Voice, status: 201 }),
  () => ({ method: 'GET', path: '/v1/api/voices', schema: pageOf(Voice) }),
  () => ({ method: 'GET', path: '/v1/api/call-dispositions?timezone=America/New_York', schema: DispositionList, keep: (b) => field('_id')((b as { data: { dispositions: unknown[] } }).data.dispositions[0]) }),
  () => ({ method: 'PUT', path: `/v1/api/call-dispositions/${ids._id}`, options: { body: { notes: 'N' } }, schema: DispositionUpdateResponse }),
  () => ({ method: 'GET', path: '/v1/api/conversations', schema: pageOf(ConversationSummary) }),
  () => ({ method: 'GET', path: '/v1/api/conversations/conv_demo_1', schema: Conversation }),
  () => ({ method: 'GET', path: '/v1/api/knowledgebase/kb_faq', schema: KnowledgeBase }),
  () => ({ method: 'GET', path: '/v1/api/flow-folders/fld_support', options: { workspace: null }, schema: FlowFolder }),
  () => ({ method: 'POST', path: '/v1/api/flow-folders/fld_support/flows', options: { workspace: null, body: { pathwayId: 'flw_sales_call', pathwayType: 'call' } }, schema: FlowFolderIds }),
  () => ({ method: 'DELETE', path: '/v1/api/flow-folders/fld_support/flows/flw_sales_call', options: { workspace: null }, schema: FlowFolderIds }),
  () => ({ method: 'GET', path: '/v1/api/workspaces/ws_demo', options: { workspace: null }, schema: Workspace }),
  () => ({ method: 'PUT', path: '/v1/api/workspaces/ws_demo', options: { body: { name: 'Demo Workspace' } }, schema: Workspace }),
  () => ({ method: 'GET', path: '/v1/api/roles-and-permissions/permissions', schema: PermissionList }),
]

describe('every response validates against the shared schemas', () => {
  it('answers each endpoint in its schema', async () => {
    for (const make of cases) {
      const c = make()
      const answer = await call(sim, c.method, c.path, c.options)
      const label = `${c.method} ${c.path}`
      expect(answer.status, `${label}: ${answer.text}`).toBe(c.status ?? 200)
      const parsed = c.schema.safeParse(answer.body)
      expect(parsed.success ? [] : parsed.error.issues, label).toEqual([])
      c.keep?.(answer.body)
    }
  })

  it('answers errors in shape A, or shape B for invalid numbers', async () => {
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
      expect(ErrorShapeA.safeParse(answer.body).success, `${method} ${path}: ${answer.text}`).toBe(true)
    }
    const b = await call(sim, 'POST', '/v1/api/call', { body: { to: 'x', call_agent_id: 'agt_sales' } })
    expect(ErrorShapeB.safeParse(b.body).success).toBe(true)
  })
})
