import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Conversation } from '../../../../src/shared/api'
import { MARK_END, MARK_START } from '../../../../src/core/cache'
import { OFFLINE_NOTE } from '../../../../src/core/history'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { serviceClient } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { parseCsv, startSyncedConsole } from './synced-console'

/**
 * The history answers from the cache alone: a console synced from the real
 * simulator, then the simulator stopped, and every history command asked.
 */
let sim: RunningSimulator
let app: TestConsole
/** What the service said while it was up. */
const online = {} as {
  conversationTotal: number
  salesConversations: number
  demo: Conversation
  dispositionTotal: number
  scheduledDispositions: number
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 3, activeCalls: 6, plan: 'enterprise' })
  app = await startSyncedConsole(sim)
  const service = serviceClient(sim)
  const [all, sales, demo, dispositions, scheduled] = await Promise.all([
    service.conversations.list({ limit: 1 }),
    service.conversations.list({ limit: 1, agentId: 'agt_sales' }),
    service.conversations.get('conv_demo_1'),
    service.dispositions.list({ limit: 1 }),
    service.dispositions.list({ limit: 1, status: 'scheduled' }),
  ])
  Object.assign(online, {
    conversationTotal: all.total,
    salesConversations: sales.total,
    demo,
    dispositionTotal: dispositions.total,
    scheduledDispositions: scheduled.total,
  })
  // Online, a refresh comes from the service and a phone number's configuration is fetched (and remembered).
  const refreshed = await app.invoke('history.refreshConversation', { conversationId: 'conv_demo_1' })
  expect(refreshed).toMatchObject({ source: 'service', note: null })
  expect(await app.invoke('history.phoneNumberConfig', { phoneNumberId: 'pn_sales' })).toMatchObject({ state: 'known' })

  await sim.stop()
  app.console.sync.pollNow()
  await waitFor(() => app.console.connection().state === 'offline', 15_000, 'the console to notice it is offline')
}, 90_000)

afterAll(async () => {
  await app?.cleanup()
})

