import type { CallParticipants, RoomParticipant, StepInMode } from '../../../shared/bridge'
import { t } from '../../i18n/translation.svelte'

/**
 * Who is in a call's media room, in the supervisor's words: the line a pinned
 * card shows ("Ana took over · Ben is listening") and the call detail's list.
 */

const DOING = {
  listening: { they: 'calls.presence.listening', you: 'calls.presence.youListening', row: 'calls.presence.rowListening' },
  barging: { they: 'calls.presence.barging', you: 'calls.presence.youBarging', row: 'calls.presence.rowBarging' },
  takeover: { they: 'calls.presence.tookOver', you: 'calls.presence.youTookOver', row: 'calls.presence.rowTookOver' },
} as const satisfies Record<StepInMode, { they: string; you: string; row: string }>

/** Who acts first on a card: whoever took over, then who speaks, then who listens. */
const WEIGHT: Record<StepInMode, number> = { takeover: 0, barging: 1, listening: 2 }

/** "Ana is listening", "You took over"; null for a participant who is not a supervisor. */
export function supervisorDoing(participant: RoomParticipant): string | null {
  if (participant.kind !== 'supervisor' || !participant.mode) return null
  const doing = DOING[participant.mode]
  return participant.self ? t(doing.you) : t(doing.they, { name: participant.name })
}

function supervisors(room: CallParticipants): RoomParticipant[] {
  return room.participants
    .filter((participant) => participant.kind === 'supervisor' && participant.mode)
    .sort((a, b) => WEIGHT[a.mode!] - WEIGHT[b.mode!] || a.joinedAt.localeCompare(b.joinedAt))
}

/** A card's line: every supervisor in the call and what each does; null when none is. */
export function presenceLine(room: CallParticipants): string | null {
  const doing = supervisors(room).map((participant) => supervisorDoing(participant)!)
  return doing.length > 0 ? doing.join(' · ') : null
}

/** The supervisor who has taken the call over from its agent, if one has. */
export function takenOverBy(room: CallParticipants): RoomParticipant | null {
  return room.participants.find((participant) => participant.kind === 'supervisor' && participant.mode === 'takeover') ?? null
}

const ORDER: Record<RoomParticipant['kind'], number> = { agent: 0, customer: 1, supervisor: 2, other: 3 }

/** One row of the call detail's list: who, and what they are doing. */
export interface ParticipantRow {
  identity: string
  name: string
  doing: string
  joinedAt: string
}

/** The call detail's list: the agent, the customer, the supervisors (who took over first), anyone else. */
export function participantRows(room: CallParticipants): ParticipantRow[] {
  const over = takenOverBy(room)
  return [...room.participants]
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.mode && b.mode ? WEIGHT[a.mode] - WEIGHT[b.mode] : 0) || a.joinedAt.localeCompare(b.joinedAt))
    .map((participant) => ({
      identity: participant.identity,
      name: participant.self ? t('calls.presence.self', { name: participant.name }) : nameOf(participant),
      doing: doingOf(participant, over),
      joinedAt: participant.joinedAt,
    }))
}

/** Core names a customer it knows no name for "Customer": that is a word of the console, in the language in use. */
function nameOf(participant: RoomParticipant): string {
  return participant.kind === 'customer' && participant.name === UNNAMED_CUSTOMER ? t('calls.role.customer') : participant.name
}

const UNNAMED_CUSTOMER = 'Customer'

function doingOf(participant: RoomParticipant, over: RoomParticipant | null): string {
  switch (participant.kind) {
    case 'agent':
      if (!over) return t('calls.presence.agentSpeaking')
      return over.self ? t('calls.presence.agentMutedByYou') : t('calls.presence.agentMuted', { name: over.name })
    case 'customer':
      // Core names the customer "Customer" already: the name says it.
      return participant.name === UNNAMED_CUSTOMER ? '' : t('calls.role.customer')
    case 'supervisor':
      return participant.mode ? t(DOING[participant.mode].row) : t('calls.presence.supervisor')
    case 'other':
      return t('calls.presence.other')
  }
}

/** The card lines of every room read, keeping `previous` when no line changed (the wall then re-renders no card). */
export function presenceLines(rooms: readonly CallParticipants[], previous: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const next = new Map<string, string>()
  for (const room of rooms) {
    const line = presenceLine(room)
    if (line) next.set(room.roomName, line)
  }
  if (next.size === previous.size && [...next].every(([roomName, line]) => previous.get(roomName) === line)) return previous
  return next
}

export const NO_ROOMS: ReadonlyMap<string, CallParticipants> = new Map()
export const NO_LINES: ReadonlyMap<string, string> = new Map()

/** The rooms read, by name. */
export function roomsByName(rooms: readonly CallParticipants[]): ReadonlyMap<string, CallParticipants> {
  return new Map(rooms.map((room) => [room.roomName, room]))
}

/** Each room once, at most `most` of them, the first named first. */
export function distinctRooms(roomNames: readonly string[], most: number): string[] {
  return [...new Set(roomNames)].slice(0, most)
}
