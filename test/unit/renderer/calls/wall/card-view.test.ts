import { describe, expect, it, vi } from 'vitest'
import { builtCatalog } from '../../../../../scripts/i18n'
import { spoken } from '../../../../../src/core/calls/alert-watch'
import { DEFAULT_ALERT_RULES, type RuleCondition } from '../../../../../src/shared/bridge'
import { Translator } from '../../../../../src/shared/i18n/translator'
import { translation } from '../../../../../src/renderer/i18n/translation.svelte'
import { DEFAULT_WALL_RULES, wallRulesOf } from '../../../../../src/renderer/calls/wall/model'
import { cardAttentionOf, cardStateOf, cardViewOf, whyOf } from '../../../../../src/renderer/calls/wall/card-view'
import { phoneFormatLoaded } from '../../../../../src/renderer/lib/phone.svelte'
import { call, iso, ruledWall, T0 } from '../fixtures'

const entryOf = (fields: Parameters<typeof call>[1], rules = DEFAULT_ALERT_RULES) => [...ruledWall([call('a', fields)], iso(T0), rules).values()][0]!
const labels = (attention: ReturnType<typeof cardAttentionOf>) => attention.flags.map((flag) => flag.label)

describe('what a card shows', () => {
  it('names the customer, and puts the phone beside the agent and type when a name is shown', () => {
    expect(cardViewOf(call('a', { customerName: 'Ada', customerPhone: '+14155550100', aiAgentName: 'Sales', type: 'phone' }))).toMatchObject({
      label: 'Ada',
      meta: '+14155550100 · Sales · Phone',
      tone: 'neutral',
      sentiment: 'Neutral',
      participants: 'Customer, AI agent',
    })
    expect(cardViewOf(call('b', { customerName: null, aiAgentName: 'Support', type: 'web', sentiment: 'negative' }))).toMatchObject({
      label: '+14155550123',
      meta: 'Support · Web',
      tone: 'negative',
      sentiment: 'Negative',
    })
  })

  it('names participants by role, a console listener as the listening supervisor, each role once', () => {
    const joinedAt = iso(T0)
    const participants = [
      { identity: 'customer-0123', isAgent: false, joinedAt },
      { identity: 'agent-agt_sales', isAgent: true, joinedAt },
      { identity: 'supervisor-a1b2c3', isAgent: false, joinedAt },
      { identity: 'supervisor-d4e5f6', isAgent: false, joinedAt },
    ]
    expect(cardViewOf(call('s', { participants })).participants).toBe('Customer, AI agent, Supervisor (listening)')
  })

  it('computes a call version once, once numbers are written in words; until then a number shows as stored', async () => {
    const version = call('a', { customerName: 'Ana Ruiz', customerPhone: '+442071838750' })
    if (!phoneFormatLoaded()) expect(cardViewOf(version).meta).toMatch(/^\+442071838750 · /)
    await vi.waitFor(() => expect(phoneFormatLoaded()).toBe(true))
    expect(cardViewOf(version).meta).toMatch(/^\+44 20 7183 8750 · /)
    expect(cardViewOf(version)).toBe(cardViewOf(version))
  })

  it('flags attention in words, and answers the same object while nothing changes, so ticks re-render nothing', () => {
    const quiet = entryOf({})
    expect(cardAttentionOf(quiet, T0, DEFAULT_WALL_RULES)).toMatchObject({ pinned: false, lead: null, text: '' })
    expect(cardAttentionOf(quiet, T0, DEFAULT_WALL_RULES)).toBe(cardAttentionOf(quiet, T0 + 1000, DEFAULT_WALL_RULES))
    const loud = entryOf({ transferRequested: true, sentiment: 'negative' })
    expect(cardAttentionOf(loud, T0, DEFAULT_WALL_RULES)).toMatchObject({
      pinned: true,
      lead: 'red',
      kinds: 'transfer negative',
      text: 'Transfer requested · Negative sentiment',
    })
    expect(cardAttentionOf(loud, T0 + 1000, DEFAULT_WALL_RULES)).toBe(cardAttentionOf(loud, T0, DEFAULT_WALL_RULES))
  })

  it('says why a rule matched, in the rule’s own name and colour', () => {
    const rules = [...DEFAULT_ALERT_RULES, { ...DEFAULT_ALERT_RULES[0]!, id: 'cancel', label: 'Wants to cancel', colour: 'teal' as const, when: { kind: 'heard' as const, phrase: 'cancel my account' } }]
    const entry = entryOf({ lastMessage: 'Please cancel my account.' }, rules)
    expect(cardAttentionOf(entry, T0, wallRulesOf(rules))).toMatchObject({
      pinned: true,
      lead: 'teal',
      flags: [{ id: 'cancel', kind: 'heard', label: 'Wants to cancel', colour: 'teal', note: 'heard: cancel my account' }],
      text: 'Wants to cancel (heard: cancel my account)',
    })
  })

  it('words why a rule matched as core does in English, and in the language in use', () => {
    const why = (when: RuleCondition, maxDuration?: number) => whyOf({ rule: { ...DEFAULT_ALERT_RULES[0]!, when }, ...(maxDuration === undefined ? {} : { maxDuration }) })
    expect(why({ kind: 'transfer', seconds: 0, redSeconds: 0 })).toBe('asks for a person')
    expect(why({ kind: 'negative', seconds: 0 })).toBe('negative')
    expect([45, 150, 3600, 5400].map((seconds) => why({ kind: 'transfer', seconds, redSeconds: 0 }))).toEqual(
      [45, 150, 3600, 5400].map((seconds) => `waiting over ${spoken(seconds)}`),
    )
    expect(why({ kind: 'negative', seconds: 90 })).toBe(`negative over ${spoken(90)}`)
    expect(why({ kind: 'near-max', percent: 90 }, 3600)).toBe('past 90% of 1 h')
    expect(why({ kind: 'near-max', percent: 80 }, 120)).toBe('past 80% of 2 min')
    expect(why({ kind: 'near-max', percent: 50 })).toBe('past 50% of 1 h (assumed)')
    const english = translation.translator
    translation.translator = new Translator('de', builtCatalog('de'))
    try {
      expect(why({ kind: 'transfer', seconds: 0, redSeconds: 0 })).toBe('möchte eine Person sprechen')
      expect(why({ kind: 'negative', seconds: 5400 })).toBe('negativ seit über 1 Std. 30 Min.')
      expect(why({ kind: 'near-max', percent: 80 }, 120)).toBe('über 80 % von 2 Min.')
      expect(cardAttentionOf(entryOf({ transferRequested: true, sentiment: 'negative' }), T0, DEFAULT_WALL_RULES).text).toBe('Weiterleitung angefordert · Negative Stimmung')
      // A starting rule the supervisor renamed keeps the name given.
      const renamed = DEFAULT_ALERT_RULES.map((rule) => (rule.id === 'transfer' ? { ...rule, label: 'Wants a human' } : rule))
      expect(labels(cardAttentionOf(entryOf({ transferRequested: true }, renamed), T0, wallRulesOf(renamed)))).toEqual(['Wants a human'])
    } finally {
      translation.translator = english
    }
  })

  it('still says "Transfer requested" when pinning for transfers is off, without pinning', () => {
    const entry = entryOf({ transferRequested: true })
    const transferOff = wallRulesOf(DEFAULT_ALERT_RULES.map((rule) => (rule.id === 'transfer' ? { ...rule, enabled: false } : rule)))
    const attention = cardAttentionOf(entry, T0, transferOff)
    expect(attention).toMatchObject({ pinned: false, lead: null, kinds: 'transfer', text: 'Transfer requested' })
    expect(labels(attention)).toEqual(['Transfer requested'])
  })

  it('the duration ticks with the clock', () => {
    const entry = entryOf({ duration: 59 })
    expect(cardStateOf(entry, T0, DEFAULT_WALL_RULES, null).duration).toBe('0:59')
    expect(cardStateOf(entry, T0 + 1000, DEFAULT_WALL_RULES, null).duration).toBe('1:00')
  })

  it('an ended call held in place stops its duration and its transfer wait where the wall saw it end', () => {
    const ended = { ...entryOf({ duration: 59 }), waitingSince: T0 - 2_000, endedAt: T0 + 1_000 }
    expect(cardStateOf(ended, T0 + 30_000, DEFAULT_WALL_RULES, null)).toMatchObject({ duration: '1:00', waiting: 'waiting 0:03' })
  })

  it('words a card in the language in use, and says the time its frozen duration was true offline', () => {
    const entry = entryOf({ customerName: 'Ada' })
    expect(cardStateOf(entry, T0, DEFAULT_WALL_RULES, '10:42:07')).toMatchObject({
      view: { callWith: 'Call with Ada' },
      words: { asOf: 'as of 10:42:07', listen: 'Listen', end: 'End', ended: 'Ended' },
    })
    const english = translation.translator
    translation.translator = new Translator('de', builtCatalog('de'))
    try {
      expect(cardStateOf(entry, T0, DEFAULT_WALL_RULES, '10:42:07')).toMatchObject({
        view: { callWith: 'Anruf mit Ada' },
        words: { asOf: 'Stand 10:42:07', listen: 'Mithören', end: 'Beenden', ended: 'Beendet' },
      })
      expect(cardStateOf(entry, T0, DEFAULT_WALL_RULES, '10:43:00').words.asOf).toBe('Stand 10:43:00')
    } finally {
      translation.translator = english
    }
  })
})
