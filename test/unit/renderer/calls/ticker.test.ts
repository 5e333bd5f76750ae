import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { visibleTicker, type VisibilitySource } from '../../../../src/renderer/calls/ticker'

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
    const stop = visibleTicker(doc as unknown as VisibilitySource, (now) => ticks.push(now))
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

    stop()
    vi.advanceTimersByTime(5_000)
    doc.set('hidden')
    doc.set('visible')
    expect(ticks).toHaveLength(6)
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
