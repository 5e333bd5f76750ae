/**
 * The wall's model, pure and in one place: the calls by `roomName` as the
 * polls deliver them, why a call needs attention, the order the wall shows
 * (filters, sort, pins; a held order is `hold.ts`), the summary bar's counts, the
 * supervisor's choices kept across restarts, where the keyboard moves, and
 * which calls of a long wall are in the DOM. `call-wall.svelte.ts` holds the
 * state and derives each of these once per change.
 */
import { z } from 'zod'
import type { ActiveCall } from '../../../shared/api'
import { DEFAULT_ALERT_RULES, type AlertRule, type CallsSnapshot, type RuleMatch } from '../../../shared/bridge'
import { loadStored, saveStored, type KeyValueStore } from '../../lib/stored'
import { formatPhone } from '../../lib/phone.svelte'
import { t } from '../../i18n/translation.svelte'

/** A call on the wall: the latest version the poller delivered and when it arrived. */
export interface WallCall {
  readonly call: ActiveCall
  /** Epoch milliseconds of the poll that delivered `call`; its duration counts on from here. */
  readonly seenAt: number
  /** The supervisor asked to end it and the answer is not back yet: the card says "Ending…". */
  readonly ending?: boolean
  /** Epoch milliseconds the console first saw its transfer request, while no supervisor has taken it over: the card says "waiting 1:12". */
  readonly waitingSince?: number
  /** The alert rules it matches or soon will, as core evaluated them on the last poll. */
  readonly matches?: readonly WallMatch[]
  /** Epoch milliseconds the wall saw it gone while its order was held (`hold.ts`): the card stays in place, dimmed, "Ended", its duration stopped. */
  readonly endedAt?: number
}

/** A rule a call matches (`RuleMatch`), its instants in epoch milliseconds. */
export interface WallMatch {
  readonly ruleId: string
  readonly from: number
  readonly red?: number
  readonly why: string
  readonly maxDuration?: number
}

export type WallCalls = ReadonlyMap<string, WallCall>

/**
 * Applies one poll's diff by `roomName`. Untouched calls keep their object, so a
 * keyed list re-renders only the cards that changed. `ignored` holds calls the
 * supervisor just ended, which a poll sent before the end may still list.
 */
export function applySnapshot(current: WallCalls, snapshot: CallsSnapshot, ignored: ReadonlySet<string> = new Set()): Map<string, WallCall> {
  const seenAt = Date.parse(snapshot.polledAt)
  const next = snapshot.full ? new Map<string, WallCall>() : new Map(current)
  for (const roomName of snapshot.removed) next.delete(roomName)
  for (const call of [...snapshot.added, ...snapshot.changed]) {
    if (ignored.has(call.roomName)) continue
    // A call being ended stays "Ending…" through a poll that changed it.
    next.set(call.roomName, current.get(call.roomName)?.ending ? { call, seenAt, ending: true } : { call, seenAt })
  }
  return withPollState(next, snapshot.transfersWaiting, snapshot.matches)
}

/** The whole wall at once (`calls.current`). */
export function wallOf(
  calls: readonly ActiveCall[],
  polledAt: string,
  transfersWaiting: Record<string, string> = {},
  matches: Record<string, RuleMatch[]> = {},
): Map<string, WallCall> {
  const seenAt = Date.parse(polledAt)
  return withPollState(new Map(calls.map((call) => [call.roomName, { call, seenAt }])), transfersWaiting, matches)
}

/**
 * Each call's transfer wait and rule matches as the poll gives them (whole
 * maps, every poll); only a call whose wait or matches changed gets a new object.
 */
function withPollState(calls: Map<string, WallCall>, transfersWaiting: Record<string, string>, matches: Record<string, RuleMatch[]>): Map<string, WallCall> {
  for (const [roomName, entry] of calls) {
    const since = transfersWaiting[roomName]
    const waitingSince = since === undefined ? undefined : Date.parse(since)
    const listed = matches[roomName]
    const sameMatches = listed === undefined ? entry.matches === undefined : entry.matches !== undefined && sameMatchList(entry.matches, listed, entry)
    if (entry.waitingSince === waitingSince && sameMatches) continue
    const { waitingSince: _waiting, matches: _matches, ...rest } = entry
    const next: { -readonly [K in keyof WallCall]: WallCall[K] } = rest
    if (waitingSince !== undefined) next.waitingSince = waitingSince
    const kept = sameMatches ? entry.matches : listed?.map((match) => wallMatchOf(match, entry))
    if (kept !== undefined) next.matches = kept
    calls.set(roomName, next)
  }
  return calls
}

