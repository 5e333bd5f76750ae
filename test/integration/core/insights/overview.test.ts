import { beforeEach, describe, expect, it } from 'vitest'
import { getSighting, recordTransferAnswer, transferRequestsOf, upsertConversations, upsertDispositions, type Cache } from '../../../../src/core/cache'
import { liveInsight } from '../../../../src/core/insights/live'
import { insightsOverview } from '../../../../src/core/insights/overview'
import { pruneOlderThan } from '../../../../src/core/insights/retention'
import { pollRecorder } from '../../../support/polls'
import { activeCall, cachePerTest, conversation, disposition, message, WS } from '../cache/fixtures'

/**
 * Every Insights metric on a small data set checked by hand, written through
 * the real poll path (so the rollup triggers run) into a real SQLite file.
 * New York, on the day its clocks spring forward (2026-03-08: 23 hours, no
 * 02:00); "now" is 12:00 EDT.
 */
const ZONE = 'America/New_York'
const NOW = Date.parse('2026-03-08T16:00:00.000Z')
const TODAY = { preset: 'today' } as const

let db: Cache
cachePerTest((cache) => (db = cache))

beforeEach(() => {
  const poll = pollRecorder(db, WS)
  // Yesterday (March 7): two calls at once.
  poll([activeCall('y1', { duration: 60 }), activeCall('y2', { aiAgentName: 'Ben' })], '2026-03-07T15:00:00.000Z')
  poll([], '2026-03-07T15:01:00.000Z')
  // Today: a1 at 01:10 EST turns negative and back; b1 and c1 ask for a transfer at 03:05 and 03:06 EDT.
  poll([activeCall('a1', { duration: 30 })], '2026-03-08T06:10:00.000Z')
  poll(
    [
      activeCall('a1', { duration: 120, sentiment: 'negative' }),
      activeCall('b1', { aiAgentName: 'Ben', duration: 10, sentiment: 'positive', transferRequested: true }),
    ],
    '2026-03-08T07:05:00.000Z',
  )
  poll(
    [
      activeCall('a1', { duration: 130, sentiment: 'neutral' }),
      activeCall('b1', { aiAgentName: 'Ben', duration: 40, sentiment: 'positive', transferRequested: true }),
      activeCall('c1', { aiAgentName: 'Cleo', duration: 5, sentiment: 'confused', transferRequested: true }),
    ],
    '2026-03-08T07:06:00.000Z',
  )
})

