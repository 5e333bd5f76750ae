import { describe, expect, it } from 'vitest'
import { words } from '../../../../src/core/errors/core-error'
import {
  changedSince,
  dispositionVersion,
  enqueue,
  getDisposition,
  getOutboxEntry,
  listOutbox,
  listPending,
  markConflict,
  markDone,
  markFailed,
  markRetry,
  markSending,
  pruneOutbox,
  requeueInterrupted,
  resolveConflict,
  upsertDispositions,
} from '../../../../src/core/cache'
import type { Cache, OutboxInput } from '../../../../src/core/cache'
import { cachePerTest, disposition, WS } from './fixtures'

const T0 = '2025-03-03T10:00:00.000Z'
const T1 = '2025-03-03T10:01:00.000Z'
let db: Cache
cachePerTest((opened) => (db = opened))

function edit(targetId: string, payload: OutboxInput['payload'], base = disposition(targetId)): OutboxInput {
  return {
    kind: 'disposition.update',
    targetId,
    payload,
    baseVersion: dispositionVersion(base),
    baseUpdatedAt: base.updatedAt ?? null,
  }
}

describe('enqueue and listPending', () => {
  it('keeps edits in the order they were made, as pending', () => {
    const first = enqueue(db, WS, edit('d1', { scheduledAt: '2025-03-04T09:00:00.000Z' }), T0)
    const second = enqueue(db, WS, edit('d2', { status: 'completed' }), T0)
    const third = enqueue(db, WS, edit('d1', { notes: 'Call back after 5pm' }), T1)
    expect(first.id).toBeLessThan(second.id)
    expect(first).toMatchObject({ status: 'pending', attempts: 0, createdAt: T0, targetId: 'd1', serverCopy: null })
    expect(listPending(db, WS).map((e) => [e.id, e.payload])).toEqual([
      [first.id, { scheduledAt: '2025-03-04T09:00:00.000Z' }],
      [second.id, { status: 'completed' }],
      [third.id, { notes: 'Call back after 5pm' }],
    ])
  })

  it('refuses to be nested in another transaction, whose commit it could not make durable', () => {
    expect(() => db.transaction(() => enqueue(db, WS, edit('d1', { status: 'x' }), T0))).toThrow(/durable/)
    expect(listOutbox(db, WS)).toEqual([])
  })
})

describe('replaying', () => {
  it('moves an entry through sending to done, counting attempts', () => {
    const { id } = enqueue(db, WS, edit('d1', { status: 'completed' }), T0)
    expect(markSending(db, WS, id, T1)).toMatchObject({ status: 'sending', attempts: 1, updatedAt: T1 })
    expect(markSending(db, WS, id, T1)).toBeUndefined()
    expect(listPending(db, WS)).toEqual([])
    expect(markRetry(db, WS, id, 'network unreachable', T1)).toMatchObject({
      status: 'pending',
      lastError: 'network unreachable',
      lastErrorWords: null,
    })
    expect(markSending(db, WS, id, T1)?.attempts).toBe(2)
    // Core's message is kept in English and as its words, which the renderer words after a restart too.
    expect(markRetry(db, WS, id, words('errors.outbox.interrupted'), T1)).toMatchObject({
      lastError: 'Interrupted before the service confirmed it; it will be sent again.',
      lastErrorWords: { key: 'errors.outbox.interrupted' },
    })
    expect(markSending(db, WS, id, T1)?.attempts).toBe(3)
    expect(markDone(db, WS, id, T1)).toMatchObject({ status: 'done', lastError: null, lastErrorWords: null })
    expect(listOutbox(db, WS)).toEqual([])
    expect(listOutbox(db, WS, { status: ['done'] }).map((e) => e.id)).toEqual([id])
  })

  it('marks refused edits failed with the reason', () => {
    const { id } = enqueue(db, WS, edit('d1', { status: 'nonsense' }), T0)
    markSending(db, WS, id, T0)
    expect(markFailed(db, WS, id, 'Disposition not found', T1)).toMatchObject({
      status: 'failed',
      lastError: 'Disposition not found',
    })
    expect(listOutbox(db, WS, { targetId: 'd1' }).map((e) => e.status)).toEqual(['failed'])
  })

  it('puts entries a crash left in sending back to pending', () => {
    const a = enqueue(db, WS, edit('d1', { status: 'completed' }), T0)
    const b = enqueue(db, WS, edit('d2', { status: 'completed' }), T0)
    markSending(db, WS, a.id, T0)
    expect(requeueInterrupted(db, WS, T1)).toBe(1)
    expect(listPending(db, WS).map((e) => e.id)).toEqual([a.id, b.id])
  })

  it('forgets done entries older than asked', () => {
    const { id } = enqueue(db, WS, edit('d1', { status: 'completed' }), T0)
    markDone(db, WS, id, T0)
    expect(pruneOutbox(db, WS, T0)).toBe(0)
    expect(pruneOutbox(db, WS, T1)).toBe(1)
    expect(getOutboxEntry(db, WS, id)).toBeUndefined()
  })
})

