import { describe, expect, it } from 'vitest'
import { siftList, type QuarantinedItem } from '../../../../src/core/api'
import { ActiveCall } from '../../../../src/shared/api'
import { KeptCalls } from '../../../../src/core/calls/calls-feed'
import { comparePoll } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'

/** The calls of a poll already kept. */
function byRoom(calls: readonly ActiveCall[]): KeptCalls {
  const kept = new KeptCalls()
  comparePoll(kept, calls)
  return kept
}

describe('PollComparison', () => {
  it('lists every call as added against an empty wall', () => {
    const calls = [activeCall('room_a'), activeCall('room_b')]
    const diff = comparePoll(new KeptCalls(), calls)
    expect(diff.added.map((c) => c.roomName)).toEqual(['room_a', 'room_b'])
    expect(diff.changed).toEqual([])
    expect(diff.removed).toEqual([])
  })

  it('finds added, changed and removed calls by roomName', () => {
    const previous = byRoom([activeCall('room_a'), activeCall('room_b'), activeCall('room_c')])
    const next = [
      activeCall('room_a', { sentiment: 'negative' }),
      activeCall('room_c'),
      activeCall('room_d'),
    ]
    const diff = comparePoll(previous, next)
    expect(diff.added.map((c) => c.roomName)).toEqual(['room_d'])
    expect(diff.changed.map((c) => c.roomName)).toEqual(['room_a'])
    expect(diff.changed[0]?.sentiment).toBe('negative')
    expect(diff.removed).toEqual(['room_b'])
    expect(diff.current.map((c) => c.roomName)).toEqual(['room_a', 'room_c', 'room_d'])
  })

  it('does not count a growing duration as a change, but a transfer request or a new participant is one', () => {
    const before = activeCall('room_a', { duration: 10 })
    const previous = byRoom([before, activeCall('room_b'), activeCall('room_c')])
    const diff = comparePoll(previous, [
      activeCall('room_a', { duration: 12 }),
      activeCall('room_b', { transferRequested: true }),
      activeCall('room_c', {
        participants: [...before.participants, { identity: 'supervisor-1', isAgent: false, joinedAt: '2025-05-01T09:00:05.000Z' }],
      }),
    ])
    expect(diff.changed.map((c) => c.roomName)).toEqual(['room_b', 'room_c'])
    expect(diff.current.find((c) => c.roomName === 'room_a')?.duration).toBe(12)
  })

  it('treats a missing customerName like a null one and keeps the first of two calls with one roomName', () => {
    const withNull = activeCall('room_a', { customerName: null })
    const { customerName: _omitted, ...withoutName } = withNull
    const diff = comparePoll(byRoom([withNull]), [withoutName, activeCall('room_a', { sentiment: 'negative' })])
    expect(diff.changed).toEqual([])
    expect(diff.current).toEqual([withoutName])
  })

  it('counts a change of any field but duration, down to a participant’s, as a change', () => {
    const before = activeCall('room_a')
    const changes: Partial<ActiveCall>[] = [
      { id: 'call_other' },
      { customerPhone: '+14155550999' },
      { customerName: 'Grace Hopper' },
      { aiAgentName: 'Support Agent' },
      { status: 'on-hold' },
      { sentiment: 'negative' },
      { lastMessage: 'Something else' },
      { transferRequested: true },
      { type: 'web' },
      { participants: before.participants.slice(0, 1) },
      ...(['identity', 'isAgent', 'joinedAt'] as const).map((key) => ({
        participants: [{ ...before.participants[0]!, [key]: key === 'isAgent' ? true : '2025-05-01T09:00:00.000Z' }, before.participants[1]!],
      })),
    ]
    const fields = new Set(changes.flatMap((change) => Object.keys(change)))
    // Every field of a call is changed above but the two that cannot change a call: its roomName, and duration.
    expect([...fields, 'roomName', 'duration'].sort()).toEqual(Object.keys(before).sort())
    for (const change of changes) {
      expect(comparePoll(byRoom([before]), [{ ...before, ...change }]).changed, JSON.stringify(change)).toHaveLength(1)
    }
  })

  it('finds the same calls added, changed and removed when calls end, start and move anywhere in the list', () => {
    const rooms = Array.from({ length: 40 }, (_, i) => `room_${i}`)
    const previous = byRoom(rooms.map((room) => activeCall(room)))
    // Ended: every 7th; started: one at the front, two in the middle, one at the end; moved: 11 and 29 swap; changed: every 5th.
    const staying = rooms.filter((_, i) => i % 7 !== 3)
    const swapped = staying.map((room) => (room === 'room_11' ? 'room_29' : room === 'room_29' ? 'room_11' : room))
    const order = ['new_a', ...swapped.slice(0, 15), 'new_b', 'new_c', ...swapped.slice(15), 'new_d']
    const next = order.map((room) => activeCall(room, { duration: 99, ...(Number(room.split('_')[1]) % 5 === 0 ? { sentiment: 'negative' } : {}) }))
    const diff = comparePoll(previous, next)
    expect(diff.added.map((c) => c.roomName)).toEqual(['new_a', 'new_b', 'new_c', 'new_d'])
    expect(diff.changed.map((c) => c.roomName).sort()).toEqual(staying.filter((room) => Number(room.split('_')[1]) % 5 === 0).sort())
    expect(diff.removed.sort()).toEqual(rooms.filter((_, i) => i % 7 === 3).sort())
    expect(diff.current.map((c) => c.roomName)).toEqual(order)
  })

  it('counts a change of any field but the duration, participants compared one by one', () => {
    const before = activeCall('room_a')
    const changes: Partial<ActiveCall>[] = [
      { id: 'call_other' },
      { customerPhone: '+14155550199' },
      { customerName: 'Someone Else' },
      { aiAgentName: 'Other agent' },
      { status: 'on-hold' },
      { sentiment: 'positive' },
      { lastMessage: 'Something new' },
      { type: 'web' },
      { participants: before.participants.map((p, i) => (i === 0 ? { ...p, joinedAt: '2025-05-01T09:01:00.000Z' } : p)) },
      { participants: before.participants.map((p, i) => (i === 0 ? { ...p, isAgent: !p.isAgent } : p)) },
      { participants: [] },
    ]
    for (const change of changes) {
      const diff = comparePoll(byRoom([before]), [{ ...before, ...change, duration: before.duration + 2 }])
      expect(diff.changed, JSON.stringify(change)).toHaveLength(1)
    }
    expect(comparePoll(byRoom([before]), [structuredClone(before)]).changed).toEqual([])
  })

  it('repairs or sets aside an odd call among equal ones as the tolerant reader does, and diffs what it kept', () => {
    const kept = byRoom(['room_a', 'room_b', 'room_c', 'room_d'].map((room) => activeCall(room)))
    const body = JSON.parse(
      JSON.stringify({
        data: [
          activeCall('room_a', { duration: 32 }),
          { ...activeCall('room_b', { duration: 32 }), lastMessage: null },
          { ...activeCall('room_c'), duration: '32' },
          activeCall('room_d', { duration: 32 }),
        ],
      }),
    ) as unknown
    const comparison = kept.compare()
    const sifted = siftList(body, { resource: 'activeCalls', item: ActiveCall, read: comparison.read })
    const diff = comparison.diff()
    expect(sifted.quarantined).toEqual<QuarantinedItem[]>([{ resource: 'activeCalls', itemId: 'call_room_c', reason: 'duration: Invalid input: expected number, received string' }])
    expect(sifted.repaired).toBe(1)
    expect((sifted.body as { data: ActiveCall[] }).data).toEqual(diff.current)
    expect(diff.current.map((c) => [c.roomName, c.duration, c.lastMessage])).toEqual([
      ['room_a', 32, 'Hello'],
      ['room_b', 32, ''],
      ['room_d', 32, 'Hello'],
    ])
    expect(diff.changed.map((c) => c.roomName)).toEqual(['room_b'])
    expect(diff.removed).toEqual(['room_c'])
  })

  it('reads a call equal but for a field it does not know without that field, and not as a change', () => {
    const kept = byRoom([activeCall('room_a'), activeCall('room_b')])
    const diff = comparePoll(kept, [{ ...activeCall('room_a', { duration: 40 }), recording: 'on' }, { ...activeCall('room_b'), participants: activeCall('room_b').participants.map((p) => ({ ...p, muted: false })) }])
    expect(diff.changed).toEqual([])
    expect(diff.current).toEqual([activeCall('room_a', { duration: 40 }), activeCall('room_b')])
    expect(diff.current[0]).not.toHaveProperty('recording')
    expect(diff.current[1]!.participants[0]).not.toHaveProperty('muted')
  })

  it('compares a poll that failed again with the kept calls: nothing of it is kept until `keep`', () => {
    const kept = byRoom([activeCall('room_a'), activeCall('room_b')])
    const failed = kept.compare()
    for (const call of [activeCall('room_b', { sentiment: 'negative' }), activeCall('room_c')]) failed.read(call)
    expect(failed.diff().removed).toEqual(['room_a'])
    const again = comparePoll(kept, [activeCall('room_b', { sentiment: 'negative' }), activeCall('room_c')])
    expect(again.added.map((c) => c.roomName)).toEqual(['room_c'])
    expect(again.changed.map((c) => c.roomName)).toEqual(['room_b'])
    expect(again.removed).toEqual(['room_a'])
  })
})
