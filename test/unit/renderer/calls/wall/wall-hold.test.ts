import { describe, expect, it } from 'vitest'
import { displacedCount, holdLabel, holdWall, waitingLabel } from '../../../../../src/renderer/calls/wall/hold'
import { DEFAULT_WALL_RULES, NO_FILTERS, applySnapshot, orderWall, wallOf, type WallCall, type WallCalls } from '../../../../../src/renderer/calls/wall/model'
import type { ActiveCall } from '../../../../../src/shared/api'
import { call, iso, matchesFor, snapshot, T0 } from '../fixtures'

const sort = (calls: WallCalls, filters = NO_FILTERS) => orderWall(calls, { filters, sort: 'longest', rules: DEFAULT_WALL_RULES, now: T0 })
const names = (entries: readonly WallCall[]) => entries.map((e) => e.call.roomName)
const NOTHING_ENDED_HERE = new Set<string>()
const hold = (previous: readonly WallCall[], calls: WallCalls, endedHere: ReadonlySet<string> = NOTHING_ENDED_HERE) =>
  holdWall(previous, calls, sort(calls), { now: T0 + 5_000, endedHere })

const first = wallOf([call('a', { duration: 300 }), call('b', { duration: 200 }), call('c', { duration: 100 })], iso(T0))
const shown = sort(first)

/** A poll changing these calls, with the matches core evaluated on the calls it lists. */
function poll(fields: { changed?: ActiveCall[]; added?: ActiveCall[]; removed?: string[] }, from: WallCalls = first) {
  const listed = new Map([...from.values()].map((entry) => [entry.call.roomName, entry.call]))
  for (const roomName of fields.removed ?? []) listed.delete(roomName)
  for (const changed of [...(fields.changed ?? []), ...(fields.added ?? [])]) listed.set(changed.roomName, changed)
  return applySnapshot(from, snapshot({ polledAt: iso(T0), ...fields, matches: matchesFor([...listed.values()], iso(T0)) }))
}

describe('holding the order of the wall', () => {
  it('keeps every call in its place when a pin would move one to the top', () => {
    const pinned = poll({ changed: [call('c', { duration: 100, transferRequested: true })] })
    expect(names(sort(pinned))).toEqual(['c', 'a', 'b'])
    const held = hold(shown, pinned)
    expect(names(held.shown)).toEqual(['a', 'b', 'c'])
    // The held card shows the call's latest version (now asking for a human), in its old place.
    expect(held.shown[2]!.call.transferRequested).toBe(true)
    expect(displacedCount(held.shown, sort(pinned))).toBe(3)
  })

  it('keeps an ended call in its place, marked ended when first seen gone, so the calls below it do not slide up', () => {
    const next = poll({ removed: ['a'] })
    const held = hold(shown, next)
    expect(names(held.shown)).toEqual(['a', 'b', 'c'])
    expect(held.shown[0]!.endedAt).toBe(T0 + 5_000)
    expect(held.shown[1]!.endedAt).toBeUndefined()
    // Later polls keep the same ended entry (its duration stopped at the first sighting).
    const later = holdWall(held.shown, next, sort(next), { now: T0 + 9_000, endedHere: NOTHING_ENDED_HERE })
    expect(later.shown).toBe(held.shown)
  })

  it('lets a call the supervisor ended here leave, as asked', () => {
    expect(names(hold(shown, poll({ removed: ['b'] }), new Set(['b'])).shown)).toEqual(['a', 'c'])
  })

  it('keeps new calls behind the bar, in sorted order, and counts the pinned among them', () => {
    const next = poll({ added: [call('new', { duration: 900 }), call('asks', { duration: 20, transferRequested: true })] })
    const held = hold(shown, next)
    expect(names(held.shown)).toEqual(['a', 'b', 'c'])
    expect(names(held.waiting)).toEqual(['asks', 'new'])
    expect(waitingLabel(held.waiting, T0, DEFAULT_WALL_RULES)).toBe('2 new calls, 1 pinned')
    expect(waitingLabel(held.waiting.slice(1), T0, DEFAULT_WALL_RULES)).toBe('1 new call')
    expect(waitingLabel([], T0, DEFAULT_WALL_RULES)).toBe('')
  })

  it('keeps a live call that no longer matches the filters in its place', () => {
    const negativeOnly = { ...NO_FILTERS, sentiment: 'negative' }
    const all = poll({ changed: [call('a', { duration: 300, sentiment: 'negative' }), call('b', { duration: 200, sentiment: 'negative' })] })
    const shownNegative = sort(all, negativeOnly)
    const next = poll({ changed: [call('a', { duration: 300, sentiment: 'positive' })] }, all)
    const held = holdWall(shownNegative, next, sort(next, negativeOnly), { now: T0, endedHere: NOTHING_ENDED_HERE })
    expect(names(held.shown)).toEqual(['a', 'b'])
    expect(held.shown[0]!.call.sentiment).toBe('positive')
    expect(held.waiting).toEqual([])
  })

  it('holds nothing from an empty wall: the calls that arrive show at once', () => {
    const held = hold([], first)
    expect(names(held.shown)).toEqual(names(shown))
    expect(held.waiting).toEqual([])
  })

  it('answers the same array when nothing changed, so a clock tick re-renders nothing', () => {
    expect(hold(shown, first).shown).toBe(shown)
    expect(displacedCount(shown, sort(first))).toBe(0)
  })

  it('says how long past a minute, and how to end it', () => {
    expect(holdLabel(59_000, 0)).toBe('Order held')
    expect(holdLabel(10_000, 2)).toBe('Order held · 2 to move')
    expect(holdLabel(61_000, 0)).toBe('Order held for 1 min — move the pointer away or press Esc to update')
    expect(holdLabel(125_000, 3)).toBe('Order held for 2 min · 3 to move — move the pointer away or press Esc to update')
  })
})
