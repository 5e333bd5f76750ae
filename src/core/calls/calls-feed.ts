import { z } from 'zod'
import { ActiveCall, ActiveCallList, readActiveCall, readUnchangedCall } from '../../shared/api'
import { checkBody, notJson, type HttpAnswer, type HttpRequest, type Quarantine, type RequestOptions, type Transport } from '../api'
import { NO_POLL_TEXT, parsePollText, type PollText } from './poll-text'

/** In the `live` lane: behind a supervisor's action, ahead of the background sync. */
const ACTIVE_CALLS: HttpRequest = { method: 'GET', path: '/v2/api/active-calls', scope: 'workspace', lane: 'live' }

/** The answer around the calls: the tolerant reader has read each call already, so they are not read twice. */
const ActiveCallAnswer: z.ZodType<ActiveCallList> = ActiveCallList.extend({ data: z.custom<ActiveCall[]>(Array.isArray, 'expected a list of calls') })

/** One poll's changes; its calls hold until the next poll is read, whose parse renews them (poll-text.ts). */
export interface CallsDiff {
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls gone since the previous poll. */
  removed: string[]
  /** The new wall, in the service's order, each roomName once. */
  current: ActiveCall[]
}

/** One poll, read and compared with the last poll kept. */
export interface Poll {
  /** The answer: its calls are the diff's `current`. */
  list: ActiveCallList
  diff: CallsDiff
  /** The next poll is compared with this one: called once it is recorded (a poll that failed is compared again). */
  keep(): void
}

/**
 * The active calls of one workspace, poll after poll: fetched through the
 * transport, read from the body's text against the previous poll's, each call
 * checked by the tolerant reader and compared with the previous poll as it is
 * read, so a poll answers its diff without a second pass.
 */
export class CallsFeed {
  readonly #kept = new KeptCalls()

  constructor(private readonly send: Transport) {}

  async poll(options?: RequestOptions): Promise<Poll> {
    const comparison = this.#kept.compare()
    const list = await this.send(ACTIVE_CALLS, (answer, quarantine) => readPoll(answer, comparison, quarantine), options)
    return { list, diff: comparison.diff(), keep: () => this.#kept.keep(comparison) }
  }
}

/** A poll's answer: its body from its text (`comparison.parse`), each call read by `comparison.read`, odd ones repaired or set aside. */
export function readPoll(answer: HttpAnswer, comparison: PollComparison, quarantine: Quarantine): ActiveCallList {
  let body: unknown
  try {
    body = answer.text.trim() === '' ? undefined : comparison.parse(answer.text)
  } catch {
    throw notJson(ACTIVE_CALLS, answer.text, answer.requestId)
  }
  const items = { resource: 'activeCalls', item: ActiveCall, read: comparison.read }
  return checkBody(ACTIVE_CALLS, answer.requestId, body, ActiveCallAnswer, items, quarantine)
}

/** How many calls of the previous poll the in-order walk passes over before it looks a call up instead. */
const MAX_SKIPPED = 4

/** A call of the kept poll, as last compared (equal to the latest but for its duration). */
interface Slot {
  call: ActiveCall
  /** The number of the last poll that listed it, so a poll lists it once and knows which calls it left out. */
  listedIn: number
}

/**
 * The last poll kept (recorded), in the service's order and by roomName, and
 * its body's calls as text: what the next poll is compared with while it is
 * read, in one pass (`compare`).
 */
export class KeptCalls {
  #order: Slot[] = []
  readonly #byRoom = new Map<string, Slot>()
  #text: PollText = NO_POLL_TEXT
  #polls = 0

