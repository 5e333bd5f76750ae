import { describe, expect, it } from 'vitest'
import { pageOf } from '../../../src/shared/api/common'
import { Conversation, ConversationSummary } from '../../../src/shared/api/conversations'
import { FlowFolder, FlowFolderIds } from '../../../src/shared/api/flows'
import { KnowledgeBase } from '../../../src/shared/api/knowledge-bases'
import { PermissionList } from '../../../src/shared/api/workspaces'
import { OUTSIDER, call, read, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })

describe('conversations', () => {
  it('has conv_demo_1 with at least 6 messages in both directions', async () => {
    const conversation = read(await call(sim, 'GET', '/v1/api/conversations/conv_demo_1'), Conversation)
    expect(conversation.messages.length).toBeGreaterThanOrEqual(6)
    expect(new Set(conversation.messages.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound']))
    expect(new Set(conversation.messages.map((m) => m.status))).toEqual(new Set(['approved', 'received']))
    expect(conversation.customer.name).toBe('Ada Lovelace')
  })

  it('lists at least 150 conversations without messages, newest first, filtered by agent and search', async () => {
    const page = read(await call(sim, 'GET', '/v1/api/conversations?limit=200'), pageOf(ConversationSummary))
    expect(page.total).toBeGreaterThanOrEqual(150)
    expect(page.data[0]).not.toHaveProperty('messages')
    expect(page.data.every((c) => (c.messageCount ?? 0) >= 2)).toBe(true)
    const updated = page.data.map((c) => Date.parse(c.updatedAt))
    expect([...updated].sort((a, b) => b - a)).toEqual(updated)

    const byAgent = read(await call(sim, 'GET', '/v1/api/conversations?agentId=agt_billing&limit=200'), pageOf(ConversationSummary))
    expect(byAgent.total).toBeGreaterThan(0)
    expect(byAgent.data.every((c) => c.agentId === 'agt_billing')).toBe(true)
    const search = read(await call(sim, 'GET', '/v1/api/conversations?search=lovelace'), pageOf(ConversationSummary))
    expect(search.data.map((c) => c._id)).toContain('conv_demo_1')

    const generated = page.data.find((c) => c._id !== 'conv_demo_1')
    expect(read(await call(sim, 'GET', `/v1/api/conversations/${generated?._id}`), Conversation).messages.length).toBe(generated?.messageCount)
  })

  it('answers 404 for an unknown conversation and one of another workspace', async () => {
    expect((await call(sim, 'GET', '/v1/api/conversations/conv_nope')).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/conversations/conv_demo_1', { key: OUTSIDER, workspace: 'ws_other' })).status).toBe(404)
  })
})

describe('knowledge base', () => {
  it('serves kb_faq with its files', async () => {
    const kb = read(await call(sim, 'GET', '/v1/api/knowledgebase/kb_faq'), KnowledgeBase)
    expect(kb).toMatchObject({ _id: 'kb_faq', workspaceId: 'ws_demo' })
    expect(kb.files.length).toBeGreaterThan(0)
    expect(kb.files[0]).toMatchObject({ name: expect.any(String), size: expect.any(Number), type: expect.stringContaining('/') })
    expect((await call(sim, 'GET', '/v1/api/knowledgebase/kb_nope')).status).toBe(404)
  })
})

describe('flow folders', () => {
  const add = (body: unknown) => call(sim, 'POST', '/v1/api/flow-folders/fld_support/flows', { body, workspace: null })

  it('adds and removes flows, answering the pathways as ids', async () => {
    const added = read(await add({ pathwayId: 'flw_billing_call', pathwayType: 'call' }), FlowFolderIds)
    expect(added).toMatchObject({ _id: 'fld_support', flowType: 'call', pathwayModel: 'CallPathway' })
    expect(added.pathways).toEqual(['flw_support_call', 'flw_escalation_call', 'flw_billing_call'])
    const twice = read(await add({ pathwayId: 'flw_billing_call', pathwayType: 'call' }), FlowFolderIds)
    expect(twice.pathways.filter((p) => p === 'flw_billing_call').length).toBe(1)

    const details = read(await call(sim, 'GET', '/v1/api/flow-folders/fld_support', { workspace: null }), FlowFolder)
    expect(details.pathways.find((p) => p._id === 'flw_billing_call')).toMatchObject({ name: 'Billing questions' })

    const removed = read(await call(sim, 'DELETE', '/v1/api/flow-folders/fld_support/flows/flw_billing_call', { workspace: null }), FlowFolderIds)
    expect(removed.pathways).toEqual(['flw_support_call', 'flw_escalation_call'])
    expect((await call(sim, 'DELETE', '/v1/api/flow-folders/fld_support/flows/flw_billing_call', { workspace: null })).status).toBe(404)
  })

  it('validates the body and refuses flows of the wrong type', async () => {
    expect((await add({ pathwayId: 'flw_billing_call' })).body).toMatchObject({ details: expect.stringContaining('pathwayType') })
    expect((await add({ pathwayId: 'flw_billing_call', pathwayType: 'fax' })).status).toBe(400)
    expect((await add({ pathwayId: 'flw_sms_support', pathwayType: 'message' })).status).toBe(400)
    expect((await add({ pathwayId: 'flw_missing', pathwayType: 'call' })).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/flow-folders/fld_nope', { workspace: null })).status).toBe(404)
  })
})

describe('roles and permissions', () => {
  it('lists the assignable permissions', async () => {
    const permissions = read(await call(sim, 'GET', '/v1/api/roles-and-permissions/permissions'), PermissionList)
    expect(permissions.map((p) => p.key)).toEqual(expect.arrayContaining(['agent_view', 'agent_create', 'call_history_view']))
    expect(permissions.filter((p) => p.category === 'calls').length).toBeGreaterThan(0)
  })
})
