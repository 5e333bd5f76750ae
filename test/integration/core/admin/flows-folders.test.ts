import { describe, expect, it } from 'vitest'
import type { FlowFolder } from '../../../../src/shared/api'
import { waitFor } from '../../../support/wait'
import { service, serviceAgents, serviceFlows, useAdminConsole } from './admin-console'

const bed = useAdminConsole()
const graph = {
  nodes: [
    { id: 'hello', type: 'greeting', text: 'Hi' },
    { id: 'bye', type: 'end', text: 'Bye' },
  ],
  edges: [{ source: 'hello', target: 'bye', label: 'done' }],
}

describe('flows', () => {
  it('lists the cached flows and opens one with its nodes and edges and the agents using it', async () => {
    const rows = await bed.app.invoke('admin.flows', {})
    expect(rows.find((f) => f.flowId === 'flw_sales_call')).toMatchObject({ name: 'Sales qualification', type: 'call', nodeCount: 5, edgeCount: 5 })
    const detail = await bed.app.invoke('admin.flow', { flowId: 'flw_sales_call' })
    expect(detail.flow.edges?.[1]).toEqual({ source: 'understand', target: 'resolve', label: 'need understood' })
    expect(detail.usedBy.map((a) => a.id).sort()).toEqual(['agt_sales', 'agt_unassigned'])
    expect(await bed.app.refusal('admin.flow', { flowId: 'flw_nope' })).toMatchObject({ status: 404 })
  })

  it('creates, edits and deletes a flow; deleting takes it off its agents and folders', async () => {
    const created = await bed.app.invoke('admin.createFlow', { flow: { name: 'Retention', description: 'Keeps customers', type: 'call', ...graph } })
    const id = created.flow._id
    expect((await serviceFlows(bed.sim)).find((f) => f._id === id)).toMatchObject({ name: 'Retention', edges: graph.edges })
    expect((await bed.app.invoke('admin.flows', {})).find((f) => f.flowId === id)).toMatchObject({ nodeCount: 2, edgeCount: 1 })

    const edited = await bed.app.invoke('admin.updateFlow', { flowId: id, changes: { name: 'Retention v2', edges: [] } })
    expect(edited.flow).toMatchObject({ name: 'Retention v2', edges: [] })
    expect((await serviceFlows(bed.sim)).find((f) => f._id === id)?.name).toBe('Retention v2')

    const agent = await bed.app.invoke('admin.createAgent', { agent: { name: 'Retainer', model: 'm', voice: { provider: 'sim', voiceId: 'voice_ava' }, flowId: id } })
    await bed.app.invoke('admin.openFolder', { folderId: 'fld_support' })
    await bed.app.invoke('admin.addFlowToFolder', { folderId: 'fld_support', flowId: id, flowType: 'call' })
    expect((await bed.app.invoke('admin.flow', { flowId: id })).usedBy).toEqual([{ id: agent.agent.id, name: 'Retainer' }])

    expect(await bed.app.invoke('admin.deleteFlow', { flowId: id })).toEqual({ flowId: id, note: null })
    expect((await serviceFlows(bed.sim)).some((f) => f._id === id)).toBe(false)
    expect((await bed.app.invoke('admin.flows', {})).some((f) => f.flowId === id)).toBe(false)
    expect((await bed.app.invoke('admin.agents', {})).agents.find((a) => a.agentId === agent.agent.id)?.flowId).toBeNull()
    const folder = await bed.app.invoke('admin.openFolder', { folderId: 'fld_support' })
    expect(folder.folder.pathways.some((p) => p._id === id)).toBe(false)
    await bed.app.invoke('admin.deleteAgent', { agentId: agent.agent.id })
  })

  it('passes on the service’s 400 naming an edge that points nowhere, and 404 for a missing flow', async () => {
    const refused = await bed.app.refusal('admin.createFlow', {
      flow: { name: 'Broken', nodes: graph.nodes, edges: [{ source: 'hello', target: 'nowhere' }] },
    })
    expect(refused).toMatchObject({ status: 400, details: 'edges.0.target: no node has the id "nowhere"' })
    const patch = await bed.app.refusal('admin.updateFlow', { flowId: 'flw_sales_call', changes: { nodes: [{ id: 'only' }] } })
    expect(patch).toMatchObject({ status: 400, details: expect.stringContaining('edges.0.source') })
    expect(await bed.app.refusal('admin.updateFlow', { flowId: 'flw_nope', changes: { name: 'x' } })).toMatchObject({ status: 404 })
    expect(await bed.app.invoke('admin.deleteFlow', { flowId: 'flw_nope' })).toMatchObject({ flowId: 'flw_nope' })
    const invalid = await bed.app.refusal('admin.createFlow', { flow: { name: '', nodes: [{ type: 'x' }] as never } })
    expect(invalid.issues?.map((i) => i.path)).toEqual(['flow.name', 'flow.nodes.0.id'])
  })
})

