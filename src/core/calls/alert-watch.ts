import type { ActiveCall } from '../../shared/api'
import { DEFAULT_MAX_CALL_DURATION_S, tokensOf, wordsOf, type AlertRule, type RuleCondition, type RuleKind, type RuleMatch } from '../../shared/bridge'

/** A line said on a call, from wherever the console hears it (the poll's `lastMessage`, the live transcript). */
export interface HeardLine {
  workspaceId: string
  roomName: string
  text: string
  /** Epoch milliseconds it was said (or heard). */
  at: number
}

/** What one poll gives the evaluation. */
export interface PollForRules {
  calls: readonly ActiveCall[]
  /** Epoch milliseconds. */
  polledAt: number
  /** roomName → when its transfer request was first seen (ISO), while no supervisor answers it (`CallsSnapshot.transfersWaiting`). */
  transfersWaiting: Readonly<Record<string, string>>
  /** Agent name → its number's `maxCallDuration` (s), where the cache knows it. */
  maxByAgent: ReadonlyMap<string, number>
}

/** A match due later than this after the poll is left for a later poll: the wall's clock pins what is due sooner. */
export const MATCH_HORIZON_MS = 60_000
/** A room heard of but never polled is forgotten after this long (a line for a call that ended before any poll). */
const UNPOLLED_ROOM_MS = 10 * 60_000

/** A call's state: first what each poll reads of every call (down to `answer`), then what working its matches out reads. */
interface RoomState {
  name: string
  /** The poll that last listed it; 0 until one does. */
  poll: number
  /** Its place in that poll's list. */
  at: number
  /** The evaluator's `stamp` its matches were worked out under: rules or maxima changed since means they are stale. */
  stamp: number
  /** A phrase was heard through the port since it was last worked out: worked out again. */
  dirty: boolean
  /** The call's fields its matches are worked out from, as last read: a call whose fields did not move is not worked out again. */
  lastMessage: string | null
  sentiment: string
  transferRequested: boolean
  agent: string
  /** Its transfer request waits for a supervisor (`PollForRules.transfersWaiting`): when it was first seen matters only as the request is. */
  waiting: boolean
  /** From this poll instant on, a match left past the horizon comes within it (held sentiment, a wait, a phrase): worked out again. */
  wakeAt: number
  /** The same for a share of the maximum, in ms after `startedAt`: the start read from each poll's duration wobbles. */
  nearWakeIn: number
  /** The instant the call started, by the poll that last read it. */
  startedAt: number
  /** Its matches hold a share of the maximum, whose instant moves with the start. */
  startBound: boolean
  /** Its matches, as last worked out (kept while nothing they depend on moves: most calls, most polls). */
  answer: RuleMatch[] | null
  /** Its matches as the evaluator's record holds them: the record is written only where they differ from `answer`. */
  listed: RuleMatch[] | null
  negativeSince: number | null
  transferSince: number | null
  /** ruleId → when its phrase was first heard: a call that said it stays matched. None until it says one (most calls). */
  heard: Map<string, number> | null
  createdAt: number
}

interface ActiveRule {
  rule: AlertRule
  agents: ReadonlySet<string> | null
  /** Its place in the list: a call's matches come in the rules' order. */
  order: number
  /** What its match says on the card; a share of the maximum's, by the maximum, as first needed. */
  why: string
  whyByMax: Map<number | undefined, string>
}

/** A phrase rule as a line is matched against it: its words spaced (`wordsOf`), and one by one. */
interface HeardRule {
  id: string
  words: string
  tokens: readonly string[]
}

interface Compiled {
  source: readonly AlertRule[]
  /** The rules switched on, by kind: a call is held only against the kinds its state can match. */
  active: Readonly<Record<RuleKind, readonly ActiveRule[]>>
  /** The phrase rules switched on, by id. */
  heardRules: ReadonlyMap<string, ActiveRule>
  heard: readonly HeardRule[]
  /** The phrases by their first word's shape (`shapeOf`): a line's word is compared only with the one or two of its shape. */
  byShape: (readonly HeardRule[] | undefined)[]
}

/**
 * The alert rules of one workspace, evaluated once per poll (never per
 * render): which calls match which rule, from when, and why. It keeps what a
 * single poll cannot say: since when a call has been negative or asking for
 * a person, and the phrases it has said. A rule's time-bound match (held
 * sentiment, a wait, a share of the maximum) is answered with the instant it
 * starts, so the wall pins it on its own clock, between polls.
 *
 * It evaluates by difference: between two polls most calls only grow their
 * duration, so a call's matches are worked out again only when what they
 * depend on moved (its fields, a phrase heard, its wait answered, the rules
 * or its number's maximum) or the poll reached the instant a match left past
 * the horizon comes within it.
 */
