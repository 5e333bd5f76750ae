import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_RULES, type ConnectionStatus, type EventName, type EventPayload } from '../../../../src/shared/bridge'
import { ApiError, type ApiClient, type Transport } from '../../../../src/core/api'
import { openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { ActivityLog } from '../../../../src/core/activity'
import { AlertWatch, createCallsPoller, NO_CALLS } from '../../../../src/core/calls'
import { CoreError } from '../../../../src/core/errors/core-error'
import { requireOnline, SyncService } from '../../../../src/core/sync'
import { FakeClock } from '../../../support/fake-clock'
import { readBy } from '../../../support/polls'
import { activeCall, callList, disposition, offline } from '../../../support/service-fixtures'

const empty = { data: [], total: 0, page: 1, limit: 200, totalPages: 0 }

/**
 * A client whose lists are empty and whose active calls are one call named after the workspace. While `stalled`,
 * a list gets no answer until it is cancelled.
 */
function fakeClient(workspaceId: string, polls: string[], state: { reachable: boolean; listed?: number; stalled?: boolean }): ApiClient {
  const list = async (_query?: unknown, options?: { signal?: AbortSignal }) => {
    state.listed = (state.listed ?? 0) + 1
    if (!state.reachable) throw offline()
    if (state.stalled) {
      await new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () => reject(new ApiError({ code: 'aborted', message: 'Cancelled' }))),
      )
    }
    return empty
  }
  return {
    workspaceId,
    // The one request the calls feed sends: its answer's text read by the feed's reader, as the real transport does.
    send: (async (_request, read) => {
      polls.push(workspaceId)
      if (!state.reachable) throw offline()
      return readBy(callList([activeCall(`room_${workspaceId}`)]), read)
    }) satisfies Transport,
    agents: { list },
    flows: { list },
    voices: { list },
    conversations: { list },
    dispositions: { list: async () => ({ ...empty, dispositions: [] }) },
    pageSizes: new Map(),
  } as unknown as ApiClient
}

let db: Cache | null = null

