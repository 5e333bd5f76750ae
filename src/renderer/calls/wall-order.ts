import type { ActiveCall } from '../../shared/api'
import { attentionOf, severityOf, type AttentionRules } from './attention'
import type { WallCall, WallCalls } from './wall-call'
import { sameItems } from './wall-hold'

export type WallSort = 'longest' | 'newest' | 'sentiment'

export interface WallFilters {
  /** `aiAgentName`, or null for every agent. */
  agent: string | null
  sentiment: string | null
  type: ActiveCall['type'] | null
  transferOnly: boolean
  /** Customer name or phone; digits match a phone however it is spaced. */
  search: string
}

export const NO_FILTERS: WallFilters = { agent: null, sentiment: null, type: null, transferOnly: false, search: '' }

const SENTIMENT_RANK: Record<string, number> = { negative: 0, neutral: 1, positive: 2 }

export function matchesFilters(entry: WallCall, filters: WallFilters): boolean {
  const { call } = entry
  if (filters.agent !== null && call.aiAgentName !== filters.agent) return false
  if (filters.sentiment !== null && call.sentiment !== filters.sentiment) return false
  if (filters.type !== null && call.type !== filters.type) return false
  if (filters.transferOnly && !call.transferRequested) return false
  return matchesSearch(call, filters.search)
}

export function matchesSearch(call: ActiveCall, search: string): boolean {
  const query = search.trim().toLowerCase()
  if (query === '') return true
  if ((call.customerName ?? '').toLowerCase().includes(query)) return true
  if (call.customerPhone.toLowerCase().includes(query)) return true
  const digits = query.replace(/\D/g, '')
  return digits.length > 0 && /^[\d\s()+.-]+$/.test(query) && call.customerPhone.replace(/\D/g, '').includes(digits)
}

/** A call with what the order compares, worked out once per call rather than once per comparison (10,000 calls: ~140,000 comparisons). */
interface Keyed {
  entry: WallCall
  severity: number
  /** When the call started, by its latest duration: ordering by it needs no clock. */
  startedAt: number
  sentimentRank: number
  roomName: string
}

/** Ties (calls that started the same second: many, at 10,000 calls) by roomName, as code units: localeCompare made the sort several times slower. */
const byLongest = (a: Keyed, b: Keyed) => a.startedAt - b.startedAt || (a.roomName < b.roomName ? -1 : a.roomName > b.roomName ? 1 : 0)

const COMPARE: Record<WallSort, (a: Keyed, b: Keyed) => number> = {
  longest: byLongest,
  newest: (a, b) => byLongest(b, a),
  sentiment: (a, b) => a.sentimentRank - b.sentimentRank || byLongest(a, b),
}

const isUnfiltered = (filters: WallFilters) =>
  filters.agent === null && filters.sentiment === null && filters.type === null && !filters.transferOnly && filters.search.trim() === ''

/**
 * The wall as shown: filtered, sorted, and the calls that need attention pinned
 * to the top, most severe first (`severityOf`), then in the chosen order.
 * Answers `previous` when nothing moved, so a clock tick that changes no order
 * re-renders nothing.
 */
export function orderWall(
  calls: WallCalls,
  options: { filters: WallFilters; sort: WallSort; rules: AttentionRules; now: number },
  previous: readonly WallCall[] = [],
): readonly WallCall[] {
  const everything = isUnfiltered(options.filters)
  const keyed: Keyed[] = []
  for (const entry of calls.values()) {
    if (!everything && !matchesFilters(entry, options.filters)) continue
    keyed.push({
      entry,
      severity: severityOf(attentionOf(entry, options.now, options.rules)),
      startedAt: entry.seenAt - entry.call.duration * 1000,
      sentimentRank: SENTIMENT_RANK[entry.call.sentiment] ?? 1,
      roomName: entry.call.roomName,
    })
  }
  const compare = COMPARE[options.sort]
  // Pinned calls (any severity but none) first, most severe first; within one severity, the chosen order.
  keyed.sort((a, b) => a.severity - b.severity || compare(a, b))
  const next = keyed.map((item) => item.entry)
  return sameItems(previous, next) ? previous : next
}

/** The agents and sentiments present, for the filter menus. */
export function filterChoices(calls: WallCalls): { agents: string[]; sentiments: string[] } {
  const agents = new Set<string>()
  const sentiments = new Set<string>(['positive', 'neutral', 'negative'])
  for (const { call } of calls.values()) {
    agents.add(call.aiAgentName)
    if (call.sentiment) sentiments.add(call.sentiment)
  }
  return { agents: [...agents].sort(), sentiments: [...sentiments] }
}