export class RuleEvaluator {
  readonly #rooms = new Map<string, RoomState>()
  /** The last poll's rooms in its order: the service lists its calls in the same order poll after poll, so a call's room is found by walking, not looked up. */
  #order: RoomState[] = []
  /** The order of the poll before, whose array the next poll fills again: one array of every call less to make. */
  #spare: RoomState[] = []
  #compiled: Compiled | null = null
  #poll = 0
  /** Moves whenever every call's matches must be worked out again: the rules or the maxima changed. */
  #stamp = 0
  #maxByAgent: ReadonlyMap<string, number> = new Map()
  /**
   * The matches of every call listed, by room, as `evaluate` answers them: one record brought up to date from poll
   * to poll where a call's matches changed, it ended or it stopped matching (made afresh, it was a quarter of the
   * evaluation: a dictionary of every matched call, grown key by key, then garbage at the next poll).
   */
  readonly #matches: Record<string, RuleMatch[]> = Object.create(null) as Record<string, RuleMatch[]>

  constructor(private readonly rules: () => readonly AlertRule[]) {}

  /** A line said on a call: its phrases count from `at` for as long as the call lasts. */
  heard(roomName: string, text: string, at: number): void {
    const compiled = this.#compile()
    if (compiled.heard.length > 0) hear(compiled, this.#rooms.get(roomName) ?? this.#room(roomName, at), text, at)
  }

  /**
   * The matches of the poll's calls, by room. The record is the evaluator's own, brought up to date by its next
   * evaluation: a caller reads it, or sends it on, before then (the poller emits it at once).
   */
  evaluate(poll: PollForRules): Record<string, RuleMatch[]> {
    const compiled = this.#compile()
    const now = poll.polledAt
    const pollNo = ++this.#poll
    if (!sameMaxima(this.#maxByAgent, poll.maxByAgent)) this.#stamp++
    this.#maxByAgent = poll.maxByAgent
    const waiting = poll.transfersWaiting
    const context: PollContext = { compiled, now, horizon: now + MATCH_HORIZON_MS, iso: isoOnce(now), wakeAt: Infinity, nearWakeIn: Infinity, startBound: false }
    const matches = this.#matches
    const rooms = this.#rooms
    const stamp = this.#stamp
    const before = this.#order
    const order = this.#spare
    let listed = 0
    // The last poll's rooms the walk jumped past: with those from where it stopped, the only ones that may have ended.
    const passed: RoomState[] = []
    let next = 0
    for (const call of poll.calls) {
      let room = before[next]
      if (room?.name === call.roomName) next++
      else {
        room = rooms.get(call.roomName) ?? this.#room(call.roomName, now)
        // Past a call that ended or moved: the walk goes on after this one.
        if (room.poll === pollNo - 1 && room.at >= next) {
          for (; next < room.at; next++) passed.push(before[next]!)
          next = room.at + 1
        }
      }
      if (room.poll !== pollNo) {
        room.poll = pollNo
        room.at = listed
        order[listed++] = room
      }
      // The instant the call started, by this poll: stays put from poll to poll while the duration grows with the clock.
      const startedAt = now - call.duration * 1000
      // Looked up only for a call asking for a person: whether another's request waits changes none of its matches.
      const waitingSince = call.transferRequested ? waitingOf(waiting, call.roomName) : undefined
      const still =
        room.stamp === stamp &&
        !room.dirty &&
        call.lastMessage === room.lastMessage &&
        call.sentiment === room.sentiment &&
        call.transferRequested === room.transferRequested &&
        call.aiAgentName === room.agent &&
        (waitingSince !== undefined) === room.waiting &&
        now < room.wakeAt &&
        now < startedAt + room.nearWakeIn &&
        (startedAt === room.startedAt || !room.startBound)
      if (!still) this.#workOut(context, call, room, startedAt, waitingSince)
      if (room.answer !== room.listed) {
        if (room.answer === null) delete matches[call.roomName]
        else matches[call.roomName] = room.answer
        room.listed = room.answer
      }
    }
    order.length = listed
    this.#spare = before
    this.#order = order
    // Every room listed and none left over: none ended, nothing to forget.
    if (rooms.size > order.length) this.#forgetGone(passed, before, next, pollNo, now)
    return matches
  }

  /** Reads what moved on the call into its state, and works its matches out again if they depend on it. */
  #workOut(context: PollContext, call: ActiveCall, room: RoomState, startedAt: number, waitingSince: string | undefined): void {
    const now = context.now
    if (call.lastMessage !== room.lastMessage) {
      room.lastMessage = call.lastMessage
      if (call.lastMessage !== '' && context.compiled.heard.length > 0) hear(context.compiled, room, call.lastMessage, now)
    }
    const negativeSince = call.sentiment === 'negative' ? (room.negativeSince ?? now) : null
    let transferSince: number | null = null
    if (call.transferRequested) transferSince = room.transferSince ?? (waitingSince === undefined ? now : Date.parse(waitingSince))
    const moved =
      room.stamp !== this.#stamp ||
      room.dirty ||
      room.agent !== call.aiAgentName ||
      room.waiting !== (waitingSince !== undefined) ||
      room.negativeSince !== negativeSince ||
      room.transferSince !== transferSince ||
      now >= room.wakeAt ||
      now >= startedAt + room.nearWakeIn ||
      (startedAt !== room.startedAt && room.startBound)
    room.sentiment = call.sentiment
    room.transferRequested = call.transferRequested
    room.agent = call.aiAgentName
    room.waiting = waitingSince !== undefined
    room.negativeSince = negativeSince
    room.transferSince = transferSince
    room.startedAt = startedAt
    if (!moved) return
    room.stamp = this.#stamp
    room.dirty = false
    context.wakeAt = Infinity
    context.nearWakeIn = Infinity
    context.startBound = false
    room.answer = matchesOf(context, call, room, room.waiting, this.#maxByAgent.get(call.aiAgentName))
    room.wakeAt = context.wakeAt
    room.nearWakeIn = context.nearWakeIn
    room.startBound = context.startBound
  }

  /** Forgets the rooms of the last poll this one did not list (passed, or from `next` on), and those heard of but never polled for too long. */
  #forgetGone(passed: readonly RoomState[], before: readonly RoomState[], next: number, pollNo: number, now: number): void {
    for (const room of passed) if (room.poll !== pollNo) this.#forget(room)
    for (let at = next; at < before.length; at++) if (before[at]!.poll !== pollNo) this.#forget(before[at]!)
    const rooms = this.#rooms
    if (rooms.size === this.#order.length) return
    for (const [roomName, room] of rooms) if (room.poll === 0 && now - room.createdAt > UNPOLLED_ROOM_MS) rooms.delete(roomName)
  }

  #forget(room: RoomState): void {
    this.#rooms.delete(room.name)
    if (room.listed !== null) delete this.#matches[room.name]
  }

  #room(roomName: string, now: number): RoomState {
    let room = this.#rooms.get(roomName)
    if (!room) {
      room = {
        name: roomName,
        poll: 0,
        at: 0,
        stamp: -1,
        dirty: true,
        lastMessage: null,
        sentiment: '',
        transferRequested: false,
        agent: '',
        waiting: false,
        wakeAt: -Infinity,
        nearWakeIn: -Infinity,
        startedAt: 0,
        startBound: false,
        answer: null,
        listed: null,
        negativeSince: null,
        transferSince: null,
        heard: null,
        createdAt: now,
      }
      this.#rooms.set(roomName, room)
    }
    return room
  }

  /** The rules as the evaluation needs them, built again only when the list changes (a save replaces it). */
  #compile(): Compiled {
    const source = this.rules()
    if (this.#compiled?.source === source) return this.#compiled
    const enabled = source.filter((rule) => rule.enabled)
    const active = byKind(enabled)
    const compiled: Compiled = {
      source,
      active,
      heardRules: new Map(active.heard.map((entry) => [entry.rule.id, entry])),
      heard: enabled.flatMap((rule) => (rule.when.kind === 'heard' ? [{ id: rule.id, words: wordsOf(rule.when.phrase), tokens: tokensOf(rule.when.phrase) }] : [])),
      byShape: new Array<readonly HeardRule[] | undefined>(SHAPES),
    }
    this.#stamp++
    for (const rule of compiled.heard) {
      // A phrase without a word is never heard: a line's words have one letter at least.
      const first = rule.tokens[0]
      if (first === undefined) continue
      const shape = shapeOf(first.length, first.charCodeAt(0))
      compiled.byShape[shape] = [...(compiled.byShape[shape] ?? []), rule]
    }
    // A phrase edited or removed no longer holds what the old one heard; the current last messages are read again.
    const phrases = new Set(compiled.heard.map((rule) => rule.id))
    const before = new Map(this.#compiled?.heard.map((rule) => [rule.id, rule.words]))
    for (const room of this.#rooms.values()) {
      room.lastMessage = null
      if (room.heard) for (const id of room.heard.keys()) if (!phrases.has(id) || before.get(id) !== compiled.heard.find((rule) => rule.id === id)?.words) room.heard.delete(id)
    }
    this.#compiled = compiled
    return compiled
  }
}

/**
 * When the room's transfer request was first seen, if it waits: the record's own entry only (one a poll is given
 * may be a plain object, and a room may be named after what every object has, "constructor").
 */
function waitingOf(transfersWaiting: Readonly<Record<string, string>>, roomName: string): string | undefined {
  const since = transfersWaiting[roomName]
  return typeof since === 'string' ? since : undefined
}

/** The phrases `text` says, heard on the call from `at`: each looked up by its first word's shape, then compared word by word there. */
function hear(compiled: Compiled, room: RoomState, text: string, at: number): void {
  if (!isAscii(text)) {
    hearTokens(compiled, room, tokensOf(text), at)
    return
  }
  // The words `tokensOf` would cut, read in place: a line's words are passed over by their shape without a string made of each.
  const length = text.length
  let start = 0
  while (start < length) {
    while (start < length && !isWordCode(text.charCodeAt(start))) start++
    if (start === length) return
    let end = start + 1
    while (end < length && isWordCode(text.charCodeAt(end))) end++
    const candidates = compiled.byShape[shapeOf(end - start, lowerCode(text.charCodeAt(start)))]
    if (candidates) {
      for (const rule of candidates) {
        const first = rule.tokens[0]!
        if (first.length === end - start && sameWord(text, start, first) && saysFrom(text, end, rule.tokens)) noteHeard(room, rule.id, at)
      }
    }
    start = end
  }
}

/** `hear` of a line read into words by `tokensOf` (one with letters past ASCII, whose lower case and letters it knows). */
function hearTokens(compiled: Compiled, room: RoomState, tokens: readonly string[], at: number): void {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const candidates = compiled.byShape[shapeOf(token.length, token.charCodeAt(0))]
    if (!candidates) continue
    for (const rule of candidates) {
      if (rule.tokens[0] === token && saysAt(tokens, i, rule.tokens)) noteHeard(room, rule.id, at)
    }
  }
}

/** Notes the phrase rule as heard on the call from `at`, unless it already was. */
function noteHeard(room: RoomState, id: string, at: number): void {
  const heard = (room.heard ??= new Map())
  if (heard.has(id)) return
  heard.set(id, at)
  room.dirty = true
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false
  return true
}

/** An ASCII letter, digit or apostrophe: what `tokensOf` makes words of, below 0x80. */
function isWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x27
}

