import { describe, expect, it } from 'vitest'
import { waitFor } from '../../../support/wait'
import { serviceAgents, serviceNumbers, useAdminConsole } from './admin-console'

const bed = useAdminConsole()
const voice = { provider: 'sim', voiceId: 'voice_leo' }

describe('agents from the cache', () => {
  it('lists the synced agents by name with number, voice and flow names, and offers the form its choices', async () => {
    const { agents, choices } = await bed.app.invoke('admin.agents', {})
    expect(agents.map((a) => a.name)).toEqual([...agents.map((a) => a.name)].sort((a, b) => a.localeCompare(b)))
    // Numbers are listed by Admin itself; before that the agent shows its number's id only.
    expect(agents.find((a) => a.agentId === 'agt_sales')).toMatchObject({ flowName: 'Sales qualification', voiceName: 'Ava', phoneNumberId: 'pn_sales' })
    expect(choices.callFlows.map((f) => f.id)).toContain('flw_support_call')
    expect(choices.callFlows.map((f) => f.id)).not.toContain('flw_sms_reminders')
    expect(choices.voices.map((v) => v.voiceId)).toEqual(expect.arrayContaining(['voice_ava', 'voice_leo']))
    expect(choices.models).toEqual(['gpt-4o-mini'])
    await bed.app.invoke('admin.phoneNumbers', { refresh: true })
    const after = await bed.app.invoke('admin.agents', {})
    expect(after.agents.find((a) => a.agentId === 'agt_sales')?.phoneNumber).toBe('+14155550100')
    expect(after.choices.phoneNumbers.find((n) => n.phoneNumberId === 'pn_spare')).toMatchObject({ agentId: null, flowType: 'call' })
  })

  it('opens an agent with every field, from the service', async () => {
    const detail = await bed.app.invoke('admin.agent', { agentId: 'agt_support' })
    expect(detail).toMatchObject({ source: 'service', note: null })
    expect(detail.agent).toMatchObject({
      id: 'agt_support',
      name: 'Support Agent',
      model: 'gpt-4o-mini',
      personality: 'Patient and precise',
      phoneNumberId: 'pn_support',
      flowId: 'flw_support_call',
      status: 'active',
    })
    expect(detail.agent.createdAt).toBeTruthy()
    expect(await bed.app.refusal('admin.agent', { agentId: 'agt_nope' })).toMatchObject({ code: 'not_found', status: 404 })
  })
})

describe('creating, editing and deleting an agent', () => {
  it('creates it on the service and in the list, edits it, deletes it and its number stops', async () => {
    const created = await bed.app.invoke('admin.createAgent', {
      agent: { name: 'Night Agent', model: 'gpt-4o', voice, personality: 'Calm at night', flowId: 'flw_support_call' },
    })
    expect(created).toMatchObject({ source: 'service', row: { name: 'Night Agent', flowName: 'Support triage', voiceName: 'Leo' } })
    const id = created.agent.id
    expect((await serviceAgents(bed.sim)).find((a) => a.id === id)).toMatchObject({ name: 'Night Agent', flowId: 'flw_support_call' })
    expect((await bed.app.invoke('admin.agents', {})).agents.some((a) => a.agentId === id)).toBe(true)

    const edited = await bed.app.invoke('admin.updateAgent', { agentId: id, changes: { name: 'Late Agent', personality: 'Sleepy' } })
    expect(edited.agent).toMatchObject({ name: 'Late Agent', personality: 'Sleepy', model: 'gpt-4o' })
    expect((await serviceAgents(bed.sim)).find((a) => a.id === id)?.name).toBe('Late Agent')
    expect((await bed.app.invoke('admin.agents', {})).agents.find((a) => a.agentId === id)?.name).toBe('Late Agent')

    await bed.app.invoke('admin.phoneNumbers', { refresh: true })
    await bed.app.invoke('admin.assignPhoneNumber', { agentId: id, phoneNumberId: 'pn_spare' })
    const deleted = await bed.app.invoke('admin.deleteAgent', { agentId: id })
    expect(deleted).toEqual({ agentId: id, releasedPhoneNumberId: 'pn_spare', note: null })
    expect((await serviceAgents(bed.sim)).some((a) => a.id === id)).toBe(false)
    expect((await bed.app.invoke('admin.agents', {})).agents.some((a) => a.agentId === id)).toBe(false)
    const spare = (await bed.app.invoke('admin.phoneNumbers', {})).numbers.find((n) => n.phoneNumberId === 'pn_spare')
    expect(spare).toMatchObject({ agentId: null, status: 'unassigned' })
  })

  it('refuses invalid fields before sending, naming them', async () => {
    const refused = await bed.app.refusal('admin.createAgent', { agent: { name: ' ', model: 'x', voice: { provider: 'sim', voiceId: '' } } })
    expect(refused.code).toBe('invalid_argument')
    expect(refused.issues?.map((i) => i.path)).toEqual(['agent.name', 'agent.voice.voiceId'])
  })

  it('passes the service’s 400 on with the field it names, and creates nothing', async () => {
    const before = (await serviceAgents(bed.sim)).length
    const refused = await bed.app.refusal('admin.createAgent', { agent: { name: 'X', model: 'm', voice, flowId: 'flw_sms_reminders' } })
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details: expect.stringMatching(/^flowId: /) })
    expect(refused.message).toMatch(/refused the request as invalid/)
    const patch = await bed.app.refusal('admin.updateAgent', { agentId: 'agt_sales', changes: { flowId: 'flw_missing' } })
    expect(patch).toMatchObject({ status: 400, details: expect.stringContaining('flowId') })
    expect((await serviceAgents(bed.sim)).length).toBe(before)
  })

  it('answers 404 for an agent deleted elsewhere and drops it from the list', async () => {
    const created = await bed.app.invoke('admin.createAgent', { agent: { name: 'Gone Soon', model: 'm', voice } })
    const id = created.agent.id
    await fetch(`${bed.sim.url}/api/v1/agents/${id}`, { method: 'DELETE', headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
    expect(await bed.app.refusal('admin.updateAgent', { agentId: id, changes: { name: 'x' } })).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await bed.app.refusal('admin.agent', { agentId: id })).toMatchObject({ status: 404, message: expect.stringContaining('removed from the list') })
    expect((await bed.app.invoke('admin.agents', {})).agents.some((a) => a.agentId === id)).toBe(false)
    // Deleting what is already gone keeps the supervisor's intent.
    expect(await bed.app.invoke('admin.deleteAgent', { agentId: id })).toMatchObject({ agentId: id })
  })
})

