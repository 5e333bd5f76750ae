import { describe, expect, it } from 'vitest'
import { getSyncState, listAgents, listDispositions, listFlows, listVoices, recordSyncError, recordSyncSuccess, upsertAgents, upsertConversations, upsertDispositions, upsertFlows, upsertVoices, type Cache } from '../../../../src/core/cache'
import { openCallbacksAt, openCallbacksSyncedAt, SIZERS, SYNCERS } from '../../../../src/core/sync/resource-syncers'
import type { SyncState } from '../../../../src/core/cache'
import { disposition, serverError } from '../../../support/service-fixtures'
import { agent, cache, conversation, fakeLists, flow, settled, syncerContext, unanswered, voice } from './fake-lists'

const NOW = '2025-05-01T09:00:00.000Z'
const ids = (rows: { id?: string; _id?: string }[]) => rows.map((r) => r.id ?? r._id).sort()
const cachedDispositionIds = (db: Cache) => ids(listDispositions(db, 'ws_demo', { limit: 500 }).data)
const state = (resource: string, lastSuccessAt: string | null) => [resource, { resource, lastSuccessAt } as SyncState] as const

describe('when the open callbacks were last read', () => {
  it('is the later of the open-callbacks step and a complete sync of dispositions', () => {
    expect(openCallbacksAt(new Map([state('openCallbacks', '2025-05-01T08:00:00.000Z'), state('dispositions', '2025-05-01T07:00:00.000Z')]))).toBe('2025-05-01T08:00:00.000Z')
    expect(openCallbacksAt(new Map([state('openCallbacks', '2025-05-01T06:00:00.000Z'), state('dispositions', '2025-05-01T07:00:00.000Z')]))).toBe('2025-05-01T07:00:00.000Z')
  })

  it('counts either alone, and neither when it only ever failed', () => {
    expect(openCallbacksAt(new Map([state('dispositions', '2025-05-01T07:00:00.000Z')]))).toBe('2025-05-01T07:00:00.000Z')
    expect(openCallbacksAt(new Map([state('openCallbacks', null), state('dispositions', '2025-05-01T07:00:00.000Z')]))).toBe('2025-05-01T07:00:00.000Z')
    expect(openCallbacksAt(new Map([state('openCallbacks', null), state('agents', '2025-05-01T07:00:00.000Z')]))).toBeNull()
    expect(openCallbacksAt(new Map())).toBeNull()
  })

  it('is read from the cache’s sync states', () => {
    const db = cache()
    expect(openCallbacksSyncedAt(db, 'ws_demo')).toBeNull()
    recordSyncError(db, 'ws_demo', 'dispositions', 'Boom', '2025-05-01T09:30:00.000Z')
    recordSyncSuccess(db, 'ws_demo', 'openCallbacks', '2025-05-01T08:00:00.000Z')
    expect(openCallbacksSyncedAt(db, 'ws_demo')).toBe('2025-05-01T08:00:00.000Z')
  })
})

