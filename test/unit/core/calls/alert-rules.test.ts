import { describe, expect, it } from 'vitest'
import { RuleEvaluator, type PollForRules } from '../../../../src/core/calls'
import { DEFAULT_ALERT_RULES, type AlertRule, type RuleCondition, type RuleMatch } from '../../../../src/shared/bridge'
import type { ActiveCall } from '../../../../src/shared/api'
import { activeCall } from '../../../support/service-fixtures'

const T0 = Date.parse('2030-01-01T12:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

function rule(id: string, when: RuleCondition, fields: Partial<AlertRule> = {}): AlertRule {
  return { id, label: id, enabled: true, when, colour: 'blue', sound: false, notify: false, tile: false, agents: [], ...fields }
}

/** A scripted run: one evaluator, polls at chosen instants, the rules swappable between them (as a save replaces the list). */
function run(initial: readonly AlertRule[]) {
  let rules = initial
  const evaluator = new RuleEvaluator(() => rules)
  return {
    evaluator,
    setRules: (next: readonly AlertRule[]) => {
      rules = next
    },
    poll: (at: number, calls: ActiveCall[], extra: Partial<PollForRules> = {}) =>
      evaluator.evaluate({ calls, polledAt: at, transfersWaiting: {}, maxByAgent: new Map(), ...extra }),
  }
}

/** The rules in force at `now`, as the wall reads them: a match counts from its `from`. */
const active = (matches: Record<string, RuleMatch[]>, roomName: string, now: number) =>
  (matches[roomName] ?? []).filter((match) => Date.parse(match.from) <= now).map((match) => match.ruleId)

const call = (roomName: string, fields: Partial<ActiveCall> = {}) => activeCall(roomName, { aiAgentName: 'Sales Agent', duration: 30, ...fields })

describe('alert rules, evaluated once per poll', () => {
  it('a phrase is heard as whole words in any case, and the call stays matched after the next line', () => {
    const { poll } = run([rule('cancel', { kind: 'heard', phrase: 'Cancel my account' })])
    expect(poll(T0, [call('a', { lastMessage: 'I want to cancel my accountant' }), call('b', { lastMessage: 'please CANCEL my account!' })])).toEqual({
      b: [{ ruleId: 'cancel', from: iso(T0), why: 'heard: Cancel my account' }],
    })
    const later = poll(T0 + 2000, [call('a'), call('b', { lastMessage: 'Thank you.' })])
    expect(active(later, 'b', T0 + 2000)).toEqual(['cancel'])
    expect(later.a).toBeUndefined()
  })

  it('reads a line as whole words however it is written: spacing, punctuation, apostrophes, case, letters past ASCII', () => {
    const phrases = { manager: 'speak to a manager', refund: 'refund', dont: "don't", don: 'don', cafe: 'café', plan: 'plan 2' }
    const said = (lastMessage: string) => {
      const { poll } = run(Object.entries(phrases).map(([id, phrase]) => rule(id, { kind: 'heard', phrase })))
      return (poll(T0, [call('a', { lastMessage })]).a ?? []).map((match) => match.ruleId)
    }
    expect(said('Can I SPEAK   to\ta manager?')).toEqual(['manager'])
    expect(said('speak to, a... manager!')).toEqual(['manager'])
    expect(said('speak to a managers')).toEqual([])
    expect(said('please, speak to a')).toEqual([])
    expect(said("I don't want a refund.")).toEqual(['refund', 'dont'])
    expect(said("I don’t want a 'refund'")).toEqual(['don'])
    expect(said('Un CAFÉ, merci')).toEqual(['cafe'])
    expect(said('un cafe')).toEqual([])
    expect(said('refund – now')).toEqual(['refund'])
    expect(said('Plan 2, refund2, refunds')).toEqual(['plan'])
  })

  it('writes each instant as toISOString does, across a day and a year', () => {
    const { poll } = run([rule('neg', { kind: 'negative', seconds: 0 }), rule('neg30', { kind: 'negative', seconds: 30 })])
    const at = Date.parse('2030-12-31T23:59:59.999Z')
    expect(poll(at, [call('a', { sentiment: 'negative' })]).a?.map((match) => match.from)).toEqual(['2030-12-31T23:59:59.999Z', '2031-01-01T00:00:29.999Z'])
  })

  it('hears lines through the port between polls, from when they were said', () => {
    const { evaluator, poll } = run([rule('refund', { kind: 'heard', phrase: 'refund' })])
    poll(T0, [call('a')])
    evaluator.heard('a', 'I would like a refund, please', T0 + 500)
    evaluator.heard('a', 'refunds are slow', T0 + 600)
    expect(poll(T0 + 2000, [call('a')]).a).toEqual([{ ruleId: 'refund', from: iso(T0 + 500), why: 'heard: refund' }])
  })

  it('negative sentiment counts only once held for the rule’s seconds, and starts again when it lifts', () => {
    const { poll } = run([rule('neg', { kind: 'negative', seconds: 30 })])
    const negative = (at: number) => poll(at, [call('a', { sentiment: 'negative' })])
    expect(negative(T0).a).toEqual([{ ruleId: 'neg', from: iso(T0 + 30_000), why: 'negative over 30 s' }])
    expect(active(negative(T0 + 2000), 'a', T0 + 2000)).toEqual([])
    expect(active(negative(T0 + 30_000), 'a', T0 + 30_000)).toEqual(['neg'])
    poll(T0 + 32_000, [call('a', { sentiment: 'neutral' })])
    expect(active(negative(T0 + 34_000), 'a', T0 + 40_000)).toEqual([])
    expect(negative(T0 + 36_000).a).toEqual([{ ruleId: 'neg', from: iso(T0 + 64_000), why: 'negative over 30 s' }])
  })

  it('a transfer waiting escalates: amber after its seconds, red after its red seconds; an answered request stays amber', () => {
    const { poll } = run([rule('xfer', { kind: 'transfer', seconds: 10, redSeconds: 45 })])
    const waiting = { transfersWaiting: { a: iso(T0 - 5000) } }
    expect(poll(T0, [call('a', { transferRequested: true })], waiting).a).toEqual([
      { ruleId: 'xfer', from: iso(T0 + 5000), red: iso(T0 + 40_000), why: 'waiting over 10 s' },
    ])
    expect(poll(T0 + 2000, [call('a', { transferRequested: true })]).a).toEqual([{ ruleId: 'xfer', from: iso(T0 + 5000), why: 'waiting over 10 s' }])
  })

  it('near the maximum: the call’s own number when the cache knows it, else the reference’s hour', () => {
    const { poll } = run([rule('max', { kind: 'near-max', percent: 80 })])
    const maxByAgent = new Map([['Billing Agent', 120]])
    const matches = poll(T0, [call('short', { aiAgentName: 'Billing Agent', duration: 90 }), call('long', { duration: 2870 }), call('young', { duration: 30 })], { maxByAgent })
    expect(matches.short).toEqual([{ ruleId: 'max', from: iso(T0 + 6000), atDuration: 96, maxDuration: 120, why: 'past 80% of 2 min' }])
    expect(matches.long).toEqual([{ ruleId: 'max', from: iso(T0 + 10_000), atDuration: 2880, why: 'past 80% of 1 h (assumed)' }])
    // Due in over a minute: a later poll answers it.
    expect(matches.young).toBeUndefined()
  })

  it('a rule scoped to some agents ignores the others', () => {
    const { poll } = run([rule('neg', { kind: 'negative', seconds: 0 }, { agents: ['Billing Agent'] })])
    const matches = poll(T0, [call('sales', { sentiment: 'negative' }), call('billing', { aiAgentName: 'Billing Agent', sentiment: 'negative' })])
    expect(Object.keys(matches)).toEqual(['billing'])
  })

  it('an edit takes effect at the next evaluation: switched off, a new phrase heard in the current last message', () => {
    const { poll, setRules } = run([...DEFAULT_ALERT_RULES])
    const calls = [call('a', { sentiment: 'negative', lastMessage: 'I will cancel my subscription' })]
    expect(poll(T0, calls).a?.map((match) => match.ruleId)).toEqual(['negative'])
    setRules([
      ...DEFAULT_ALERT_RULES.map((r) => (r.id === 'negative' ? { ...r, enabled: false } : r)),
      rule('cancel', { kind: 'heard', phrase: 'cancel my subscription' }),
    ])
    expect(poll(T0 + 2000, calls).a?.map((match) => match.ruleId)).toEqual(['cancel'])
    setRules([rule('cancel', { kind: 'heard', phrase: 'cancel my plan' })])
    expect(poll(T0 + 4000, calls).a).toBeUndefined()
  })

  it('forgets a call that left the poll', () => {
    const { poll } = run([rule('neg', { kind: 'negative', seconds: 10 })])
    poll(T0, [call('a', { sentiment: 'negative' })])
    poll(T0 + 2000, [])
    expect(poll(T0 + 4000, [call('a', { sentiment: 'negative' })]).a).toEqual([{ ruleId: 'neg', from: iso(T0 + 14_000), why: 'negative over 10 s' }])
  })

  it('a match due past the horizon is answered by a later poll of the same call, its inputs unchanged', () => {
    const { poll } = run([rule('neg', { kind: 'negative', seconds: 120 }), rule('max', { kind: 'near-max', percent: 50 })])
    const at = (ms: number) => poll(T0 + ms, [call('a', { sentiment: 'negative', duration: 30 + ms / 1000 })])
    expect(at(0).a).toBeUndefined()
    expect(at(58_000).a).toBeUndefined()
    expect(at(60_000).a).toEqual([{ ruleId: 'neg', from: iso(T0 + 120_000), why: 'negative over 2 min' }])
    // Started at T0 − 30 s: past half of the hour at T0 + 1,770 s, within the horizon from the poll at T0 + 1,710 s.
    expect(at(1_708_000).a?.map((match) => match.ruleId)).toEqual(['neg'])
    expect(at(1_710_000).a?.[1]).toEqual({ ruleId: 'max', from: iso(T0 + 1_770_000), atDuration: 1800, why: 'past 50% of 1 h (assumed)' })
  })

  describe('by difference: a call whose fields did not move keeps its matches, and only then', () => {
    it('a message that changes back and forth: each phrase counts from when it was first said', () => {
      const { poll } = run([rule('refund', { kind: 'heard', phrase: 'refund' }), rule('manager', { kind: 'heard', phrase: 'a manager' })])
      const says = (at: number, lastMessage: string) => poll(T0 + at, [call('a', { lastMessage, duration: 30 + at / 1000 })]).a
      expect(says(0, 'I want a refund')).toEqual([{ ruleId: 'refund', from: iso(T0), why: 'heard: refund' }])
      expect(says(2000, 'Get me a manager')?.map((match) => match.from)).toEqual([iso(T0), iso(T0 + 2000)])
      expect(says(4000, 'I want a refund')?.map((match) => match.from)).toEqual([iso(T0), iso(T0 + 2000)])
      expect(says(6000, 'I want a refund')).toEqual(says(8000, 'Get me a manager'))
    })

    it('a rule edited mid-call, its call unchanged: the new threshold and the new scope take effect at once', () => {
      const neg = (fields: Partial<AlertRule> = {}, seconds = 10) => rule('neg', { kind: 'negative', seconds }, fields)
      const { poll, setRules } = run([neg()])
      const calls = (at: number) => [call('a', { sentiment: 'negative', duration: 30 + at / 1000 })]
      expect(poll(T0, calls(0)).a?.[0]?.from).toBe(iso(T0 + 10_000))
      setRules([neg({}, 40)])
      expect(poll(T0 + 2000, calls(2000)).a?.[0]?.from).toBe(iso(T0 + 40_000))
      setRules([neg({ agents: ['Billing Agent'] }, 40)])
      expect(poll(T0 + 4000, calls(4000)).a).toBeUndefined()
      setRules([neg({ agents: ['Billing Agent', 'Sales Agent'] }, 40)])
      expect(poll(T0 + 6000, calls(6000)).a?.[0]?.from).toBe(iso(T0 + 40_000))
    })

    it('a call handed to another agent is held against the rules of its new scope', () => {
      const { poll } = run([rule('neg', { kind: 'negative', seconds: 0 }, { agents: ['Billing Agent'] })])
      expect(poll(T0, [call('a', { sentiment: 'negative' })]).a).toBeUndefined()
      expect(poll(T0 + 2000, [call('a', { sentiment: 'negative', aiAgentName: 'Billing Agent', duration: 32 })]).a?.[0]?.from).toBe(iso(T0))
      expect(poll(T0 + 4000, [call('a', { sentiment: 'negative', duration: 34 })]).a).toBeUndefined()
    })

    it('a call that ended and a new call in the same room: the new one starts afresh', () => {
      const { poll } = run([rule('neg', { kind: 'negative', seconds: 10 }), rule('refund', { kind: 'heard', phrase: 'refund' })])
      poll(T0, [call('a', { sentiment: 'negative', lastMessage: 'a refund' }), call('b')])
      poll(T0 + 2000, [call('b', { duration: 32 })])
      expect(poll(T0 + 4000, [call('b', { duration: 34 }), call('a', { sentiment: 'negative', lastMessage: 'a refund', duration: 0 })]).a).toEqual([
        { ruleId: 'refund', from: iso(T0 + 4000), why: 'heard: refund' },
        { ruleId: 'neg', from: iso(T0 + 14_000), why: 'negative over 10 s' },
      ])
    })

    it('a wait answered while the call is unchanged stops escalating; a number’s maximum learnt moves its share', () => {
      const { poll } = run([rule('xfer', { kind: 'transfer', seconds: 0, redSeconds: 30 }), rule('max', { kind: 'near-max', percent: 50 })])
      const calls = (at: number) => [call('a', { transferRequested: true, duration: 30 + at / 1000 })]
      const waiting = { transfersWaiting: { a: iso(T0) } }
      expect(poll(T0, calls(0), waiting).a).toEqual([{ ruleId: 'xfer', from: iso(T0), red: iso(T0 + 30_000), why: 'asks for a person' }])
      expect(poll(T0 + 2000, calls(2000), waiting).a?.[0]?.red).toBe(iso(T0 + 30_000))
      expect(poll(T0 + 4000, calls(4000)).a).toEqual([{ ruleId: 'xfer', from: iso(T0), why: 'asks for a person' }])
      expect(poll(T0 + 6000, calls(6000), waiting).a?.[0]?.red).toBe(iso(T0 + 30_000))
      const maxByAgent = new Map([['Sales Agent', 60]])
      expect(poll(T0 + 8000, calls(8000), { ...waiting, maxByAgent }).a?.[1]).toEqual({ ruleId: 'max', from: iso(T0), atDuration: 30, maxDuration: 60, why: 'past 50% of 1 min' })
      expect(poll(T0 + 10_000, calls(10_000), waiting).a?.map((match) => match.ruleId)).toEqual(['xfer'])
    })

    it('the matches kept from poll to poll follow each call: changed, stopped matching, ended, new', () => {
      const { poll } = run([rule('neg', { kind: 'negative', seconds: 0 }), rule('refund', { kind: 'heard', phrase: 'refund' })])
      const negative = (at: number) => ({ ruleId: 'neg', from: iso(at), why: 'negative' })
      const refund = (at: number) => ({ ruleId: 'refund', from: iso(at), why: 'heard: refund' })
      expect(poll(T0, [call('a', { sentiment: 'negative' }), call('b', { sentiment: 'negative' }), call('c')])).toEqual({ a: [negative(T0)], b: [negative(T0)] })
      expect(poll(T0 + 2000, [call('a'), call('b', { sentiment: 'negative', lastMessage: 'a refund' }), call('c'), call('d', { sentiment: 'negative' })])).toEqual({
        b: [refund(T0 + 2000), negative(T0)],
        d: [negative(T0 + 2000)],
      })
      expect(poll(T0 + 4000, [call('c', { lastMessage: 'refund me' }), call('d', { sentiment: 'negative' })])).toEqual({ c: [refund(T0 + 4000)], d: [negative(T0 + 2000)] })
      expect(poll(T0 + 6000, [call('d'), call('c', { lastMessage: 'refund me' })])).toEqual({ c: [refund(T0 + 4000)] })
    })

    it('a room named like what every object has waits only when the poll’s transfers waiting list it', () => {
      const { poll } = run([rule('xfer', { kind: 'transfer', seconds: 0, redSeconds: 30 })])
      const asking = [call('constructor', { transferRequested: true }), call('toString', { transferRequested: true })]
      expect(poll(T0, asking, { transfersWaiting: {} })).toEqual({
        constructor: [{ ruleId: 'xfer', from: iso(T0), why: 'asks for a person' }],
        toString: [{ ruleId: 'xfer', from: iso(T0), why: 'asks for a person' }],
      })
      expect(poll(T0 + 2000, asking, { transfersWaiting: { toString: iso(T0) } })).toEqual({
        constructor: [{ ruleId: 'xfer', from: iso(T0), why: 'asks for a person' }],
        toString: [{ ruleId: 'xfer', from: iso(T0), red: iso(T0 + 30_000), why: 'asks for a person' }],
      })
    })

    it('a start read a little off from poll to poll moves a share of the maximum’s instant, as a full evaluation would', () => {
      const { poll } = run([rule('max', { kind: 'near-max', percent: 80 })])
      const maxByAgent = new Map([['Sales Agent', 100]])
      expect(poll(T0, [call('a', { duration: 70 })], { maxByAgent }).a?.[0]?.from).toBe(iso(T0 + 10_000))
      expect(poll(T0 + 2300, [call('a', { duration: 72 })], { maxByAgent }).a?.[0]?.from).toBe(iso(T0 + 10_300))
    })
  })
})