describe('conflicts', () => {
  const base = disposition('d1', { notes: 'Original', updatedAt: '2025-03-01T09:00:00.000Z' })
  const server = disposition('d1', { notes: 'Changed by a colleague', updatedAt: '2025-03-03T09:30:00.000Z' })

  it('tells whether the server copy changed since the edit was based on it', () => {
    const entry = enqueue(db, WS, edit('d1', { notes: 'Mine' }, base), T0)
    expect(changedSince(entry, base)).toBe(false)
    expect(changedSince(entry, server)).toBe(true)
    const { updatedAt: _u, ...withoutTime } = base
    const noTimes = enqueue(db, WS, { ...edit('d1', { notes: 'Mine' }, withoutTime), baseUpdatedAt: null }, T0)
    expect(changedSince(noTimes, withoutTime)).toBe(false)
    expect(changedSince(noTimes, { ...withoutTime, notes: 'Other' })).toBe(true)
  })

  it('holds later edits of the same disposition back until the supervisor chooses', () => {
    const first = enqueue(db, WS, edit('d1', { notes: 'Mine' }, base), T0)
    const later = enqueue(db, WS, edit('d1', { status: 'completed' }, base), T0)
    const other = enqueue(db, WS, edit('d2', { status: 'completed' }), T0)
    markSending(db, WS, first.id, T0)
    expect(markConflict(db, WS, first.id, server, T1)).toMatchObject({ status: 'conflict', serverCopy: server })
    expect(listPending(db, WS).map((e) => e.id)).toEqual([other.id])
    expect(listOutbox(db, WS).map((e) => [e.id, e.status])).toEqual([
      [first.id, 'conflict'],
      [later.id, 'pending'],
      [other.id, 'pending'],
    ])
  })

  it('on "mine", replays the edit over the server copy, which becomes its base', () => {
    const entry = enqueue(db, WS, edit('d1', { notes: 'Mine' }, base), T0)
    markConflict(db, WS, entry.id, server, T0)
    const resolved = resolveConflict(db, WS, entry.id, 'mine', T1)
    expect(resolved).toMatchObject({ status: 'pending', serverCopy: null, baseUpdatedAt: server.updatedAt })
    expect(resolved && changedSince(resolved, server)).toBe(false)
    expect(listPending(db, WS).map((e) => e.id)).toEqual([entry.id])
  })

  it('on "theirs", drops the edit and keeps the server copy in the cache', () => {
    upsertDispositions(db, WS, [base])
    const entry = enqueue(db, WS, edit('d1', { notes: 'Mine' }, base), T0)
    markConflict(db, WS, entry.id, server, T0)
    expect(resolveConflict(db, WS, entry.id, 'theirs', T1)).toMatchObject({ status: 'done' })
    expect(getDisposition(db, WS, 'd1')?.notes).toBe('Changed by a colleague')
    expect(listPending(db, WS)).toEqual([])
    expect(resolveConflict(db, WS, entry.id, 'mine', T1)).toBeUndefined()
  })
})