const lowerCode = (code: number): number => (code >= 0x41 && code <= 0x5a ? code + 0x20 : code)

/** Whether the ASCII line's words after `from` (the end of a phrase's first word in it) are the phrase's others. */
function saysFrom(text: string, from: number, phrase: readonly string[]): boolean {
  let at = from
  for (let i = 1; i < phrase.length; i++) {
    while (at < text.length && !isWordCode(text.charCodeAt(at))) at++
    const word = phrase[i]!
    if (at + word.length > text.length || !sameWord(text, at, word)) return false
    at += word.length
    if (at < text.length && isWordCode(text.charCodeAt(at))) return false
  }
  return true
}

/** Whether the ASCII line from `at` reads `word` (lower-case), in any case. */
function sameWord(text: string, at: number, word: string): boolean {
  for (let j = 0; j < word.length; j++) if (lowerCode(text.charCodeAt(at + j)) !== word.charCodeAt(j)) return false
  return true
}

/**
 * A word's shape, from its length (up to 31) and its lower-case first letter (folded to 5 bits): most words of a line
 * have a shape no phrase starts with, and are passed over with one look-up in an array.
 */
const SHAPES = 32 * 32
const shapeOf = (length: number, firstCode: number): number => Math.min(length, 31) * 32 + (firstCode & 31)

