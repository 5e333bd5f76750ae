import type { ActiveCall } from '../../shared/api'
import { DEFAULT_MAX_CALL_DURATION_S, spaced, tokensOf, wordsOf, type AlertRule, type RuleCondition, type RuleKind, type RuleMatch } from '../../shared/bridge'

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

interface RoomState {
  /** The last `lastMessage` read for heard phrases (a new one is read once). */
  lastMessage: string | null
  negativeSince: number | null
  transferSince: number | null
  /** ruleId → when its phrase was first heard: a call that said it stays matched. */
  heard: Map<string, number>
  /** The poll that last listed it; 0 until one does. */
  poll: number
  createdAt: number
  /** The last answer and what it was worked out from: a call whose inputs did not move keeps its matches (most calls, most polls). */
  answer: RuleMatch[] | null
  inputs: Inputs
}

/** What a call's matches are worked out from, besides the states above. */
interface Inputs {
  version: number
  agent: string
  negativeSince: number | null
  transferSince: number | null
  waiting: boolean
  heard: number
  startedAt: number
  max: number | undefined
  nearDue: number
}

const NO_INPUTS: Inputs = { version: 0, agent: '', negativeSince: null, transferSince: null, waiting: false, heard: 0, startedAt: 0, max: undefined, nearDue: 0 }

interface ActiveRule {
  rule: AlertRule
  agents: ReadonlySet<string> | null
  /** Its place in the list: a call's matches come in the rules' order. */
  order: number
}

interface Compiled {
  source: readonly AlertRule[]
  /** The rules switched on, by kind: a call is held only against the kinds its state can match. */
  active: Readonly<Record<RuleKind, readonly ActiveRule[]>>
  /** The phrase rules switched on, by id. */
  heardRules: ReadonlyMap<string, ActiveRule>
  /** What each rule's match says, by rule id, but a share of the maximum's. */
  why: ReadonlyMap<string, string>
  /** What a share of the maximum's match says, by rule id and the maximum, as first needed. */
  nearMaxWhy: Map<string, string>
  heard: readonly { id: string; words: string }[]
  /** The phrases by their first word: a line is looked up word by word, not tested against every phrase. */
  byFirstWord: Map<string, readonly { id: string; words: string }[]>
  nearMaxPercents: readonly number[]
  /** Tells one list of rules from the next in a call's `inputs`. */
  version: number
}

/**
 * The alert rules of one workspace, evaluated once per poll (never per
 * render): which calls match which rule, from when, and why. It keeps what a
 * single poll cannot say: since when a call has been negative or asking for
 * a person, and the phrases it has said. A rule's time-bound match (held
 * sentiment, a wait, a share of the maximum) is answered with the instant it
 * starts, so the wall pins it on its own clock, between polls.
 */
export class RuleEvaluator {
  readonly #rooms = new Map<string, RoomState>()
  #compiled: Compiled | null = null
  #poll = 0

  constructor(private readonly rules: () => readonly AlertRule[]) {}

  /** A line said on a call: its phrases count from `at` for as long as the call lasts. */
  heard(roomName: string, text: string, at: number): void {
    const compiled = this.#compile()
    if (compiled.heard.length === 0) return
    const tokens = tokensOf(text)
    let words: string | null = null
    const room = this.#rooms.get(roomName) ?? this.#room(roomName, at)
    for (const token of tokens) {
      const candidates = compiled.byFirstWord.get(token)
      if (!candidates) continue
      words ??= spaced(tokens)
      for (const rule of candidates) if (!room.heard.has(rule.id) && words.includes(rule.words)) room.heard.set(rule.id, at)
    }
  }

