import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  callbacksDueBySpan,
  conversationsByLength,
  conversationsBySpan,
  deleteMissing,
  deleteWorkspace,
  dispositionsByKind,
  enqueue,
  openCache,
  overdueCallbacks,
  peakConcurrencyBySpan,
  pruneSightings,
  recordConcurrency,
  upsertConversations,
  upsertDispositions,
  type Cache,
  type Span,
} from '../../../../src/core/cache'
import { LENGTH_BANDS, OVERDUE_BANDS } from '../../../../src/core/insights/overview'
import { resolveRange } from '../../../../src/core/insights/range'
import { shownOverdueCallbacks } from '../../../../src/core/sync'
import type { CallDisposition, Conversation } from '../../../../src/shared/api'
import { DONE_STATUSES } from '../../../../src/shared/bridge'
import { cachePerTest, conversation, disposition, message, tempDir, WS } from '../cache/fixtures'

/**
 * The callback, disposition and conversation aggregates read rollups kept by
 * triggers (migration 0009) and the rows at a range's edges. After every kind
 * of write the repositories make, each must equal the same aggregation done in
 * JS over the rows themselves. Kathmandu (UTC+5:45): its days start on a
 * quarter hour that is neither a UTC hour nor a UTC day.
 */
const ZONE = 'Asia/Kathmandu'
const NOW = Date.parse('2026-03-08T12:07:30.500Z')
const AGES = OVERDUE_BANDS.map((b) => b.upToMs)
const UPTO = LENGTH_BANDS.map((b) => b.upTo)
const HOUR = 3_600_000
const DONE = new Set(DONE_STATUSES)

/** A deterministic spread of times over the 12 days before NOW and 2 after, to the millisecond. */
function times(count: number, seed: number): string[] {
  let x = seed
  return Array.from({ length: count }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31
    return new Date(NOW - 12 * 24 * HOUR + (x % (14 * 24 * HOUR))).toISOString()
  })
}

const KINDS = ['callback', 'voicemail', 'busy']
const STATUSES = ['scheduled', 'pending', 'completed', 'cancelled', 'failed']

function dispositions(): CallDisposition[] {
  const created = times(160, 7)
  const scheduled = times(160, 11)
  return created.map((createdAt, i) =>
    disposition(`d${i}`, {
      disposition: KINDS[i % 3]!,
      status: STATUSES[i % 5]!,
      scheduledAt: i % 7 === 0 ? null : scheduled[i]!,
      createdAt,
      updatedAt: createdAt,
    }),
  )
}

function conversations(): Conversation[] {
  return times(120, 13).map((createdAt, i) =>
    conversation(
      `c${i}`,
      Array.from({ length: (i * 7) % 26 }, (_, m) => message(`c${i}m${m}`, 'hi')),
      { createdAt, updatedAt: createdAt },
    ),
  )
}

interface Row {
  id: string
  disposition: string
  status: string
  scheduled_at: string | null
  created_at: string
}

const inSpan = (at: string, span: Span) => at >= span.start && at < span.end

/** Every aggregate, from the rollups and from the raw rows. */
function both(db: Cache, now = NOW) {
  const { days, span } = resolveRange({ preset: '7d' }, now, ZONE)
  const nowIso = new Date(now).toISOString()
  const rows = db.sqlite.prepare('SELECT id, disposition, status, scheduled_at, created_at FROM call_dispositions WHERE workspace_id = ?').all(WS) as Row[]
  const convs = db.sqlite.prepare('SELECT created_at, message_count FROM conversations WHERE workspace_id = ?').all(WS) as {
    created_at: string
    message_count: number
  }[]
  const overdue = rows.filter((d) => d.scheduled_at !== null && d.scheduled_at < nowIso && !DONE.has(d.status))
  const kinds = new Map<string, number>()
  for (const d of rows.filter((d) => inSpan(d.created_at, span))) kinds.set(`${d.disposition} ${d.status}`, (kinds.get(`${d.disposition} ${d.status}`) ?? 0) + 1)
  const inRange = convs.filter((c) => inSpan(c.created_at, span))
  return {
    sql: {
      due: callbacksDueBySpan(db, WS, days),
      overdue: overdueCallbacks(db, WS, nowIso, AGES),
      kinds: dispositionsByKind(db, WS, span),
      conversations: conversationsBySpan(db, WS, days),
      lengths: conversationsByLength(db, WS, span, UPTO),
    },
    js: {
      due: days.map((day) => {
        const due = rows.filter((d) => d.scheduled_at !== null && inSpan(d.scheduled_at, day))
        return { due: due.length, done: due.filter((d) => DONE.has(d.status)).length }
      }),
      overdue: {
        count: overdue.length,
        byAge: [...AGES, Infinity].map((upTo, i) => overdue.filter((d) => now - Date.parse(d.scheduled_at!) < upTo && (i === 0 || now - Date.parse(d.scheduled_at!) >= AGES[i - 1]!)).length),
        oldestAt: overdue.map((d) => d.scheduled_at!).sort()[0] ?? null,
      },
      kinds: [...kinds]
        .map(([key, count]) => ({ disposition: key.split(' ')[0]!, status: key.split(' ')[1]!, count }))
        .sort((a, b) => a.disposition.localeCompare(b.disposition) || b.count - a.count || a.status.localeCompare(b.status)),
      conversations: days.map((day) => {
        const started = convs.filter((c) => inSpan(c.created_at, day))
        return { conversations: started.length, messages: started.reduce((sum, c) => sum + c.message_count, 0) }
      }),
      lengths: [...UPTO, Infinity].map((upTo, i) => inRange.filter((c) => c.message_count <= upTo && (i === 0 || c.message_count > UPTO[i - 1]!)).length),
    },
  }
}

