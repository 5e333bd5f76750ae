import { describe, expect, it } from 'vitest'
import { DEFAULT_ATTENTION_RULES, wallOf } from '../../../../../src/renderer/calls/wall/model'
import { cardAttentionOf, cardStateOf, cardViewOf } from '../../../../../src/renderer/calls/wall/card-view'
import { call, iso, T0 } from '../fixtures'

const entryOf = (fields: Parameters<typeof call>[1]) => [...wallOf([call('a', fields)], iso(T0)).values()][0]!

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

  it('computes a call version once', () => {
    const version = call('a')
    expect(cardViewOf(version)).toBe(cardViewOf(version))
  })

  it('flags attention in words, and answers the same object while nothing changes, so ticks re-render nothing', () => {
    const quiet = entryOf({})
    expect(cardAttentionOf(quiet, T0, DEFAULT_ATTENTION_RULES)).toMatchObject({ pinned: false, lead: null, flags: '' })
    expect(cardAttentionOf(quiet, T0, DEFAULT_ATTENTION_RULES)).toBe(cardAttentionOf(quiet, T0 + 1000, DEFAULT_ATTENTION_RULES))
    const loud = entryOf({ transferRequested: true, sentiment: 'negative' })
    expect(cardAttentionOf(loud, T0, DEFAULT_ATTENTION_RULES)).toEqual({
      pinned: true,
      transfer: true,
      negative: true,
      nearMax: false,
      lead: 'transfer',
      kinds: 'transfer negative',
      flags: 'Transfer requested · Negative sentiment',
    })
  })

  it('still says "Transfer requested" when pinning for transfers is off, without pinning', () => {
    const entry = entryOf({ transferRequested: true })
    expect(cardAttentionOf(entry, T0, { ...DEFAULT_ATTENTION_RULES, transfer: false })).toMatchObject({
      pinned: false,
      transfer: true,
      lead: null,
      kinds: 'transfer',
      flags: 'Transfer requested',
    })
  })

  it('the duration ticks with the clock', () => {
    const entry = entryOf({ duration: 59 })
    expect(cardStateOf(entry, T0, DEFAULT_ATTENTION_RULES).duration).toBe('0:59')
    expect(cardStateOf(entry, T0 + 1000, DEFAULT_ATTENTION_RULES).duration).toBe('1:00')
  })
})