function setup(deps: { activity?: ActivityLog; label?: string } = {}) {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const cache = db
  const events: { name: EventName; payload: unknown }[] = []
  const connection: ConnectionStatus[] = []
  const polls: string[] = []
  const state = { reachable: true, listed: 0, stalled: false, cacheOpen: true, unsubscribed: 0 }
  const service = new SyncService({
    cache: () => {
      if (!state.cacheOpen) throw new CoreError('cache_closed', 'The cache is closed.')
      return cache
    },
    emit: <K extends EventName>(name: K, payload: EventPayload<K>) => void events.push({ name, payload }),
    createLive: (context) => createCallsPoller(context, new AlertWatch(() => DEFAULT_ALERT_RULES)),
    setConnection: (status) => connection.push(status),
    activity: deps.activity,
    options: { clock },
  })
  let listener: (w: { profile: { workspaceId: string; label?: string }; client: ApiClient } | null) => void = () => undefined
  service.attach({
    subscribe: (l) => {
      listener = l
      l(null)
      return () => void state.unsubscribed++
    },
  })
  const switchTo = async (workspaceId: string | null) => {
    listener(workspaceId ? { profile: { workspaceId, label: deps.label }, client: fakeClient(workspaceId, polls, state) } : null)
    await service.settled()
    await clock.advance(0)
  }
  const wall = () => service.live()?.current() ?? NO_CALLS
  const snapshots = () => events.filter((e) => e.name === 'calls.snapshot').map((e) => e.payload as EventPayload<'calls.snapshot'>)
  const named = <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>)
  return { clock, cache, service, events, named, connection, polls, state, switchTo, snapshots, wall }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('SyncService', () => {
  it('follows the active workspace: stops the old poller and starts with a full snapshot of the new one', async () => {
    const { clock, service, polls, switchTo, snapshots, connection, wall } = setup()
    await service.settled()
    expect(connection.at(-1)).toEqual({ state: 'no-workspace' })
    await switchTo('ws_a')
    await clock.advance(2_000)
    await switchTo('ws_b')
    await clock.advance(4_000)
    expect(polls).toEqual(['ws_a', 'ws_a', 'ws_b', 'ws_b', 'ws_b'])
    expect(snapshots().map((s) => [s.workspaceId, s.full])).toEqual([
      ['ws_a', true],
      ['ws_a', false],
      ['ws_b', true],
      ['ws_b', false],
      ['ws_b', false],
    ])
    expect(wall()).toMatchObject({ workspaceId: 'ws_b', calls: [{ roomName: 'room_ws_b' }] })
    expect(connection.at(-1)).toMatchObject({ state: 'online' })
    await switchTo(null)
    await clock.advance(10_000)
    expect(polls).toHaveLength(5)
    expect(connection.at(-1)).toEqual({ state: 'no-workspace' })
    expect(wall()).toEqual({ workspaceId: null, calls: [], serverTime: null, polledAt: null, transfersWaiting: {}, matches: {} })
    await service.stop()
  })

  it('reports every resource with its last sync time and what runs next', async () => {
    const { service, switchTo } = setup()
    await switchTo('ws_a')
    const status = service.status()
    expect(status.workspaceId).toBe('ws_a')
    expect(status.resources.map((r) => r.resource)).toEqual(['activeCalls', 'agents', 'flows', 'voices', 'dispositions', 'conversations'])
    expect(status.resources.every((r) => r.lastSuccessAt === '2025-05-01T09:00:00.000Z' && r.lastError === null)).toBe(true)
    expect(status.resources.find((r) => r.resource === 'dispositions')).toMatchObject({
      intervalMs: 60_000,
      nextRunAt: '2025-05-01T09:01:00.000Z',
      running: false,
    })
    await service.stop()
  })

  it('polls slower while the window is hidden', async () => {
    const { clock, service, polls, switchTo } = setup()
    await switchTo('ws_a')
    expect(service.setVisible(false)).toEqual({ visible: false, pollIntervalMs: 10_000 })
    await clock.advance(20_000)
    expect(polls).toHaveLength(3)
    await service.stop()
  })

  it('goes offline when the service cannot be reached, and refuses actions that need it', async () => {
    const { clock, service, connection, state, switchTo } = setup()
    await switchTo('ws_a')
    const ctx = { connection: () => connection.at(-1)! }
    expect(() => requireOnline(ctx, 'endCall')).not.toThrow()
    state.reachable = false
    await clock.advance(2_000)
    expect(connection.at(-1)?.state).toBe('offline')
    expect(() => requireOnline(ctx, 'endCall')).toThrow(CoreError)
    expect(() => requireOnline(ctx, 'endCall')).toThrow(
      expect.objectContaining({ code: 'offline_action', message: 'Ending a call needs a connection to the service; you are offline.' }),
    )
    state.reachable = true
    await clock.advance(4_000)
    expect(connection.at(-1)?.state).toBe('online')
    await service.stop()
  })

  it('refuses outbox edits without a workspace', () => {
    const { service } = setup()
    expect(service.outbox.list()).toEqual({ workspaceId: null, items: [] })
    expect(() => service.outbox.submitDispositionUpdate('disp_1', { notes: 'x' })).toThrow(
      expect.objectContaining({ code: 'no_workspace' }),
    )
  })

  it('without a workspace, shows nothing to sync and leaves the edits shown as they are', () => {
    const { service } = setup()
    const cached = [disposition('disp_1')]
    const shown = service.outbox.withPendingEdits(cached)
    expect(shown).toEqual(cached)
    expect(shown).not.toBe(cached)
    expect(service.status()).toEqual({
      workspaceId: null,
      connection: { state: 'no-workspace' },
      visible: true,
      liveOverdue: false,
      cacheProblem: null,
      resources: [],
      progress: null,
      openCallbacksAt: null,
    })
    expect(service.lastOkAt()).toBeNull()
    expect(() => service.outbox.resolve(1, 'mine')).toThrow(expect.objectContaining({ code: 'no_workspace' }))
    expect(() => service.outbox.discard(1)).toThrow(expect.objectContaining({ code: 'no_workspace' }))
    service.pollNow()
    service.diskBack()
    expect(service.networkBack().workspaceId).toBeNull()
    expect(service.syncNow('agents').resources).toEqual([])
  })

  it('shows the edits of the active workspace over its cached dispositions, and resolves and discards them', async () => {
    const { cache, clock, service, switchTo } = setup()
    await switchTo('ws_a')
    upsertDispositions(cache, 'ws_a', [disposition('disp_1')])
    const { item } = service.outbox.submitDispositionUpdate('disp_1', { notes: 'call later' })
    expect(service.outbox.withPendingEdits([disposition('disp_1')])).toMatchObject([{ _id: 'disp_1', notes: 'call later' }])
    await clock.advance(0)
    expect(service.outbox.list().items).toMatchObject([{ id: item.id, status: 'failed' }])
    expect(() => service.outbox.resolve(item.id, 'mine')).toThrow(expect.objectContaining({ code: 'invalid_state' }))
    expect(service.outbox.discard(item.id)).toEqual({ discardedId: item.id })
    expect(service.outbox.list()).toEqual({ workspaceId: 'ws_a', items: [] })
    await service.stop()
  })

  it('tells the renderer the cache is damaged before it tells it the disk is full', async () => {
    const { cache, service, named } = setup()
    cache.failed(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))
    expect(service.status().cacheProblem).toMatchObject({ kind: 'disk-full', message: expect.any(String) })
    cache.failed(Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' }))
    service.publishStatus()
    expect(named('sync.status').at(-1)?.cacheProblem).toEqual({
      kind: 'damaged',
      message: expect.any(String),
      words: expect.objectContaining({ key: 'errors.cache.damaged' }),
    })
  })

  it('tells the renderer the window was hidden, with or without a workspace', () => {
    const { service, named } = setup()
    service.setVisible(false)
    expect(named('sync.status').at(-1)).toMatchObject({ workspaceId: null, visible: false })
  })

  it('knows when the service last answered, and asks it again at once when the network or the disk is back', async () => {
    const { clock, service, polls, state, switchTo } = setup()
    await switchTo('ws_a')
    expect(service.lastOkAt()).toBe('2025-05-01T09:00:00.000Z')
    state.reachable = false
    await clock.advance(2_000)
    state.reachable = true
    const before = polls.length
    expect(service.networkBack().workspaceId).toBe('ws_a')
    await clock.advance(0)
    expect(polls).toHaveLength(before + 1)
    service.diskBack()
    await clock.advance(0)
    expect(polls).toHaveLength(before + 2)
    service.pollNow()
    await clock.advance(0)
    expect(polls).toHaveLength(before + 3)
    await service.stop()
  })

  it('syncs a resource now when asked', async () => {
    const { clock, service, state, switchTo } = setup()
    await switchTo('ws_a')
    const listed = state.listed
    service.syncNow('agents')
    await clock.advance(0)
    expect(state.listed).toBe(listed + 1)
    await service.stop()
  })

  it('announces a switch to no workspace: no connection, an empty outbox and the status', async () => {
    const { switchTo, events, connection } = setup()
    await switchTo('ws_a')
    events.length = 0
    await switchTo(null)
    expect(connection.at(-1)).toEqual({ state: 'no-workspace' })
    expect(events.map((e) => e.name)).toEqual(['outbox.changed', 'sync.status'])
    expect(events[0]?.payload).toEqual({ workspaceId: null, items: [] })
    expect(events[1]?.payload).toMatchObject({ workspaceId: null })
  })

  it('tells the renderer each change of the workspace’s sync status while it is active', async () => {
    const { clock, service, switchTo, named } = setup()
    await switchTo('ws_a')
    const told = named('sync.status').length
    await clock.advance(60_000)
    expect(named('sync.status').length).toBeGreaterThan(told)
    expect(named('sync.status').at(-1)?.workspaceId).toBe('ws_a')
    await service.stop()
  })

  it('on stop, stops following the workspaces and stops polling, announcing nothing', async () => {
    const { clock, service, polls, state, switchTo, connection, events } = setup()
    await switchTo('ws_a')
    const told = { connection: connection.length, events: events.length }
    await service.stop()
    const after = polls.length
    await clock.advance(60_000)
    expect(polls).toHaveLength(after)
    expect(state.unsubscribed).toBe(1)
    expect(connection).toHaveLength(told.connection)
    expect(events).toHaveLength(told.events)
    await new SyncService({ cache: () => db!, emit: () => undefined, createLive: () => null as never, setConnection: () => undefined }).stop()
  })

  it('shows the connection degraded when a switch fails', async () => {
    const { state, switchTo, connection } = setup()
    state.cacheOpen = false
    await switchTo('ws_a')
    expect(connection.at(-1)).toMatchObject({ state: 'degraded', reason: 'The cache is closed.' })
  })

  it('records replayed edits in the activity log as made by the profile, or by the workspace without a label', async () => {
    for (const label of ['Night shift', undefined]) {
      const recorded: string[] = []
      const activity = new ActivityLog({ cache: () => db!, now: () => 0, recorded: (entry) => recorded.push(entry.who) })
      const { cache, clock, service, switchTo } = setup({ activity, label })
      await switchTo('ws_a')
      upsertDispositions(cache, 'ws_a', [disposition('disp_1')])
      service.outbox.submitDispositionUpdate('disp_1', { notes: 'gone at the service' })
      await clock.advance(0)
      expect(service.outbox.list().items).toMatchObject([{ status: 'failed' }])
      expect(recorded).toEqual([label ?? 'ws_a'])
      await service.stop()
      db?.close()
    }
    db = null
  })

  it('tells nothing of the old workspace once a switch began, not even what its stop settles', async () => {
    const { clock, service, state, switchTo, events } = setup()
    await switchTo('ws_a')
    state.stalled = true
    service.syncNow('agents')
    await clock.advance(0)
    state.stalled = false
    events.length = 0
    await switchTo('ws_b')
    const told = events.filter((e) => e.name === 'sync.status').map((e) => (e.payload as { workspaceId: string | null }).workspaceId)
    expect(told[0]).toBe('ws_b')
    await service.stop()
  })
})
