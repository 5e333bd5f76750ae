import { beforeEach, describe, expect, it } from 'vitest'
import {
  getConversation,
  MARK_END,
  MARK_START,
  search,
  upsertConversations,
  upsertDispositions,
} from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { RANKING_WINDOW } from '../../../../src/core/cache/search-sql'
import { cachePerTest, conversation, disposition, message, WS } from './fixtures'

let db: Cache
cachePerTest((opened) => (db = opened))

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`

describe('search', () => {
  beforeEach(() => {
    upsertConversations(db, WS, [
      conversation('c1', [
        message('m1', 'Your appointment with the technician is confirmed for Tuesday morning'),
        message('m2', 'Refund refund refund: where is my refund?', { direction: 'inbound' }),
      ], { customer: { name: 'José Álvarez', email: '', phone: '+14155550100' } }),
      conversation('c2', [
        message('m3', 'We have processed the refund to your card, it can take five business days to appear'),
      ], { customer: { name: 'Joseph Miller', email: '', phone: '+442071234567' } }),
    ])
    upsertDispositions(db, WS, [
      disposition('d1', { notes: 'Customer asked for a refund callback', customerName: 'Zoë Dubois', phoneNumber: '+33612345678' }),
      disposition('d2', { notes: 'Left a voicemail', customerName: 'Refugio Ortiz', phoneNumber: '+14155550199' }),
    ])
  })

  it('finds messages by word prefix, ranks the closer match first and marks the words', () => {
    const { messages } = search(db, WS, 'refu')
    expect(messages.map((m) => m.messageId)).toEqual(['m2', 'm3'])
    expect(messages[0]?.snippet).toContain(marked('Refund'))
    expect(messages[0]?.snippet).not.toMatch(/<|>/)
    expect(messages[0]).toMatchObject({ conversationId: 'c1', direction: 'inbound', customerName: 'José Álvarez' })
  })

  it('gives each message hit what it takes to open that exact message', () => {
    const [hit] = search(db, WS, 'technician').messages
    const opened = getConversation(db, WS, hit?.conversationId ?? '')
    expect(opened?.messages.find((m) => m._id === hit?.messageId)?.message).toContain('technician')
  })

  it('cuts long messages to a snippet around the match', () => {
    const [hit] = search(db, WS, 'business').messages
    expect(hit?.snippet).toContain(marked('business'))
    expect(hit?.snippet).toMatch(/^…|…$/)
  })

  it('requires every word, in any order', () => {
    expect(search(db, WS, 'tuesday appointment').messages.map((m) => m.messageId)).toEqual(['m1'])
    expect(search(db, WS, 'tuesday refund').messages).toEqual([])
  })

  it('ignores case and diacritics both ways', () => {
    expect(search(db, WS, 'JOSE').conversations.map((c) => c.customerName)).toEqual([
      `${marked('José')} Álvarez`,
      `${marked('Joseph')} Miller`,
    ])
    expect(search(db, WS, 'álvarez').conversations.map((c) => c.conversationId)).toEqual(['c1'])
    expect(search(db, WS, 'zoe').dispositions.map((d) => d.customerName)).toEqual([`${marked('Zoë')} Dubois`])
  })

  it('finds customers and dispositions by the digits of a phone number, as typed', () => {
    expect(search(db, WS, '555 0100').conversations.map((c) => c.conversationId)).toEqual(['c1'])
    expect(search(db, WS, '(415) 555-01').dispositions.map((d) => d.dispositionId)).toEqual(['d2'])
    expect(search(db, WS, '1234567').conversations.map((c) => c.customerPhone)).toEqual(['+442071234567'])
  })

  it('ranks a customer-name match above a notes match in dispositions', () => {
    const { dispositions } = search(db, WS, 'refu')
    expect(dispositions.map((d) => d.dispositionId)).toEqual(['d2', 'd1'])
    expect(dispositions[1]?.notes).toBe(`Customer asked for a ${marked('refund')} callback`)
  })

  it('ranks a customer-name match above a phone match in customers', () => {
    // A business whose name has the digits a supervisor typed, and José, whose number ends …5550100.
    upsertConversations(db, WS, [
      conversation('c3', [message('m4', 'Order for Friday')], { customer: { name: 'Studio 5550 Bakery', email: '', phone: '+33612345678' } }),
    ])
    const { conversations } = search(db, WS, '5550')
    expect(conversations.map((c) => c.conversationId)).toEqual(['c3', 'c1'])
    expect(conversations[0]?.customerName).toBe(`Studio ${marked('5550')} Bakery`)
  })

  it('searches only the kinds asked for, and no more hits than the limit', () => {
    const onlyMessages = search(db, WS, 'refund', { kinds: ['message'], limit: 1 })
    expect(onlyMessages.messages).toHaveLength(1)
    expect(onlyMessages.dispositions).toEqual([])
    expect(onlyMessages.conversations).toEqual([])
  })

  it.each([
    '"', '""', '"refund', 'refund"', "'", 'AND', 'OR', 'NOT', 'refund AND', 'OR refund', 'NOT refund', 'NEAR(refund',
    'NEAR(refund card, 5)', 'message:refund', 'customer_name:jose', '*', 'refund*', '^refund', '(refund', 'refund)',
    '{message}: refund', '-refund', '+refund', 'refund -card', '\\', '\u0000', '%', '_', "'; DROP TABLE messages; --",
    'a'.repeat(10_000), '😀 refund', '\u0002refund\u0003',
  ])('never throws on hostile input: %j', (input) => {
    const results = search(db, WS, input)
    expect(Array.isArray(results.messages)).toBe(true)
    expect(db.sqlite.prepare('SELECT count(*) FROM messages').pluck().get()).toBe(3)
  })

  it('reads operators as words', () => {
    expect(search(db, WS, 'NOT refund').messages).toEqual([])
    expect(search(db, WS, '"refund card"').messages.map((m) => m.messageId)).toEqual(['m3'])
  })

  it('finds nothing for input with nothing searchable', () => {
    expect(search(db, WS, ' ?! ')).toEqual({ messages: [], conversations: [], dispositions: [] })
  })
})

describe('search over more matches than the ranking window', () => {
  it('ranks the newest matches and still returns the best of them', () => {
    const filler = Array.from({ length: RANKING_WINDOW + 200 }, (_, i) =>
      message(`f${i}`, `A refund was mentioned in this long message number ${i} about billing and other things`),
    )
    upsertConversations(db, WS, [conversation('bulk', filler)])
    upsertConversations(db, WS, [conversation('best', [message('best-m', 'refund')])])
    const { messages } = search(db, WS, 'refund', { kinds: ['message'], limit: 5 })
    expect(messages).toHaveLength(5)
    expect(messages[0]?.messageId).toBe('best-m')
  })
})
