import { describe, expect, it } from 'vitest'
import { applySnapshot, customerLabel, liveDuration, wallOf, withEnding, withoutCalls } from '../../../../../src/renderer/calls/wall/model'
import { formatDuration } from '../../../../../src/renderer/lib/format'
import { call, iso, snapshot, T0 } from '../fixtures'

describe('applying poll snapshots to the wall', () => {
  it('a full snapshot replaces the whole wall', () => {
    const before = wallOf([call('a'), call('b')], iso(T0))
    const after = applySnapshot(before, snapshot({ full: true, added: [call('c')], polledAt: iso(T0 + 2000) }))
    expect([...after.keys()]).toEqual(['c'])
  })

  it('a diff adds, changes and removes by roomName and leaves untouched calls as the same objects', () => {
    const before = wallOf([call('a'), call('b'), call('c')], iso(T0))
    const after = applySnapshot(
      before,
      snapshot({
        added: [call('d')],
        changed: [call('b', { sentiment: 'negative' })],
        removed: ['c'],
        polledAt: iso(T0 + 2000),
      }),
    )
    expect([...after.keys()].sort()).toEqual(['a', 'b', 'd'])
    expect(after.get('a')).toBe(before.get('a'))
    expect(after.get('b')?.call.sentiment).toBe('negative')
    expect(after.get('b')?.seenAt).toBe(T0 + 2000)
    expect(before.has('c')).toBe(true)
  })

  it('ignores calls the supervisor just ended when a late poll still lists them', () => {
    const before = wallOf([call('a')], iso(T0))
    const after = applySnapshot(before, snapshot({ changed: [call('gone', { lastMessage: 'late' })], polledAt: iso(T0 + 2000) }), new Set(['gone']))
    expect(after.has('gone')).toBe(false)
  })

  it('a call being ended stays "Ending…" through a poll that changed it, and can be unmarked', () => {
    const before = withEnding(wallOf([call('a'), call('b')], iso(T0)), 'a', true)
    expect(before.get('a')?.ending).toBe(true)
    const after = applySnapshot(before, snapshot({ changed: [call('a', { lastMessage: 'Bye' }), call('b', { lastMessage: 'Hi' })], polledAt: iso(T0 + 2000) }))
    expect(after.get('a')).toMatchObject({ ending: true, call: { lastMessage: 'Bye' } })
    expect(after.get('b')?.ending).toBeUndefined()
    expect(withEnding(after, 'a', false).get('a')?.ending).toBeUndefined()
    expect(withEnding(after, 'zzz', true)).toBe(after)
  })

  it('removes calls without touching the original map', () => {
    const before = wallOf([call('a'), call('b')], iso(T0))
    expect([...withoutCalls(before, ['a']).keys()]).toEqual(['b'])
    expect(before.size).toBe(2)
  })
})

describe('durations between polls', () => {
  it('extrapolate from the poll that delivered the call, in whole seconds', () => {
    const [entry] = wallOf([call('a', { duration: 100 })], iso(T0)).values()
    expect(liveDuration(entry!, T0)).toBe(100)
    expect(liveDuration(entry!, T0 + 999)).toBe(100)
    expect(liveDuration(entry!, T0 + 1000)).toBe(101)
    expect(liveDuration(entry!, T0 + 61_500)).toBe(161)
  })

  it('are corrected by the next poll that brings the call', () => {
    const before = wallOf([call('a', { duration: 100 })], iso(T0))
    // The wall's guess at T0+10s is 110; the service says 105 (e.g. it was paused).
    const after = applySnapshot(before, snapshot({ changed: [call('a', { duration: 105, lastMessage: 'x' })], polledAt: iso(T0 + 10_000) }))
    expect(liveDuration(after.get('a')!, T0 + 10_000)).toBe(105)
    expect(liveDuration(after.get('a')!, T0 + 12_000)).toBe(107)
  })

  it('never count backwards when the clock is behind the poll', () => {
    const [entry] = wallOf([call('a', { duration: 100 })], iso(T0)).values()
    expect(liveDuration(entry!, T0 - 5000)).toBe(100)
  })

  it('format as m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(3599)).toBe('59:59')
    expect(formatDuration(3600 + 2 * 60 + 9)).toBe('1:02:09')
  })
})

describe('customer label', () => {
  it('prefers the name, then the phone, then says it is a web visitor', () => {
    expect(customerLabel(call('a', { customerName: 'Ada' }))).toBe('Ada')
    expect(customerLabel(call('a', { customerName: null }))).toBe('+14155550123')
    expect(customerLabel(call('a', { customerName: undefined, customerPhone: '', type: 'web' }))).toBe('Web visitor')
  })
})
