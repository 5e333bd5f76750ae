import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteAgent, listAgents } from '../../../../src/core/cache'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, endCall, liveCalls, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { berlinClock, doNotCall, setCallingWindow, startCampaignsConsole } from './campaigns-console'

let sim: RunningSimulator
let app: TestConsole
const net = recordingFetch()

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 4, activeCalls: 0, plan: 'business', rateLimit: 6000 })
  app = await startCampaignsConsole(sim, net.fetch)
})
afterAll(async () => {
  net.network.up = true
  await app?.cleanup()
  await sim?.stop()
})

interface Webhook {
  callId: string
  event: string
  url: string
}

describe('campaigns: one outbound call against the simulator', () => {
  it('offers the agents with their numbers, and the country of the workspace’s numbers', async () => {
    const context = await app.invoke('campaigns.dialContext', {})
    expect(context.country).toBe('US')
    expect(context.agents.find((a) => a.id === 'agt_sales')).toEqual({ id: 'agt_sales', name: 'Sales Agent', phoneNumber: '+14155550100', notReady: null })
    expect(context.agents.find((a) => a.id === 'agt_unassigned')?.notReady).toContain('no phone number')
  })

  it('offers the agents even when the dialog opens before any sync has cached them', async () => {
    for (const agent of listAgents(app.console.cache, DEMO.workspaceId)) deleteAgent(app.console.cache, DEMO.workspaceId, agent.id)
    const context = await app.invoke('campaigns.dialContext', {})
    expect(context.agents.find((a) => a.id === 'agt_sales')).toEqual({ id: 'agt_sales', name: 'Sales Agent', phoneNumber: '+14155550100', notReady: null })
  })

  it('places a plain call with the listed form: its room is known at once and it is live on the service', async () => {
    setCallingWindow(app.console.cache, '00:00', '00:00')
    const placed = await app.invoke('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155552671' })
    expect(placed).toMatchObject({ form: 'listed', agentId: 'agt_sales', toNumber: '+14155552671', overridden: [] })
    expect(placed.roomName).toMatch(/^room_/)
    expect(net.requests.some((r) => r.method === 'POST' && r.path === '/api/v1/calls/call')).toBe(true)
    const live = await liveCalls(sim)
    expect(live.find((c) => c.roomName === placed.roomName)?.customerPhone).toBe('+14155552671')
    const [logged] = (await app.invoke('history.activity', { filters: { kind: 'call.place' } })).data
    expect(logged).toMatchObject({ kind: 'call.place', target: 'call to +14155552671', targetId: placed.roomName, outcome: 'ok' })
    await endCall(sim, placed.roomName!)
  })

  it('places a call with a name, variables, metadata and a callback URL through the detailed form', async () => {
    const placed = await app.invoke('campaigns.placeCall', {
      agentId: 'agt_sales',
      to: '+14155552672',
      customerName: 'Grace Hopper',
      dynamicVariables: { appointmentDate: '2025-06-02' },
      metadata: { campaign: 'spring' },
      callbackUrl: 'https://127.0.0.1:9/hooks',
    })
    expect(placed).toMatchObject({ form: 'detailed', roomName: null })
    expect(net.requests.some((r) => r.method === 'POST' && r.path === '/v1/api/call')).toBe(true)
    const live = await liveCalls(sim)
    const call = live.find((c) => c.customerPhone === '+14155552672') as unknown as { id: string; roomName: string; customerName: string }
    expect(call).toMatchObject({ id: placed.callId, customerName: 'Grace Hopper' })
    const hooks = await simControl<{ data: Webhook[] }>(sim, 'GET', '/webhooks')
    expect(hooks.data.some((h) => h.callId === placed.callId && h.url === 'https://127.0.0.1:9/hooks')).toBe(true)
    await endCall(sim, call.roomName)
  })

  it('refuses a callback URL that is not https before anything is sent', async () => {
    const refused = await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155552673', callbackUrl: 'http://example.com/hooks' })
    expect(refused.code).toBe('invalid_argument')
    expect(refused.message).toContain('https')
  })

  it('holds back a number on the do-not-call list, override or not', async () => {
    doNotCall(app.console.cache, '+14155552674')
    expect((await app.invoke('campaigns.checkCall', { to: '+14155552674' })).map((b) => b.kind)).toEqual(['do-not-call'])
    const refused = await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155552674', override: ['do-not-call'] })
    expect(refused).toMatchObject({ code: 'outbound_blocked' })
    expect(refused.message).toContain('do-not-call list')
    expect((await liveCalls(sim)).some((c) => c.customerPhone === '+14155552674')).toBe(false)
  })

  it('shows the quiet hours in the customer’s zone before the call, and places it only with the override', async () => {
    setCallingWindow(app.console.cache, berlinClock(2), berlinClock(3))
    const [block] = await app.invoke('campaigns.checkCall', { to: '+4930901820' })
    expect(block).toMatchObject({ kind: 'quiet-hours', customerZone: 'Europe/Berlin', customerLocalTime: berlinClock(0) })
    const refused = await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+4930901820' })
    expect(refused.code).toBe('outbound_blocked')
    const placed = await app.invoke('campaigns.placeCall', { agentId: 'agt_sales', to: '+4930901820', override: ['quiet-hours'] })
    expect(placed.overridden).toEqual(['quiet-hours'])
    await endCall(sim, placed.roomName!)
    setCallingWindow(app.console.cache, '00:00', '00:00')
  })

  it('says each documented failure of placing a call in words', async () => {
    expect(await app.refusal('campaigns.placeCall', { agentId: 'agt_nobody', to: '+14155552675' })).toMatchObject({ code: 'agent_not_found', status: 404 })
    const noNumber = await app.refusal('campaigns.placeCall', { agentId: 'agt_unassigned', to: '+14155552675' })
    expect(noNumber).toMatchObject({ code: 'agent_not_ready', status: 400 })
    expect(noNumber.message).toContain('no phone number')
    const failed = await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155550000' })
    expect(failed).toMatchObject({ code: 'call_failed', status: 500 })
    expect(await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '4155550123' })).toMatchObject({ code: 'outbound_blocked' })
  })

  it('is refused offline, and nothing is dialled', async () => {
    net.network.up = false
    await waitFor(() => app.console.connection().state === 'offline', 20_000, 'offline')
    const refused = await app.refusal('campaigns.placeCall', { agentId: 'agt_sales', to: '+14155552676' })
    expect(refused).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Placing a call') })
    net.network.up = true
    await waitFor(() => app.console.connection().state === 'online', 20_000, 'online again')
    expect((await liveCalls(sim)).some((c) => c.customerPhone === '+14155552676')).toBe(false)
  })
})