describe('phone numbers of agents', () => {
  it('assigns a number, moving it from the agent that had it, and releases it after confirmation', async () => {
    await bed.app.invoke('admin.phoneNumbers', { refresh: true })
    const assigned = await bed.app.invoke('admin.assignPhoneNumber', { agentId: 'agt_unassigned', phoneNumberId: 'pn_spare' })
    expect(assigned.row).toMatchObject({ phoneNumberId: 'pn_spare', phoneNumber: '+14155550109' })
    expect((await serviceNumbers(bed.sim)).find((n) => n.phoneNumberId === 'pn_spare')?.agentId).toBe('agt_unassigned')

    // Moving pn_spare to the billing agent: the unassigned agent loses it, billing's old number is freed.
    const moved = await bed.app.invoke('admin.assignPhoneNumber', { agentId: 'agt_billing', phoneNumberId: 'pn_spare' })
    expect(moved.row.phoneNumberId).toBe('pn_spare')
    const { agents } = await bed.app.invoke('admin.agents', {})
    expect(agents.find((a) => a.agentId === 'agt_unassigned')?.phoneNumberId).toBeNull()
    expect((await bed.app.invoke('admin.phoneNumbers', {})).numbers.find((n) => n.phoneNumberId === 'pn_billing')?.agentId).toBeNull()

    const released = await bed.app.invoke('admin.releasePhoneNumber', { agentId: 'agt_billing', phoneNumberId: 'pn_spare' })
    expect(released.agent.phoneNumberId).toBeNull()
    expect(released.row.phoneNumber).toBeNull()
    expect((await serviceNumbers(bed.sim)).find((n) => n.phoneNumberId === 'pn_spare')).toMatchObject({ agentId: null, status: 'unassigned' })
    expect((await bed.app.invoke('admin.phoneNumbers', {})).numbers.find((n) => n.phoneNumberId === 'pn_spare')?.agentId).toBeNull()
    await bed.app.invoke('admin.assignPhoneNumber', { agentId: 'agt_billing', phoneNumberId: 'pn_billing' })
  })

  it('answers the service’s 400s and 404s of assigning and releasing', async () => {
    const notHis = await bed.app.refusal('admin.releasePhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_support' })
    expect(notHis).toMatchObject({ status: 400, details: expect.stringMatching(/^phoneNumberId: /) })
    expect(await bed.app.refusal('admin.releasePhoneNumber', { agentId: 'agt_nope', phoneNumberId: 'pn_sales' })).toMatchObject({ status: 404 })
    expect(await bed.app.refusal('admin.releasePhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_nope' })).toMatchObject({ status: 404 })
    const sms = await bed.app.refusal('admin.assignPhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_sms' })
    expect(sms).toMatchObject({ status: 400, details: expect.stringMatching(/^agentId: .*message number/) })
    expect(await bed.app.refusal('admin.assignPhoneNumber', { agentId: 'agt_nope', phoneNumberId: 'pn_spare' })).toMatchObject({ status: 400, details: expect.stringContaining('agentId') })
    expect(await bed.app.refusal('admin.assignPhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_nope' })).toMatchObject({ status: 404 })
  })
})

describe('offline', () => {
  it('still lists and opens cached agents, refuses every write and queues nothing', async () => {
    bed.net.network.up = false
    try {
      bed.app.console.sync.pollNow()
      await waitFor(() => bed.app.console.connection().state === 'offline', 20_000, 'the console to be offline')
      const { agents } = await bed.app.invoke('admin.agents', {})
      expect(agents.length).toBeGreaterThan(0)
      const cached = await bed.app.invoke('admin.agent', { agentId: 'agt_sales' })
      expect(cached).toMatchObject({ source: 'cache', note: expect.stringContaining('Offline'), agent: { name: 'Sales Agent' } })
      const sentBefore = bed.net.requests.length
      for (const refused of [
        await bed.app.refusal('admin.createAgent', { agent: { name: 'Offline', model: 'm', voice } }),
        await bed.app.refusal('admin.updateAgent', { agentId: 'agt_sales', changes: { name: 'x' } }),
        await bed.app.refusal('admin.deleteAgent', { agentId: 'agt_sales' }),
        await bed.app.refusal('admin.assignPhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_spare' }),
        await bed.app.refusal('admin.releasePhoneNumber', { agentId: 'agt_sales', phoneNumberId: 'pn_sales' }),
      ]) {
        expect(refused).toMatchObject({ code: 'offline_action', message: expect.stringContaining('you are offline') })
      }
      expect(bed.net.requests.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([])
    } finally {
      bed.net.network.up = true
    }
    await waitFor(() => bed.app.console.connection().state === 'online', 30_000, 'the console to be back online')
    // Nothing was kept to be sent later.
    expect((await serviceAgents(bed.sim)).find((a) => a.id === 'agt_sales')?.name).toBe('Sales Agent')
    expect(bed.app.console.outbox.list().items).toEqual([])
  })
})
