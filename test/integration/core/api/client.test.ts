import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { demoClient, startSim } from '../../../support/simulator'
import { activeCallsNow } from '../../../support/polls'

let sim: RunningSimulator
let api: ApiClient

beforeAll(async () => {
  sim = await startSim({ plan: 'enterprise' })
  api = demoClient(sim.url)
})
afterAll(async () => {
  await sim.stop()
})

describe('every client method against the simulator', () => {
  it('agents: create, list, get, update, delete', async () => {
    const created = await api.agents.create({ name: 'Test Agent', model: 'gpt-4o-mini', voice: { provider: 'sim', voiceId: 'voice_ava' } })
    expect(created).toMatchObject({ name: 'Test Agent', phoneNumberId: null })
    const page = await api.agents.list({ page: 1, limit: 200 })
    expect(page.data.map((a) => a.id)).toContain(created.id)
    expect(page.total).toBe(page.data.length)
    expect((await api.agents.get('agt_sales')).name).toBe('Sales Agent')
    expect(await api.agents.update(created.id, { personality: 'Terse' })).toMatchObject({ id: created.id, personality: 'Terse' })
    await api.agents.delete(created.id)
    await expect(api.agents.get(created.id)).rejects.toMatchObject({ status: 404 })
  })

  it('agents: release a phone number', async () => {
    await expect(api.agents.releasePhoneNumber('agt_billing', 'pn_billing', false)).rejects.toMatchObject({ status: 400 })
    const released = await api.agents.releasePhoneNumber('agt_billing', 'pn_billing', true)
    expect(released).toMatchObject({ status: 'success', agent: { id: 'agt_billing', phoneNumberId: null } })
    expect((await api.phoneNumbers.getConfig('pn_billing')).agentId).toBeNull()
  })

  it('flows: create, list with type filter, get, update, delete', async () => {
    const flow = await api.flows.create({ name: 'Test flow', type: 'message' })
    const messages = await api.flows.list({ type: 'message', limit: 200 })
    expect(messages.data.every((f) => f.type === 'message')).toBe(true)
    expect(messages.data.map((f) => f._id)).toContain(flow._id)
    expect((await api.flows.get(flow._id)).name).toBe('Test flow')
    expect((await api.flows.update(flow._id, { description: 'changed' })).description).toBe('changed')
    await api.flows.delete(flow._id)
    await expect(api.flows.get(flow._id)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })

  it('flow folders: get with flow objects, add and remove a flow as ids', async () => {
    const folder = await api.flowFolders.get('fld_support')
    expect(folder.pathways.map((p) => p._id)).toEqual(['flw_support_call', 'flw_escalation_call'])
    const added = await api.flowFolders.addFlow('fld_support', { pathwayId: 'flw_billing_call', pathwayType: 'call' })
    expect(added.pathways).toContain('flw_billing_call')
    const removed = await api.flowFolders.removeFlow('fld_support', 'flw_billing_call')
    expect(removed.pathways).not.toContain('flw_billing_call')
  })

  it('calls: both outbound forms appear among the active calls, and end-call ends one', async () => {
    const detailed = await api.calls.outboundCall({
      to: '+14155550177',
      call_agent_id: 'agt_sales',
      dynamic_variables: { name: 'Ada' },
      metadata: { ticket: 42 },
    })
    expect(detailed).toMatchObject({ status: 'success', call_id: expect.stringMatching(/^call_/) })
    const listed = await api.calls.placeCall({ agentId: 'agt_support', toNumber: '+14155550178' })
    expect(listed).toMatchObject({ status: 'success', toNumber: '+14155550178', agent: { id: 'agt_support' } })
    const active = await activeCallsNow(api)
    expect(active.count).toBe(active.data.length)
    const ids = active.data.map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining([detailed.call_id, listed.callId]))
    const ended = await api.activeCalls.end(listed.roomName)
    expect(ended).toMatchObject({ success: true, roomName: listed.roomName })
    expect((await activeCallsNow(api)).data.map((c) => c.roomName)).not.toContain(listed.roomName)
  })

  it('batch calls: template, validate, preview, start, list, get, status, calls, one call, cancel', async () => {
    const template = await api.batchCalls.template()
    expect(template.split(/\r?\n/)[0]).toBe('phoneNumber,customerName,appointmentDate')
    const bad = await api.batchCalls.validate({ content: 'phoneNumber,customerName\n12345,Bad Number\n' })
    expect(bad).toMatchObject({ valid: false, errors: [{ row: 2, column: 'phoneNumber' }] })
    const csv = { content: new Blob([template], { type: 'text/csv' }), fileName: 'template.csv' }
    expect(await api.batchCalls.validate(csv)).toMatchObject({ valid: true, totalRows: 2 })
    expect(await api.batchCalls.preview(csv)).toMatchObject({ totalRows: 2, columns: ['phoneNumber', 'customerName', 'appointmentDate'] })
    const batch = await api.batchCalls.start({ csv, agentId: 'agt_sales' })
    expect(batch).toMatchObject({ agentId: 'agt_sales', total: 2 })
    expect((await api.batchCalls.list()).data.map((b) => b.batchId)).toContain(batch.batchId)
    expect((await api.batchCalls.get(batch.batchId)).batchId).toBe(batch.batchId)
    expect((await api.batchCalls.status(batch.batchId)).total).toBe(2)
    const calls = await api.batchCalls.calls(batch.batchId, { limit: 10 })
    expect(calls.data.map((c) => c.toNumber)).toEqual(['+14155550123', '+14155550124'])
    const first = calls.data[0]!
    expect((await api.batchCalls.call(batch.batchId, first.jobId)).jobId).toBe(first.jobId)
    const cancelled = await api.batchCalls.cancel(batch.batchId)
    expect(cancelled.batchId).toBe(batch.batchId)
    expect(cancelled.queued).toBe(0)
  })

  it('phone numbers: list, read and write the configuration', async () => {
    const numbers = await api.phoneNumbers.list()
    expect(numbers.data.map((n) => n.phoneNumberId)).toContain('pn_spare')
    expect(await api.phoneNumbers.updateConfig('pn_spare', { label: 'Overflow', recordingEnabled: false, metadataTags: ['overflow'] })).toEqual({
      success: true,
    })
    expect(await api.phoneNumbers.getConfig('pn_spare')).toMatchObject({ recording: false, metadataTags: ['overflow'] })
  })

  it('voices: list, create, clone by multipart upload', async () => {
    expect((await api.voices.list()).data.map((v) => v._id)).toEqual(expect.arrayContaining(['voice_ava', 'voice_leo']))
    const audio = new Blob([new Uint8Array(4096).map((_, i) => i % 251)], { type: 'audio/wav' })
    const cloned = await api.voices.clone({ file: audio, fileName: 'sample.wav', name: 'Clone', language: 'en-US' })
    expect(cloned.voice).toMatchObject({ name: 'Clone', language: 'en-US', workspaceId: 'ws_demo' })
    expect(cloned.embedding.format).toBe('f32-128-base64')
    const created = await api.voices.create({ name: 'Copy', embedding: cloned.embedding })
    expect(created).toMatchObject({ name: 'Copy', workspaceId: 'ws_demo' })
  })

  it('voices: a clone upload can be cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const audio = new Blob([new Uint8Array(1024)], { type: 'audio/wav' })
    await expect(api.voices.clone({ file: audio, fileName: 'x.wav' }, { signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    })
  })

  it('dispositions: each of the ten filters reaches the service, and update changes one', async () => {
    const all = await api.dispositions.list({ limit: 200 })
    const sample = all.dispositions.find((d) => d.batchId && d.attempt > 1) ?? all.dispositions.find((d) => d.batchId)
    if (!sample) throw new Error('the demo workspace has no batch dispositions')
    const exact = {
      phoneNumber: sample.phoneNumber,
      batchId: sample.batchId ?? undefined,
      agentId: sample.agentId,
      status: sample.status,
      disposition: sample.disposition,
      attempt: sample.attempt,
    } as const
    for (const [name, value] of Object.entries(exact)) {
      const page = await api.dispositions.list({ [name]: value, limit: 200 })
      expect(page.total, name).toBeGreaterThan(0)
      expect(page.total, name).toBeLessThan(all.total)
      expect(page.dispositions.every((d) => d[name as keyof typeof exact] === value), name).toBe(true)
    }
    const second = await api.dispositions.list({ page: 2, limit: 5 })
    expect(second).toMatchObject({ page: 2, limit: 5, total: all.total })
    expect(second.dispositions.map((d) => d._id)).toEqual(all.dispositions.slice(5, 10).map((d) => d._id))
    const searched = await api.dispositions.list({ search: sample._id, timezone: 'Europe/Paris' })
    expect(searched.dispositions.map((d) => d._id)).toEqual([sample._id])
    expect(searched.dispositions[0]?.createdAt).toMatch(/\+0[12]:00$/)
    const updated = await api.dispositions.update(sample._id, { status: 'scheduled', scheduledAt: '2030-01-02T10:00:00Z', notes: 'call back' })
    expect(updated).toMatchObject({ success: true, disposition: { _id: sample._id, status: 'scheduled', notes: 'call back' } })
  })

  it('conversations: list without messages, get with messages', async () => {
    const page = await api.conversations.list({ limit: 3 })
    expect(page.data.length).toBeGreaterThan(0)
    const first = page.data[0]
    if (!first) throw new Error('the demo workspace has no conversations')
    const conversation = await api.conversations.get(first._id)
    expect(conversation._id).toBe(first._id)
    expect(conversation.messages.length).toBeGreaterThan(0)
  })

  it('knowledge bases, workspaces and permissions', async () => {
    expect((await api.knowledgeBases.get('kb_faq'))._id).toBe('kb_faq')
    expect(await api.workspaces.get('ws_demo')).toMatchObject({ _id: 'ws_demo', name: 'Demo Workspace' })
    expect(await api.workspaces.update({ name: 'Renamed Demo' })).toMatchObject({ _id: 'ws_demo', name: 'Renamed Demo' })
    const permissions = await api.permissions.list()
    expect(permissions.map((p) => p.key)).toContain('agent_view')
  })
})
