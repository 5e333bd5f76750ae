import type { ActiveCall } from '../../shared/api'
import { needsAttention, type AttentionRules } from './attention'
import type { WallCall, WallCalls } from './wall-call'

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

/** When the call started, by its latest duration: ordering by it needs no clock. */
function startedAt(entry: WallCall): number {
  return entry.seenAt - entry.call.duration * 1000
}

const byLongest = (a: WallCall, b: WallCall) => startedAt(a) - startedAt(b) || a.call.roomName.localeCompare(b.call.roomName)

const COMPARE: Record<WallSort, (a: WallCall, b: WallCall) => number> = {
  longest: byLongest,
  newest: (a, b) => byLongest(b, a),
  sentiment: (a, b) => (SENTIMENT_RANK[a.call.sentiment] ?? 1) - (SENTIMENT_RANK[b.call.sentiment] ?? 1) || byLongest(a, b),
}

/**
 * The wall as shown: filtered, sorted, and the calls that need attention pinned
 * to the top (in the same order among themselves). Answers `previous` when
 * nothing moved, so a clock tick that changes no order re-renders nothing.
 */
export function orderWall(
  calls: WallCalls,
  options: { filters: WallFilters; sort: WallSort; rules: AttentionRules; now: number },
  previous: readonly WallCall[] = [],
): readonly WallCall[] {
  const pinned: WallCall[] = []
  const rest: WallCall[] = []
  for (const entry of calls.values()) {
    if (!matchesFilters(entry, options.filters)) continue
    if (needsAttention(entry, options.now, options.rules)) pinned.push(entry)
    else rest.push(entry)
  }
  const compare = COMPARE[options.sort]
  pinned.sort(compare)
  rest.sort(compare)
  const next = pinned.concat(rest)
  return sameItems(previous, next) ? previous : next
}

function sameItems(a: readonly WallCall[], b: readonly WallCall[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
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
