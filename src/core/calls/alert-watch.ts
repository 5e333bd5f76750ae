import type { ActiveCall } from '../../shared/api'
import { DEFAULT_MAX_CALL_DURATION_S, wordsOf, type AlertRule, type RuleMatch } from '../../shared/bridge'

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
}

interface Compiled {
  source: readonly AlertRule[]
  active: readonly { rule: AlertRule; agents: ReadonlySet<string> | null; words: string }[]
  heard: readonly { id: string; words: string }[]
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
    const words = wordsOf(text)
    const room = this.#room(roomName, at)
    for (const rule of compiled.heard) if (!room.heard.has(rule.id) && words.includes(rule.words)) room.heard.set(rule.id, at)
  }

  evaluate(poll: PollForRules): Record<string, RuleMatch[]> {
    const compiled = this.#compile()
    const now = poll.polledAt
    const horizon = now + MATCH_HORIZON_MS
    const pollNo = ++this.#poll
    const matches: Record<string, RuleMatch[]> = {}
    for (const call of poll.calls) {
      const room = this.#room(call.roomName, now)
      room.poll = pollNo
      if (call.lastMessage !== room.lastMessage) {
        room.lastMessage = call.lastMessage
        if (call.lastMessage !== '') this.heard(call.roomName, call.lastMessage, now)
      }
      room.negativeSince = call.sentiment === 'negative' ? (room.negativeSince ?? now) : null
      const waiting = poll.transfersWaiting[call.roomName]
      room.transferSince = call.transferRequested ? (room.transferSince ?? (waiting === undefined ? now : Date.parse(waiting))) : null
      let found: RuleMatch[] | undefined
      for (const { rule, agents } of compiled.active) {
        if (agents !== null && !agents.has(call.aiAgentName)) continue
        const match = matchOf(rule, call, room, waiting !== undefined, now, poll.maxByAgent)
        if (match === null || match.fromMs > horizon) continue
        const { fromMs, redMs, why } = match
        const entry: RuleMatch = { ruleId: rule.id, from: new Date(fromMs).toISOString(), why }
        if (redMs !== undefined) entry.red = new Date(redMs).toISOString()
        ;(found ??= []).push(entry)
      }
      if (found) matches[call.roomName] = found
    }
    for (const [roomName, room] of this.#rooms) {
      const gone = room.poll === 0 ? now - room.createdAt > UNPOLLED_ROOM_MS : room.poll !== pollNo
      if (gone) this.#rooms.delete(roomName)
    }
    return matches
  }

  #room(roomName: string, now: number): RoomState {
    let room = this.#rooms.get(roomName)
    if (!room) {
      room = { lastMessage: null, negativeSince: null, transferSince: null, heard: new Map(), poll: 0, createdAt: now }
      this.#rooms.set(roomName, room)
    }
    return room
  }

  /** The rules as the evaluation needs them, built again only when the list changes (a save replaces it). */
  #compile(): Compiled {
    const source = this.rules()
    if (this.#compiled?.source === source) return this.#compiled
    const enabled = source.filter((rule) => rule.enabled)
    const compiled: Compiled = {
      source,
      active: enabled.map((rule) => ({
        rule,
        agents: rule.agents.length === 0 ? null : new Set(rule.agents),
        words: rule.when.kind === 'heard' ? wordsOf(rule.when.phrase) : '',
      })),
      heard: enabled.flatMap((rule) => (rule.when.kind === 'heard' ? [{ id: rule.id, words: wordsOf(rule.when.phrase) }] : [])),
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

function matchOf(
  rule: AlertRule,
  call: ActiveCall,
  room: RoomState,
  waiting: boolean,
  now: number,
  maxByAgent: ReadonlyMap<string, number>,
): { fromMs: number; redMs?: number; why: string } | null {
  const when = rule.when
  switch (when.kind) {
    case 'heard': {
      const at = room.heard.get(rule.id)
      return at === undefined ? null : { fromMs: at, why: `heard: ${when.phrase}` }
    }
    case 'negative':
      if (room.negativeSince === null) return null
      return { fromMs: room.negativeSince + when.seconds * 1000, why: when.seconds === 0 ? 'negative' : `negative over ${spoken(when.seconds)}` }
    case 'transfer': {
      if (room.transferSince === null) return null
      const why = when.seconds === 0 ? 'asks for a person' : `waiting over ${spoken(when.seconds)}`
      const fromMs = room.transferSince + when.seconds * 1000
      // Only a request still waiting escalates: one a supervisor took over is answered.
      return waiting && when.redSeconds > 0 ? { fromMs, redMs: room.transferSince + when.redSeconds * 1000, why } : { fromMs, why }
    }
    case 'near-max': {
      const known = maxByAgent.get(call.aiAgentName)
      const max = known ?? DEFAULT_MAX_CALL_DURATION_S
      const thresholdS = Math.ceil((max * when.percent) / 100)
      const why = `past ${when.percent}% of ${spoken(max)}${known === undefined ? ' (assumed)' : ''}`
      return { fromMs: now + (thresholdS - call.duration) * 1000, why }
    }
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
