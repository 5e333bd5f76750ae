import type { ActiveCall } from '../../shared/api'

export interface CallsDiff {
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls gone since the previous poll. */
  removed: string[]
  /** The new wall, by roomName, in the service's order. */
  current: Map<string, ActiveCall>
}

/** How many calls of the previous poll the in-order walk passes over before it looks a call up instead. */
const MAX_SKIPPED = 4

/**
 * Compares one poll with the previous one by `roomName`. A call whose only
 * change is its `duration` is not `changed`: durations grow every second and
 * the wall ticks them locally, so sending them all on every poll would make the
 * diff as large as the list. A roomName listed twice counts once (the first).
 */
export function diffCalls(previous: ReadonlyMap<string, ActiveCall>, next: readonly ActiveCall[]): CallsDiff {
  const current = new Map<string, ActiveCall>()
  const added: ActiveCall[] = []
  const changed: ActiveCall[] = []
  // The service lists its calls in the same order poll after poll: the previous poll's next call is nearly always this one.
  const inOrder = previous.values()
  let expected = inOrder.next()
  // The previous poll's calls the walk passed over: the only ones that may have ended.
  const passed: string[] = []
  for (const call of next) {
    const size = current.size
    current.set(call.roomName, call)
    if (current.size === size) {
      // Listed twice: the first stays (a duplicate is rare, so finding it costs nothing on a normal poll).
      current.set(call.roomName, next.find((first) => first.roomName === call.roomName)!)
      continue
    }
    // Calls that ended since are skipped, a few at a time; a call out of order is looked up.
    let before: ActiveCall | undefined
    for (let skipped = 0; !expected.done && skipped <= MAX_SKIPPED; skipped++) {
      if (expected.value.roomName === call.roomName) {
        before = expected.value
        break
      }
      passed.push(expected.value.roomName)
      expected = inOrder.next()
    }
    if (before) expected = inOrder.next()
    else before = previous.get(call.roomName)
    if (!before) added.push(call)
    else if (!sameApartFromDuration(before, call)) changed.push(call)
  }
  for (; !expected.done; expected = inOrder.next()) passed.push(expected.value.roomName)
  const removed = passed.filter((roomName) => !current.has(roomName))
  return { added, changed, removed, current }
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