/** Whether the line's words from `at` are the phrase's (its first word already is). */
function saysAt(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  if (at + phrase.length > tokens.length) return false
  for (let i = 1; i < phrase.length; i++) if (tokens[at + i] !== phrase[i]) return false
  return true
}

/** Seconds into a call at which it is past `percent` of its maximum (the reference's hour when its number is unknown). */
function thresholdS(max: number | undefined, percent: number): number {
  return Math.ceil(((max ?? DEFAULT_MAX_CALL_DURATION_S) * percent) / 100)
}

function byKind(rules: readonly AlertRule[]): Compiled['active'] {
  const kinds: Record<RuleKind, ActiveRule[]> = { heard: [], negative: [], transfer: [], 'near-max': [] }
  rules.forEach((rule, order) =>
    kinds[rule.when.kind].push({
      rule,
      agents: rule.agents.length === 0 ? null : new Set(rule.agents),
      order,
      why: rule.when.kind === 'near-max' ? '' : whyOf(rule.when),
      whyByMax: new Map(),
    }),
  )
  return kinds
}

/** What the matches of one poll share, and what working out one call's tells of when they change by the clock alone. */
interface PollContext {
  compiled: Compiled
  now: number
  horizon: number
  /** An instant as `RuleMatch` writes it. */
  iso: (ms: number) => string
  /** The earliest instant a match left past the horizon comes within it (`RoomState.wakeAt`). */
  wakeAt: number
  /** The same for a share of the maximum, after the call's start (`RoomState.nearWakeIn`). */
  nearWakeIn: number
  startBound: boolean
}

