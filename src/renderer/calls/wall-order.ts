import type { ActiveCall } from '../../shared/api'
import { attentionOf, SEVERITY_NONE, severityOf, type AttentionRules } from './attention'
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

/** When the call started, by its latest duration: ordering by it needs no clock. */
function startedAt(entry: WallCall): number {
  return entry.seenAt - entry.call.duration * 1000
}

/** Ties (calls that started the same second: many, at 10,000 calls) by roomName, compared as code units: localeCompare made sorting 10,000 calls several times slower. */
const byRoom = (a: WallCall, b: WallCall) => (a.call.roomName < b.call.roomName ? -1 : a.call.roomName > b.call.roomName ? 1 : 0)
const byLongest = (a: WallCall, b: WallCall) => startedAt(a) - startedAt(b) || byRoom(a, b)

const COMPARE: Record<WallSort, (a: WallCall, b: WallCall) => number> = {
  longest: byLongest,
  newest: (a, b) => byLongest(b, a),
  sentiment: (a, b) => (SENTIMENT_RANK[a.call.sentiment] ?? 1) - (SENTIMENT_RANK[b.call.sentiment] ?? 1) || byLongest(a, b),
}

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
  const pinned: { entry: WallCall; severity: number }[] = []
  const rest: WallCall[] = []
  for (const entry of calls.values()) {
    if (!matchesFilters(entry, options.filters)) continue
    const severity = severityOf(attentionOf(entry, options.now, options.rules))
    if (severity === SEVERITY_NONE) rest.push(entry)
    else pinned.push({ entry, severity })
  }
  const compare = COMPARE[options.sort]
  pinned.sort((a, b) => a.severity - b.severity || compare(a.entry, b.entry))
  rest.sort(compare)
  const next = pinned.map((pin) => pin.entry).concat(rest)
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
