import type { ActiveCall } from '../../shared/api'

export interface CallsDiff {
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls gone since the previous poll. */
  removed: string[]
  /** The new wall, by roomName, in the service's order. */
  current: Map<string, ActiveCall>
}

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
  for (const call of next) {
    if (current.has(call.roomName)) continue
    current.set(call.roomName, call)
    const before = previous.get(call.roomName)
    if (!before) added.push(call)
    else if (!sameApartFromDuration(before, call)) changed.push(call)
  }
  const removed = [...previous.keys()].filter((roomName) => !current.has(roomName))
  return { added, changed, removed, current }
}

type Field = Exclude<keyof ActiveCall, 'duration'>

/**
 * Every field but `duration`, each compared as it is (no serialising: a poll of
 * 2,000 calls compares them all); typed so that a new field of ActiveCall cannot
 * be forgotten here.
 */
const FIELDS: Record<Field, (a: ActiveCall, b: ActiveCall) => boolean> = {
  id: (a, b) => a.id === b.id,
  roomName: (a, b) => a.roomName === b.roomName,
  customerPhone: (a, b) => a.customerPhone === b.customerPhone,
  customerName: (a, b) => (a.customerName ?? null) === (b.customerName ?? null),
  aiAgentName: (a, b) => a.aiAgentName === b.aiAgentName,
  status: (a, b) => a.status === b.status,
  sentiment: (a, b) => a.sentiment === b.sentiment,
  lastMessage: (a, b) => a.lastMessage === b.lastMessage,
  transferRequested: (a, b) => a.transferRequested === b.transferRequested,
  type: (a, b) => a.type === b.type,
  participants: (a, b) =>
    a.participants.length === b.participants.length &&
    a.participants.every((p, i) => {
      const q = b.participants[i]!
      return p.identity === q.identity && p.isAgent === q.isAgent && p.joinedAt === q.joinedAt
    }),
}
const COMPARISONS = Object.values(FIELDS)

function sameApartFromDuration(a: ActiveCall, b: ActiveCall): boolean {
  return COMPARISONS.every((equal) => equal(a, b))
}
