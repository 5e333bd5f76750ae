import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { words } from '../../../../src/core/errors/core-error'
import {
  getAgent,
  getFlow,
  getSyncState,
  getVoice,
  listAgents,
  listFlows,
  listSyncStates,
  listVoices,
  openCache,
  recordSyncError,
  recordSyncSuccess,
  upsertAgents,
  upsertFlows,
  upsertVoices,
} from '../../../../src/core/cache'
import type { Cache, SlowQuery } from '../../../../src/core/cache'
import type { Agent, Flow } from '../../../../src/shared/api'
import { cachePerTest, tempDir, WS } from './fixtures'

let db: Cache
cachePerTest((opened) => (db = opened))

describe('agents', () => {
  it('round-trips agents, lists them by name and applies updates', () => {
    const full: Agent = {
      id: 'a2', name: 'zed', model: 'gpt', voice: { provider: 'eleven', voiceId: 'v9' }, personality: 'Calm',
      phoneNumberId: 'pn_1', flowId: null, status: 'active', createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-02T09:00:00.000Z',
    }
    const bare: Agent = { id: 'a1', name: 'Ava', model: 'gpt', voice: { provider: 'eleven', voiceId: 'v1' } }
    upsertAgents(db, WS, [full, bare])
    expect(getAgent(db, WS, 'a2')).toEqual(full)
    expect(getAgent(db, WS, 'a1')).toEqual({ ...bare, phoneNumberId: null, flowId: null })
    expect(listAgents(db, WS).map((a) => a.name)).toEqual(['Ava', 'zed'])
    upsertAgents(db, WS, [{ ...bare, name: 'Ava 2' }])
    expect(getAgent(db, WS, 'a1')?.name).toBe('Ava 2')
  })
})

describe('flows', () => {
  it('round-trips flows with their nodes and filters by type', () => {
    const call: Flow = {
      _id: 'f1', name: 'Booking', description: 'Books visits', type: 'call', nodes: [{ id: 'n1', say: 'Hi' }],
      createdAt: '2025-03-01T09:00:00.000Z', updatedAt: '2025-03-01T09:00:00.000Z',
    }
    const sms: Flow = { ...call, _id: 'f2', name: 'Reminders', type: 'message', nodes: undefined }
    const { nodes: _n, ...smsStored } = sms
    upsertFlows(db, WS, [call, sms])
    expect(getFlow(db, WS, 'f1')).toEqual(call)
    expect(getFlow(db, WS, 'f2')).toEqual(smsStored)
    expect(listFlows(db, WS, { type: 'message' }).map((f) => f._id)).toEqual(['f2'])
    expect(listFlows(db, WS).map((f) => f._id)).toEqual(['f1', 'f2'])
  })
})

describe('voices', () => {
  it('keeps the voices created here, newest first, without embeddings', () => {
    upsertVoices(db, WS, [
      { _id: 'v1', name: 'Old', description: '', language: 'en', workspaceId: WS, createdAt: '2025-01-01T00:00:00.000Z' },
      { _id: 'v2', name: 'New', description: 'Warm', language: 'es', workspaceId: WS, createdAt: '2025-02-01T00:00:00.000Z' },
    ])
    expect(listVoices(db, WS).map((v) => v.name)).toEqual(['New', 'Old'])
    expect(getVoice(db, WS, 'v2')).toEqual({
      _id: 'v2', name: 'New', description: 'Warm', language: 'es', workspaceId: WS, createdAt: '2025-02-01T00:00:00.000Z',
    })
    const columns = db.sqlite.prepare(`SELECT name FROM pragma_table_info('voices')`).pluck().all()
    expect(columns).not.toContain('embedding')
  })
})

describe('sync state', () => {
  it('records successes and errors per resource', () => {
    recordSyncSuccess(db, WS, 'dispositions', '2025-03-03T10:00:00Z', 'page-3')
    recordSyncError(db, WS, 'dispositions', 'HTTP 429: rate limited', '2025-03-03T10:01:00Z')
    expect(getSyncState(db, WS, 'dispositions')).toEqual({
      resource: 'dispositions',
      lastSuccessAt: '2025-03-03T10:00:00.000Z',
      lastAttemptAt: '2025-03-03T10:01:00.000Z',
      lastError: 'HTTP 429: rate limited',
      lastErrorWords: null,
      cursor: 'page-3',
    })
    // Core's message is kept in English and as its words, which the renderer words after a restart too.
    recordSyncError(db, WS, 'dispositions', words('errors.connection.noAnswer', { seconds: 12 }), '2025-03-03T10:01:30Z')
    expect(getSyncState(db, WS, 'dispositions')).toMatchObject({
      lastError: 'No answer for 12 s',
      lastErrorWords: { key: 'errors.connection.noAnswer', params: { seconds: 12 } },
    })
    // Words this version cannot read (another version's, a damaged file) leave the English shown.
    for (const damaged of ['{"key":', '"text"', '{"key":"errors.x","params":{"n":{}}}']) {
      db.statement('UPDATE sync_state SET last_error_words = ? WHERE resource = ?').run(damaged, 'dispositions')
      expect(getSyncState(db, WS, 'dispositions')).toMatchObject({ lastError: 'No answer for 12 s', lastErrorWords: null })
    }
    recordSyncSuccess(db, WS, 'dispositions', '2025-03-03T10:02:00Z')
    expect(getSyncState(db, WS, 'dispositions')).toMatchObject({ lastError: null, lastErrorWords: null, cursor: 'page-3' })
    recordSyncSuccess(db, WS, 'dispositions', '2025-03-03T10:03:00Z', null)
    expect(getSyncState(db, WS, 'dispositions')?.cursor).toBeNull()
    recordSyncError(db, WS, 'agents', 'offline', '2025-03-03T10:04:00Z')
    expect(listSyncStates(db, WS).map((s) => [s.resource, s.lastSuccessAt])).toEqual([
      ['agents', null],
      ['dispositions', '2025-03-03T10:03:00.000Z'],
    ])
    expect(getSyncState(db, WS, 'flows')).toBeUndefined()
  })
})

describe('slow query log', () => {
  it('reports repository calls slower than the threshold, by name', () => {
    const temp = tempDir()
    const logged: SlowQuery[] = []
    const slowDb = openCache(join(temp.dir, 'cache.db'), { logger: (entry) => logged.push(entry), slowQueryMs: -1 })
    listAgents(slowDb, WS)
    upsertAgents(slowDb, WS, [])
    slowDb.close()
    temp.cleanup()
    expect(logged.map((e) => e.query)).toEqual(['listAgents', 'upsertAgents'])
    expect(logged.map((e) => Number.isFinite(e.durationMs) && e.durationMs >= 0)).toEqual([true, true])
  })

  it('stays quiet under the threshold', () => {
    const temp = tempDir()
    const logged: SlowQuery[] = []
    const quietDb = openCache(join(temp.dir, 'cache.db'), { logger: (entry) => logged.push(entry), slowQueryMs: 10_000 })
    listAgents(quietDb, WS)
    quietDb.close()
    temp.cleanup()
    expect(logged).toEqual([])
  })
})