describe('insights over a range', () => {
  beforeEach(() => {
    upsertDispositions(db, WS, [
      disposition('d1', { scheduledAt: '2026-03-08T14:00:00.000Z', createdAt: '2026-03-08T10:00:00.000Z' }),
      disposition('d2', { status: 'completed', scheduledAt: '2026-03-08T13:00:00.000Z', createdAt: '2026-03-08T09:00:00.000Z' }),
      disposition('d3', { disposition: 'voicemail', status: 'failed', scheduledAt: '2026-03-08T15:30:00.000Z', createdAt: '2026-03-08T11:00:00.000Z' }),
      disposition('d4', { scheduledAt: '2026-03-01T12:00:00.000Z', createdAt: '2026-03-01T09:00:00.000Z' }),
      disposition('d5', { scheduledAt: '2026-03-08T20:00:00.000Z', createdAt: '2026-03-08T12:00:00.000Z' }),
    ])
    upsertConversations(db, WS, [
      conversation('c1', [message('m1', 'hi'), message('m2', 'hello'), message('m3', 'bye')], { createdAt: '2026-03-08T12:00:00.000Z' }),
      conversation('c2', [], { createdAt: '2026-03-08T13:00:00.000Z' }),
      conversation('c3', [message('m4', 'hi')], { createdAt: '2026-03-07T12:00:00.000Z' }),
    ])
  })

  const overview = () => insightsOverview(db, WS, TODAY, ZONE, NOW)

  it('cuts today at New York’s midnights and its 23 hours, comparing with yesterday', () => {
    const o = overview()
    expect([o.from, o.to, o.previousFrom, o.previousTo]).toEqual(['2026-03-08', '2026-03-08', '2026-03-07', '2026-03-07'])
    expect(o.hours).toHaveLength(23)
    expect(o.hours.filter((h) => h.calls > 0).map((h) => [h.label, h.calls])).toEqual([
      ['2026-03-08T01:00', 1],
      ['2026-03-08T03:00', 2],
    ])
  })

  it('counts calls, transfers, negative calls and durations', () => {
    const o = overview()
    expect(o.totals).toEqual({
      calls: 3,
      averageDuration: 175 / 3,
      longestDuration: 130,
      askedForTransfer: { count: 2, share: 2 / 3 },
      endedNegative: { count: 0, share: 0 },
      negativeAtAnyTime: { count: 1, share: 1 / 3 },
      sentiment: { positive: 1, neutral: 1, negative: 0, other: 1 },
    })
    expect(o.previous).toEqual({
      calls: 2,
      averageDuration: 35,
      longestDuration: 60,
      askedForTransfer: { count: 0, share: 0 },
      endedNegative: { count: 0, share: 0 },
      negativeAtAnyTime: { count: 0, share: 0 },
      sentiment: { positive: 0, neutral: 2, negative: 0, other: 0 },
    })
  })

  it('gives each day its calls, sentiment mix (the last one seen), peak concurrency, callbacks and conversations', () => {
    const { totals } = overview()
    expect(overview().days).toEqual([
      {
        ...totals,
        day: '2026-03-08',
        peakConcurrent: 3,
        callbacksDue: 4,
        callbacksDone: 2,
        conversations: 2,
        messages: 3,
      },
    ])
  })

  it('lists the agents with their rates, most calls first', () => {
    expect(overview().agents.map((a) => [a.aiAgentName, a.calls, a.averageDuration, a.askedForTransfer.share, a.negativeAtAnyTime.share])).toEqual([
      ['Ava', 1, 130, 0, 1],
      ['Ben', 1, 40, 1, 0],
      ['Cleo', 1, 5, 1, 0],
    ])
  })

  it('counts overdue callbacks by age and completion by disposition type and status', () => {
    const { callbacks } = overview()
    expect(callbacks.overdue).toBe(2)
    expect(callbacks.overdueByAge.map((b) => b.count)).toEqual([0, 1, 0, 0, 1])
    expect(callbacks.byKind).toEqual([
      {
        disposition: 'callback',
        total: 3,
        completed: 1,
        completionRate: 1 / 3,
        statuses: [
          { status: 'scheduled', count: 2 },
          { status: 'completed', count: 1 },
        ],
      },
      { disposition: 'voicemail', total: 1, completed: 0, completionRate: 0, statuses: [{ status: 'failed', count: 1 }] },
    ])
  })

  it('averages the messages per conversation and bands them', () => {
    const { conversations } = overview()
    expect(conversations.averageMessages).toBe(1.5)
    expect(conversations.byLength.map((b) => [b.label, b.count])).toEqual([
      ['none', 1],
      ['1–2', 0],
      ['3–5', 1],
      ['6–10', 0],
      ['11–20', 0],
      ['over 20', 0],
    ])
  })

  it('fills the days of 7 days with zeros where nothing happened', () => {
    const o = insightsOverview(db, WS, { preset: '7d' }, ZONE, NOW)
    expect(o.days.map((d) => [d.day, d.calls, d.peakConcurrent])).toEqual([
      ['2026-03-02', 0, 0],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 0, 0],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 2, 2],
      ['2026-03-08', 3, 3],
    ])
    expect(o.hours).toHaveLength(7 * 24 - 1)
  })

  it('sums an agent over whole UTC days and the quarter hours at the range’s edges alike', () => {
    // March 7–8 in New York: March 7, 05:00 UTC to March 9, 04:00 UTC; yesterday's calls fall in the first edge.
    const o = insightsOverview(db, WS, { preset: 'custom', from: '2026-03-07', to: '2026-03-08' }, ZONE, NOW)
    expect(o.agents.map((a) => [a.aiAgentName, a.calls, a.averageDuration, a.askedForTransfer.share])).toEqual([
      ['Ava', 2, 95, 0],
      ['Ben', 2, 25, 0.5],
      ['Cleo', 1, 5, 1],
    ])
    expect(insightsOverview(db, WS, { preset: '7d' }, ZONE, NOW).agents.map((a) => [a.aiAgentName, a.calls])).toEqual([
      ['Ava', 2],
      ['Ben', 2],
      ['Cleo', 1],
    ])
  })

  it('refuses a custom range longer than 92 days', () => {
    expect(() => insightsOverview(db, WS, { preset: 'custom', from: '2026-01-01', to: '2026-06-30' }, ZONE, NOW)).toThrow(/at most 92 days/)
  })
})

describe('the rollups follow every write', () => {
  it('moves a call to its new agent and finds the longest call again', () => {
    const poll = pollRecorder(db, WS)
    poll([activeCall('a1', { duration: 140, aiAgentName: 'Dana', sentiment: 'neutral' })], '2026-03-08T07:07:00.000Z')
    const o = insightsOverview(db, WS, TODAY, ZONE, NOW)
    expect(o.agents.map((a) => [a.aiAgentName, a.calls, a.averageDuration])).toEqual([
      ['Ben', 1, 40],
      ['Cleo', 1, 5],
      ['Dana', 1, 140],
    ])
    expect(o.totals).toMatchObject({ calls: 3, negativeAtAnyTime: { count: 1 }, longestDuration: 140 })
  })
})