/** A match by duration starts when the duration this card shows reaches it: counted from the call's version the wall holds, to the tick. */
function startOf(match: RuleMatch, entry: WallCall): number {
  return match.atDuration === undefined ? Date.parse(match.from) : entry.seenAt + (match.atDuration - entry.call.duration) * 1000
}

function wallMatchOf(match: RuleMatch, entry: WallCall): WallMatch {
  const from = startOf(match, entry)
  const { ruleId, why, maxDuration } = match
  return {
    ruleId,
    from,
    ...(match.red === undefined ? {} : { red: Date.parse(match.red) }),
    why,
    ...(maxDuration === undefined ? {} : { maxDuration }),
  }
}

function sameMatchList(kept: readonly WallMatch[], listed: readonly RuleMatch[], entry: WallCall): boolean {
  if (kept.length !== listed.length) return false
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i]!
    const b = listed[i]!
    if (a.ruleId !== b.ruleId || a.why !== b.why || a.from !== startOf(b, entry) || a.red !== (b.red === undefined ? undefined : Date.parse(b.red))) return false
  }
  return true
}

/** Seconds now: the polled duration plus the time since that poll, until the next poll corrects it. */
export function liveDuration(entry: WallCall, now: number): number {
  return entry.call.duration + Math.max(0, Math.floor((now - entry.seenAt) / 1000))
}

/** What the supervisor calls the customer: name, else phone, else (web calls) "Web visitor". */
export function customerLabel(call: ActiveCall): string {
  return call.customerName || (call.customerPhone && formatPhone(call.customerPhone)) || t('calls.wall.webVisitor')
}

export const EMPTY_WALL: WallCalls = new Map()

/** The wall with one call marked as being ended, or no longer. */
export function withEnding(calls: WallCalls, roomName: string, ending: boolean): WallCalls {
  const entry = calls.get(roomName)
  if (!entry || !!entry.ending === ending) return calls
  const next = new Map(calls)
  const { ending: _before, ...rest } = entry
  next.set(roomName, ending ? { ...rest, ending } : rest)
  return next
}

/** The wall without these calls (a new map; the old one is left as it was). */
export function withoutCalls(calls: WallCalls, roomNames: readonly string[]): Map<string, WallCall> {
  const next = new Map(calls)
  for (const roomName of roomNames) next.delete(roomName)
  return next
}

/** A poll sent before the end-call answer may still list the call: ignore it this long. */
const ENDED_GRACE_MS = 15_000

