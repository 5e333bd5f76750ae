import { beforeEach, describe, expect, it } from 'vitest'
import { zonedDayBuckets } from '../../../../src/shared/time/zoned-buckets'
import {
  countSightingsBySpan,
  sightingsExtent,
  getSighting,
  listSightings,
  markEnded,
} from '../../../../src/core/cache'
import type { Cache } from '../../../../src/core/cache'
import { pollRecorder } from '../../../support/polls'
import { activeCall, cachePerTest, WS } from './fixtures'

let db: Cache
let poll: ReturnType<typeof pollRecorder>
cachePerTest((opened) => {
  db = opened
  poll = pollRecorder(db, WS)
})

const t = (second: number) => new Date(Date.UTC(2025, 2, 3, 10, 0, second)).toISOString()

describe('the sightings of successive polls', () => {
  it('adds new calls and keeps what was first seen', () => {
    const diff = poll([activeCall('room-a'), activeCall('room-b', { customerName: null })], t(0))
    expect(diff).toEqual({ added: ['room-a', 'room-b'], changed: [], removed: [] })
    expect(getSighting(db, WS, 'room-a')).toMatchObject({
      callId: 'call_room-a',
      customerName: 'Ana Pérez',
      customerPhone: '+14155550100',
      aiAgentName: 'Ava',
      type: 'phone',
      firstSeenAt: t(0),
      lastSeenAt: t(0),
      peakDuration: 10,
      lastSentiment: 'neutral',
      active: true,
      endedAt: null,
      endedBy: null,
    })
    expect(getSighting(db, WS, 'room-b')?.customerName).toBeNull()
  })

  it('reports sentiment, message and transfer changes, but not a growing duration, and keeps a timeline', () => {
    poll([activeCall('room-a'), activeCall('room-b')], t(0))
    const quiet = poll([activeCall('room-a', { duration: 12 }), activeCall('room-b', { duration: 12 })], t(2))
    expect(quiet).toEqual({ added: [], changed: [], removed: [] })

    const diff = poll(
      [
        activeCall('room-a', { duration: 14, sentiment: 'negative', lastMessage: 'This is the third time I call!' }),
        activeCall('room-b', { duration: 14, transferRequested: true }),
      ],
      t(4),
    )
    expect(diff).toEqual({ added: [], changed: ['room-a', 'room-b'], removed: [] })
    const a = getSighting(db, WS, 'room-a')
    expect(a).toMatchObject({ peakDuration: 14, lastSeenAt: t(4), lastSentiment: 'negative' })
    expect(a?.events).toEqual([
      { at: t(0), kind: 'sentiment', value: 'neutral' },
      { at: t(0), kind: 'message', value: 'Hello, how can I help?' },
      { at: t(4), kind: 'sentiment', value: 'negative' },
      { at: t(4), kind: 'message', value: 'This is the third time I call!' },
    ])
    expect(getSighting(db, WS, 'room-b')?.events.at(-1)).toEqual({ at: t(4), kind: 'transfer', value: 'requested' })
  })

  it('keeps a transfer request once seen, and the longest duration', () => {
    poll([activeCall('room-a', { transferRequested: true, duration: 30 })], t(0))
    poll([activeCall('room-a', { transferRequested: false, duration: 5 })], t(2))
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ transferRequested: true, peakDuration: 30 })
  })

  it('ends calls missing from a snapshot remotely, at their last sighting', () => {
    poll([activeCall('room-a'), activeCall('room-b')], t(0))
    poll([activeCall('room-a'), activeCall('room-b')], t(2))
    const diff = poll([activeCall('room-b')], t(4))
    expect(diff).toEqual({ added: [], changed: [], removed: ['room-a'] })
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ active: false, endedAt: t(2), endedBy: 'remote' })
    expect(poll([activeCall('room-b')], t(6)).removed).toEqual([])
  })

  it('keeps the supervisor as the one who ended a call, whatever the polls saw', () => {
    poll([activeCall('room-a'), activeCall('room-b')], t(0))
    expect(markEnded(db, WS, 'room-a', { endedAt: t(1), endedBy: 'supervisor' })).toBe(true)
    // The service still lists it for one more poll, then drops it.
    expect(poll([activeCall('room-a'), activeCall('room-b')], t(2)).added).toEqual([])
    poll([activeCall('room-b')], t(4))
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ active: false, endedAt: t(1), endedBy: 'supervisor' })

    // A poll may see a call gone before the end-call answer arrives.
    poll([], t(6))
    expect(getSighting(db, WS, 'room-b')?.endedBy).toBe('remote')
    expect(markEnded(db, WS, 'room-b', { endedAt: t(5), endedBy: 'supervisor' })).toBe(true)
    expect(getSighting(db, WS, 'room-b')).toMatchObject({ endedAt: t(5), endedBy: 'supervisor' })
    expect(markEnded(db, WS, 'room-b', { endedAt: t(7), endedBy: 'remote' })).toBe(false)
    // A second end by a supervisor (a retried click) keeps the time of the first.
    expect(markEnded(db, WS, 'room-b', { endedAt: t(8), endedBy: 'supervisor' })).toBe(false)
    expect(getSighting(db, WS, 'room-b')).toMatchObject({ endedAt: t(5), endedBy: 'supervisor' })
    expect(markEnded(db, WS, 'room-unknown', { endedAt: t(7), endedBy: 'supervisor' })).toBe(false)
  })

  it('reopens a call that a missed poll had ended remotely', () => {
    poll([activeCall('room-a')], t(0))
    poll([], t(2))
    const diff = poll([activeCall('room-a', { duration: 20 })], t(4))
    expect(diff.added).toEqual(['room-a'])
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ active: true, endedAt: null, endedBy: null, firstSeenAt: t(0) })
  })

  it('ends, at the first poll after a restart, the calls the cache still had as live', () => {
    poll([activeCall('room-a'), activeCall('room-b')], t(0))
    const restarted = pollRecorder(db, WS)
    expect(restarted([activeCall('room-b', { duration: 12 })], t(8))).toEqual({ added: ['room-b'], changed: [], removed: [] })
    expect(getSighting(db, WS, 'room-a')).toMatchObject({ active: false, endedAt: t(0), endedBy: 'remote' })
    expect(getSighting(db, WS, 'room-b')).toMatchObject({ active: true, lastSeenAt: t(8), peakDuration: 12, firstSeenAt: t(0) })
    expect(getSighting(db, WS, 'room-b')?.events).toHaveLength(2)
  })

  it('counts a room listed twice in one snapshot once', () => {
    expect(poll([activeCall('room-a'), activeCall('room-a')], t(0)).added).toEqual(['room-a'])
    expect(getSighting(db, WS, 'room-a')?.events).toHaveLength(2)
  })
})

