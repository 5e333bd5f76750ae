import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  callbacksDueBySpan,
  callTotals,
  conversationsByLength,
  conversationsBySpan,
  deleteMissing,
  deleteWorkspace,
  dispositionsByKind,
  enqueue,
  insertSighting,
  markEnded,
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
import type { ActiveCall, CallDisposition, Conversation } from '../../../../src/shared/api'
import { DONE_STATUSES } from '../../../../src/shared/bridge'
import { pollRecorder } from '../../../support/polls'
import { activeCall, cachePerTest, conversation, disposition, message, tempDir, WS } from '../cache/fixtures'

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

/**
 * The calls' rollups (migration 0006's triggers; since 0010 the poll rolls up
 * the durations of the calls it sees again in bulk): after every poll and every
 * other write, each rollup row of each grain must equal the same sums in JS over
 * the sightings. Polls a minute apart from 23:41 to 00:20 UTC, so calls first
 * seen before a quarter hour or midnight keep growing after it.
 */
describe('the call rollups', () => {
  const WS2 = 'ws_b'
  const QUARTER = 15 * 60_000
  const AGENTS = ['Ava', 'Ben', 'Cy']
  const START = Date.parse('2026-03-07T23:41:00.000Z')
  const POLLS = 40
  const LIFE = 12
  const NEW_PER_POLL = 25
  let db: Cache
  cachePerTest((cache) => (db = cache))

  interface Sighting {
    workspace_id: string
    ai_agent_name: string
    first_seen_at: string
    peak_duration: number
    last_sentiment: string
    transfer_requested: number
    turned_negative: number
  }
  type Rollup = Record<'calls' | 'transfers' | 'turned_negative' | 'positive' | 'neutral' | 'negative' | 'other_sentiment' | 'duration_sum' | 'duration_max', number>

  /** The rollup rows that hold calls, from the table and from the sightings; rows emptied by moves and deletes hold nothing. */
  function expectExactRollups() {
    const rows = db.sqlite
      .prepare('SELECT workspace_id, ai_agent_name, first_seen_at, peak_duration, last_sentiment, transfer_requested, turned_negative FROM call_sightings')
      .all() as Sighting[]
    const js = new Map<string, Rollup>()
    for (const r of rows) {
      const quarter = new Date(Math.floor(Date.parse(r.first_seen_at) / QUARTER) * QUARTER).toISOString()
      const day = `${r.first_seen_at.slice(0, 10)}T00:00:00.000Z`
      for (const key of [`${r.workspace_id} q ${quarter} ${r.ai_agent_name}`, `${r.workspace_id} Q ${quarter} `, `${r.workspace_id} d ${day} ${r.ai_agent_name}`]) {
        const t = js.get(key) ?? { calls: 0, transfers: 0, turned_negative: 0, positive: 0, neutral: 0, negative: 0, other_sentiment: 0, duration_sum: 0, duration_max: 0 }
        t.calls += 1
        t.transfers += r.transfer_requested
        t.turned_negative += r.turned_negative
        if (r.last_sentiment === 'positive' || r.last_sentiment === 'neutral' || r.last_sentiment === 'negative') t[r.last_sentiment] += 1
        else t.other_sentiment += 1
        t.duration_sum += r.peak_duration
        t.duration_max = Math.max(t.duration_max, r.peak_duration)
        js.set(key, t)
      }
    }
    const table = db.sqlite.prepare('SELECT * FROM call_rollups').all() as (Rollup & { workspace_id: string; grain: string; bucket: string; ai_agent_name: string })[]
    const sql = new Map(table.filter((r) => r.calls > 0).map(({ workspace_id, grain, bucket, ai_agent_name, ...t }) => [`${workspace_id} ${grain} ${bucket} ${ai_agent_name}`, t]))
    expect(Object.fromEntries([...sql].sort())).toEqual(Object.fromEntries([...js].sort()))
    expect(table.filter((r) => r.calls === 0).every((r) => r.duration_sum === 0 && r.duration_max === 0 && r.transfers === 0)).toBe(true)
    return { rows, sql }
  }

  /**
   * Call i is live from poll ⌊i / NEW_PER_POLL⌋ for LIFE polls: its duration grows a minute a poll (in quarter
   * seconds, so sums stay exact), a few report a shorter one now and then (the longest is kept), a tenth change
   * sentiment at each poll, some ask for a transfer, one in 13 moves to another agent on its third poll.
   */
  function wall(poll: number, workspace: string): ActiveCall[] {
    const calls: ActiveCall[] = []
    for (let i = Math.max(0, (poll - LIFE + 1) * NEW_PER_POLL); i < (poll + 1) * NEW_PER_POLL; i++) {
      const age = poll - Math.floor(i / NEW_PER_POLL)
      const shorter = i % 11 === 0 && age % 4 === 3
      calls.push(
        activeCall(`room${i}`, {
          aiAgentName: i % 13 === 0 && age >= 2 ? 'Dee' : AGENTS[i % AGENTS.length]!,
          duration: age * 60 + (i % 4) * 0.25 + (workspace === WS2 ? 7 : 0) - (shorter ? 75 : 0),
          sentiment: (i + poll) % 10 === 0 ? 'negative' : i % 3 === 0 ? 'positive' : i % 17 === 0 ? '' : 'neutral',
          transferRequested: i % 7 === 0 && age >= 1,
        }),
      )
    }
    return calls
  }

  function pollAll(last = POLLS) {
    const record = pollRecorder(db, WS)
    const other = pollRecorder(db, WS2)
    const sizes: number[] = []
    for (let poll = 0; poll < last; poll++) {
      const at = new Date(START + poll * 60_000).toISOString()
      const seen = record(wall(poll, WS), at)
      other(wall(poll, WS2), at)
      sizes.push(wall(poll, WS).length - seen.added.length - seen.changed.length)
      expectExactRollups()
    }
    return sizes
  }

  it('follow every poll: hundreds of calls seen again at once, across quarter hours and midnight, in two workspaces with the same room names', () => {
    const seenAgainOnly = pollAll()
    expect(Math.max(...seenAgainOnly)).toBeGreaterThan(200)
    const { sql } = expectExactRollups()
    const days = [...sql.keys()].filter((key) => key.startsWith(`${WS} d `))
    expect(new Set(days.map((key) => key.split(' ')[2])).size).toBe(2)
    // A call first seen before midnight and seen for 11 more minutes after it: its whole duration stays in the day and quarter hour it started in.
    const late = db.sqlite.prepare('SELECT first_seen_at, peak_duration FROM call_sightings WHERE workspace_id = ? AND room_name = ?').get(WS, 'room452') as Sighting
    expect(late).toEqual({ first_seen_at: '2026-03-07T23:59:00.000Z', peak_duration: 11 * 60 })
    const night = callTotals(db, WS, { start: '2026-03-07T23:45:00.000Z', end: '2026-03-08T00:00:00.000Z' })
    const rows = expectExactRollups().rows.filter((r) => r.workspace_id === WS && r.first_seen_at >= '2026-03-07T23:45' && r.first_seen_at < '2026-03-08')
    expect(night.calls).toBe(rows.length)
    expect(night.durationSum).toBe(rows.reduce((sum, r) => sum + r.peak_duration, 0))
    expect(night.durationMax).toBe(Math.max(...rows.map((r) => r.peak_duration)))
  })

  it('follow ends by a supervisor and by the service, retention and a removed workspace', () => {
    pollAll(30)
    expect(markEnded(db, WS, 'room700', { endedAt: new Date(START + 30 * 60_000).toISOString(), endedBy: 'supervisor' })).toBe(true)
    expectExactRollups()
    const record = pollRecorder(db, WS)
    record(wall(30, WS).slice(0, 100), new Date(START + 30 * 60_000).toISOString())
    expectExactRollups()
    record(wall(31, WS).slice(0, 100), new Date(START + 31 * 60_000).toISOString())
    expectExactRollups()
    expect(pruneSightings(db, '2026-03-08T00:10:00.000Z').sightings).toBeGreaterThan(0)
    expectExactRollups()
    deleteWorkspace(db, WS2)
    const { rows } = expectExactRollups()
    expect(rows.every((r) => r.workspace_id === WS)).toBe(true)
  })
})