describe('syncing a plain list (agents, flows, voices)', () => {
  it('writes every page in the background lane and tells each page as a request', async () => {
    const db = cache()
    const rows = Array.from({ length: 12 }, (_, i) => agent(`agent_${String(i).padStart(2, '0')}`))
    const { client, requests, signals } = fakeLists({ agents: rows })
    client.pageSizes.set('agents', 10)
    const { ctx, told } = syncerContext(client, db)
    await expect(SYNCERS.agents(ctx)).resolves.toEqual({ written: 12, deleted: [], problems: [] })
    expect(requests).toEqual(['agents p1 l10 background', 'agents p2 l10 background'])
    expect(signals.every((s) => s === ctx.signal)).toBe(true)
    expect(ids(listAgents(db, 'ws_demo'))).toEqual(ids(rows))
    expect(told).toEqual(['step pages -', 'total 2', 'expect 2', 'advance', 'advance'])
  })

  it('deletes what a complete listing no longer has, and nothing after an incomplete one', async () => {
    const db = cache()
    upsertFlows(db, 'ws_demo', [flow('flow_1'), flow('flow_gone')])
    const { client } = fakeLists({ flows: [flow('flow_1')] })
    const { ctx } = syncerContext(client, db)
    await expect(SYNCERS.flows(ctx)).resolves.toEqual({ written: 1, deleted: ['flow_gone'], problems: [] })
    expect(ids(listFlows(db, 'ws_demo'))).toEqual(['flow_1'])

    upsertVoices(db, 'ws_demo', [voice('voice_1'), voice('voice_gone')])
    const moving = fakeLists({ voices: [voice('voice_1')] })
    const list = moving.client.voices.list
    moving.client.voices.list = async (query, options) => ({ ...(await list(query, options)), total: 2 })
    await expect(SYNCERS.voices(syncerContext(moving.client, db).ctx)).resolves.toMatchObject({ deleted: [] })
    expect(ids(listVoices(db, 'ws_demo'))).toEqual(['voice_1', 'voice_gone'])
  })

  it('writes nothing once stopped', async () => {
    const db = cache()
    upsertAgents(db, 'ws_demo', [agent('agent_gone')])
    const { client } = fakeLists({ agents: [agent('agent_1')] })
    const { ctx, controller } = syncerContext(client, db)
    controller.abort()
    await expect(SYNCERS.agents(ctx)).rejects.toThrow()
    expect(ids(listAgents(db, 'ws_demo'))).toEqual(['agent_gone'])
  })

  it('stops before deleting when stopped as the last page came', async () => {
    const db = cache()
    upsertAgents(db, 'ws_demo', [agent('agent_gone')])
    const { client } = fakeLists({ agents: [] })
    const { ctx, controller } = syncerContext(client, db)
    const list = client.agents.list
    client.agents.list = async (query, options) => list(query, options).finally(() => controller.abort())
    await expect(SYNCERS.agents(ctx)).rejects.toThrow()
    expect(ids(listAgents(db, 'ws_demo'))).toEqual(['agent_gone'])
  })

  it('takes the first page its sizing read, and sizes by the page size remembered', async () => {
    for (const resource of ['agents', 'flows', 'voices'] as const) {
      const db = cache()
      const make = { agents: agent, flows: flow, voices: voice }[resource] as (id: string) => never
      const { client, requests } = fakeLists({ [resource]: Array.from({ length: 25 }, (_, i) => make(`${resource}_${i}`)) })
      client.pageSizes.set(resource, 10)
      const { ctx } = syncerContext(client, db)
      await expect(SIZERS[resource](ctx)).resolves.toBe(3)
      await expect(SYNCERS[resource](ctx)).resolves.toMatchObject({ written: 25 })
      expect(requests).toEqual([`${resource} p1 l10 background`, `${resource} p2 l10 background`, `${resource} p3 l10 background`])
      db.close()
    }
  })

  it('sizes an empty list as the one request that reads it', async () => {
    const db = cache()
    const { client } = fakeLists({ agents: [] })
    await expect(SIZERS.agents(syncerContext(client, db).ctx)).resolves.toBe(1)
    const { client: full } = fakeLists({ agents: Array.from({ length: 401 }, (_, i) => agent(`agent_${i}`)) })
    await expect(SIZERS.agents(syncerContext(full, db).ctx)).resolves.toBe(3)
  })
})

const OPEN = ['pending', 'scheduled']
const DONE = ['completed', 'failed', 'cancelled']
const callbacks = () => [
  disposition('disp_p1', { status: 'pending' }),
  disposition('disp_p2', { status: 'pending' }),
  disposition('disp_s1', { status: 'scheduled' }),
  disposition('disp_c1', { status: 'completed' }),
  disposition('disp_x1', { status: 'cancelled' }),
]

