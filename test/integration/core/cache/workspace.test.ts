import { beforeEach, describe, expect, it } from 'vitest'
import {
  deleteMissing,
  deleteWorkspace,
  enqueue,
  getConversation,
  getDisposition,
  getSighting,
  listAgents,
  listCallbackQueue,
  listConversations,
  listDispositions,
  listFlows,
  listOutbox,
  listPending,
  listSightings,
  listSyncStates,
  listVoices,
  markSending,
  recordSyncSuccess,
  search,
  upsertAgents,
  upsertConversations,
  upsertDispositions,
  upsertFlows,
  upsertVoices,
} from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { pollRecorder } from '../../../support/polls'
import { activeCall, cachePerTest, checkSearchIndexes, conversation, disposition, message } from './fixtures'

let db: Cache
let polls: Record<string, ReturnType<typeof pollRecorder>>
cachePerTest((opened) => {
  db = opened
  polls = { ws_a: pollRecorder(db, 'ws_a'), ws_b: pollRecorder(db, 'ws_b') }
})

const T = '2025-03-03T10:00:00.000Z'

/** The same ids in both workspaces, with different content, as two accounts of the service can have. */
function fill(workspaceId: string): void {
  const word = workspaceId === 'ws_a' ? 'apricot' : 'blueberry'
  upsertAgents(db, workspaceId, [{ id: 'agent_1', name: `Agent ${word}`, model: 'm', voice: { provider: 'p', voiceId: 'v' } }])
  upsertFlows(db, workspaceId, [{ _id: 'flow_1', name: `Flow ${word}`, description: '', createdAt: T, updatedAt: T }])
  upsertVoices(db, workspaceId, [{ _id: 'voice_1', name: `Voice ${word}`, description: '', language: 'en', workspaceId }])
  upsertDispositions(db, workspaceId, [
    disposition('d1', { notes: `About the ${word}`, scheduledAt: '2025-03-03T12:00:00Z' }),
    disposition('d2', { notes: 'Second' }),
  ])
  upsertConversations(db, workspaceId, [
    conversation('c1', [message('m1', `Talk of ${word}`)], { customer: { name: `Customer ${word}`, email: '', phone: '+14155550100' } }),
    conversation('c2', [message('m2', 'Other')]),
  ])
  polls[workspaceId]?.([activeCall('room-1', { lastMessage: `Live ${word}` })], T)
  recordSyncSuccess(db, workspaceId, 'dispositions', T)
  enqueue(db, workspaceId, { kind: 'disposition.update', targetId: 'd1', payload: { notes: word } }, T)
}

describe('workspace scoping', () => {
  beforeEach(() => {
    fill('ws_a')
    fill('ws_b')
  })

  it('never shows one workspace the rows of another, even with the same ids', () => {
    expect(listAgents(db, 'ws_a').map((a) => a.name)).toEqual(['Agent apricot'])
    expect(listFlows(db, 'ws_b').map((f) => f.name)).toEqual(['Flow blueberry'])
    expect(listVoices(db, 'ws_b').map((v) => [v.name, v.workspaceId])).toEqual([['Voice blueberry', 'ws_b']])
    expect(getDisposition(db, 'ws_a', 'd1')?.notes).toBe('About the apricot')
    expect(listDispositions(db, 'ws_a').total).toBe(2)
    expect(listCallbackQueue(db, 'ws_b', { from: '2025-03-03T00:00:00Z', to: '2025-03-04T00:00:00Z' }).total).toBe(1)
    expect(getConversation(db, 'ws_b', 'c1')?.messages[0]?.message).toBe('Talk of blueberry')
    expect(listConversations(db, 'ws_a').total).toBe(2)
    expect(getSighting(db, 'ws_a', 'room-1')?.lastMessage).toBe('Live apricot')
    expect(listOutbox(db, 'ws_b').map((e) => e.payload.notes)).toEqual(['blueberry'])
    expect(listDispositions(db, 'ws_a', { search: 'blueberry' }).total).toBe(0)
  })

  it('searches only the workspace asked for', () => {
    const a = search(db, 'ws_a', 'apricot')
    expect(a.messages.map((m) => m.conversationId)).toEqual(['c1'])
    expect(a.conversations).toHaveLength(1)
    expect(a.dispositions).toHaveLength(1)
    expect(search(db, 'ws_a', 'blueberry')).toEqual({ messages: [], conversations: [], dispositions: [] })
    expect(search(db, 'ws_b', 'talk').messages.map((m) => m.snippet)).toEqual(['\u0002Talk\u0003 of blueberry'])
  })

  it('keeps snapshots apart: a call missing from one workspace does not end it in the other', () => {
    expect(polls.ws_a?.([], T).removed).toEqual(['room-1'])
    expect(getSighting(db, 'ws_b', 'room-1')?.active).toBe(true)
  })

  it('cannot move another workspace’s outbox entry', () => {
    const [entry] = listPending(db, 'ws_b')
    expect(markSending(db, 'ws_a', entry?.id ?? 0, T)).toBeUndefined()
    expect(listPending(db, 'ws_b')).toHaveLength(1)
  })

  it('deletes what a full sync no longer lists, only in that workspace and resource', () => {
    expect(deleteMissing(db, 'ws_a', 'dispositions', ['d2'])).toEqual(['d1'])
    expect(deleteMissing(db, 'ws_a', 'conversations', ['c2']).sort()).toEqual(['c1'])
    expect(deleteMissing(db, 'ws_a', 'agents', [])).toEqual(['agent_1'])
    expect(deleteMissing(db, 'ws_a', 'flows', ['flow_1'])).toEqual([])
    expect(getDisposition(db, 'ws_a', 'd1')).toBeUndefined()
    expect(getDisposition(db, 'ws_b', 'd1')).toBeDefined()
    expect(search(db, 'ws_a', 'apricot')).toEqual({ messages: [], conversations: [], dispositions: [] })
    expect(search(db, 'ws_b', 'blueberry').messages).toHaveLength(1)
    expect(db.sqlite.prepare(`SELECT count(*) FROM messages WHERE workspace_id = 'ws_a'`).pluck().get()).toBe(1)
    expect(() => checkSearchIndexes(db)).not.toThrow()
  })

  it('removes every row of a deleted workspace and leaves the other whole', () => {
    deleteWorkspace(db, 'ws_a')
    const count = (table: string, ws: string) =>
      db.sqlite.prepare(`SELECT count(*) FROM ${table} WHERE workspace_id = ?`).pluck().get(ws)
    for (const table of ['agents', 'flows', 'voices', 'call_dispositions', 'conversations', 'messages',
      'call_sightings', 'call_sighting_events', 'sync_state', 'outbox']) {
      expect(count(table, 'ws_a'), table).toBe(0)
      expect(count(table, 'ws_b'), table).toBeGreaterThan(0)
    }
    expect(listSyncStates(db, 'ws_a')).toEqual([])
    expect(listSightings(db, 'ws_b').total).toBe(1)
    expect(search(db, 'ws_b', 'blueberry').messages).toHaveLength(1)
    expect(() => checkSearchIndexes(db)).not.toThrow()
    expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
  })
})
