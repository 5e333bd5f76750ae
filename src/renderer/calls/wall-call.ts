import type { ActiveCall } from '../../shared/api'
import type { CallsSnapshot } from '../../shared/bridge'

/** A call on the wall: the latest version the poller delivered and when it arrived. */
export interface WallCall {
  readonly call: ActiveCall
  /** Epoch milliseconds of the poll that delivered `call`; its duration counts on from here. */
  readonly seenAt: number
  /** The supervisor asked to end it and the answer is not back yet: the card says "Ending…". */
  readonly ending?: boolean
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
  return next
}

/** The whole wall at once (`calls.current`). */
export function wallOf(calls: readonly ActiveCall[], polledAt: string): Map<string, WallCall> {
  const seenAt = Date.parse(polledAt)
  return new Map(calls.map((call) => [call.roomName, { call, seenAt }]))
}

/** Seconds now: the polled duration plus the time since that poll, until the next poll corrects it. */
export function liveDuration(entry: WallCall, now: number): number {
  return entry.call.duration + Math.max(0, Math.floor((now - entry.seenAt) / 1000))
}

/** What the supervisor calls the customer: name, else phone, else (web calls) "Web visitor". */
export function customerLabel(call: ActiveCall): string {
  return call.customerName || call.customerPhone || 'Web visitor'
}

export const EMPTY_WALL: WallCalls = new Map()

/** The wall with one call marked as being ended, or no longer. */
export function withEnding(calls: WallCalls, roomName: string, ending: boolean): WallCalls {
  const entry = calls.get(roomName)
  if (!entry || !!entry.ending === ending) return calls
  const next = new Map(calls)
  next.set(roomName, ending ? { ...entry, ending } : { call: entry.call, seenAt: entry.seenAt })
  return next
}

/** The wall without these calls (a new map; the old one is left as it was). */
export function withoutCalls(calls: WallCalls, roomNames: readonly string[]): Map<string, WallCall> {
  const next = new Map(calls)
  for (const roomName of roomNames) next.delete(roomName)
  return next
}
