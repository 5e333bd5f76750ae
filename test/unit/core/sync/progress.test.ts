import { describe, expect, it } from 'vitest'
import { estimateTimeLeftMs, PACE_WINDOW_MS, RoundProgress } from '../../../../src/core/sync/progress'

const T0 = Date.parse('2025-05-01T09:00:00.000Z')

/** `n` answers `everyMs` apart, the last one at `end`. */
const answers = (n: number, everyMs: number, end: number) => Array.from({ length: n }, (_, i) => end - (n - 1 - i) * everyMs)

describe('the time left of a sync round', () => {
  it('is the requests left at the pace of the last 20 s', () => {
    // 20 answers 500 ms apart: 2 per second; 600 left take 300 s.
    const now = T0 + 60_000
    const left = estimateTimeLeftMs(600, answers(20, 500, now), now)
    expect(left).toBeGreaterThan(290_000)
    expect(left).toBeLessThan(310_000)
  })

  it('follows a change of pace: answers older than the window do not count', () => {
    const now = T0 + 120_000
    // Fast for a minute (10 per second), then a slow plan: 1 per second for the last 15 s.
    const fast = answers(600, 100, now - 30_000)
    const slow = answers(15, 1_000, now)
    const left = estimateTimeLeftMs(100, [...fast, ...slow], now)
    expect(left).toBeGreaterThan(90_000)
    expect(left).toBeLessThan(110_000)
  })

  it('says nothing until ten requests were answered in the window, and nothing is left once all are done', () => {
    const now = T0 + 10_000
    expect(estimateTimeLeftMs(500, answers(9, 100, now), now)).toBeNull()
    expect(estimateTimeLeftMs(500, answers(9, 100, now - PACE_WINDOW_MS - 1), now)).toBeNull()
    expect(estimateTimeLeftMs(0, [], now)).toBe(0)
  })

  it('trusts ten answers in the window, counting none at its start or after now, nor ten at one instant', () => {
    const now = T0 + 60_000
    // 10 answers 100 ms apart: 9 intervals of 100 ms; 5 left take 500 ms.
    expect(estimateTimeLeftMs(5, answers(10, 100, now), now)).toBe(500)
    expect(estimateTimeLeftMs(5, [now - PACE_WINDOW_MS, ...answers(10, 100, now), now + 5_000], now)).toBe(500)
    expect(estimateTimeLeftMs(5, answers(10, 0, now), now)).toBeNull()
  })
})

describe('a round of the periodic sync', () => {
  function round(estimates: [Parameters<RoundProgress['start']>[0], number | null][]) {
    let now = T0
    let advanced = 0
    const progress = new RoundProgress({ now: () => now, firstSync: true, onAdvance: () => advanced++ }, new Map(estimates))
    return { progress, tick: (ms: number) => (now += ms), advanced: () => advanced }
  }

  it('counts pages done against every resource due, and refines a resource when its syncer knows better', () => {
    const { progress, tick } = round([
      ['agents', 1],
      ['dispositions', 500],
      ['conversations', 20_100],
    ])
    const agents = progress.start('agents')
    agents.step('pages', null)
    agents.stepTotal(1)
    agents.advance()
    progress.finish('agents')
    const dispositions = progress.start('dispositions')
    dispositions.step('openCallbacks', 150)
    for (let i = 0; i < 30; i++) {
      tick(100)
      dispositions.advance()
    }
    dispositions.expect(150 + 500)
    expect(progress.snapshot()).toMatchObject({
      resource: 'dispositions',
      step: 'openCallbacks',
      stepDone: 30,
      stepTotal: 150,
      done: 31,
      total: 1 + 650 + 20_100,
      firstSync: true,
    })
    // 31 answers over 3 s: 10 per second; 20,720 left take about 2,070 s.
    const left = progress.snapshot()?.timeLeftMs ?? 0
    expect(left / 1000).toBeGreaterThan(2_000)
    expect(left / 1000).toBeLessThan(2_200)
  })

  it('has no time left to tell while a resource due has no estimate', () => {
    const { progress, tick } = round([
      ['agents', 1],
      ['conversations', null],
    ])
    const agents = progress.start('agents')
    for (let i = 0; i < 20; i++) {
      tick(50)
      agents.advance()
    }
    expect(progress.snapshot()?.timeLeftMs).toBeNull()
    progress.start('conversations').expect(40)
    expect(progress.snapshot()?.timeLeftMs).not.toBeNull()
  })

  it('stops expecting what a failed resource did not do, and tells every answer', () => {
    const { progress, advanced } = round([['voices', 3]])
    const voices = progress.start('voices')
    voices.advance()
    progress.finish('voices')
    expect(progress.snapshot()).toMatchObject({ done: 1, total: 1, timeLeftMs: 0 })
    expect(progress.requestsOf('voices')).toBe(1)
    expect(advanced()).toBe(1)
  })

  it('has nothing to show before a resource starts, then its first step, pages', () => {
    const { progress } = round([['agents', 2]])
    expect(progress.snapshot()).toBeNull()
    progress.start('agents')
    expect(progress.snapshot()).toMatchObject({ resource: 'agents', step: 'pages', stepDone: 0, stepTotal: null, done: 0, total: 2 })
  })

  it('has no time left to tell for a resource that starts without an estimate', () => {
    const { progress, tick } = round([['agents', 1]])
    const voices = progress.start('voices')
    for (let i = 0; i < 20; i++) {
      tick(50)
      voices.advance()
    }
    expect(progress.snapshot()).toMatchObject({ done: 20, total: 21, timeLeftMs: null })
  })
})
