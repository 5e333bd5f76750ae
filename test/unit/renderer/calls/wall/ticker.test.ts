import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { visibleTicker, type VisibilitySource } from '../../../../../src/renderer/calls/wall/clock.svelte'

/** A document whose visibility the test sets, firing `visibilitychange` as a browser does. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  set(state: DocumentVisibilityState): void {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

describe('visibleTicker', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00.000Z') }))
  afterEach(() => vi.useRealTimers())

  it('ticks every second while visible, never while hidden, and at once when shown again', () => {
    const doc = new FakeDocument()
    const ticks: number[] = []
    const ticker = visibleTicker(doc as unknown as VisibilitySource, (now) => ticks.push(now))
    vi.advanceTimersByTime(3_000)
    expect(ticks).toHaveLength(3)

    doc.set('hidden')
    vi.advanceTimersByTime(60_000)
    expect(ticks).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)

    vi.advanceTimersByTime(400)
    doc.set('visible')
    // The present at once (a minute and more later), then every second again.
    expect(ticks.at(-1)).toBe(Date.parse('2026-11-23T10:01:03.400Z'))
    vi.advanceTimersByTime(2_000)
    expect(ticks).toHaveLength(6)

    ticker.stop()
    vi.advanceTimersByTime(5_000)
    doc.set('hidden')
    doc.set('visible')
    expect(ticks).toHaveLength(6)
  })

  it("keeps its ticks a quarter of a second away from a poll's changes, ticking with them instead when one nearly meets them", () => {
    const doc = new FakeDocument()
    const ticks: number[] = []
    const ticker = visibleTicker(doc as unknown as VisibilitySource, (now) => ticks.push(now - Date.parse('2026-11-23T10:00:00.000Z')))
    vi.advanceTimersByTime(2_300)
    // 300 ms after a tick, 700 before the next: clear, nothing changes.
    ticker.keepClearOf(Date.now())
    vi.advanceTimersByTime(1_000)
    expect(ticks).toEqual([1_000, 2_000, 3_000])
    // 150 ms before a tick: the tick comes with the changes, then half a second after them, then every second.
    vi.advanceTimersByTime(550)
    ticker.keepClearOf(Date.now())
    vi.advanceTimersByTime(2_000)
    expect(ticks).toEqual([1_000, 2_000, 3_000, 3_850, 4_350, 5_350])
    // 100 ms after a tick: the same.
    vi.advanceTimersByTime(600)
    ticker.keepClearOf(Date.now())
    vi.advanceTimersByTime(600)
    expect(ticks.slice(6)).toEqual([6_350, 6_450, 6_950])
    // Hidden, it does not tick for anyone.
    doc.set('hidden')
    ticker.keepClearOf(Date.now())
    vi.advanceTimersByTime(5_000)
    expect(ticks).toHaveLength(9)
  })

  it('does not start while the document is hidden', () => {
    const doc = new FakeDocument()
    doc.visibilityState = 'hidden'
    const ticks: number[] = []
    visibleTicker(doc as unknown as VisibilitySource, (now) => ticks.push(now))
    vi.advanceTimersByTime(10_000)
    expect(ticks).toEqual([])
  })
})