describe('flow folders', () => {
  it('opens the demo folder by id with its flows and remembers it', async () => {
    const opened = await bed.app.invoke('admin.openFolder', { folderId: 'fld_support' })
    expect(opened).toMatchObject({ source: 'service', folder: { name: 'Support', flowType: 'call' } })
    expect(opened.folder.pathways.map((p) => p._id)).toEqual(['flw_support_call', 'flw_escalation_call'])
    expect((await bed.app.invoke('admin.folders', {})).map((f) => [f.id, f.name])).toContainEqual(['fld_support', 'Support'])
  })

  it('adds and removes a flow, as the service then has it', async () => {
    const added = await bed.app.invoke('admin.addFlowToFolder', { folderId: 'fld_support', flowId: 'flw_billing_call', flowType: 'call' })
    expect(added.folder.pathways.map((p) => p.name)).toContain('Billing questions')
    const seen = await service<FlowFolder>(bed.sim, '/v1/api/flow-folders/fld_support', { 'x-api-key': 'demo-owner-key' })
    expect(seen.body.pathways.map((p) => p._id)).toContain('flw_billing_call')
    const removed = await bed.app.invoke('admin.removeFlowFromFolder', { folderId: 'fld_support', flowId: 'flw_billing_call' })
    expect(removed.folder.pathways.map((p) => p._id)).not.toContain('flw_billing_call')
    const after = await service<FlowFolder>(bed.sim, '/v1/api/flow-folders/fld_support', { 'x-api-key': 'demo-owner-key' })
    expect(after.body.pathways.map((p) => p._id)).not.toContain('flw_billing_call')
  })

  it('answers the service’s 400s and 404s of folders', async () => {
    const wrongType = await bed.app.refusal('admin.addFlowToFolder', { folderId: 'fld_support', flowId: 'flw_sms_reminders', flowType: 'message' })
    expect(wrongType).toMatchObject({ status: 400, details: expect.stringMatching(/^pathwayType: /) })
    expect(await bed.app.refusal('admin.addFlowToFolder', { folderId: 'fld_support', flowId: 'flw_nope', flowType: 'call' })).toMatchObject({ status: 404 })
    expect(await bed.app.refusal('admin.addFlowToFolder', { folderId: 'fld_nope', flowId: 'flw_sales_call', flowType: 'call' })).toMatchObject({ status: 404 })
    expect(await bed.app.refusal('admin.removeFlowFromFolder', { folderId: 'fld_support', flowId: 'flw_sales_call' })).toMatchObject({ status: 404 })
    // A folder of another workspace does not exist for this key, and is not remembered.
    const other = await bed.app.refusal('admin.openFolder', { folderId: 'fld_other' })
    expect(other).toMatchObject({ code: 'not_found', message: expect.stringContaining('fld_other') })
    expect((await bed.app.invoke('admin.folders', {})).some((f) => f.id === 'fld_other')).toBe(false)
  })

  it('forgets a folder on request', async () => {
    await bed.app.invoke('admin.openFolder', { folderId: 'fld_messaging' })
    expect((await bed.app.invoke('admin.folders', {}))[0]?.id).toBe('fld_messaging')
    expect((await bed.app.invoke('admin.forgetFolder', { folderId: 'fld_messaging' })).some((f) => f.id === 'fld_messaging')).toBe(false)
  })
})

describe('knowledge bases', () => {
  it('opens the demo knowledge base by id with its documents and remembers it; 404 for an unknown one', async () => {
    const kb = await bed.app.invoke('admin.openKnowledgeBase', { knowledgeBaseId: 'kb_faq' })
    expect(kb.knowledgeBase).toMatchObject({ name: 'Product FAQ', workspaceId: 'ws_demo' })
    expect(kb.knowledgeBase.files.map((f) => f.name)).toEqual(['pricing.pdf', 'returns-policy.md', 'faq.csv'])
    expect(await bed.app.invoke('admin.knowledgeBases', {})).toEqual([expect.objectContaining({ id: 'kb_faq', name: 'Product FAQ' })])
    expect(await bed.app.refusal('admin.openKnowledgeBase', { knowledgeBaseId: 'kb_nope' })).toMatchObject({ status: 404, code: 'not_found' })
  })
})

describe('offline', () => {
  it('opens remembered folders and knowledge bases from the kept copy, refuses the rest and every write', async () => {
    await bed.app.invoke('admin.openFolder', { folderId: 'fld_support' })
    bed.net.network.up = false
    try {
      bed.app.console.sync.pollNow()
      await waitFor(() => bed.app.console.connection().state === 'offline', 20_000, 'the console to be offline')
      expect(await bed.app.invoke('admin.openFolder', { folderId: 'fld_support' })).toMatchObject({ source: 'cache', folder: { name: 'Support' } })
      expect(await bed.app.invoke('admin.openKnowledgeBase', { knowledgeBaseId: 'kb_faq' })).toMatchObject({ source: 'cache' })
      expect(await bed.app.refusal('admin.openFolder', { folderId: 'fld_messaging' })).toMatchObject({ code: 'offline_action' })
      expect(await bed.app.invoke('admin.flow', { flowId: 'flw_sales_call' })).toMatchObject({ source: 'cache', flow: { name: 'Sales qualification' } })
      for (const refused of [
        await bed.app.refusal('admin.createFlow', { flow: { name: 'Offline' } }),
        await bed.app.refusal('admin.updateFlow', { flowId: 'flw_sales_call', changes: { name: 'x' } }),
        await bed.app.refusal('admin.deleteFlow', { flowId: 'flw_sales_call' }),
        await bed.app.refusal('admin.addFlowToFolder', { folderId: 'fld_support', flowId: 'flw_sales_call', flowType: 'call' }),
        await bed.app.refusal('admin.removeFlowFromFolder', { folderId: 'fld_support', flowId: 'flw_support_call' }),
      ]) {
        expect(refused.code).toBe('offline_action')
      }
    } finally {
      bed.net.network.up = true
    }
    expect((await serviceAgents(bed.sim)).length).toBeGreaterThan(0)
  })
})
