import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { QuarantinedItem } from '../../../../src/core/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { demoClient, simControl, startSim } from '../../../support/simulator'
import { activeCallsNow } from '../../../support/polls'

let sim: RunningSimulator
let quarantined: QuarantinedItem[]
const api = () => demoClient(sim.url, { onQuarantine: (_workspace, items) => quarantined.push(...items) })

beforeAll(async () => {
  sim = await startSim({ plan: 'enterprise', activeCalls: 0 })
  for (let i = 0; i < 20; i++) await simControl(sim, 'POST', '/calls', { hold: true, customerName: `Caller ${i}` })
})
afterAll(async () => {
  await sim.stop()
})
beforeEach(async () => {
  quarantined = []
  await simControl(sim, 'PUT', '/quirks', { oddItems: true })
})

describe('a list with odd items is read item by item', () => {
  it('active calls: 19 of 20 answered, the repairable ones repaired, the malformed one quarantined', async () => {
    const service = await fetch(`${sim.url}/v2/api/active-calls`, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
    const raw = ((await service.json()) as { data: { id: string; roomName?: string }[] }).data
    expect(raw).toHaveLength(20)
    const broken = raw[19]!

    const list = await activeCallsNow(api())
    expect(list.data).toHaveLength(19)
    expect(list.data.map((call) => call.id)).not.toContain(broken.id)
    expect(list.data[0]!.lastMessage).toBe('')
    expect(list.data[1]!.type).toBe('other')
    expect(list.data[2]!.sentiment).toBe('')
    expect(list.data[3]!.customerName).toBeNull()
    expect(quarantined).toEqual([
      { resource: 'activeCalls', itemId: broken.id, reason: 'duration: Invalid input: expected number, received string' },
    ])
  })

  it('dispositions: a page keeps every readable item; a missing scheduledAt is null, a null agentId empty', async () => {
    const page = await api().dispositions.list({ page: 1, limit: 10 })
    expect(page.dispositions).toHaveLength(9)
    expect(page.total).toBeGreaterThan(10)
    expect(page.dispositions[0]!.scheduledAt).toBeNull()
    expect(page.dispositions[1]!.agentId).toBe('')
    expect(page.dispositions[2]!.notes).toBe('')
    expect(quarantined).toHaveLength(1)
    expect(quarantined[0]).toMatchObject({ resource: 'dispositions', reason: expect.stringContaining('createdAt') })
  })

  it('conversations and agents: a null agentId, a missing customer or model are repaired; a broken item is set aside', async () => {
    const conversations = await api().conversations.list({ limit: 5 })
    expect(conversations.data).toHaveLength(4)
    expect(conversations.data[0]!.agentId).toBe('')
    expect(conversations.data[1]!.customer).toEqual({ name: '', email: '', phone: '' })
    const agents = await api().agents.list({ limit: 200 })
    expect(agents.data[0]!.model).toBe('')
    expect(quarantined.map((item) => [item.resource, item.reason.split(':')[0]])).toEqual([
      ['conversations', 'updatedAt'],
      ['agents', 'voice'],
    ])
  })

  it('the documented service answers every item unchanged and quarantines nothing', async () => {
    await simControl(sim, 'PUT', '/quirks', {})
    const list = await activeCallsNow(api())
    expect(list.data).toHaveLength(20)
    expect(list.data.every((call) => call.type === 'phone' || call.type === 'web')).toBe(true)
    expect(quarantined).toEqual([])
  })
})