  evaluate(poll: PollForRules): Record<string, RuleMatch[]> {
    const compiled = this.#compile()
    const now = poll.polledAt
    const horizon = now + MATCH_HORIZON_MS
    const pollNo = ++this.#poll
    const matches: Record<string, RuleMatch[]> = {}
    const rooms = this.#rooms
    // Each maximum's thresholds (ms into a call), worked out once per poll rather than once per call.
    const thresholds = new Map<number | undefined, number[]>()
    // The few calls waiting, as a map: looking each call's room name up in the record costs more than the rest of its turn.
    const waitingByRoom = new Map(Object.entries(poll.transfersWaiting))
    // Calls that changed in one poll share their instants (the poll's own, above all): each is written out once.
    const written = new Map<number, string>()
    const iso = (ms: number) => {
      let text = written.get(ms)
      if (text === undefined) written.set(ms, (text = new Date(ms).toISOString()))
      return text
    }
    for (const call of poll.calls) {
      const room = rooms.get(call.roomName) ?? this.#room(call.roomName, now)
      room.poll = pollNo
      if (call.lastMessage !== room.lastMessage) {
        room.lastMessage = call.lastMessage
        if (call.lastMessage !== '') this.heard(call.roomName, call.lastMessage, now)
      }
      room.negativeSince = call.sentiment === 'negative' ? (room.negativeSince ?? now) : null
      const waiting = waitingByRoom.get(call.roomName)
      room.transferSince = call.transferRequested ? (room.transferSince ?? (waiting === undefined ? now : Date.parse(waiting))) : null
      // The instant the call started, by this poll: stays put from poll to poll while the duration grows with the clock.
      const startedAt = now - call.duration * 1000
      const max = poll.maxByAgent.get(call.aiAgentName)
      let nearDue = 0
      if (compiled.nearMaxPercents.length > 0) {
        let due = thresholds.get(max)
        if (!due) thresholds.set(max, (due = compiled.nearMaxPercents.map((percent) => thresholdS(max, percent) * 1000)))
        for (const ms of due) if (startedAt + ms <= horizon) nearDue++
      }
      const was = room.inputs
      const isWaiting = waiting !== undefined
      const moved =
        was.version !== compiled.version ||
        was.startedAt !== startedAt ||
        was.negativeSince !== room.negativeSince ||
        was.transferSince !== room.transferSince ||
        was.waiting !== isWaiting ||
        was.heard !== room.heard.size ||
        was.nearDue !== nearDue ||
        was.max !== max ||
        was.agent !== call.aiAgentName
      if (moved) {
        room.inputs = {
          version: compiled.version,
          agent: call.aiAgentName,
          negativeSince: room.negativeSince,
          transferSince: room.transferSince,
          waiting: isWaiting,
          heard: room.heard.size,
          startedAt,
          max,
          nearDue,
        }
        room.answer = matchesOf({ compiled, horizon, iso }, call, room, isWaiting, startedAt, max)
      }
      if (room.answer) matches[call.roomName] = room.answer
    }
    // Every room listed and none left over: none ended, nothing to forget.
    if (rooms.size > poll.calls.length) this.#forgetGone(pollNo, now)
    return matches
  }

  #forgetGone(pollNo: number, now: number): void {
    for (const [roomName, room] of this.#rooms) {
      const gone = room.poll === 0 ? now - room.createdAt > UNPOLLED_ROOM_MS : room.poll !== pollNo
      if (gone) this.#rooms.delete(roomName)
    }
  }

  #room(roomName: string, now: number): RoomState {
    let room = this.#rooms.get(roomName)
    if (!room) {
      room = { lastMessage: null, negativeSince: null, transferSince: null, heard: new Map(), poll: 0, createdAt: now, answer: null, inputs: NO_INPUTS }
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
      why: new Map(enabled.flatMap((rule) => (rule.when.kind === 'near-max' ? [] : [[rule.id, whyOf(rule.when)]]))),
      nearMaxWhy: new Map(),
      heard: enabled.flatMap((rule) => (rule.when.kind === 'heard' ? [{ id: rule.id, words: wordsOf(rule.when.phrase) }] : [])),
      byFirstWord: new Map(),
      nearMaxPercents: enabled.flatMap((rule) => (rule.when.kind === 'near-max' ? [rule.when.percent] : [])),
      version: (this.#compiled?.version ?? 0) + 1,
    }
    for (const rule of compiled.heard) {
      const first = rule.words.trim().split(' ')[0]!
      compiled.byFirstWord.set(first, [...(compiled.byFirstWord.get(first) ?? []), rule])
    }
    // A phrase edited or removed no longer holds what the old one heard; the current last messages are read again.
    const phrases = new Set(compiled.heard.map((rule) => rule.id))
    const before = new Map(this.#compiled?.heard.map((rule) => [rule.id, rule.words]))
    for (const room of this.#rooms.values()) {
      room.lastMessage = null
      for (const id of room.heard.keys()) if (!phrases.has(id) || before.get(id) !== compiled.heard.find((rule) => rule.id === id)?.words) room.heard.delete(id)
    }
    this.#compiled = compiled
    return compiled
  }
}