describe('listing sightings', () => {
  beforeEach(() => {
    const day = (d: number, h: number) => new Date(Date.UTC(2025, 2, d, h)).toISOString()
    poll([activeCall('r1', { aiAgentName: 'Ava', sentiment: 'positive' })], day(1, 9))
    poll([activeCall('r2', { aiAgentName: 'Ben', sentiment: 'negative', transferRequested: true })], day(1, 23))
    poll([activeCall('r3', { aiAgentName: 'Ava', sentiment: 'negative' })], day(2, 10))
    poll([activeCall('r3', { aiAgentName: 'Ava', sentiment: 'negative' }), activeCall('r4')], day(3, 10))
  })

  const rooms = (filter: Parameters<typeof listSightings>[2]) => listSightings(db, WS, filter).data.map((s) => s.roomName)

  it.each([
    [{}, ['r4', 'r3', 'r2', 'r1']],
    [{ aiAgentName: 'Ava' }, ['r4', 'r3', 'r1']],
    [{ sentiment: 'negative' }, ['r3', 'r2']],
    [{ transferRequested: true }, ['r2']],
    [{ active: true }, ['r4', 'r3']],
    [{ from: '2025-03-01T12:00:00Z', to: '2025-03-03T00:00:00Z' }, ['r3', 'r2']],
    [{ limit: 2, page: 2 }, ['r2', 'r1']],
  ])('filters and pages by %o', (filter, expected) => {
    expect(rooms(filter)).toEqual(expected)
  })

  it('counts calls per span (the days of a zone) and knows the first and last call', () => {
    expect(sightingsExtent(db, WS)).toEqual({ first: expect.stringMatching(/^2025-03-01/), last: expect.stringMatching(/^2025-03-03/) })
    expect(sightingsExtent(db, WS, { aiAgentName: 'nobody' })).toBeNull()
    const utc = zonedDayBuckets('2025-03-01', '2025-03-03', 'UTC')
    expect(countSightingsBySpan(db, WS, {}, utc)).toEqual([2, 1, 1])
    // In Berlin (UTC+1) the 23:00 call of March 1st falls on March 2nd.
    const berlin = zonedDayBuckets('2025-03-01', '2025-03-03', 'Europe/Berlin')
    expect(countSightingsBySpan(db, WS, { sentiment: 'negative' }, berlin)).toEqual([0, 2, 0])
  })
})
