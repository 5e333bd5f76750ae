import { describe, expect, it } from 'vitest'
import { search, upsertConversations, upsertDispositions } from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { cachePerTest, checkSearchIndexes, conversation, disposition, message, WS } from './fixtures'

let db: Cache
cachePerTest((opened) => (db = opened))

// Pages of a list overlap when rows move between requests, so one batch can hold a row twice.
describe('a row repeated within one batch', () => {
  it('leaves dispositions searchable by their last version', () => {
    upsertDispositions(db, WS, [
      disposition('d1', { notes: 'first draft' }),
      disposition('d2', { notes: 'other' }),
      disposition('d1', { notes: 'second version' }),
    ])
    expect(() => checkSearchIndexes(db)).not.toThrow()
    expect(search(db, WS, 'draft').dispositions).toEqual([])
    expect(search(db, WS, 'second').dispositions.map((d) => d.dispositionId)).toEqual(['d1'])
  })

  it('leaves conversations and messages searchable by their last version', () => {
    upsertConversations(db, WS, [
      conversation('c1', [message('m1', 'apples'), message('m2', 'pears')], {
        customer: { name: 'Old Name', email: '', phone: '' },
      }),
      conversation('c2', [message('m3', 'plums')]),
      conversation('c1', [message('m1', 'oranges')], { customer: { name: 'New Name', email: '', phone: '' } }),
      conversation('c2', [message('m3', 'plums'), message('m1', 'cherries')]),
    ])
    expect(() => checkSearchIndexes(db)).not.toThrow()
    expect(search(db, WS, 'apples pears oranges').messages).toEqual([])
    expect(search(db, WS, 'cherries').messages.map((m) => [m.conversationId, m.messageId])).toEqual([['c2', 'm1']])
    expect(search(db, WS, 'old name').conversations).toEqual([])
    expect(search(db, WS, 'new name').conversations.map((c) => c.conversationId)).toEqual(['c1'])
  })
})
