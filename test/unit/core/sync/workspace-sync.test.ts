import { afterEach, describe, expect, it } from 'vitest'
import { markSending, openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import type { ConnectionStatus, EventName, OutboxList } from '../../../../src/shared/bridge'
import { NoAnswerError, syncConfigOf, type LiveContext, type LivePart } from '../../../../src/core/sync'
import { WorkspaceSync } from '../../../../src/core/sync/workspace-sync'
import { FakeClock } from '../../../support/fake-clock'
import { disposition, offline, rateLimited, serverError } from '../../../support/service-fixtures'
import { fakeDispositionService } from './fake-dispositions'

const WS = 'ws_demo'
let db: Cache | null = null

/** A wall's poller that polls only when the test reports its outcome. */
class ScriptedLive implements LivePart {
  readonly polling = false
  readonly nextPollAt = null
  readonly intervalMs = 2_000
  constructor(readonly context: LiveContext) {}
  start(): void {}
  async stop(): Promise<void> {}
  pollNow(): void {}
  setVisible(): void {}
}

/** One workspace's sync over the fake disposition service, never started: each source's outcome is told by hand. */
function setup() {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const initial = [disposition('disp_1')]
  upsertDispositions(db, WS, initial)
  const service = fakeDispositionService(clock, initial)
  let live: ScriptedLive | undefined
  /** What the sync told its owner, in order: connection states, status changes, outbox lists. */
  const told: string[] = []
  const connections: ConnectionStatus[] = []
  const outboxLists: OutboxList[] = []
  const sync = new WorkspaceSync({
    workspaceId: WS,
    client: service.client,
    db,
    clock,
    config: syncConfigOf(),
    visible: true,
    emit: (name: EventName, payload: unknown) => {
      if (name === 'outbox.changed') outboxLists.push(payload as OutboxList)
    },
    createLive: (context) => (live = new ScriptedLive(context)),
    onConnection: (status) => {
      connections.push(status)
      told.push(`connection ${status.state}`)
    },
    onStatus: () => told.push('status'),
  })
  const puts = () => service.requests.filter((r) => r.startsWith('PUT')).length
  return { clock, db, service, sync, wall: live!.context, puts, told, connections, outboxLists }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('WorkspaceSync: the service coming back', () => {
  it.each([
    ['after the edit failed', true],
    ['while the edit is being sent', false],
  ])(
    'another source noticed the return first: the wall answering again %s does not send it again before its 2-s back-off',
    async (_when, editSettledFirst) => {
      const { clock, service, sync, wall, puts } = setup()
      wall.failed(offline())
      expect(sync.monitor.status.state).toBe('offline')
      sync.outbox.submitDispositionUpdate('disp_1', { notes: 'made offline' })
      service.failNext('PUT', serverError())
      // A request of the periodic sync is answered before the wall's next poll: the state leaves offline, the edit goes.
      sync.monitor.succeeded('conversations')
      if (editSettledFirst) await sync.replayer.idle()
      wall.succeeded()
      await sync.replayer.idle()
      expect(puts()).toBe(1)
      expect(sync.outbox.list().items).toMatchObject([{ status: 'pending', attempts: 1 }])
      await clock.advance(1_999)
      expect(puts()).toBe(1)
      await clock.advance(1)
      await sync.replayer.idle()
      expect(puts()).toBe(2)
      expect(sync.outbox.list().items).toEqual([])
    },
  )

  it('the wall answering again after its poll failed is a return, however often it happens', async () => {
    const { service, sync, wall, puts } = setup()
    wall.succeeded()
    // A service outage of 500s is not offline: no connection change says it is over, the wall's answer does.
    wall.failed(serverError())
    service.failNext('GET', serverError(), serverError())
    sync.outbox.submitDispositionUpdate('disp_1', { notes: 'made while the service failed' })
    await sync.replayer.idle()
    wall.succeeded()
    await sync.replayer.idle()
    expect(sync.outbox.list().items).toMatchObject([{ status: 'pending', attempts: 2 }])
    wall.failed(serverError())
    wall.succeeded()
    await sync.replayer.idle()
    expect(puts()).toBe(1)
    expect(sync.outbox.list().items).toEqual([])
  })

  it('the state leaving offline, even for degraded, sends the edits made offline at once', async () => {
    const { sync, wall, puts } = setup()
    wall.failed(offline())
    sync.outbox.submitDispositionUpdate('disp_1', { notes: 'made offline' })
    await sync.replayer.idle()
    expect(puts()).toBe(0)
    sync.monitor.failed('agents', serverError())
    expect(sync.monitor.status.state).toBe('degraded')
    await sync.replayer.idle()
    expect(puts()).toBe(1)
  })

  it('the state turning online sends an edit backing off at once', async () => {
    const { sync, wall, service, puts } = setup()
    wall.succeeded()
    sync.monitor.failed('agents', serverError())
    service.failNext('GET', offline())
    sync.outbox.submitDispositionUpdate('disp_1', { notes: 'met a dropped connection' })
    await sync.replayer.idle()
    expect(sync.monitor.status.state).toBe('degraded')
    sync.monitor.succeeded('agents')
    expect(sync.monitor.status.state).toBe('online')
    await sync.replayer.idle()
    expect(puts()).toBe(1)
  })

  it('the wall answering for the first time is not a return: an edit backing off keeps its back-off', async () => {
    const { clock, sync, wall, service, puts } = setup()
    sync.monitor.failed('agents', serverError())
    service.failNext('PUT', rateLimited(5_000))
    sync.outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    await sync.replayer.idle()
    wall.succeeded()
    await sync.replayer.idle()
    expect(puts()).toBe(1)
    wall.succeeded()
    await sync.replayer.idle()
    expect(puts()).toBe(1)
    await clock.advance(5_000)
    expect(puts()).toBe(2)
  })

  it('the service coming back retries a failed periodic sync at once', async () => {
    const { clock, sync, wall } = setup()
    sync.start()
    await clock.advance(0)
    const agents = () => sync.status().resources.find((r) => r.resource === 'agents')
    expect(agents()).toMatchObject({ lastAttemptAt: '2025-05-01T09:00:00.000Z', lastError: expect.any(String) })
    wall.failed(offline())
    await clock.advance(1_000)
    wall.succeeded()
    await clock.advance(0)
    expect(agents()?.lastAttemptAt).toBe('2025-05-01T09:00:01.000Z')
    await sync.stop()
  })
})

describe('WorkspaceSync: what it tells its owner', () => {
  it('on start, puts back an edit a crash left sending, tells the connection and the outbox, and sends the edit', async () => {
    const { db, sync, wall, puts, connections, outboxLists } = setup()
    wall.failed(offline())
    const { item } = sync.outbox.submitDispositionUpdate('disp_1', { notes: 'sent when the app crashed' })
    markSending(db, WS, item.id, '2025-05-01T09:00:00.000Z')
    connections.length = 0
    outboxLists.length = 0
    sync.start()
    expect(connections[0]?.state).toBe('offline')
    expect(outboxLists[0]?.items).toMatchObject([{ id: item.id, status: 'pending' }])
    await sync.replayer.idle()
    expect(puts()).toBe(1)
    expect(outboxLists.map((l) => l.items.map((i) => i.status))).toEqual([['pending'], ['sending'], []])
    await sync.stop()
  })

  it('tells the status when the wall starts or stops answering, or falls behind, not on every poll', () => {
    const { sync, wall, told } = setup()
    expect(sync.status().liveOverdue).toBe(false)
    wall.succeeded()
    wall.succeeded()
    expect(told).toEqual(['connection online', 'status', 'status'])
    told.length = 0
    wall.failed(new NoAnswerError(12_000))
    expect(sync.status().liveOverdue).toBe(true)
    wall.failed(new NoAnswerError(14_000))
    expect(told).toEqual(['connection degraded', 'status', 'status', 'connection degraded', 'status'])
    told.length = 0
    wall.failed(serverError())
    expect(sync.status().liveOverdue).toBe(false)
    expect(told).toEqual(['connection degraded', 'status', 'status'])
  })

  it('shows the wall’s last failure in the status of the active calls, and no next poll when none is planned', () => {
    const { sync, wall } = setup()
    wall.failed(serverError())
    const [calls] = sync.status().resources
    expect(calls).toMatchObject({
      resource: 'activeCalls',
      lastSuccessAt: null,
      lastAttemptAt: '2025-05-01T09:00:00.000Z',
      lastError: expect.any(String),
      lastErrorWords: expect.objectContaining({ key: expect.any(String) }),
      running: false,
      nextRunAt: null,
      intervalMs: 2_000,
    })
  })
})