function expectSame(db: Cache, now = NOW) {
  const { sql, js } = both(db, now)
  expect(sql).toEqual(js)
  return sql
}

describe('the callback and conversation rollups', () => {
  let db: Cache
  cachePerTest((cache) => (db = cache))
  beforeEach(() => {
    upsertDispositions(db, WS, dispositions())
    upsertConversations(db, WS, conversations())
  })

  it('answer what the rows answer, with something in every chart', () => {
    const sql = expectSame(db)
    expect(sql.due.filter((d) => d.due > 0).length).toBeGreaterThan(4)
    expect(sql.overdue.byAge.filter((n) => n > 0).length).toBeGreaterThan(2)
    expect(sql.kinds.length).toBeGreaterThan(8)
    expect(sql.lengths.filter((n) => n > 0).length).toBe(UPTO.length + 1)
  })

  it('follow status changes, reschedules (across quarter hours and days, to none), new types and moved creation times', () => {
    const changed = dispositions().map((d, i) => {
      if (i % 4 === 0) return { ...d, status: STATUSES[(i + 2) % 5]! }
      if (i % 4 === 1) return { ...d, scheduledAt: d.scheduledAt === null ? new Date(NOW - 30 * 60_000).toISOString() : new Date(Date.parse(d.scheduledAt) + 7 * 60_000 + 1).toISOString() }
      if (i % 4 === 2) return { ...d, scheduledAt: null, disposition: 'no_answer' }
      return { ...d, createdAt: new Date(Date.parse(d.createdAt) - 20 * HOUR).toISOString() }
    })
    upsertDispositions(db, WS, changed)
    expectSame(db)
  })

  it('follow conversations that gain and lose messages, and rows deleted on the service', () => {
    upsertConversations(
      db,
      WS,
      conversations().map((c, i) => (i % 3 === 0 ? { ...c, messages: [...c.messages, message(`c${i}extra`, 'more')] } : i % 3 === 1 ? { ...c, messages: [] } : c)),
    )
    expectSame(db)
    deleteMissing(db, WS, 'dispositions', dispositions().filter((_, i) => i % 2 === 0).map((d) => d._id))
    deleteMissing(db, WS, 'conversations', conversations().filter((_, i) => i % 2 === 1).map((c) => c._id))
    expectSame(db)
  })

  it('count an overdue callback by its age to the millisecond', () => {
    deleteMissing(db, WS, 'dispositions', [])
    const at = (msBefore: number) => new Date(NOW - msBefore).toISOString()
    upsertDispositions(db, WS, [
      disposition('now', { scheduledAt: at(0) }),
      disposition('just', { scheduledAt: at(1) }),
      disposition('under-1h', { scheduledAt: at(HOUR - 1) }),
      disposition('1h', { scheduledAt: at(HOUR) }),
      disposition('1h-done', { scheduledAt: at(HOUR), status: 'completed' }),
      disposition('6d', { scheduledAt: at(6 * 24 * HOUR) }),
      disposition('7d', { scheduledAt: at(7 * 24 * HOUR) }),
      disposition('30d', { scheduledAt: at(30 * 24 * HOUR), status: 'pending' }),
    ])
    expect(overdueCallbacks(db, WS, new Date(NOW).toISOString(), AGES)).toEqual({ count: 6, byAge: [2, 1, 0, 1, 2], oldestAt: at(30 * 24 * HOUR) })
    expectSame(db)
  })

  it('go when the workspace is removed', () => {
    deleteWorkspace(db, WS)
    for (const table of ['callback_rollups', 'disposition_rollups', 'conversation_rollups', 'conversation_lengths', 'concurrency_rollups']) {
      expect(db.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 })
    }
    expectSame(db)
  })
})

