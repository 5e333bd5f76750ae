import { beforeEach, describe, expect, it } from 'vitest'
import { getConversation, listConversations, search, upsertConversations } from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import type { ConversationSummary } from '../../../../src/shared/api'
import { cachePerTest, checkSearchIndexes, conversation, message, WS } from './fixtures'

let db: Cache
cachePerTest((opened) => (db = opened))

const at = (minute: number) => `2025-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`

describe('upsertConversations', () => {
  it('stores a conversation with its messages and reads them back in the order they were sent', () => {
    const c = conversation('c1', [
      message('m2', 'Sure, Tuesday works', { direction: 'inbound', status: 'received', createdAt: at(2), updatedAt: at(2) }),
      message('m1', 'Can we move your appointment?', { createdAt: at(1), updatedAt: at(1) }),
    ])
    upsertConversations(db, WS, [c])
    const stored = getConversation(db, WS, 'c1')
    expect(stored?.messages.map((m) => m._id)).toEqual(['m1', 'm2'])
    expect(stored).toEqual({ ...c, messages: [c.messages[1], c.messages[0]] })
  })

  it('replaces the messages of a full conversation: edited ones change, missing ones go, also from search', () => {
    upsertConversations(db, WS, [
      conversation('c1', [message('m1', 'Your invoice is ready'), message('m2', 'The technician is late')]),
    ])
    upsertConversations(db, WS, [
      conversation('c1', [message('m1', 'Your refund is ready'), message('m3', 'Anything else?')]),
    ])
    expect(getConversation(db, WS, 'c1')?.messages.map((m) => m.message)).toEqual([
      'Your refund is ready',
      'Anything else?',
    ])
    expect(search(db, WS, 'technician').messages).toEqual([])
    expect(search(db, WS, 'invoice').messages).toEqual([])
    expect(search(db, WS, 'refund').messages.map((m) => m.messageId)).toEqual(['m1'])
    expect(() => checkSearchIndexes(db)).not.toThrow()
  })

  it('keeps the messages and their count when only a summary from the list arrives', () => {
    upsertConversations(db, WS, [conversation('c1', [message('m1', 'Hello'), message('m2', 'Hi')])])
    const { messages: _m, ...summary } = conversation('c1', [], { customer: { name: 'Ana P.', email: '', phone: '' } })
    const update: ConversationSummary = summary
    upsertConversations(db, WS, [update])
    expect(getConversation(db, WS, 'c1')?.messages).toHaveLength(2)
    expect(listConversations(db, WS).data[0]).toMatchObject({ messageCount: 2, customer: { name: 'Ana P.' } })
    upsertConversations(db, WS, [{ ...update, messageCount: 5 }])
    expect(listConversations(db, WS).data[0]?.messageCount).toBe(5)
  })
})

describe('listConversations', () => {
  beforeEach(() => {
    upsertConversations(db, WS, [
      conversation('c1', [message('c1m', 'Hi', { direction: 'outbound' })], {
        agentId: 'agent_1', pathwayId: 'flow_1', createdAt: '2025-03-01T09:00:00Z' }),
      conversation('c2', [message('c2m', 'Hello?', { direction: 'inbound' })], {
        agentId: 'agent_2', pathwayId: 'flow_1', createdAt: '2025-03-02T09:00:00Z' }),
      conversation('c3', [
        message('c3b', 'Thanks', { direction: 'outbound', createdAt: at(5) }),
        message('c3a', 'I need help', { direction: 'inbound', createdAt: at(1) }),
      ], { agentId: 'agent_1', pathwayId: 'flow_2', createdAt: '2025-03-03T09:00:00Z' }),
    ])
  })

  it('lists newest first, with message counts and who started each', () => {
    const page = listConversations(db, WS)
    expect(page.data.map((c) => [c._id, c.direction, c.messageCount])).toEqual([
      ['c3', 'inbound', 2],
      ['c2', 'inbound', 1],
      ['c1', 'outbound', 1],
    ])
    expect(page.data[0]).not.toHaveProperty('messages')
  })

  it.each([
    [{ agentId: 'agent_1' }, ['c3', 'c1']],
    [{ pathwayId: 'flow_1' }, ['c2', 'c1']],
    [{ from: '2025-03-02T00:00:00Z' }, ['c3', 'c2']],
    [{ from: '2025-03-01T00:00:00Z', to: '2025-03-02T09:00:00Z' }, ['c1']],
    [{ direction: 'inbound' as const }, ['c3', 'c2']],
    [{ agentId: 'agent_1', direction: 'outbound' as const }, ['c1']],
  ])('filters by %o', (filter, expected) => {
    expect(listConversations(db, WS, filter).data.map((c) => c._id)).toEqual(expected)
  })

  it('pages', () => {
    const page = listConversations(db, WS, { page: 2, limit: 2 })
    expect(page.data.map((c) => c._id)).toEqual(['c1'])
    expect(page).toMatchObject({ total: 3, totalPages: 2 })
  })
})
