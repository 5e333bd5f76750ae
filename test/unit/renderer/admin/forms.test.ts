import { describe, expect, it } from 'vitest'
import type { Agent, PhoneNumberConfig } from '../../../../src/shared/api'
import type { AdminPhoneNumberRow } from '../../../../src/shared/bridge'
import { changesOf as agentChanges, checkAgent, draftOf as agentDraft } from '../../../../src/renderer/admin/agents/agent-form'
import { changesOf as flowChanges, checkFlow, draftOf as flowDraft } from '../../../../src/renderer/admin/flows/flow-form'
import { checkNumber, durationWords, startOf } from '../../../../src/renderer/admin/numbers/number-form'
import { matching, sortedBy } from '../../../../src/renderer/admin/list-order'

const agent: Agent = {
  id: 'agt_1',
  name: 'Sales Agent',
  model: 'gpt-4o-mini',
  voice: { provider: 'sim', voiceId: 'voice_ava' },
  personality: 'Upbeat',
  phoneNumberId: 'pn_1',
  flowId: 'flw_1',
  status: 'active',
}

describe('the agent form', () => {
  it('checks every field with the client schema', () => {
    const draft = agentDraft(null, { model: '', provider: 'sim' })
    expect(checkAgent(draft).errors).toEqual({ name: 'Required', model: 'Required', voiceId: 'Required' })
    expect(checkAgent({ ...draft, name: ' Night ', model: 'm', voiceId: 'v' })).toEqual({
      agent: { name: 'Night', model: 'm', voice: { provider: 'sim', voiceId: 'v' } },
      errors: {},
    })
  })

  it('sends only what an edit changed', () => {
    const draft = { ...agentDraft(agent, { model: '', provider: '' }), name: 'Sales Lead', voiceId: 'voice_leo' }
    expect(agentChanges(agent, checkAgent(draft).agent)).toEqual({ name: 'Sales Lead', voice: { provider: 'sim', voiceId: 'voice_leo' } })
    expect(agentChanges(agent, checkAgent(agentDraft(agent, { model: '', provider: '' })).agent)).toEqual({})
  })
})

describe('the flow form', () => {
  it('names the routing problem: bad JSON by line, an edge to no node by path', () => {
    expect(checkFlow({ ...flowDraft(null), routing: '{\n  "nodes": [,\n' }).errors.routing).toMatch(/^Not valid JSON/)
    const dangling = JSON.stringify({ nodes: [{ id: 'a' }], edges: [{ source: 'a', target: 'b' }] })
    expect(checkFlow({ ...flowDraft(null), name: 'X', routing: dangling }).errors).toEqual({ routing: 'edges.0.target: no node has the id "b"' })
  })

  it('sends the routing whole when any of it changed, and nothing when nothing did', () => {
    const flow = { _id: 'f', name: 'F', description: '', type: 'call' as const, nodes: [{ id: 'a' }], edges: [], createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }
    expect(flowChanges(flow, checkFlow(flowDraft(flow)).flow)).toEqual({})
    const routing = JSON.stringify({ nodes: [{ id: 'a' }, { id: 'b' }], edges: [{ source: 'a', target: 'b' }] })
    expect(flowChanges(flow, checkFlow({ ...flowDraft(flow), routing }).flow)).toEqual({
      nodes: [{ id: 'a' }, { id: 'b' }],
      edges: [{ source: 'a', target: 'b' }],
    })
  })
})

describe('the number form', () => {
  const row: AdminPhoneNumberRow = {
    phoneNumberId: 'pn_1',
    phoneNumber: '+14155550100',
    label: 'Sales line',
    agentId: 'agt_1',
    agentName: 'Sales Agent',
    flowType: 'call',
    direction: 'bidirectional',
    status: 'active',
    maxCallDuration: 3600,
    config: null,
    configFetchedAt: null,
  }
  const config: PhoneNumberConfig = {
    phoneNumberId: 'pn_1',
    agentId: 'agt_1',
    flowType: 'call',
    direction: 'bidirectional',
    status: 'active',
    recording: true,
    officeHours: { enabled: true, timezone: 'America/Los_Angeles', schedule: { monday: [{ start: '08:00', end: '18:00' }] } },
    transferCallerIdMode: 'customer',
    metadataTags: ['demo'],
  }

  it('sends only the changed fields, and leaves office hours kept in another zone alone unless edited', () => {
    const start = startOf(row, config, 'Europe/Paris', Date.parse('2025-06-04T12:00:00Z'))
    expect(start.convertedFrom).toBe('America/Los_Angeles')
    expect(checkNumber(start, { ...start.draft, maxCallDuration: '900', tags: 'vip, emea' }, 'Europe/Paris').changes).toEqual({
      maxCallDuration: 900,
      metadataTags: ['vip', 'emea'],
    })
    const week = { ...start.draft.week, saturday: [{ start: '10:00', end: '14:00' }] }
    const changes = checkNumber(start, { ...start.draft, week }, 'Europe/Paris').changes
    expect(changes?.officeHours).toEqual({
      enabled: true,
      timezone: 'Europe/Paris',
      schedule: { monday: [{ start: '17:00', end: '24:00' }], tuesday: [{ start: '00:00', end: '03:00' }], saturday: [{ start: '10:00', end: '14:00' }] },
    })
  })

  it('refuses a duration the schema refuses, beside its field', () => {
    const start = startOf(row, config, 'UTC', Date.now())
    expect(checkNumber(start, { ...start.draft, maxCallDuration: '90000' }, 'UTC')).toMatchObject({ changes: null, errors: { maxCallDuration: 'At most 86400 seconds (24 hours)' } })
    expect(checkNumber(start, { ...start.draft, maxCallDuration: 'ten' }, 'UTC').errors.maxCallDuration).toBe('Expected a number of seconds')
    expect(durationWords(5430)).toBe('1 h 30 min 30 s')
  })
})

describe('searching and sorting Admin lists', () => {
  const rows = [
    { name: 'Zoë', flow: 'Support', n: 2 },
    { name: 'adam', flow: null, n: 10 },
    { name: 'Émile', flow: 'Billing', n: 1 },
  ]
  it('matches every word, ignoring case and accents', () => {
    expect(matching(rows, 'zoe sup', (r) => [r.name, r.flow]).map((r) => r.name)).toEqual(['Zoë'])
    expect(matching(rows, '  ', (r) => [r.name])).toHaveLength(3)
  })
  it('sorts by the key with the missing last, numbers as numbers, and descending on request', () => {
    expect(sortedBy(rows, (r) => r.flow, (r) => r.name).map((r) => r.name)).toEqual(['Émile', 'Zoë', 'adam'])
    expect(sortedBy(rows, (r) => r.n, (r) => r.name, true).map((r) => r.n)).toEqual([10, 2, 1])
    expect(sortedBy(rows, (r) => r.name, (r) => r.name).map((r) => r.name)).toEqual(['adam', 'Émile', 'Zoë'])
  })
})
