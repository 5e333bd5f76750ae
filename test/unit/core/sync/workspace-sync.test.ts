import { afterEach, describe, expect, it } from 'vitest'
import { openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { syncConfigOf, type LiveContext, type LivePart } from '../../../../src/core/sync'
import { WorkspaceSync } from '../../../../src/core/sync/workspace-sync'
import { FakeClock } from '../../../support/fake-clock'
import { disposition, offline, serverError } from '../../../support/service-fixtures'
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
  const sync = new WorkspaceSync({
    workspaceId: WS,
    client: service.client,
    db,
    clock,
    config: syncConfigOf(),
    visible: true,
    emit: () => undefined,
    createLive: (context) => (live = new ScriptedLive(context)),
    onConnection: () => undefined,
    onStatus: () => undefined,
  })
  const puts = () => service.requests.filter((r) => r.startsWith('PUT')).length
  return { clock, service, sync, wall: live!.context, puts }
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
})
