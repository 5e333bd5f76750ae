import { describe, expect, it } from 'vitest'
import { DEFAULT_ATTENTION_RULES, SEVERITY_NONE, attentionOf, nextAttentionChange, severityOf, wallOf } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, T0 } from '../fixtures'

const entryOf = (fields: Parameters<typeof call>[1]) => [...wallOf([call('a', fields)], iso(T0)).values()][0]!

describe('attention rules', () => {
  it('flags a transfer request, negative sentiment and the last five minutes before 3600 s', () => {
    expect(attentionOf(entryOf({ transferRequested: true }), T0, DEFAULT_ATTENTION_RULES)).toEqual(['transfer'])
    expect(attentionOf(entryOf({ sentiment: 'negative' }), T0, DEFAULT_ATTENTION_RULES)).toEqual(['negative'])
    expect(attentionOf(entryOf({ duration: 3299 }), T0, DEFAULT_ATTENTION_RULES)).toEqual([])
    expect(attentionOf(entryOf({ duration: 3300 }), T0, DEFAULT_ATTENTION_RULES)).toEqual(['near-max'])
    expect(attentionOf(entryOf({ transferRequested: true, sentiment: 'negative', duration: 3500 }), T0, DEFAULT_ATTENTION_RULES)).toEqual([
      'transfer',
      'negative',
      'near-max',
    ])
  })

  it('a call reaches "near maximum" as its duration ticks, without a new poll', () => {
    const entry = entryOf({ duration: 3290 })
    expect(attentionOf(entry, T0, DEFAULT_ATTENTION_RULES)).toEqual([])
    expect(attentionOf(entry, T0 + 10_000, DEFAULT_ATTENTION_RULES)).toEqual(['near-max'])
  })

  it('each kind can be switched off', () => {
    const entry = entryOf({ transferRequested: true, sentiment: 'negative', duration: 3500 })
    const off = { ...DEFAULT_ATTENTION_RULES, transfer: false, negative: false, nearMax: false }
    expect(attentionOf(entry, T0, off)).toEqual([])
    expect(attentionOf(entry, T0, { ...off, negative: true })).toEqual(['negative'])
  })
})

describe('severity of a pinned call', () => {
  it('ranks transfer + negative, transfer, negative, near maximum, then unpinned', () => {
    const ranks = [
      severityOf(['transfer', 'negative', 'near-max']),
      severityOf(['transfer', 'near-max']),
      severityOf(['negative', 'near-max']),
      severityOf(['near-max']),
      severityOf([]),
    ]
    expect(ranks).toEqual([0, 1, 2, 3, SEVERITY_NONE])
  })
})

describe('when the clock next changes a call\'s attention', () => {
  const wall = (...durations: number[]) => wallOf(durations.map((duration, i) => call(`c${i}`, { duration })), iso(T0))

  it('is the instant the first call comes within 5 minutes of its maximum, to the millisecond', () => {
    const calls = wall(60, 3290, 3000)
    const at = nextAttentionChange(calls, T0, DEFAULT_ATTENTION_RULES)
    expect(at).toBe(T0 + 10_000)
    const entry = calls.get('c1')!
    expect(attentionOf(entry, at - 1, DEFAULT_ATTENTION_RULES)).toEqual([])
    expect(attentionOf(entry, at, DEFAULT_ATTENTION_RULES)).toEqual(['near-max'])
    // That call is near its maximum from then on: the next change is the next call's.
    expect(nextAttentionChange(calls, at, DEFAULT_ATTENTION_RULES)).toBe(T0 + 300_000)
  })

  it('never, when every call is near its maximum already or the pin is switched off', () => {
    expect(nextAttentionChange(wall(3300, 3599), T0, DEFAULT_ATTENTION_RULES)).toBe(Infinity)
    expect(nextAttentionChange(wall(60), T0, { ...DEFAULT_ATTENTION_RULES, nearMax: false })).toBe(Infinity)
  })
})