/**
 * Calls worked out in one poll share their instants (the poll's own, above all): each is written out once, kept by
 * its distance from the poll (a small integer, looked up faster than an instant; one that does not give the instant
 * back exactly is not kept).
 */
function isoOnce(now: number): (ms: number) => string {
  const written = new Map<number, string>()
  return (ms) => {
    const key = ms - now
    if (key + now !== ms) return isoOf(ms)
    let text = written.get(key)
    if (text === undefined) written.set(key, (text = isoOf(ms)))
    return text
  }
}

const DAY_MS = 86_400_000
/** Instants from 1970 to the end of 9999: those `toISOString` writes with four digits of year. */
const WRITTEN_BY_DAY_END = 253_402_300_800_000
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'))
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))
let writtenDay = NaN
let writtenDate = ''

/**
 * An instant as `RuleMatch` writes it, what `toISOString` writes: the date once per day, the time of day by
 * arithmetic (`toISOString` costs more than the rest of working a call out).
 */
function isoOf(ms: number): string {
  if (!(ms >= 0 && ms < WRITTEN_BY_DAY_END)) return new Date(ms).toISOString()
  const whole = Math.floor(ms)
  const day = Math.floor(whole / DAY_MS)
  if (day !== writtenDay) {
    writtenDate = new Date(day * DAY_MS).toISOString().slice(0, 11)
    writtenDay = day
  }
  const ofDay = whole - day * DAY_MS
  const seconds = Math.floor(ofDay / 1000)
  const minutes = Math.floor(seconds / 60)
  return `${writtenDate}${TWO_DIGITS[Math.floor(minutes / 60)]!}:${TWO_DIGITS[minutes % 60]!}:${TWO_DIGITS[seconds % 60]!}.${THREE_DIGITS[ofDay % 1000]!}Z`
}

/** Two polls' maxima: the cache reads them afresh for each poll, and they seldom change. */
function sameMaxima(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a === b) return true
  if (a.size !== b.size) return false
  for (const [agent, max] of a) if (b.get(agent) !== max) return false
  return true
}

function matchesOf(poll: PollContext, call: ActiveCall, room: RoomState, waiting: boolean, max: number | undefined): RuleMatch[] | null {
  const { active, heardRules } = poll.compiled
  let said: ActiveRule[] | null = null
  // A call has said one phrase or two of the many written: those it said are looked up, in the rules' order.
  if (room.heard) {
    for (const id of room.heard.keys()) {
      const rule = heardRules.get(id)
      if (rule) (said ??= []).push(rule)
    }
  }
  if (said !== null) inOrder(said)
  const found: RuleMatch[] = []
  if (said !== null) addMatches(found, poll, said, call, room, waiting, max)
  if (room.negativeSince !== null) addMatches(found, poll, active.negative, call, room, waiting, max)
  if (room.transferSince !== null) addMatches(found, poll, active.transfer, call, room, waiting, max)
  addMatches(found, poll, active['near-max'], call, room, waiting, max)
  return found.length === 0 ? null : found
}