/** Seconds into a call at which it is past `percent` of its maximum (the reference's hour when its number is unknown). */
function thresholdS(max: number | undefined, percent: number): number {
  return Math.ceil(((max ?? DEFAULT_MAX_CALL_DURATION_S) * percent) / 100)
}

function byKind(rules: readonly AlertRule[]): Compiled['active'] {
  const kinds: Record<RuleKind, ActiveRule[]> = { heard: [], negative: [], transfer: [], 'near-max': [] }
  rules.forEach((rule, order) => kinds[rule.when.kind].push({ rule, agents: rule.agents.length === 0 ? null : new Set(rule.agents), order }))
  return kinds
}

/** What the matches of one poll share. */
interface PollContext {
  compiled: Compiled
  horizon: number
  /** An instant as `RuleMatch` writes it. */
  iso: (ms: number) => string
}

function matchesOf(poll: PollContext, call: ActiveCall, room: RoomState, waiting: boolean, startedAt: number, max: number | undefined): RuleMatch[] | null {
  const { active, heardRules } = poll.compiled
  let said: ActiveRule[] | null = null
  // A call has said one phrase or two of the many written: those it said are looked up, in the rules' order.
  for (const id of room.heard.keys()) {
    const rule = heardRules.get(id)
    if (rule) (said ??= []).push(rule)
  }
  if (said !== null && said.length > 1) said.sort((a, b) => a.order - b.order)
  const found: RuleMatch[] = []
  const add = (rules: readonly ActiveRule[]) => {
    for (const { rule, agents } of rules) {
      if (agents !== null && !agents.has(call.aiAgentName)) continue
      const match = matchOf(poll, rule, room, waiting, startedAt, max)
      if (match !== null) found.push(match)
    }
  }
  if (said !== null) add(said)
  if (room.negativeSince !== null) add(active.negative)
  if (room.transferSince !== null) add(active.transfer)
  add(active['near-max'])
  return found.length === 0 ? null : found
}

/** The rule's match on the call, or null when it does not match or starts after the horizon. */
function matchOf(
  { compiled, horizon, iso }: PollContext,
  rule: AlertRule,
  room: RoomState,
  waiting: boolean,
  startedAt: number,
  max: number | undefined,
): RuleMatch | null {
  const when = rule.when
  let fromMs: number
  switch (when.kind) {
    case 'heard': {
      const at = room.heard.get(rule.id)
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
      fromMs = startedAt + thresholdS(max, when.percent) * 1000
  }
  if (fromMs > horizon) return null
  const found: RuleMatch = { ruleId: rule.id, from: iso(fromMs), why: '' }
  if (when.kind === 'near-max') {
    const key = `${rule.id} ${max}`
    let why = compiled.nearMaxWhy.get(key)
    if (why === undefined) compiled.nearMaxWhy.set(key, (why = `past ${when.percent}% of ${spoken(max ?? DEFAULT_MAX_CALL_DURATION_S)}${max === undefined ? ' (assumed)' : ''}`))
    found.why = why
    found.atDuration = thresholdS(max, when.percent)
  } else found.why = compiled.why.get(rule.id)!
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
