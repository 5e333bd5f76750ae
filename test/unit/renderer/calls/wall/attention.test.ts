import { describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_RULES, type AlertRule } from '../../../../../src/shared/bridge'
import { DEFAULT_WALL_RULES, SEVERITY_NONE, attentionOf, nextAttentionChange, severityOf, wallRulesOf } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, ruledWall, T0 } from '../fixtures'

const entryOf = (fields: Parameters<typeof call>[1], rules: readonly AlertRule[] = DEFAULT_ALERT_RULES, waiting: Record<string, string> = {}) =>
  [...ruledWall([call('a', fields)], iso(T0), rules, waiting).values()][0]!
const ids = (entry: ReturnType<typeof entryOf>, now: number, rules = DEFAULT_WALL_RULES) => attentionOf(entry, now, rules).map((match) => match.rule.id)
const without = (id: string) => DEFAULT_ALERT_RULES.map((rule) => (rule.id === id ? { ...rule, enabled: false } : rule))

describe('attention, from the rules core matched', () => {
  it('the default rules: a transfer request, negative sentiment, and 90 % of the hour when the number is unknown', () => {
    expect(ids(entryOf({ transferRequested: true }), T0)).toEqual(['transfer'])
    expect(ids(entryOf({ sentiment: 'negative' }), T0)).toEqual(['negative'])
    expect(ids(entryOf({ duration: 3239 }), T0)).toEqual([])
    expect(ids(entryOf({ duration: 3240 }), T0)).toEqual(['near-max'])
    expect(ids(entryOf({ transferRequested: true, sentiment: 'negative', duration: 3500 }), T0)).toEqual(['transfer', 'negative', 'near-max'])
  })

  it('a call reaches "near maximum" as its duration ticks, without a new poll', () => {
    const entry = entryOf({ duration: 3230 })
    expect(ids(entry, T0)).toEqual([])
    expect(ids(entry, T0 + 10_000)).toEqual(['near-max'])
  })

  it('each rule can be switched off, at once: the wall no longer counts its matches', () => {
    const entry = entryOf({ transferRequested: true, sentiment: 'negative', duration: 3500 })
    const off = wallRulesOf(DEFAULT_ALERT_RULES.map((rule) => ({ ...rule, enabled: false })))
    expect(ids(entry, T0, off)).toEqual([])
    expect(ids(entry, T0, wallRulesOf(without('transfer')))).toEqual(['negative', 'near-max'])
  })

  it('a transfer waiting past its red seconds turns red', () => {
    const entry = entryOf({ transferRequested: true }, DEFAULT_ALERT_RULES, { a: iso(T0 - 100_000) })
    expect(attentionOf(entry, T0, DEFAULT_WALL_RULES).map((match) => match.red)).toEqual([false])
    expect(attentionOf(entry, T0 + 20_000, DEFAULT_WALL_RULES).map((match) => match.red)).toEqual([true])
  })
})

describe('severity of a pinned call', () => {
  const active = (fields: Parameters<typeof call>[1], waiting: Record<string, string> = {}, now = T0) => attentionOf(entryOf(fields, DEFAULT_ALERT_RULES, waiting), now, DEFAULT_WALL_RULES)

  it('ranks a red escalation, then transfer + negative, transfer, negative, near maximum, then unpinned', () => {
    const ranks = [
      severityOf(active({ transferRequested: true }, { a: iso(T0 - 200_000) })),
      severityOf(active({ transferRequested: true, sentiment: 'negative', duration: 3500 })),
      severityOf(active({ transferRequested: true, duration: 3500 })),
      severityOf(active({ sentiment: 'negative', duration: 3500 })),
      severityOf(active({ duration: 3500 })),
      severityOf([]),
    ]
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks)
    expect(new Set(ranks).size).toBe(ranks.length)
    expect(ranks.at(-1)).toBe(SEVERITY_NONE)
  })
})

describe("when the clock next changes a call's attention", () => {
  const wall = (...durations: number[]) => ruledWall(durations.map((duration, i) => call(`c${i}`, { duration })), iso(T0))

  it('is the instant the first call comes within its share of the maximum, to the millisecond', () => {
    const calls = wall(60, 3230, 3200)
    const at = nextAttentionChange(calls, T0, DEFAULT_WALL_RULES)
    expect(at).toBe(T0 + 10_000)
    const entry = calls.get('c1')!
    expect(ids(entry, at - 1)).toEqual([])
    expect(ids(entry, at)).toEqual(['near-max'])
    // That call is near its maximum from then on: the next change is the next call's.
    expect(nextAttentionChange(calls, at, DEFAULT_WALL_RULES)).toBe(T0 + 40_000)
  })

  it('never, when every call is near its maximum already or the rule is switched off', () => {
    expect(nextAttentionChange(wall(3300, 3599), T0, DEFAULT_WALL_RULES)).toBe(Infinity)
    expect(nextAttentionChange(wall(3230), T0, wallRulesOf(without('near-max')))).toBe(Infinity)
  })
})
