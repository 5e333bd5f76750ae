import type { ActiveCall } from '../../shared/api'

export interface CallsDiff {
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls gone since the previous poll. */
  removed: string[]
  /** The new wall, in the service's order, each roomName once. */
  calls: ActiveCall[]
}

/** How many calls of the previous poll the in-order walk passes over before it looks a call up instead. */
const MAX_SKIPPED = 4

/** One call of the wall: the call as last polled, and the last diff that listed it. */
interface Slot {
  call: ActiveCall
  diff: number
}

/**
 * The calls of the last poll, which the next poll is compared with by
 * `roomName`, in the service's order and by roomName. A diff changes nothing;
 * `apply` makes its poll the wall (the poller applies a poll once it is
 * recorded). The index by roomName is kept up to date with each poll's changes,
 * not rebuilt: a poll of 10,000 calls looks up only the calls that started or
 * moved, and updates only those that started or ended (call-poll.bench.ts).
 */
export class CallsWall {
  #slots: Slot[] = []
  readonly #byRoom = new Map<string, Slot>()
  #diffs = 0
  #pending: { diff: CallsDiff; slots: Slot[]; started: Map<string, Slot> } | null = null

  get calls(): ActiveCall[] {
    return this.#slots.map((slot) => slot.call)
  }

  /**
   * Compares one poll with the wall. A call whose only change is its
   * `duration` is not `changed`: durations grow every second and the wall ticks
   * them locally, so sending them all on every poll would make the diff as large
   * as the list. A roomName listed twice counts once (the first).
   */
  diff(next: readonly ActiveCall[]): CallsDiff {
    const mark = ++this.#diffs
    const previous = this.#slots
    const slots: Slot[] = []
    const started = new Map<string, Slot>()
    const diff: CallsDiff = { added: [], changed: [], removed: [], calls: [] }
    // The service lists its calls in the same order poll after poll: the previous poll's next call is nearly always this one.
    let expected = 0
    // The previous poll's calls the walk passed over: the only ones that may have ended.
    const passed: Slot[] = []
    for (const call of next) {
      let slot: Slot | undefined
      // Calls that ended since are skipped, a few at a time; a call out of order is looked up.
      for (let skipped = 0; expected < previous.length && skipped <= MAX_SKIPPED; skipped++) {
        const candidate = previous[expected++]!
        if (candidate.call.roomName === call.roomName) {
          slot = candidate
          break
        }
        // Listed already, out of order: not passed over.
        if (candidate.diff !== mark) passed.push(candidate)
      }
      slot ??= this.#byRoom.get(call.roomName) ?? started.get(call.roomName)
      if (slot?.diff === mark) continue
      if (slot) {
        slot.diff = mark
        if (!sameApartFromDuration(slot.call, call)) diff.changed.push(call)
      } else {
        slot = { call, diff: mark }
        started.set(call.roomName, slot)
        diff.added.push(call)
      }
      slots.push(slot)
      diff.calls.push(call)
    }
    for (; expected < previous.length; expected++) passed.push(previous[expected]!)
    for (const slot of passed) if (slot.diff !== mark) diff.removed.push(slot.call.roomName)
    this.#pending = { diff, slots, started }
    return diff
  }

  /** Makes the poll of the last diff the wall. */
  apply(diff: CallsDiff): void {
    const pending = this.#pending
    if (pending?.diff !== diff) throw new Error('only the last diff of a wall can be applied to it')
    const { slots, started } = pending
    for (let i = 0; i < slots.length; i++) slots[i]!.call = diff.calls[i]!
    for (const roomName of diff.removed) this.#byRoom.delete(roomName)
    for (const [roomName, slot] of started) this.#byRoom.set(roomName, slot)
    this.#slots = slots
    this.#pending = null
  }
}

/**
 * Every field but `duration`, compared directly (a poll of 10,000 calls compares
 * them all: call-poll.bench.ts). calls-diff.test.ts changes each field of a call
 * in turn, so a new field of ActiveCall left out here fails it.
 */
function sameApartFromDuration(a: ActiveCall, b: ActiveCall): boolean {
  if (
    a.id !== b.id ||
    a.roomName !== b.roomName ||
    a.customerPhone !== b.customerPhone ||
    (a.customerName ?? null) !== (b.customerName ?? null) ||
    a.aiAgentName !== b.aiAgentName ||
    a.status !== b.status ||
    a.sentiment !== b.sentiment ||
    a.lastMessage !== b.lastMessage ||
    a.transferRequested !== b.transferRequested ||
    a.type !== b.type ||
    a.participants.length !== b.participants.length
  ) {
    return false
  }
  for (let i = 0; i < a.participants.length; i++) {
    const p = a.participants[i]!
    const q = b.participants[i]!
    if (p.identity !== q.identity || p.isAgent !== q.isAgent || p.joinedAt !== q.joinedAt) return false
  }
  return true
}