/** Calls the supervisor just ended, so a late poll does not bring their cards back. */
export class RecentlyEnded {
  readonly #until = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  add(roomName: string): void {
    this.#until.set(roomName, this.now() + ENDED_GRACE_MS)
  }

  current(): ReadonlySet<string> {
    const now = this.now()
    for (const [roomName, until] of this.#until) if (until < now) this.#until.delete(roomName)
    return new Set(this.#until.keys())
  }
}

/** The workspace's alert rules as the wall looks them up: each by id, with its place in the list (earlier is more urgent). */
export interface WallRules {
  readonly list: readonly AlertRule[]
  readonly byId: ReadonlyMap<string, { readonly rule: AlertRule; readonly index: number }>
}

export function wallRulesOf(list: readonly AlertRule[]): WallRules {
  return { list, byId: new Map(list.map((rule, index) => [rule.id, { rule, index }])) }
}

export const DEFAULT_WALL_RULES: WallRules = wallRulesOf(DEFAULT_ALERT_RULES)

/** A rule a call matches now: switched on, its instant passed; `red` once a transfer rule's escalation is due. */
export interface ActiveMatch {
  readonly rule: AlertRule
  readonly index: number
  readonly red: boolean
  readonly why: string
  /** A share of the maximum: the call's maximum (s); absent when unknown. */
  readonly maxDuration?: number
}

/** The rules a call matches at `now`, in the rules' order. Core evaluated them on the poll; the wall only compares instants. */
export function attentionOf(entry: WallCall, now: number, rules: WallRules): ActiveMatch[] {
  const active: ActiveMatch[] = []
  if (entry.matches === undefined) return active
  for (const match of entry.matches) {
    const known = rules.byId.get(match.ruleId)
    if (!known || !known.rule.enabled || match.from > now) continue
    const red = match.red !== undefined && match.red <= now
    active.push({ rule: known.rule, index: known.index, red, why: match.why, ...(match.maxDuration === undefined ? {} : { maxDuration: match.maxDuration }) })
  }
  return active.sort((a, b) => a.index - b.index)
}

/**
 * The first instant after `now` at which the clock alone changes some call's
 * attention (a match's start, or its escalation to red); Infinity when none
 * will before the next poll. The wall re-sorts at this instant rather than at
 * every tick.
 */
export function nextAttentionChange(calls: WallCalls, now: number, rules: WallRules): number {
  let next = Infinity
  for (const entry of calls.values()) {
    if (entry.matches === undefined) continue
    for (const match of entry.matches) {
      if (!rules.byId.get(match.ruleId)?.rule.enabled) continue
      if (match.from > now && match.from < next) next = match.from
      if (match.red !== undefined && match.red > now && match.red < next) next = match.red
    }
  }
  return next
}

/**
 * How urgent a pinned call is, smaller first: a red escalation before all,
 * then by the rules it matches, earlier rules first and more rules before fewer
 * (with the default rules: a transfer request on a negative call, a transfer
 * request, negative, near the maximum). `SEVERITY_NONE` for a call not pinned.
 */
export function severityOf(active: readonly ActiveMatch[]): number {
  if (active.length === 0) return SEVERITY_NONE
  // One binary digit per rule, in the rules' order (at most 50: within a double's precision), and a red escalation above them all.
  let key = active.some((match) => match.red) ? 1 : 0
  for (const match of active) key += 2 ** -(match.index + 1)
  return SEVERITY_NONE - key
}

export const SEVERITY_NONE = 2

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

function matchesFilters(entry: WallCall, filters: WallFilters): boolean {
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
  options: { filters: WallFilters; sort: WallSort; rules: WallRules; now: number },
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

/** The same calls in the same order, as the same objects: nothing to re-render. */
export function sameItems(a: readonly WallCall[], b: readonly WallCall[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

export interface WallSummary {
  total: number
  positive: number
  neutral: number
  negative: number
  transfersWaiting: number
  /** Seconds, and which call; null when the wall is empty. */
  longest: { seconds: number; entry: WallCall } | null
  nearMax: number
}

const isNearMax = (entry: WallCall, now: number, rules: WallRules) => attentionOf(entry, now, rules).some((match) => match.rule.when.kind === 'near-max')

/** The summary bar counts every live call, whatever the filters show. */
export function summarizeWall(calls: WallCalls, now: number, rules: WallRules): WallSummary {
  const summary: WallSummary = { total: 0, positive: 0, neutral: 0, negative: 0, transfersWaiting: 0, longest: null, nearMax: 0 }
  for (const entry of calls.values()) {
    summary.total++
    const sentiment = entry.call.sentiment
    if (sentiment === 'positive' || sentiment === 'negative') summary[sentiment]++
    else summary.neutral++
    if (entry.call.transferRequested) summary.transfersWaiting++
    if (entry.matches !== undefined && isNearMax(entry, now, rules)) summary.nearMax++
    const seconds = liveDuration(entry, now)
    if (!summary.longest || seconds > summary.longest.seconds) summary.longest = { seconds, entry }
  }
  return summary
}

export type WallMode = 'cards' | 'table'

/** Comfortable: every card the height of the fullest one. Compact: a card as tall as its lines, a table row one line. */
export type WallDensity = 'comfortable' | 'compact'

/** The supervisor's choices on the wall, kept across restarts. */
export interface WallPrefs {
  filters: WallFilters
  sort: WallSort
  mode: WallMode
  density: WallDensity
}

export const DEFAULT_WALL_PREFS: WallPrefs = { filters: NO_FILTERS, sort: 'longest', mode: 'cards', density: 'comfortable' }

const STORAGE_KEY = 'switchboard.calls.wall'

const Stored = z.object({
  filters: z.object({
    agent: z.string().nullable(),
    sentiment: z.string().nullable(),
    type: z.enum(['phone', 'web']).nullable(),
    transferOnly: z.boolean(),
    search: z.string().max(200),
  }),
  sort: z.enum(['longest', 'newest', 'sentiment']),
  mode: z.enum(['cards', 'table']),
  // Kept before density existed: the other choices stay.
  density: z.enum(['comfortable', 'compact']).default('comfortable'),
})

/** A damaged or older entry falls back to the defaults rather than breaking the wall. */
export function loadWallPrefs(storage: KeyValueStore): WallPrefs {
  return loadStored(storage, STORAGE_KEY, Stored, DEFAULT_WALL_PREFS)
}

export function saveWallPrefs(storage: KeyValueStore, prefs: WallPrefs): void {
  saveStored(storage, STORAGE_KEY, prefs)
}

export type Move = 'left' | 'right' | 'up' | 'down' | 'first' | 'last'

/**
 * The call a key press moves to. Left/right step one call; up/down a row of
 * `columns` (1 in the table); moving from nothing, or from a call no longer
 * shown, starts at the first. Stops at the edges rather than wrapping.
 */
export function moveSelection(order: readonly string[], current: string | null, by: Move, columns: number): string | null {
  if (order.length === 0) return null
  const index = current === null ? -1 : order.indexOf(current)
  if (index < 0) return by === 'last' ? (order.at(-1) ?? null) : (order[0] ?? null)
  const step = { left: -1, right: 1, up: -Math.max(1, columns), down: Math.max(1, columns), first: -index, last: order.length - 1 - index }[by]
  const target = index + step
  if (target < 0 || target >= order.length) return order[index] ?? null
  return order[target] ?? null
}

/**
 * Which calls of a long wall are in the DOM: those in view and a few rows
 * around (virtualisation), so a wall of 10,000 calls renders, ticks and
 * scrolls like one of 50. Every row is the same height (cards share a fixed
 * row height, table rows are one line), so a row's place is its index times
 * the row pitch, and the space of the rows not rendered is padding.
 */
export interface WallWindow {
  /** The first call rendered (index into the wall's calls). */
  start: number
  /** One past the last call rendered. */
  end: number
  /** Space before the first rendered row and after the last, in px. */
  before: number
  after: number
}

export interface WindowInput {
  count: number
  columns: number
  /** A row's height plus the gap below it, px. */
  pitch: number
  /** How far the scroller shows past the wall's top (may be negative), px. */
  top: number
  /** The scroller's height, px. */
  height: number
  /** Rows rendered beyond the view on each side, so a fast scroll does not show blanks. */
  overscan: number
}

export function wallWindow({ count, columns, pitch, top, height, overscan }: WindowInput): WallWindow {
  const rows = Math.ceil(count / columns)
  const first = Math.min(rows, Math.max(0, Math.floor(top / pitch) - overscan))
  const last = Math.max(first, Math.min(rows, Math.ceil((top + height) / pitch) + overscan))
  return { start: first * columns, end: Math.min(count, last * columns), before: first * pitch, after: (rows - last) * pitch }
}

/** How many columns `repeat(auto-fill, minmax(min, 1fr))` makes in `width` with `gap` between them. */
export function autoFillColumns(width: number, min: number, gap: number): number {
  // A hair of tolerance: rem sizes in px are not exact in binary, and a wall exactly four columns wide has four.
  return Math.max(1, Math.floor((width + gap) / (min + gap) + 1e-6))
}

/** Where the scroller must stand for row `row` to be wholly in view, moving as little as it can ("nearest"). */
export function scrollToReveal(row: number, pitch: number, rowHeight: number, top: number, height: number): number {
  const rowTop = row * pitch
  if (rowTop < top) return rowTop
  if (rowTop + rowHeight > top + height) return rowTop + rowHeight - height
  return top
}

/**
 * The card grid's sizes (rem): every card of a density one height, so the grid knows where each row stands without
 * measuring one. A compact card is its lines' height (CallCard.svelte), which keeps 16 whole cards in view at 1440 × 900.
 */
export const CARD_GRID = { cardRem: { comfortable: 14.5, compact: 8.25 }, gapRem: 0.6, minColumnRem: 18, overscanRows: 2 } as const