it('migration 0010 keeps the call rollups of a version 9 file with live calls in it, and the polls after it keep them exact', () => {
  const temp = tempDir()
  const path = join(temp.dir, 'cache.db')
  const live = (duration: number) =>
    Array.from({ length: 120 }, (_, i) => activeCall(`room${i}`, { aiAgentName: ['Ava', 'Ben'][i % 2]!, duration: duration + i, sentiment: i % 5 === 0 ? 'negative' : 'neutral' }))
  const old = openCache(path, { appSchemaVersion: 9 })
  // Version 9's writer: a sighting per new call, then one UPDATE per call seen again, the triggers rolling up each.
  for (const call of live(30)) insertSighting(old, WS, call, '2026-03-08T11:58:00.000Z')
  const touch = old.sqlite.prepare('UPDATE call_sightings SET last_seen_at = ?, peak_duration = max(peak_duration, ?) WHERE workspace_id = ? AND room_name = ?')
  for (const call of live(150)) touch.run('2026-03-08T12:00:00.000Z', call.duration, WS, call.roomName)
  old.close()
  const db = openCache(path)
  try {
    const sums = () => db.sqlite.prepare(`SELECT grain, sum(duration_sum) AS sum, max(duration_max) AS max, sum(calls) AS calls FROM call_rollups GROUP BY grain ORDER BY grain`).all()
    const fromRows = (max: number) => {
      const rows = db.sqlite.prepare('SELECT sum(peak_duration) AS sum, count(*) AS calls FROM call_sightings').get() as { sum: number; calls: number }
      return ['Q', 'd', 'q'].map((grain) => ({ grain, sum: rows.sum, max, calls: rows.calls }))
    }
    expect(sums()).toEqual(fromRows(150 + 119))
    const record = pollRecorder(db, WS)
    record(live(180), '2026-03-08T12:02:00.000Z')
    expect(sums()).toEqual(fromRows(180 + 119))
    record(live(240).map((call, i) => (i % 10 === 0 ? { ...call, sentiment: 'positive' } : call)), '2026-03-08T12:04:00.000Z')
    expect(sums()).toEqual(fromRows(240 + 119))
    expect(callTotals(db, WS, { start: '2026-03-08T11:45:00.000Z', end: '2026-03-08T12:00:00.000Z' })).toMatchObject({
      calls: 120,
      durationSum: 120 * 240 + (119 * 120) / 2,
      durationMax: 240 + 119,
      positive: 12,
    })
  } finally {
    db.close()
    temp.cleanup()
  }
})
