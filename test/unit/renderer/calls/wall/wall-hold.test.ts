import { describe, expect, it } from 'vitest'
import { DEFAULT_WALL_RULES, NO_FILTERS, applySnapshot, displacedCount, heldOrder, orderWall, wallOf, type WallCalls } from '../../../../../src/renderer/calls/wall/model'
import type { ActiveCall } from '../../../../../src/shared/api'
import { call, iso, matchesFor, snapshot, T0 } from '../fixtures'

const sort = (calls: WallCalls) => orderWall(calls, { filters: NO_FILTERS, sort: 'longest', rules: DEFAULT_WALL_RULES, now: T0 })
const names = (entries: readonly { call: { roomName: string } }[]) => entries.map((e) => e.call.roomName)

const first = wallOf([call('a', { duration: 300 }), call('b', { duration: 200 }), call('c', { duration: 100 })], iso(T0))
const shown = sort(first)

/** A poll changing these calls, with the matches core evaluated on the calls it lists. */
function poll(fields: { changed?: ActiveCall[]; added?: ActiveCall[]; removed?: string[] }) {
  const listed = new Map([...first.values()].map((entry) => [entry.call.roomName, entry.call]))
  for (const roomName of fields.removed ?? []) listed.delete(roomName)
  for (const changed of [...(fields.changed ?? []), ...(fields.added ?? [])]) listed.set(changed.roomName, changed)
  return snapshot({ polledAt: iso(T0), ...fields, matches: matchesFor([...listed.values()], iso(T0)) })
}

describe('holding the order of the wall', () => {
  it('keeps every call in its place when a pin would move one to the top', () => {
    const pinned = applySnapshot(first, poll({ changed: [call('c', { duration: 100, transferRequested: true })] }))
    const sorted = sort(pinned)
    expect(names(sorted)).toEqual(['c', 'a', 'b'])
    const held = heldOrder(shown, sorted)
    expect(names(held)).toEqual(['a', 'b', 'c'])
    // The held card shows the call's latest version (now asking for a human), in its old place.
    expect(held[2]!.call.transferRequested).toBe(true)
    expect(displacedCount(held, sorted)).toBe(3)
  })

  it('adds new calls at the end, so the calls on screen do not move; ended calls leave', () => {
    const next = applySnapshot(first, poll({ added: [call('new', { duration: 900, sentiment: 'negative' })], removed: ['b'] }))
    expect(names(heldOrder(shown, sort(next)))).toEqual(['a', 'c', 'new'])
  })

  it('answers the same array when nothing changed, so a clock tick re-renders nothing', () => {
    expect(heldOrder(shown, sort(first))).toBe(shown)
    expect(displacedCount(shown, sort(first))).toBe(0)
  })

  it('released, the wall takes the sorted order at once', () => {
    const pinned = applySnapshot(first, poll({ changed: [call('b', { duration: 200, sentiment: 'negative' })] }))
    const held = heldOrder(shown, sort(pinned))
    expect(names(held)).toEqual(['a', 'b', 'c'])
    expect(names(sort(pinned))).toEqual(['b', 'a', 'c'])
  })
})