describe('history with the service stopped', () => {
  it('lists conversations newest first with agent, flow and last message, filtered and paged', async () => {
    const first = await app.invoke('history.conversations', { filters: {} })
    expect(first.total).toBe(online.conversationTotal)
    expect(first.data).toHaveLength(50)
    const times = first.data.map((row) => row.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    // conv_demo_1 started two hours before the simulator: among the newest.
    const demoRow = first.data.find((row) => row.conversationId === 'conv_demo_1')
    const lastDemo = online.demo.messages.at(-1)!
    expect(demoRow).toMatchObject({ customerName: 'Ada Lovelace', direction: 'outbound', messageCount: 8 })
    expect(demoRow?.lastMessage).toEqual({ text: lastDemo.message, direction: lastDemo.direction, at: lastDemo.createdAt })
    for (const row of first.data) {
      expect(row.agentName).not.toBe(row.agentId)
      expect(row.flowName).not.toBe(row.flowId)
      expect(row.lastMessage?.text.length).toBeGreaterThan(0)
    }

    const sales = await app.invoke('history.conversations', { filters: { agentId: 'agt_sales' }, limit: 200 })
    expect(sales.total).toBe(online.salesConversations)
    expect(new Set(sales.data.map((row) => row.agentName))).toEqual(new Set([sales.data[0]!.agentName]))

    const inbound = await app.invoke('history.conversations', { filters: { direction: 'inbound' }, limit: 1 })
    const outbound = await app.invoke('history.conversations', { filters: { direction: 'outbound' }, limit: 1 })
    expect(inbound.total + outbound.total).toBe(online.conversationTotal)

    const pivot = first.data[10]!.createdAt
    const recent = await app.invoke('history.conversations', { filters: { from: pivot }, limit: 200 })
    expect(recent.total).toBe(11)
    expect(recent.data.every((row) => row.createdAt >= pivot)).toBe(true)
  })

  it('shows a conversation chat-style and answers a refresh from the cache with a note', async () => {
    const detail = await app.invoke('history.conversation', { conversationId: 'conv_demo_1' })
    expect(detail?.customerName).toBe('Ada Lovelace')
    expect(detail?.messages.map((m) => [m.messageId, m.direction, m.text, m.status, m.sent])).toEqual(
      online.demo.messages.map((m) => [m._id, m.direction, m.message, m.status, m.sent]),
    )
    const refreshed = await app.invoke('history.refreshConversation', { conversationId: 'conv_demo_1' })
    expect(refreshed).toMatchObject({ source: 'cache', note: OFFLINE_NOTE, noteWords: { key: 'errors.history.offlineCopy' } })
    expect(refreshed.conversation.messages).toHaveLength(online.demo.messages.length)
    expect(await app.invoke('history.conversation', { conversationId: 'conv_nope' })).toBeNull()
  })

  it('finds a word of conv_demo_1 and points at the exact message, highlighted', async () => {
    // A word only this conversation uses, typed part of the way.
    const word = 'afternoon'
    const target = online.demo.messages.find((m) => m.message.includes(word))!
    const results = await app.invoke('history.search', { query: word.slice(0, 6) })
    const hit = results.messages.find((m) => m.conversationId === 'conv_demo_1' && m.messageId === target._id)
    expect(hit, `a hit on ${target._id} for "${word}"`).toBeDefined()
    const marked = hit!.snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase())
    expect(marked).toEqual([word])
    const text = hit!.snippet.map((part) => part.text).join('')
    expect(text.includes(MARK_START) || text.includes(MARK_END)).toBe(false)

    const byName = await app.invoke('history.search', { query: 'ada lovel' })
    expect(byName.conversations[0]).toMatchObject({ conversationId: 'conv_demo_1' })
    expect(byName.conversations[0]!.customerName).toEqual([
      { text: 'Ada', marked: true },
      { text: ' ', marked: false },
      { text: 'Lovelace', marked: true },
    ])
    const agents = await app.invoke('history.search', { query: 'sal' })
    expect(agents.agents.map((a) => a.agentId)).toContain('agt_sales')
  })

  it('lists the calls seen with per-day counts over the whole filtered history', async () => {
    const calls = await app.invoke('history.calls', { filters: {}, timeZone: 'UTC' })
    expect(calls.page.total).toBeGreaterThan(0)
    expect(calls.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(calls.page.total)
    const agent = calls.page.data[0]!.aiAgentName
    const filtered = await app.invoke('history.calls', { filters: { aiAgentName: agent } })
    expect(filtered.page.data.every((call) => call.aiAgentName === agent)).toBe(true)
    expect(filtered.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(filtered.page.total)
  })

  it('lists dispositions with their agents, filtered like the service filters them', async () => {
    const all = await app.invoke('history.dispositions', { filters: {} })
    expect(all.total).toBe(online.dispositionTotal)
    const scheduled = await app.invoke('history.dispositions', { filters: { status: 'scheduled' }, limit: 200 })
    expect(scheduled.total).toBe(online.scheduledDispositions)
    expect(scheduled.data.every((d) => d.status === 'scheduled')).toBe(true)
    const one = scheduled.data[0]!
    expect(await app.invoke('history.disposition', { dispositionId: one._id })).toEqual(one)
  })

  it('shows the agents directory; a phone number configuration is known only if fetched while online', async () => {
    const agents = await app.invoke('history.agents', {})
    const sales = agents.find((a) => a.agentId === 'agt_sales')
    expect(sales).toMatchObject({ phoneNumberId: 'pn_sales', flowId: 'flw_sales_call' })
    expect(sales?.flowName).not.toBe('flw_sales_call')
    expect(await app.invoke('history.phoneNumberConfig', { phoneNumberId: 'pn_sales' })).toMatchObject({ state: 'known' })
    expect(await app.invoke('history.phoneNumberConfig', { phoneNumberId: 'pn_support' })).toEqual({
      state: 'unknown-offline',
      phoneNumberId: 'pn_support',
    })
  })

  it('exports the whole filtered list as CSV and JSON', async () => {
    const csv = await app.invoke('history.export', { kind: 'conversations', filters: {}, format: 'csv' })
    expect(csv).toMatchObject({ mimeType: 'text/csv;charset=utf-8', rows: online.conversationTotal })
    expect(csv.filename).toMatch(/^switchboard-conversations-ws_demo-\d{8}-\d{4}\.csv$/)
    const records = parseCsv(csv.content.replace(/^\uFEFF/, ''))
    expect(records[0]).toEqual(expect.arrayContaining(['Conversation', 'Customer', 'Phone', 'Agent', 'Flow', 'Last message']))
    expect(records).toHaveLength(online.conversationTotal + 1)
    const ada = records.find((r) => r[0] === 'conv_demo_1')!
    expect(ada[1]).toBe('Ada Lovelace')
    // Phone numbers start with +, which a spreadsheet would evaluate: defused.
    expect(ada[2]).toMatch(/^'\+\d+$/)

    const json = await app.invoke('history.export', { kind: 'dispositions', filters: { status: 'scheduled' }, format: 'json' })
    const document = JSON.parse(json.content) as { kind: string; filters: unknown; rows: { status: string }[] }
    expect(document).toMatchObject({ kind: 'dispositions', filters: { status: 'scheduled' } })
    expect(document.rows).toHaveLength(online.scheduledDispositions)
    expect(document.rows.every((row) => row.status === 'scheduled')).toBe(true)
  })
})
