import { afterEach, describe, expect, it } from 'vitest'
import type { ActivityEntry, OutboxList } from '../../../../src/shared/bridge'
import type { DispositionUpdate } from '../../../../src/shared/api'
import { getDisposition, markSending, openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { ActivityLog } from '../../../../src/core/activity'
import type { LogFields, Logger } from '../../../../src/core/log'
import { ConnectionMonitor, OutboxReplayer, syncConfigOf } from '../../../../src/core/sync'
import { WorkspaceOutbox } from '../../../../src/core/sync/workspace-outbox'
import { FakeClock } from '../../../support/fake-clock'
import { fakeDispositionService } from './fake-dispositions'
import { badRequest, disposition, rateLimited } from '../../../support/service-fixtures'

const WS = 'ws_demo'
let db: Cache | null = null

/**
 * The cache on a disk that refuses the next `refuse` durable writes (the outbox's), as SQLite says when it is
 * full, then fails the next `break` ones with an I/O error.
 */
function cacheOnSmallDisk(real: Cache) {
  const disk = { refuse: 0, break: 0 }
  const cache = new Proxy(real, {
    get(target, prop) {
      if (prop === 'durably') {
        return <T,>(fn: () => T): T => {
          if (disk.refuse > 0) {
            disk.refuse--
            throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
          }
          if (disk.break > 0) {
            disk.break--
            throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' })
          }
          return target.durably(fn)
        }
      }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return { cache, disk }
}

function setup() {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const { cache, disk } = cacheOnSmallDisk(db)
  const initial = [
    disposition('disp_1', { phoneNumber: '+14155550001', customerName: 'Ada Lovelace' }),
    disposition('disp_2', { phoneNumber: '+14155550002' }),
  ]
  upsertDispositions(db, WS, initial)
  const service = fakeDispositionService(clock, initial)
  const lanes: unknown[] = []
  const update = service.client.dispositions.update.bind(service.client.dispositions)
  service.client.dispositions.update = (id: string, changes: DispositionUpdate, options?: { lane?: string }) => {
    lanes.push(options?.lane)
    return update(id, changes)
  }
  const monitor = new ConnectionMonitor(clock, () => undefined, 'activeCalls')
  const recorded: ActivityEntry[] = []
  const activity = new ActivityLog({ cache: () => db!, now: () => clock.now(), recorded: (entry) => recorded.push(entry) })
  const logged: { message: string; fields?: LogFields }[] = []
  const log = (message: string, fields?: LogFields) => logged.push({ message, fields })
  const logger: Logger = { info: log, warn: log, error: log }
  const lists: OutboxList[] = []
  const replayer = new OutboxReplayer({
    workspaceId: WS,
    client: service.client,
    db: cache,
    clock,
    config: syncConfigOf(),
    monitor,
    logger,
    activity: { log: activity, actor: { workspaceId: WS, who: 'Night shift' } },
    onChange: () => outbox.changed(),
  })
  const outbox = new WorkspaceOutbox({ workspaceId: WS, db, clock, send: () => undefined, onChange: (list) => lists.push(list) })
  const replay = async () => {
    replayer.kick()
    await replayer.idle()
  }
  const requests = (method: 'GET' | 'PUT') => service.requests.filter((r) => r.startsWith(method))
  return { clock, db, disk, service, lanes, outbox, replayer, replay, requests, lists, monitor, recorded, logged }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('outbox replay', () => {
  it('records each edit the service took in the activity log, naming the customer and what changed', async () => {
    const { outbox, replay, recorded, lanes } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'Call after 5 pm', status: 'completed', scheduledAt: '2025-05-03T14:30:00Z' })
    outbox.submitDispositionUpdate('disp_2', { status: 'completed' })
    await replay()
    expect(recorded).toMatchObject([
      {
        kind: 'callback.edit',
        who: 'Night shift',
        target: 'callback for Ada Lovelace',
        targetId: 'disp_1',
        outcome: 'ok',
        detail: 'notes changed; status → completed; rescheduled to 2025-05-03T14:30:00Z',
      },
      { target: 'callback for +14155550002', targetId: 'disp_2', outcome: 'ok', detail: 'status → completed' },
    ])
    expect(lanes).toEqual(['user', 'user'])
  })

  it('says an edit waited in the outbox only when it was sent more than a minute after it was made', async () => {
    const { outbox, replay, recorded, clock } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'a minute later' })
    await clock.advance(60_000)
    await replay()
    outbox.submitDispositionUpdate('disp_2', { notes: 'offline for a while' })
    const made = new Date(clock.now()).toISOString()
    await clock.advance(60_001)
    await replay()
    expect(item.createdAt).toBe('2025-05-01T09:00:00.000Z')
    expect(recorded.map((e) => e.detail)).toEqual(['notes changed', `notes changed (made ${made}, sent from the outbox)`])
  })

  it('finds the service copy of a callback the cache no longer holds by its id, and names one gone from both "a callback"', async () => {
    const { db, outbox, replay, recorded, service } = setup()
    outbox.submitDispositionUpdate('disp_2', { notes: 'pruned meanwhile' })
    outbox.submitDispositionUpdate('disp_1', { notes: 'gone everywhere' })
    db.sqlite.prepare('DELETE FROM call_dispositions').run()
    service.rows.delete('disp_1')
    await replay()
    expect(service.requests.filter((r) => r.startsWith('GET'))).toEqual(['GET disp_2', 'GET disp_1'])
    expect(service.rows.get('disp_2')?.notes).toBe('pruned meanwhile')
    expect(recorded).toMatchObject([
      { target: 'callback for +14155550002', outcome: 'ok' },
      { target: 'a callback', outcome: 'error' },
    ])
  })

  it('records a refused edit and an edit of a disposition gone from the service as errors', async () => {
    const { outbox, service, replay, recorded } = setup()
    outbox.submitDispositionUpdate('disp_1', { status: 'bogus' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'too late' })
    service.failNext('PUT', badRequest())
    service.rows.delete('disp_2')
    await replay()
    expect(recorded).toMatchObject([
      { target: 'callback for Ada Lovelace', outcome: 'error', errorCode: '400 VALIDATION_ERROR' },
      { target: 'callback for +14155550002', outcome: 'error', errorCode: '404 not_found', detail: expect.stringMatching(/no longer exists/) },
    ])
  })

  it('logs a refused edit and one to retry with the edit, the status and the attempt', async () => {
    const { outbox, service, replay, logged } = setup()
    const refused = outbox.submitDispositionUpdate('disp_1', { status: 'bogus' }).item
    const retried = outbox.submitDispositionUpdate('disp_2', { notes: 'later' }).item
    service.failNext('PUT', badRequest(), rateLimited(5_000))
    await replay()
    expect(logged).toEqual([
      {
        message: 'outbox edit refused by the service',
        fields: expect.objectContaining({ workspaceId: WS, entry: refused.id, target: 'disp_1', status: 400, attempt: 1 }),
      },
      {
        message: 'outbox edit will be retried',
        fields: expect.objectContaining({ workspaceId: WS, entry: retried.id, target: 'disp_2', status: 429, attempt: 1 }),
      },
    ])
  })

  it('keeps the service copy in the cache when the service already had the edit', async () => {
    const { db, outbox, service, replay, requests } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'sent before the crash' })
    service.editElsewhere('disp_1', { notes: 'sent before the crash' })
    await replay()
    expect(requests('PUT')).toEqual([])
    expect(getDisposition(db, WS, 'disp_1')).toMatchObject({ notes: 'sent before the crash', updatedAt: service.rows.get('disp_1')?.updatedAt })
  })

  it('shows the edit as sending while the service is asked, and the outbox emptied once it took it', async () => {
    const { outbox, replay, lists } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    lists.length = 0
    await replay()
    expect(lists.map((l) => l.items.map((i) => i.status))).toEqual([['sending'], []])
  })

  it('sends one edit at a time: a kick while an edit is in flight waits for it', async () => {
    const { outbox, replayer, service } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'first' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'second' })
    replayer.kick()
    replayer.kick()
    await replayer.idle()
    expect(service.requests).toEqual([
      'GET +14155550001',
      'PUT disp_1 {"notes":"first"}',
      'GET +14155550002',
      'PUT disp_2 {"notes":"second"}',
    ])
  })

  it('leaves alone an edit another replay is sending', async () => {
    const { db, outbox, replay, service } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'in flight elsewhere' })
    markSending(db, WS, item.id, '2025-05-01T09:00:00.000Z')
    await replay()
    expect(service.requests).toEqual([])
    expect(outbox.list().items).toMatchObject([{ id: item.id, status: 'sending' }])
  })

  it('asks the service nothing once stopped', async () => {
    const { outbox, replayer, service, clock } = setup()
    await replayer.stop()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    replayer.kick()
    await replayer.idle()
    await clock.advance(60_000)
    expect(service.requests).toEqual([])
  })

  it('shows the connection online again once an edit gets through after a 429, or is refused after one', async () => {
    const { outbox, service, replay, clock, monitor } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'later' })
    service.failNext('GET', rateLimited(1_000))
    await replay()
    expect(monitor.status.state).toBe('degraded')
    await clock.advance(1_000)
    expect(monitor.status.state).toBe('online')
    outbox.submitDispositionUpdate('disp_2', { status: 'bogus' })
    service.failNext('GET', rateLimited(1_000))
    service.failNext('PUT', badRequest())
    await replay()
    expect(monitor.status.state).toBe('degraded')
    await clock.advance(1_000)
    expect(outbox.list().items).toMatchObject([{ status: 'failed' }])
    expect(monitor.status.state).toBe('online')
  })

  it('waits with a back-off that doubles while the disk refuses to mark an edit sending, then sends it', async () => {
    const { outbox, disk, replay, clock, requests, monitor } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'on a full disk' })
    disk.refuse = 2
    await replay()
    expect(outbox.list().items).toMatchObject([{ status: 'pending', attempts: 0 }])
    expect(monitor.status).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/disk/i) })
    await clock.advance(1_999)
    expect(disk.refuse).toBe(1)
    await clock.advance(1)
    expect(disk.refuse).toBe(0)
    await clock.advance(3_999)
    expect(requests('GET')).toEqual([])
    await clock.advance(1)
    expect(requests('PUT')).toEqual(['PUT disp_1 {"notes":"on a full disk"}'])
    expect(outbox.list().items).toEqual([])
    expect(monitor.status.state).toBe('online')
  })

  it('after the disk refused to mark an edit done, checks the service copy again rather than sending twice', async () => {
    const { outbox, disk, replay, clock, requests, service } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'taken, not marked' })
    const markDone = service.client.dispositions.update
    service.client.dispositions.update = async (...args: Parameters<typeof markDone>) => {
      const answer = await markDone(...args)
      disk.refuse = 2
      return answer
    }
    await replay()
    expect(outbox.list().items).toMatchObject([{ status: 'sending' }])
    await clock.advance(2_000)
    expect(disk.refuse).toBe(0)
    expect(outbox.list().items).toMatchObject([{ status: 'sending' }])
    await clock.advance(4_000)
    expect(outbox.list().items).toEqual([])
    expect(requests('PUT')).toHaveLength(1)
    expect(requests('GET')).toHaveLength(2)
  })

  it('stops at a cache failure other than a full disk instead of taking it for one', async () => {
    const { db, outbox, replayer } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    db.sqlite.exec('DROP TABLE outbox')
    replayer.kick()
    await expect(replayer.idle()).rejects.toThrow(/outbox/)
  })

  it('stops at a disk failure other than a full disk when marking an edit sending', async () => {
    const { outbox, disk, replayer, requests } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    disk.break = 1
    replayer.kick()
    await expect(replayer.idle()).rejects.toThrow(/disk I\/O error/)
    expect(requests('GET')).toEqual([])
  })

  it('stops at a disk failure other than a full disk when putting interrupted edits back', async () => {
    const { outbox, disk, replayer, replay, requests } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    disk.refuse = 1
    await replay()
    disk.break = 1
    replayer.kick()
    await expect(replayer.idle()).rejects.toThrow(/disk I\/O error/)
    expect(requests('GET')).toEqual([])
  })

  it('writes nothing to the cache once stopped, even an edit the full disk left sending', async () => {
    const { outbox, disk, replay, replayer, service } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'taken, not marked' })
    const send = service.client.dispositions.update
    service.client.dispositions.update = async (...args: Parameters<typeof send>) => {
      const answer = await send(...args)
      disk.refuse = 1
      return answer
    }
    await replay()
    await replayer.stop()
    replayer.kick()
    await replayer.idle()
    expect(outbox.list().items).toMatchObject([{ status: 'sending' }])
  })
})
