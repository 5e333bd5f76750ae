import { afterEach, describe, expect, it } from 'vitest'
import type { DispositionUpdate } from '../../../../src/shared/api'
import { dispositionVersion, enqueue, markFailed, openCache, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { applyChanges, baseOf, isApplied, shownOverdueCallbacks, withEdits, withPendingEdits } from '../../../../src/core/sync/disposition-edits'
import { disposition } from '../../../support/service-fixtures'

const WS = 'ws_demo'
const AT = '2025-05-01T09:00:00.000Z'
let db: Cache | null = null

function cacheWith(...dispositions: ReturnType<typeof disposition>[]) {
  db = openCache(':memory:')
  upsertDispositions(db, WS, dispositions)
  const cache = db
  const edit = (targetId: string, payload: DispositionUpdate) => enqueue(cache, WS, { kind: 'disposition.update', targetId, payload }, AT)
  return { cache, edit }
}

afterEach(() => {
  db?.close()
  db = null
})

describe('an edit over a disposition', () => {
  it('sets only the fields it changes, the callback time in the cache’s own form', () => {
    const cached = disposition('disp_1', { notes: 'keep me', status: 'scheduled' })
    expect(applyChanges(cached, { scheduledAt: '2025-05-03T14:30:00Z' })).toEqual({ ...cached, scheduledAt: '2025-05-03T14:30:00.000Z' })
    expect(applyChanges(cached, { status: 'completed' })).toEqual({ ...cached, status: 'completed' })
    expect(applyChanges(cached, { notes: '' })).toEqual({ ...cached, notes: '' })
    expect(cached.notes).toBe('keep me')
  })

  it('is already applied when the service copy holds each value it sets, the same time however written', () => {
    const server = disposition('disp_1', { scheduledAt: '2025-05-03T14:30:00.000Z', status: 'completed', notes: 'done' })
    expect(isApplied(server, { scheduledAt: '2025-05-03T14:30:00Z' })).toBe(true)
    expect(isApplied(server, { status: 'completed' })).toBe(true)
    expect(isApplied(server, { notes: 'done' })).toBe(true)
    expect(isApplied(server, {})).toBe(true)
    expect(isApplied(server, { scheduledAt: '2025-05-03T15:00:00Z' })).toBe(false)
    expect(isApplied({ ...server, scheduledAt: null }, { scheduledAt: '2025-05-03T14:30:00Z' })).toBe(false)
    expect(isApplied(server, { status: 'scheduled' })).toBe(false)
    expect(isApplied(server, { notes: 'other' })).toBe(false)
    expect(isApplied(server, { status: 'completed', notes: 'other' })).toBe(false)
  })

  it('applies only the edits of that disposition, in order', () => {
    const { edit } = cacheWith(disposition('disp_1'), disposition('disp_2'))
    const entries = [edit('disp_2', { notes: 'other' }), edit('disp_1', { notes: 'first' }), edit('disp_1', { notes: 'second' })]
    expect(withEdits(disposition('disp_1'), entries)).toMatchObject({ _id: 'disp_1', notes: 'second' })
    expect(withEdits(disposition('disp_1'), entries.slice(0, 1)).notes).toBe('')
  })
})

describe('dispositions as the supervisor sees them', () => {
  it('shows the unsent edits over the cached copies, not the refused ones', () => {
    const { cache, edit } = cacheWith(disposition('disp_1'), disposition('disp_2'))
    const cached = [disposition('disp_1'), disposition('disp_2')]
    expect(withPendingEdits(cache, WS, cached)).toEqual(cached)
    const refused = edit('disp_2', { notes: 'refused' })
    markFailed(cache, WS, refused.id, 'refused', AT)
    edit('disp_1', { status: 'completed' })
    expect(withPendingEdits(cache, WS, cached)).toMatchObject([
      { _id: 'disp_1', status: 'completed' },
      { _id: 'disp_2', notes: '' },
    ])
  })

  it('counts overdue callbacks with the unsent edits applied, not refused ones nor edits of callbacks the cache lacks', () => {
    const late = { scheduledAt: '2025-05-01T08:00:00.000Z', status: 'scheduled' }
    const { cache, edit } = cacheWith(disposition('disp_1', late), disposition('disp_2', late), disposition('disp_3', late))
    const now = Date.parse(AT)
    markFailed(cache, WS, edit('disp_3', { status: 'completed' }).id, 'refused', AT)
    expect(shownOverdueCallbacks(cache, WS, now)).toEqual({ count: 3, byAge: [3], oldestAt: '2025-05-01T08:00:00.000Z' })
    edit('disp_1', { status: 'completed' })
    edit('disp_2', { scheduledAt: '2025-05-01T10:00:00Z' })
    edit('disp_2', { notes: 'a later edit of the same callback' })
    edit('disp_9', { status: 'completed' })
    expect(shownOverdueCallbacks(cache, WS, now)).toEqual({ count: 1, byAge: [1], oldestAt: '2025-05-01T08:00:00.000Z' })
    edit('disp_3', { scheduledAt: '2025-05-01T08:50:00Z' })
    expect(shownOverdueCallbacks(cache, WS, now, [3_600_000])).toEqual({ count: 1, byAge: [1, 0], oldestAt: '2025-05-01T08:50:00.000Z' })
  })
})

describe('what a new edit is based on', () => {
  it('is the cached copy without an earlier unsent edit, and the copy with those edits by fingerprint only', () => {
    const cached = disposition('disp_1', { updatedAt: '2025-04-30T09:00:00.000Z' })
    expect(baseOf(cached, [])).toEqual({ baseVersion: dispositionVersion(cached), baseUpdatedAt: '2025-04-30T09:00:00.000Z' })
    expect(baseOf({ ...cached, updatedAt: undefined }, [])).toEqual({ baseVersion: dispositionVersion(cached), baseUpdatedAt: null })
    const { edit } = cacheWith(cached)
    const earlier = edit('disp_1', { notes: 'earlier' })
    expect(baseOf(cached, [earlier])).toEqual({ baseVersion: dispositionVersion({ ...cached, notes: 'earlier' }), baseUpdatedAt: null })
  })
})
