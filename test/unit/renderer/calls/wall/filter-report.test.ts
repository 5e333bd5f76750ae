import { describe, expect, it } from 'vitest'
import { filterReport, shownLabel } from '../../../../../src/renderer/calls/wall/filter-report'
import { DEFAULT_WALL_RULES, NO_FILTERS, orderWall, wallOf, type WallCalls, type WallFilters } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, matchesFor, T0 } from '../fixtures'

const calls = [
  call('calm', { customerName: 'Cal Calm', sentiment: 'positive' }),
  call('maria', { customerName: 'Maria Lopez', sentiment: 'neutral', transferRequested: true }),
  call('angry', { customerName: 'Ada Angry', sentiment: 'negative', transferRequested: true }),
  call('quiet', { customerName: 'Quinn Quaid', sentiment: 'neutral' }),
]
const wall: WallCalls = wallOf(calls, iso(T0), {}, matchesFor(calls, iso(T0)))
const report = (filters: WallFilters) =>
  filterReport(wall, orderWall(wall, { filters, sort: 'longest', rules: DEFAULT_WALL_RULES, now: T0 }), T0, DEFAULT_WALL_RULES)

describe('the filters never hide an alert silently', () => {
  it('says how many calls of all are shown, and names the hidden pinned calls, most severe first', () => {
    const hidden = report({ ...NO_FILTERS, sentiment: 'positive' })!
    expect(shownLabel(hidden)).toBe('1 of 4 calls shown')
    expect(hidden.hiddenPinned).toEqual(['Ada Angry (Transfer requested · Negative sentiment)', 'Maria Lopez (Transfer requested)'])
  })

  it('names no call when the hidden ones need no attention', () => {
    const hidden = report({ ...NO_FILTERS, transferOnly: true })!
    expect(shownLabel(hidden)).toBe('2 of 4 calls shown')
    expect(hidden.hiddenPinned).toEqual([])
  })

  it('says nothing when the filters hide no call', () => {
    expect(report(NO_FILTERS)).toBeNull()
    expect(report({ ...NO_FILTERS, search: 'a' })).toBeNull()
  })
})
