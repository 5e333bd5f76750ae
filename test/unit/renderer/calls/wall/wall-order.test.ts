import { describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_RULES } from '../../../../../src/shared/bridge'
import { DEFAULT_WALL_RULES, NO_FILTERS, filterChoices, matchesSearch, orderWall, wallOf, wallRulesOf, type WallFilters, type WallSort } from '../../../../../src/renderer/calls/wall/model'
import { call, iso, ruledWall, T0 } from '../fixtures'

const calls = wallOf(
  [
    call('short', { duration: 30, customerName: 'Ada Lovelace', customerPhone: '+14155550111', aiAgentName: 'Sales' }),
    call('long', { duration: 900, customerName: 'Grace Hopper', customerPhone: '+14155550222', aiAgentName: 'Support' }),
    call('mid', { duration: 300, customerName: null, customerPhone: '+442071234567', aiAgentName: 'Sales', sentiment: 'positive' }),
    call('web', { duration: 120, customerName: 'Web person', customerPhone: '', type: 'web', aiAgentName: 'Support' }),
  ],
  iso(T0),
)
const rules = DEFAULT_WALL_RULES
const order = (options: { filters?: Partial<WallFilters>; sort?: WallSort; now?: number } = {}) =>
  orderWall(calls, { filters: { ...NO_FILTERS, ...options.filters }, sort: options.sort ?? 'longest', rules, now: options.now ?? T0 }).map(
    (e) => e.call.roomName,
  )

describe('sorting the wall', () => {
  it('longest, newest and sentiment (negative first, then longest)', () => {
    expect(order({ sort: 'longest' })).toEqual(['long', 'mid', 'web', 'short'])
    expect(order({ sort: 'newest' })).toEqual(['short', 'web', 'mid', 'long'])
    expect(order({ sort: 'sentiment' })).toEqual(['long', 'web', 'short', 'mid'])
  })

  it('pins calls that need attention above the rest, the more severe first', () => {
    const polled = [...calls.values()].map(({ call }) =>
      call.roomName === 'short' ? { ...call, transferRequested: true } : call.roomName === 'mid' ? { ...call, sentiment: 'negative' } : call,
    )
    const withAttention = ruledWall(polled, iso(T0))
    const roomNames = orderWall(withAttention, { filters: NO_FILTERS, sort: 'longest', rules, now: T0 }).map((e) => e.call.roomName)
    // 'short' asks for a human (transfer) and outranks 'mid' (negative), though 'mid' is longer.
    expect(roomNames).toEqual(['short', 'mid', 'long', 'web'])
  })

  it('orders pins by severity (transfer + negative, transfer, negative, near maximum), then by the chosen sort', () => {
    const pins = ruledWall(
      [
        call('near-max', { duration: 3400 }),
        call('negative-short', { duration: 20, sentiment: 'negative' }),
        call('negative-long', { duration: 200, sentiment: 'negative' }),
        call('transfer', { duration: 10, transferRequested: true }),
        call('both', { duration: 5, transferRequested: true, sentiment: 'negative' }),
        call('quiet', { duration: 3000 }),
      ],
      iso(T0),
    )
    const shown = (sort: WallSort) => orderWall(pins, { filters: NO_FILTERS, sort, rules, now: T0 }).map((e) => e.call.roomName)
    expect(shown('longest')).toEqual(['both', 'transfer', 'negative-long', 'negative-short', 'near-max', 'quiet'])
    expect(shown('newest')).toEqual(['both', 'transfer', 'negative-short', 'negative-long', 'near-max', 'quiet'])
    // With the transfer pin switched off, a transfer request alone pins nothing and ranks as its sentiment does.
    const noTransferPin = orderWall(pins, { filters: NO_FILTERS, sort: 'longest', rules: wallRulesOf(DEFAULT_ALERT_RULES.map((rule) => (rule.id === 'transfer' ? { ...rule, enabled: false } : rule))), now: T0 })
    expect(noTransferPin.map((e) => e.call.roomName)).toEqual(['negative-long', 'negative-short', 'both', 'near-max', 'quiet', 'transfer'])
  })

  it('answers the previous array when a clock tick moved nothing, and a new one when a call became pinned', () => {
    // 'soon' (3,230 s) reaches 90 % of the hour (3,240 s) 10 s after the poll: core said so on the poll.
    const polled = [...calls.values()].map((entry) => entry.call)
    const soon = ruledWall([...polled, call('soon', { duration: 3230 })], iso(T0))
    const options = { filters: NO_FILTERS, sort: 'newest' as const, rules, now: T0 }
    const first = orderWall(soon, options)
    expect(orderWall(soon, { ...options, now: T0 + 1000 }, first)).toBe(first)
    const later = orderWall(soon, { ...options, now: T0 + 10_000 }, first)
    expect(later).not.toBe(first)
    expect(later.map((e) => e.call.roomName)).toEqual(['soon', 'short', 'web', 'mid', 'long'])
  })
})

describe('filters', () => {
  it('by agent, sentiment, type and transfer requested', () => {
    expect(order({ filters: { agent: 'Sales' } })).toEqual(['mid', 'short'])
    expect(order({ filters: { sentiment: 'positive' } })).toEqual(['mid'])
    expect(order({ filters: { type: 'web' } })).toEqual(['web'])
    expect(order({ filters: { transferOnly: true } })).toEqual([])
  })

  it('search finds a name (any case) or a phone however it is typed', () => {
    expect(order({ filters: { search: 'grace' } })).toEqual(['long'])
    expect(order({ filters: { search: '+4420' } })).toEqual(['mid'])
    expect(order({ filters: { search: '(415) 555-0111' } })).toEqual(['short'])
    expect(order({ filters: { search: '0222' } })).toEqual(['long'])
    expect(order({ filters: { search: 'nobody' } })).toEqual([])
    expect(matchesSearch(call('x', { customerPhone: '' }), '  ')).toBe(true)
  })

  it('offers the agents and sentiments present', () => {
    expect(filterChoices(calls)).toEqual({ agents: ['Sales', 'Support'], sentiments: ['positive', 'neutral', 'negative'] })
  })
})