describe('overdue callbacks as the supervisor sees them (the wallboard and Insights)', () => {
  let db: Cache
  cachePerTest((cache) => (db = cache))
  const at = (msBefore: number) => new Date(NOW - msBefore).toISOString()
  const edit = (id: string, payload: { status?: string; scheduledAt?: string }) =>
    enqueue(db, WS, { kind: 'disposition.update', targetId: id, payload }, at(0))

  beforeEach(() => {
    upsertDispositions(db, WS, [
      disposition('oldest', { scheduledAt: at(3 * 24 * HOUR) }),
      disposition('older', { scheduledAt: at(5 * HOUR) }),
      disposition('recent', { scheduledAt: at(10 * 60_000) }),
      disposition('future', { scheduledAt: at(-HOUR) }),
      disposition('done', { scheduledAt: at(2 * HOUR), status: 'completed' }),
    ])
  })

  it('are the cached ones when nothing waits to be sent', () => {
    expect(shownOverdueCallbacks(db, WS, NOW, AGES)).toEqual({ count: 3, byAge: [1, 0, 1, 1, 0], oldestAt: at(3 * 24 * HOUR) })
    expect(shownOverdueCallbacks(db, WS, NOW)).toEqual({ count: 3, byAge: [3], oldestAt: at(3 * 24 * HOUR) })
  })

  it('apply unsent edits: one marked done, one snoozed into the future, one reopened and moved back', () => {
    edit('oldest', { status: 'completed' })
    edit('recent', { scheduledAt: at(-15 * 60_000) })
    edit('done', { status: 'scheduled' })
    edit('done', { scheduledAt: at(2 * 24 * HOUR) })
    expect(shownOverdueCallbacks(db, WS, NOW, AGES)).toEqual({ count: 2, byAge: [0, 0, 1, 1, 0], oldestAt: at(2 * 24 * HOUR) })
    expect(shownOverdueCallbacks(db, WS, NOW)).toEqual({ count: 2, byAge: [2], oldestAt: at(2 * 24 * HOUR) })
  })
})

describe('peak concurrency per day from the quarter-hour rollup', () => {
  let db: Cache
  cachePerTest((cache) => (db = cache))
  const { days } = resolveRange({ preset: '7d' }, NOW, ZONE)
  const fromMinutes = () => {
    const minutes = db.sqlite.prepare('SELECT minute, calls FROM call_concurrency WHERE workspace_id = ?').all(WS) as { minute: string; calls: number }[]
    return days.map((day) => Math.max(0, ...minutes.filter((m) => inSpan(m.minute, day)).map((m) => m.calls)))
  }

  it('is the most one poll saw, as polls raise a minute, minutes go and old days are pruned', () => {
    times(300, 17).forEach((at, i) => recordConcurrency(db, WS, at, { calls: (i * 37) % 23, transfersWaiting: 0 }))
    times(300, 17).forEach((at, i) => i % 5 === 0 && recordConcurrency(db, WS, at, { calls: 30 + (i % 7), transfersWaiting: 0 }))
    const peaks = peakConcurrencyBySpan(db, WS, days)
    expect(peaks).toEqual(fromMinutes())
    expect(peaks.filter((p) => p >= 30).length).toBeGreaterThan(3)
    db.sqlite.prepare('DELETE FROM call_concurrency WHERE workspace_id = ? AND calls >= 30').run(WS)
    expect(peakConcurrencyBySpan(db, WS, days)).toEqual(fromMinutes())
    expect(peakConcurrencyBySpan(db, WS, days).every((p) => p < 30)).toBe(true)
    pruneSightings(db, new Date(NOW - 3 * 24 * HOUR).toISOString())
    expect(peakConcurrencyBySpan(db, WS, days)).toEqual(fromMinutes())
    expect(fromMinutes().slice(0, 3)).toEqual([0, 0, 0])
  })
})

it('migration 0009 rolls up the dispositions and conversations a version 8 file holds', () => {
  const temp = tempDir()
  const path = join(temp.dir, 'cache.db')
  const old = openCache(path, { appSchemaVersion: 8 })
  upsertDispositions(old, WS, dispositions())
  upsertConversations(old, WS, conversations())
  times(50, 19).forEach((at, i) => recordConcurrency(old, WS, at, { calls: i % 9, transfersWaiting: 0 }))
  old.close()
  const db = openCache(path)
  try {
    const sql = expectSame(db)
    expect(sql.overdue.count).toBeGreaterThan(10)
    expect(sql.conversations.some((c) => c.conversations > 0)).toBe(true)
    const { days } = resolveRange({ preset: '7d' }, NOW, ZONE)
    const minutes = db.sqlite.prepare('SELECT minute, calls FROM call_concurrency').all() as { minute: string; calls: number }[]
    expect(peakConcurrencyBySpan(db, WS, days)).toEqual(days.map((day) => Math.max(0, ...minutes.filter((m) => inSpan(m.minute, day)).map((m) => m.calls))))
  } finally {
    db.close()
    temp.cleanup()
  }
})