/** Sorts a call's few phrase rules by their place in the list (in place: `sort` costs more than it sorts here). */
function inOrder(rules: ActiveRule[]): void {
  for (let i = 1; i < rules.length; i++) {
    const rule = rules[i]!
    let at = i
    for (; at > 0 && rules[at - 1]!.order > rule.order; at--) rules[at] = rules[at - 1]!
    rules[at] = rule
  }
}

function addMatches(found: RuleMatch[], poll: PollContext, rules: readonly ActiveRule[], call: ActiveCall, room: RoomState, waiting: boolean, max: number | undefined): void {
  for (const active of rules) {
    if (active.agents !== null && !active.agents.has(call.aiAgentName)) continue
    const match = matchOf(poll, active, room, waiting, max)
    if (match !== null) found.push(match)
  }
}

/** The rule's match on the call, or null when it does not match or starts after the horizon (then the poll's `wakeAt` or `nearWakeIn` says when it will). */
function matchOf(poll: PollContext, { rule, why, whyByMax }: ActiveRule, room: RoomState, waiting: boolean, max: number | undefined): RuleMatch | null {
  const { horizon, iso } = poll
  const when = rule.when
  let fromMs: number
  switch (when.kind) {
    case 'heard': {
      const at = room.heard?.get(rule.id)
      if (at === undefined) return null
      fromMs = at
      break
    }
    case 'negative':
      if (room.negativeSince === null) return null
      fromMs = room.negativeSince + when.seconds * 1000
      break
    case 'transfer':
      if (room.transferSince === null) return null
      fromMs = room.transferSince + when.seconds * 1000
      break
    case 'near-max':
      fromMs = room.startedAt + thresholdS(max, when.percent) * 1000
  }
  if (fromMs > horizon) {
    const wakeAt = fromMs - MATCH_HORIZON_MS
    if (when.kind === 'near-max') poll.nearWakeIn = Math.min(poll.nearWakeIn, wakeAt - room.startedAt)
    else poll.wakeAt = Math.min(poll.wakeAt, wakeAt)
    return null
  }
  const found: RuleMatch = { ruleId: rule.id, from: iso(fromMs), why }
  if (when.kind === 'near-max') {
    let nearWhy = whyByMax.get(max)
    if (nearWhy === undefined) whyByMax.set(max, (nearWhy = `past ${when.percent}% of ${spoken(max ?? DEFAULT_MAX_CALL_DURATION_S)}${max === undefined ? ' (assumed)' : ''}`))
    found.why = nearWhy
    found.atDuration = thresholdS(max, when.percent)
    if (max !== undefined) found.maxDuration = max
    poll.startBound = true
  }
  // Only a request still waiting escalates: one a supervisor took over is answered.
  if (when.kind === 'transfer' && waiting && when.redSeconds > 0) found.red = iso(room.transferSince! + when.redSeconds * 1000)
  return found
}

/** What a match of a rule other than a share of the maximum says on the card. */
function whyOf(when: Exclude<RuleCondition, { kind: 'near-max' }>): string {
  switch (when.kind) {
    case 'heard':
      return `heard: ${when.phrase}`
    case 'negative':
      return when.seconds === 0 ? 'negative' : `negative over ${spoken(when.seconds)}`
    case 'transfer':
      return when.seconds === 0 ? 'asks for a person' : `waiting over ${spoken(when.seconds)}`
  }
}

/** 45 s, 2 min, 1 h, 1 h 30 min. */
export function spoken(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.round((seconds % 3600) / 60)
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}

/**
 * Every workspace's evaluator, and the `heard` port: the live transcript (or
 * any other source of lines) tells it what a call said.
 */
export class AlertWatch {
  readonly #evaluators = new Map<string, RuleEvaluator>()

  constructor(private readonly rulesOf: (workspaceId: string) => readonly AlertRule[]) {}

  evaluator(workspaceId: string): RuleEvaluator {
    let evaluator = this.#evaluators.get(workspaceId)
    if (!evaluator) {
      evaluator = new RuleEvaluator(() => this.rulesOf(workspaceId))
      this.#evaluators.set(workspaceId, evaluator)
    }
    return evaluator
  }

  /** A line said on a call; it counts from the next poll's evaluation. */
  heard(line: HeardLine): void {
    this.evaluator(line.workspaceId).heard(line.roomName, line.text, line.at)
  }
}