describe('the first sync of dispositions', () => {
  it('reads the open callbacks first, status by status, then the done ones, and deletes nothing', async () => {
    const db = cache()
    upsertDispositions(db, 'ws_demo', [disposition('disp_old', { status: 'pending' })])
    const { client, requests } = fakeLists({ dispositions: callbacks() })
    const { ctx, told } = syncerContext(client, db)
    await expect(SYNCERS.dispositions(ctx)).resolves.toEqual({ written: 5, deleted: [], problems: [] })
    expect(requests).toEqual([...OPEN, ...DONE].map((s) => `dispositions:${s} p1 l200 background`))
    expect(cachedDispositionIds(db)).toEqual(['disp_c1', 'disp_old', 'disp_p1', 'disp_p2', 'disp_s1', 'disp_x1'])
    // The open step's total grows as each status tells its pages; the resource expects them once all have.
    expect(told).toEqual([
      'step openCallbacks -',
      'total 1',
      'advance',
      'total 2',
      'expect 2',
      'advance',
      'step pages -',
      'total 1',
      'advance',
      'total 2',
      'advance',
      'total 3',
      'expect 5',
      'advance',
    ])
    expect(getSyncState(db, 'ws_demo', 'openCallbacks')?.lastSuccessAt).toBe(NOW)
  })

  it('tells each status’s page count once, from its first page', async () => {
    const db = cache()
    const rows = [...Array.from({ length: 15 }, (_, i) => disposition(`disp_p${i}`, { status: 'pending' })), disposition('disp_s1', { status: 'scheduled' })]
    const { client } = fakeLists({ dispositions: rows })
    client.pageSizes.set('dispositions', 10)
    const { ctx, told } = syncerContext(client, db)
    await SYNCERS.dispositions(ctx)
    expect(told.slice(0, told.indexOf('step pages -'))).toEqual(['step openCallbacks -', 'total 2', 'advance', 'total 3', 'expect 3', 'advance', 'advance'])
  })

  it('does not mark the open callbacks read when their listing was not complete', async () => {
    const db = cache()
    const { client } = fakeLists({ dispositions: callbacks() })
    const list = client.dispositions.list
    client.dispositions.list = async (query, options) => {
      const answer = await list(query, options)
      return query?.status === 'scheduled' ? { ...answer, total: answer.total + 1 } : answer
    }
    await SYNCERS.dispositions(syncerContext(client, db).ctx)
    expect(getSyncState(db, 'ws_demo', 'openCallbacks')).toBeUndefined()
  })

  it('walks the whole list once instead when the service ignores the status filter', async () => {
    const db = cache()
    const { client, requests, state: service } = fakeLists({ dispositions: callbacks() })
    service.ignoreStatus = true
    const { ctx, told } = syncerContext(client, db)
    await expect(SYNCERS.dispositions(ctx)).resolves.toEqual({ written: 5, deleted: [], problems: [] })
    expect(requests.at(-1)).toBe('dispositions p1 l200 background')
    expect(requests.filter((r) => r.startsWith('dispositions:'))).toEqual(['dispositions:pending p1 l200 background', 'dispositions:scheduled p1 l200 background'])
    expect(cachedDispositionIds(db)).toEqual(['disp_c1', 'disp_p1', 'disp_p2', 'disp_s1', 'disp_x1'])
    expect(told.slice(-4)).toEqual(['step pages -', 'total 1', 'expect 1', 'advance'])
  })

  it('asks no further page of any status once one status was ignored', async () => {
    const db = cache()
    const rows = [
      ...Array.from({ length: 15 }, (_, i) => disposition(`disp_p${String(i).padStart(2, '0')}`, { status: 'pending' })),
      ...Array.from({ length: 25 }, (_, i) => disposition(`disp_s${String(i).padStart(2, '0')}`, { status: 'scheduled' })),
    ]
    const { client, requests } = fakeLists({ dispositions: rows })
    client.pageSizes.set('dispositions', 10)
    const list = client.dispositions.list
    // The service honours the filter by pending on the first page only; the scheduled ones it filters throughout.
    client.dispositions.list = async (query, options) => {
      if (query?.status !== 'pending' || query.page === 1) return list(query, options)
      requests.push(`dispositions:pending p${query.page} l${query.limit} background`)
      const { status: _status, ...unfiltered } = query
      return list(unfiltered, options)
    }
    await SYNCERS.dispositions(syncerContext(client, db).ctx)
    // Page 2 of pending showed the filter ignored while page 2 of scheduled was on its way; page 3 is not asked.
    expect(requests.filter((r) => r.startsWith('dispositions:'))).toEqual([
      'dispositions:pending p1 l10 background',
      'dispositions:scheduled p1 l10 background',
      'dispositions:pending p2 l10 background',
      'dispositions:scheduled p2 l10 background',
    ])
  })

  it('fails as the listing of one status failed, once the others settled', async () => {
    const db = cache()
    const { client } = fakeLists({ dispositions: callbacks() })
    const list = client.dispositions.list
    const failure = serverError()
    let refused = 0
    client.dispositions.list = async (query, options) => {
      if (query?.status === 'pending') return ++refused > 10 ? unanswered() : Promise.reject(failure)
      return list(query, options)
    }
    await expect(settled(SYNCERS.dispositions(syncerContext(client, db).ctx))).rejects.toBe(failure)
    expect(getSyncState(db, 'ws_demo', 'openCallbacks')).toBeUndefined()
  })

  it('writes nothing once stopped', async () => {
    const db = cache()
    const { client } = fakeLists({ dispositions: callbacks() })
    const { ctx, controller } = syncerContext(client, db)
    controller.abort()
    await expect(SYNCERS.dispositions(ctx)).rejects.toThrow()
    expect(cachedDispositionIds(db)).toEqual([])
  })

  it('stops before marking the open callbacks read when stopped as their pages came', async () => {
    const db = cache()
    const { client } = fakeLists({ dispositions: [] })
    const { ctx, controller } = syncerContext(client, db)
    const list = client.dispositions.list
    client.dispositions.list = async (query, options) => list(query, options).finally(() => controller.abort())
    await expect(SYNCERS.dispositions(ctx)).rejects.toThrow()
    expect(getSyncState(db, 'ws_demo', 'openCallbacks')).toBeUndefined()
  })

  it('is sized by the first page of each status, kept for its listing', async () => {
    const db = cache()
    const rows = [...Array.from({ length: 15 }, (_, i) => disposition(`disp_p${i}`, { status: 'pending' })), disposition('disp_c1', { status: 'completed' })]
    const { client, requests } = fakeLists({ dispositions: rows })
    client.pageSizes.set('dispositions', 10)
    const { ctx } = syncerContext(client, db)
    // Two pages of pending, one each for the other four statuses.
    await expect(SIZERS.dispositions(ctx)).resolves.toBe(6)
    expect(requests).toEqual([...OPEN, ...DONE].map((s) => `dispositions:${s} p1 l10 background`))
    requests.length = 0
    await expect(SYNCERS.dispositions(ctx)).resolves.toMatchObject({ written: 16 })
    expect(requests).toEqual(['dispositions:pending p2 l10 background'])
  })
})