describe('transfer answered in', () => {
  it('keeps the wait from the request first seen to the take-over, once per call, and only for a request seen', () => {
    expect(transferRequestsOf(db, WS, ['b1', 'c1', 'a1'])).toEqual(
      new Map([
        ['b1', { since: '2026-03-08T07:05:00.000Z', answered: false }],
        ['c1', { since: '2026-03-08T07:06:00.000Z', answered: false }],
        ['a1', { since: null, answered: false }],
      ]),
    )
    expect(recordTransferAnswer(db, WS, 'b1', '2026-03-08T07:06:12.000Z')).toBe(72)
    expect(recordTransferAnswer(db, WS, 'b1', '2026-03-08T07:09:00.000Z')).toBeNull()
    expect(recordTransferAnswer(db, WS, 'a1', '2026-03-08T07:09:00.000Z')).toBeNull()
    expect(transferRequestsOf(db, WS, ['b1']).get('b1')).toEqual({ since: '2026-03-08T07:05:00.000Z', answered: true })
  })

  it('gives the median, the 90th percentile (nearest rank) and the count, per agent and per day', () => {
    const poll = pollRecorder(db, WS)
    const asking = (room: string, aiAgentName: string) => activeCall(room, { aiAgentName, transferRequested: true })
    poll([asking('d1', 'Ben'), asking('e1', 'Ben'), asking('f1', 'Cleo')], '2026-03-08T15:00:00.000Z')
    recordTransferAnswer(db, WS, 'b1', '2026-03-08T07:06:12.000Z')
    recordTransferAnswer(db, WS, 'c1', '2026-03-08T07:08:00.000Z')
    recordTransferAnswer(db, WS, 'd1', '2026-03-08T15:00:30.000Z')
    recordTransferAnswer(db, WS, 'e1', '2026-03-08T15:05:00.000Z')
    recordTransferAnswer(db, WS, 'f1', '2026-03-08T15:00:10.000Z')
    const today = insightsOverview(db, WS, TODAY, ZONE, NOW).transferAnswered
    // Waits 72, 120, 30, 300 and 10 s: sorted 10, 30, 72, 120, 300.
    expect(today.totals).toEqual({ answered: 5, medianSeconds: 72, p90Seconds: 300 })
    expect(today.byAgent).toEqual([
      { aiAgentName: 'Ben', answered: 3, medianSeconds: 72, p90Seconds: 300 },
      { aiAgentName: 'Cleo', answered: 2, medianSeconds: 10, p90Seconds: 120 },
    ])
    expect(today.byDay).toEqual([{ day: '2026-03-08', answered: 5, medianSeconds: 72, p90Seconds: 300 }])
    const week = insightsOverview(db, WS, { preset: '7d' }, ZONE, NOW).transferAnswered
    expect(week.byDay.at(-2)).toMatchObject({ answered: 0, medianSeconds: null, p90Seconds: null })
    expect(week.totals.answered).toBe(5)
  })
})

describe('live now', () => {
  it('shows the last hour a minute a point, and the calls of the latest poll', () => {
    const live = liveInsight(db, WS, Date.parse('2026-03-08T07:06:30.000Z'))
    expect(live.minutes).toHaveLength(60)
    expect(live.minutes.at(-1)).toEqual({ minute: '2026-03-08T07:06:00.000Z', calls: 3 })
    expect(live.minutes.at(-2)).toEqual({ minute: '2026-03-08T07:05:00.000Z', calls: 2 })
    expect(live.minutes.find((m) => m.minute === '2026-03-08T06:10:00.000Z')).toEqual({ minute: '2026-03-08T06:10:00.000Z', calls: 1 })
    expect(live.minutes.filter((m) => m.calls === null)).toHaveLength(57)
    expect(live).toMatchObject({
      active: 3,
      transfersWaiting: 2,
      longest: { roomName: 'a1', customer: 'Ana Pérez', aiAgentName: 'Ava', duration: 130 },
    })
  })
})

describe('retention', () => {
  it('prunes calls first seen before the UTC day of the cut, with their rollups and concurrency, keeping the rest', () => {
    // A day before 10:00 UTC on March 9 is March 8, 10:00: the cut moves back to March 8, 00:00 UTC.
    expect(pruneOlderThan(db, 1, Date.parse('2026-03-09T10:00:00.000Z'))).toBe(2)
    expect(getSighting(db, WS, 'y1')).toBeUndefined()
    expect(getSighting(db, WS, 'a1')).toBeDefined()
    const o = insightsOverview(db, WS, { preset: '7d' }, ZONE, NOW)
    expect(o.days.map((d) => [d.calls, d.peakConcurrent]).slice(-2)).toEqual([
      [0, 0],
      [3, 3],
    ])
    expect(o.totals.calls).toBe(3)
  })
})