  /** Starts the next poll: its body goes through the comparison's `parse`, its calls through `read`, then its `diff` is taken. */
  compare(): PollComparison {
    return new PollComparison(this.#order, this.#byRoom, this.#text, ++this.#polls)
  }

  /** The compared poll becomes the kept one (once it is recorded: a poll that failed is compared again). */
  keep(comparison: PollComparison): void {
    const { order, added, changed, gone, text } = comparison.outcome()
    for (const slot of added) this.#byRoom.set(slot.call.roomName, slot)
    for (const call of changed) this.#byRoom.get(call.roomName)!.call = call
    for (const roomName of gone) this.#byRoom.delete(roomName)
    this.#order = order
    this.#text = text
  }
}

/**
 * One poll compared with the kept one as the tolerant reader reads it: `parse`
 * reads the body from its text, taking the kept poll's calls whose text is the
 * same but for the duration (`parsePollText`); `read`
 * is the reader of each call (ActiveCall's twin, `readActiveCall`), and a call
 * equal to its previous sighting but for its duration is compared once instead
 * of checked field by field and compared again. A call whose only change is its
 * `duration` is not `changed`: durations grow every second and the wall ticks
 * them locally, so sending them all on every poll would make the diff as large
 * as the list. A roomName listed twice counts once (the first).
 */
export class PollComparison {
  readonly #added: Slot[] = []
  readonly #addedByRoom = new Map<string, Slot>()
  readonly #changed: ActiveCall[] = []
  readonly #current: ActiveCall[] = []
  readonly #order: Slot[] = []
  /** The kept poll's calls the walk passed over: the only ones that may have ended. */
  readonly #passed: Slot[] = []
  /** The kept poll's next call in the walk: the service lists its calls in the same order poll after poll. */
  #next = 0
  #removed: string[] | undefined
  /** The body's text, for the next poll to compare with (none until `parse` read a body). */
  #text: PollText = NO_POLL_TEXT

  constructor(
    private readonly kept: readonly Slot[],
    private readonly byRoom: ReadonlyMap<string, Slot>,
    private readonly keptText: PollText,
    private readonly poll: number,
  ) {}

  /** The body as JSON.parse answers it. */
  readonly parse = (text: string): unknown => {
    const { body, texts } = parsePollText(text, this.keptText)
    this.#text = texts
    return body
  }

  /** The call as the schema parses it, or undefined for the schema to judge it; a call it answers is in the diff. */
  readonly read = (entry: unknown): ActiveCall | undefined => {
    const roomName = typeof entry === 'object' && entry !== null ? (entry as Partial<ActiveCall>).roomName : undefined
    const at = typeof roomName === 'string' ? this.#inOrder(roomName) : -1
    const slot = at >= 0 ? this.kept[at] : typeof roomName === 'string' ? this.#lookUp(roomName) : undefined
    const listed = slot !== undefined && slot.listedIn === this.poll
    const unchanged = slot !== undefined && !listed ? readUnchangedCall(entry, slot.call) : undefined
    const call = unchanged ?? readActiveCall(entry)
    if (call === undefined) return undefined
    this.#walkPast(at)
    if (listed) return call
    if (slot === undefined) {
      const added = { call, listedIn: this.poll }
      this.#added.push(added)
      this.#addedByRoom.set(call.roomName, added)
      this.#order.push(added)
    } else {
      slot.listedIn = this.poll
      this.#order.push(slot)
      if (unchanged === undefined && readUnchangedCall(call, slot.call) === undefined) this.#changed.push(call)
    }
    this.#current.push(call)
    return call
  }

  /** The poll's diff, once every call was read. */
  diff(): CallsDiff {
    return {
      added: this.#added.map((slot) => slot.call),
      changed: this.#changed,
      removed: this.#gone(),
      current: this.#current,
    }
  }

  /** What the kept calls become with this poll (KeptCalls.keep). */
  outcome(): { order: Slot[]; added: readonly Slot[]; changed: readonly ActiveCall[]; gone: string[]; text: PollText } {
    return { order: this.#order, added: this.#added, changed: this.#changed, gone: this.#gone(), text: this.#text }
  }

  /** Where the walk finds the call among the next few kept ones, or -1. */
  #inOrder(roomName: string): number {
    const end = Math.min(this.kept.length, this.#next + MAX_SKIPPED + 1)
    for (let at = this.#next; at < end; at++) if (this.kept[at]!.call.roomName === roomName) return at
    return -1
  }

  /** A call out of order, new, or listed twice: added this poll, or kept. */
  #lookUp(roomName: string): Slot | undefined {
    return this.byRoom.get(roomName) ?? this.#addedByRoom.get(roomName)
  }

  /** Past the call found at `at`; a call not found in order passes the few the walk looked at (they may have ended). */
  #walkPast(at: number): void {
    const end = at >= 0 ? at : Math.min(this.kept.length, this.#next + MAX_SKIPPED + 1)
    for (; this.#next < end; this.#next++) this.#passed.push(this.kept[this.#next]!)
    if (at >= 0) this.#next = at + 1
  }

  #gone(): string[] {
    if (this.#removed) return this.#removed
    const gone: string[] = (this.#removed = [])
    for (const slot of this.#passed) if (slot.listedIn !== this.poll) gone.push(slot.call.roomName)
    for (let at = this.#next; at < this.kept.length; at++) if (this.kept[at]!.listedIn !== this.poll) gone.push(this.kept[at]!.call.roomName)
    return gone
  }
}
