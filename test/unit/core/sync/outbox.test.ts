import { afterEach, describe, expect, it } from 'vitest'
import type { OutboxList } from '../../../../src/shared/bridge'
import { getDisposition, listOutbox, openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { ConnectionMonitor, OutboxReplayer, syncConfigOf } from '../../../../src/core/sync'
import { WorkspaceOutbox } from '../../../../src/core/sync/workspace-outbox'
import { FakeClock } from '../../../support/fake-clock'
import { fakeDispositionService } from './fake-dispositions'
import { badRequest, disposition, offline, rateLimited } from '../../../support/service-fixtures'

const WS = 'ws_demo'
let db: Cache | null = null

function setup() {
  const clock = new FakeClock()
  db = openCache(':memory:')
  const initial = [disposition('disp_1', { phoneNumber: '+14155550001' }), disposition('disp_2', { phoneNumber: '+14155550002' })]
  upsertDispositions(db, WS, initial)
  const service = fakeDispositionService(clock, initial)
  const monitor = new ConnectionMonitor(clock, () => undefined, 'activeCalls')
  const lists: OutboxList[] = []
  const replayer = new OutboxReplayer({
    workspaceId: WS,
    client: service.client,
    db,
    clock,
    config: syncConfigOf(),
    monitor,
    onChange: () => outbox.changed(),
  })
  // Sending is started by hand, so each test decides when the service is reached.
  const sends: string[] = []
  const outbox = new WorkspaceOutbox({ workspaceId: WS, db, clock, send: () => sends.push('send'), onChange: (list) => lists.push(list) })
  const replay = async () => {
    replayer.kick()
    await replayer.idle()
  }
  return { clock, db, service, outbox, replayer, replay, lists, monitor, sends }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('outbox', () => {
  it('stores an edit as pending and shows it over the cached copy, which stays the service copy', () => {
    const { db, outbox, lists } = setup()
    const { item, disposition: shown } = outbox.submitDispositionUpdate('disp_1', { notes: 'Call after 5 pm', status: 'pending' })
    expect(item).toMatchObject({ dispositionId: 'disp_1', status: 'pending', changes: { notes: 'Call after 5 pm', status: 'pending' } })
    expect(shown).toMatchObject({ _id: 'disp_1', notes: 'Call after 5 pm', status: 'pending' })
    expect(getDisposition(db, WS, 'disp_1')).toMatchObject({ notes: '', status: 'scheduled' })
    expect(outbox.withPendingEdits([getDisposition(db, WS, 'disp_1')!])[0]).toMatchObject({ notes: 'Call after 5 pm' })
    expect(lists.at(-1)?.items.map((i) => i.status)).toEqual(['pending'])
  })

  it('refuses an edit of a disposition the cache does not have', () => {
    const { outbox } = setup()
    expect(() => outbox.submitDispositionUpdate('disp_unknown', { notes: 'x' })).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    )
  })

  it('replays edits in the order they were made; a second edit of one disposition is not a conflict with the first', async () => {
    const { db, outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'first' })
    outbox.submitDispositionUpdate('disp_2', { status: 'completed' })
    outbox.submitDispositionUpdate('disp_1', { notes: 'second', scheduledAt: '2025-05-03T14:30:00Z' })
    await replay()
    expect(service.requests.filter((r) => r.startsWith('PUT'))).toEqual([
      'PUT disp_1 {"notes":"first"}',
      'PUT disp_2 {"status":"completed"}',
      'PUT disp_1 {"notes":"second","scheduledAt":"2025-05-03T14:30:00Z"}',
    ])
    expect(service.rows.get('disp_1')).toMatchObject({ notes: 'second' })
    expect(getDisposition(db, WS, 'disp_1')).toMatchObject({ notes: 'second', scheduledAt: '2025-05-03T14:30:00.000Z' })
    expect(outbox.list().items).toEqual([])
  })

  it('marks a conflict when the service copy changed since the edit was made, showing both copies', async () => {
    const { db, outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'mine' })
    service.editElsewhere('disp_1', { notes: 'theirs', status: 'completed' })
    await replay()
    const [item] = outbox.list().items
    expect(item).toMatchObject({
      status: 'conflict',
      serverCopy: { notes: 'theirs', status: 'completed' },
      mine: { notes: 'mine', status: 'completed' },
    })
    expect(service.requests.some((r) => r.startsWith('PUT'))).toBe(false)
    expect(getDisposition(db, WS, 'disp_1')).toMatchObject({ notes: 'theirs' })
  })

  it('keeps the service copy when the supervisor chooses theirs', async () => {
    const { db, outbox, service, replay } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'mine' })
    service.editElsewhere('disp_1', { notes: 'theirs' })
    await replay()
    expect(outbox.resolve(item.id, 'theirs').status).toBe('done')
    await replay()
    expect(service.rows.get('disp_1')?.notes).toBe('theirs')
    expect(getDisposition(db, WS, 'disp_1')?.notes).toBe('theirs')
    expect(outbox.list().items).toEqual([])
  })

  it('sends the edit over the service copy when the supervisor chooses mine', async () => {
    const { outbox, service, replay } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'mine' })
    service.editElsewhere('disp_1', { notes: 'theirs', status: 'completed' })
    await replay()
    expect(outbox.resolve(item.id, 'mine').status).toBe('pending')
    await replay()
    expect(service.rows.get('disp_1')).toMatchObject({ notes: 'mine', status: 'completed' })
    expect(outbox.list().items).toEqual([])
  })

  it('holds later edits of a disposition in conflict, while others go on', async () => {
    const { outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'mine' })
    service.editElsewhere('disp_1', { notes: 'theirs' })
    outbox.submitDispositionUpdate('disp_1', { status: 'completed' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'other' })
    await replay()
    expect(outbox.list().items.map((i) => [i.dispositionId, i.status])).toEqual([
      ['disp_1', 'conflict'],
      ['disp_1', 'pending'],
    ])
    expect(service.rows.get('disp_2')?.notes).toBe('other')
  })

  it('marks done without sending an edit the service already has (a send interrupted by a crash)', async () => {
    const { outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'sent before the crash' })
    service.editElsewhere('disp_1', { notes: 'sent before the crash' })
    await replay()
    expect(outbox.list().items).toEqual([])
    expect(service.requests.some((r) => r.startsWith('PUT'))).toBe(false)
  })

  it('keeps an edit pending when the service cannot be reached, and sends it on a later replay', async () => {
    const { outbox, service, replay, monitor } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'offline edit' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'second offline edit' })
    service.failNext('GET', offline())
    await replay()
    expect(outbox.list().items.map((i) => [i.status, i.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ])
    expect(outbox.list().items[0]?.lastError).toMatch(/cannot reach the service/)
    expect(monitor.status.state).toBe('offline')
    await replay()
    expect(outbox.list().items).toEqual([])
    expect(service.rows.get('disp_2')?.notes).toBe('second offline edit')
  })

  it('marks an edit the service refuses as failed and goes on with the next', async () => {
    const { outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { status: 'bogus' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'fine' })
    service.failNext('PUT', badRequest())
    await replay()
    expect(outbox.list().items).toMatchObject([
      { dispositionId: 'disp_1', status: 'failed', lastError: expect.stringMatching(/refused the request as invalid/) },
    ])
    expect(service.rows.get('disp_2')?.notes).toBe('fine')
  })

  it('marks an edit failed when the disposition is gone from the service', async () => {
    const { outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'too late' })
    service.rows.delete('disp_1')
    await replay()
    expect(outbox.list().items[0]).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/no longer exists/), lastErrorWords: { key: 'errors.outbox.gone' } })
  })

  it('discards a pending edit, and an edit in conflict keeping the service copy', async () => {
    const { db, outbox, service, replay } = setup()
    const pending = outbox.submitDispositionUpdate('disp_2', { notes: 'never mind' }).item
    expect(outbox.discard(pending.id)).toEqual({ discardedId: pending.id })
    const conflicting = outbox.submitDispositionUpdate('disp_1', { notes: 'mine' }).item
    service.editElsewhere('disp_1', { notes: 'theirs' })
    await replay()
    outbox.discard(conflicting.id)
    expect(outbox.list().items).toEqual([])
    expect(service.rows.get('disp_2')?.notes).toBe('')
    expect(getDisposition(db, WS, 'disp_1')?.notes).toBe('theirs')
    expect(listOutbox(db, WS, { status: ['done'] })).toHaveLength(1)
  })

  it('discards an edit the service refused, so it no longer lingers in the list', async () => {
    const { outbox, service, replay } = setup()
    const refused = outbox.submitDispositionUpdate('disp_1', { status: 'bogus' }).item
    service.failNext('PUT', badRequest())
    await replay()
    expect(outbox.list().items).toMatchObject([{ id: refused.id, status: 'failed' }])
    expect(outbox.discard(refused.id)).toEqual({ discardedId: refused.id })
    expect(outbox.list().items).toEqual([])
    expect(() => outbox.discard(refused.id)).toThrow(expect.objectContaining({ code: 'not_found' }))
  })

  it('refuses to resolve an edit that is not in conflict', () => {
    const { outbox } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    expect(() => outbox.resolve(item.id, 'mine')).toThrow(
      expect.objectContaining({ code: 'invalid_state', message: 'Only an edit in conflict can be resolved.' }),
    )
  })

  it('starts sending on each new edit and on choosing mine, not on choosing theirs', async () => {
    const { outbox, service, replay, sends, lists } = setup()
    const first = outbox.submitDispositionUpdate('disp_1', { notes: 'mine' }).item
    const second = outbox.submitDispositionUpdate('disp_2', { notes: 'mine too' }).item
    expect(sends).toHaveLength(2)
    expect(lists.at(-1)).toEqual({ workspaceId: WS, items: [expect.objectContaining({ id: first.id }), expect.objectContaining({ id: second.id })] })
    service.editElsewhere('disp_1', { notes: 'theirs' })
    service.editElsewhere('disp_2', { notes: 'theirs too' })
    await replay()
    outbox.resolve(first.id, 'theirs')
    expect(sends).toHaveLength(2)
    outbox.resolve(second.id, 'mine')
    expect(sends).toHaveLength(3)
    expect(lists.at(-1)?.items).toMatchObject([{ id: second.id, status: 'pending' }])
  })

  it('tells the supervisor why an edit cannot be discarded: gone from the outbox, or already done', async () => {
    const { outbox, replay } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    expect(item.mine).toBeNull()
    await replay()
    expect(() => outbox.discard(item.id)).toThrow(
      expect.objectContaining({ code: 'invalid_state', message: 'Only an edit that is waiting, refused or in conflict can be discarded.' }),
    )
    expect(() => outbox.discard(item.id + 1)).toThrow(expect.objectContaining({ code: 'not_found', message: 'This edit is not in the outbox any more.' }))
    expect(() => outbox.submitDispositionUpdate('disp_9', { notes: 'x' })).toThrow(/not in the local cache yet/)
  })
  it('tries again on its own after a back-off that doubles, and after the pause a 429 asks for', async () => {
    const { outbox, service, replay, clock } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'later' })
    service.failNext('GET', offline(), offline(), rateLimited(7_000), rateLimited())
    const gets = () => service.requests.filter((r) => r.startsWith('GET')).length
    await replay()
    await clock.advance(1_999)
    expect(gets()).toBe(1)
    await clock.advance(1)
    expect(gets()).toBe(2)
    await clock.advance(3_999)
    expect(gets()).toBe(2)
    await clock.advance(1)
    expect(gets()).toBe(3)
    await clock.advance(6_999)
    expect(gets()).toBe(3)
    await clock.advance(1)
    expect(gets()).toBe(4)
    await clock.advance(4_999)
    expect(gets()).toBe(4)
    await clock.advance(1)
    expect(outbox.list().items).toEqual([])
    expect(service.rows.get('disp_1')?.notes).toBe('later')
  })

  it('sends nothing once stopped, and leaves an edit interrupted by the stop to send again', async () => {
    const { outbox, service, replayer, clock } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'x' })
    replayer.kick()
    await replayer.stop()
    replayer.kick()
    await replayer.idle()
    await clock.advance(60_000)
    expect(service.requests.filter((r) => r.startsWith('PUT'))).toEqual([])
    expect(outbox.list().items).toMatchObject([
      { status: 'pending', lastError: 'Interrupted before the service confirmed it; it will be sent again.', lastErrorWords: { key: 'errors.outbox.interrupted' } },
    ])
  })

  it('tells the list after a discard, and says what kind of edit each item is', () => {
    const { outbox, lists } = setup()
    const { item } = outbox.submitDispositionUpdate('disp_1', { notes: 'never mind' })
    expect(item.kind).toBe('disposition.update')
    outbox.discard(item.id)
    expect(lists.at(-1)).toEqual({ workspaceId: WS, items: [] })
  })

  it('bases an edit on its own callback’s cached copy, whatever other callbacks wait to be sent', async () => {
    const { outbox, service, replay } = setup()
    outbox.submitDispositionUpdate('disp_1', { notes: 'first callback' })
    outbox.submitDispositionUpdate('disp_2', { notes: 'second callback' })
    // Someone else touched the second callback without changing a field the edit sets.
    service.editElsewhere('disp_2', { attempt: 2 })
    await replay()
    expect(outbox.list().items).toMatchObject([{ dispositionId: 'disp_2', status: 'conflict' }])
  })
})
