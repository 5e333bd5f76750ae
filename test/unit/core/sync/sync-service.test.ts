import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_RULES, type ConnectionStatus, type EventName, type EventPayload } from '../../../../src/shared/bridge'
import type { ApiClient, Transport } from '../../../../src/core/api'
import { openCache, type Cache } from '../../../../src/core/cache'
import { AlertWatch, createCallsPoller, NO_CALLS } from '../../../../src/core/calls'
import { CoreError } from '../../../../src/core/errors/core-error'
import { requireOnline, SyncService } from '../../../../src/core/sync'
import { FakeClock } from '../../../support/fake-clock'
import { readBy } from '../../../support/polls'
import { activeCall, callList, offline } from '../../../support/service-fixtures'

const empty = { data: [], total: 0, page: 1, limit: 200, totalPages: 0 }

/** A client whose lists are empty and whose active calls are one call named after the workspace. */
function fakeClient(workspaceId: string, polls: string[], state: { reachable: boolean }): ApiClient {
  const list = async () => {
    if (!state.reachable) throw offline()
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

function setup() {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const cache = db
  const events: { name: EventName; payload: unknown }[] = []
  const connection: ConnectionStatus[] = []
  const polls: string[] = []
  const state = { reachable: true }
  const service = new SyncService({
    cache: () => cache,
    emit: <K extends EventName>(name: K, payload: EventPayload<K>) => void events.push({ name, payload }),
    createLive: (context) => createCallsPoller(context, new AlertWatch(() => DEFAULT_ALERT_RULES)),
    setConnection: (status) => connection.push(status),
    options: { clock },
  })
  let listener: (w: { profile: { workspaceId: string }; client: ApiClient } | null) => void = () => undefined
  service.attach({
    subscribe: (l) => {
      listener = l
      l(null)
      return () => undefined
    },
  })
  const switchTo = async (workspaceId: string | null) => {
    listener(workspaceId ? { profile: { workspaceId }, client: fakeClient(workspaceId, polls, state) } : null)
    await service.settled()
    await clock.advance(0)
  }
  const wall = () => service.live()?.current() ?? NO_CALLS
  const snapshots = () => events.filter((e) => e.name === 'calls.snapshot').map((e) => e.payload as EventPayload<'calls.snapshot'>)
  return { clock, service, events, connection, polls, state, switchTo, snapshots, wall }
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
})