describe('dispositions after their first complete sync', () => {
  it('walk the whole list and delete what the service no longer has', async () => {
    const db = cache()
    recordSyncSuccess(db, 'ws_demo', 'dispositions', '2025-05-01T08:00:00.000Z')
    upsertDispositions(db, 'ws_demo', [disposition('disp_gone')])
    const { client, requests } = fakeLists({ dispositions: callbacks() })
    const { ctx } = syncerContext(client, db)
    await expect(SYNCERS.dispositions(ctx)).resolves.toEqual({ written: 5, deleted: ['disp_gone'], problems: [] })
    expect(requests).toEqual(['dispositions p1 l200 background'])
  })

  it('are sized by the first page of the whole list, kept for it', async () => {
    const db = cache()
    recordSyncSuccess(db, 'ws_demo', 'dispositions', '2025-05-01T08:00:00.000Z')
    const { client, requests } = fakeLists({ dispositions: Array.from({ length: 15 }, (_, i) => disposition(`disp_${i}`)) })
    client.pageSizes.set('dispositions', 10)
    const { ctx } = syncerContext(client, db)
    await expect(SIZERS.dispositions(ctx)).resolves.toBe(2)
    await SYNCERS.dispositions(ctx)
    expect(requests).toEqual(['dispositions p1 l10 background', 'dispositions p2 l10 background'])
  })

  it('count as a first sync again when the last one failed', async () => {
    const db = cache()
    recordSyncError(db, 'ws_demo', 'dispositions', 'Boom', NOW)
    const { client, requests } = fakeLists({ dispositions: callbacks() })
    await SIZERS.dispositions(syncerContext(client, db).ctx)
    expect(requests).toHaveLength(5)
  })
})

describe('sizing conversations', () => {
  it('counts the listing pages and a read for each conversation not cached yet, keeping the first page', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_0'), conversation('conv_old')])
    const { client, requests } = fakeLists({ conversations: Array.from({ length: 12 }, (_, i) => conversation(`conv_${i}`)) })
    client.pageSizes.set('conversations', 10)
    const { ctx } = syncerContext(client, db)
    // Two pages, and a read for each of the ten more than the cache holds (which ten, no count tells).
    await expect(SIZERS.conversations(ctx)).resolves.toBe(12)
    expect(requests).toEqual(['conversations p1 l10 background'])
    await expect(ctx.firstPages.pageOr('conversations', 1, 10, () => Promise.reject(new Error('asked again')))).resolves.toMatchObject({ total: 12 })
  })

  it('counts no reads when the cache has more than the service', async () => {
    const db = cache()
    upsertConversations(db, 'ws_demo', [conversation('conv_1'), conversation('conv_2')])
    const { client } = fakeLists({ conversations: [conversation('conv_1')] })
    await expect(SIZERS.conversations(syncerContext(client, db).ctx)).resolves.toBe(1)
  })
})
