import { describe, expect, it } from 'vitest'
import { DEFAULT_WALL_RULES, summarizeWall } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, ruledWall, T0 } from '../fixtures'

describe('the summary bar', () => {
  it('counts calls, sentiments, waiting transfers, the longest call and calls near their maximum', () => {
    const calls = ruledWall(
      [
        call('a', { sentiment: 'positive', duration: 10 }),
        call('b', { sentiment: 'negative', duration: 3400, transferRequested: true }),
        call('c', { sentiment: 'neutral', duration: 200 }),
        call('d', { sentiment: 'confused', duration: 20 }),
      ],
      iso(T0),
    )
    const summary = summarizeWall(calls, T0 + 5000, DEFAULT_WALL_RULES)
    expect(summary).toMatchObject({ total: 4, positive: 1, negative: 1, neutral: 2, transfersWaiting: 1, nearMax: 1 })
    expect(summary.longest?.seconds).toBe(3405)
    expect(summary.longest?.entry.call.roomName).toBe('b')
  })

  it('an empty wall has no longest call', () => {
    expect(summarizeWall(new Map(), T0, DEFAULT_WALL_RULES)).toMatchObject({ total: 0, longest: null })
  })
})
