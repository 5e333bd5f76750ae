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

function sameApartFromDuration(a: ActiveCall, b: ActiveCall): boolean {
  return fingerprint(a) === fingerprint(b)
}

/** Every field but `duration`; typed so that a new field of ActiveCall cannot be forgotten here. */
function fingerprint(call: ActiveCall): string {
  const fields: Record<Exclude<keyof ActiveCall, 'duration'>, unknown> = {
    id: call.id,
    roomName: call.roomName,
    customerPhone: call.customerPhone,
    customerName: call.customerName ?? null,
    aiAgentName: call.aiAgentName,
    status: call.status,
    sentiment: call.sentiment,
    lastMessage: call.lastMessage,
    transferRequested: call.transferRequested,
    type: call.type,
    participants: call.participants.map((p) => [p.identity, p.isAgent, p.joinedAt]),
  }
  return JSON.stringify(fields)
}
