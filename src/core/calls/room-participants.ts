import type { ParticipantInfo } from '@livekit/protocol'
import type { ActiveCall } from '../../shared/api'
import type { RoomParticipant, StepInMode } from '../../shared/bridge'
import { AGENT_PARTICIPANT, AUDIO_TRACK, SIP_PARTICIPANT } from './livekit-values'

/** The participant attributes a console sets and reads (docs/calls.md, "Stepping in"). */
const ROLE = 'switchboard.role'
const MODE = 'switchboard.mode'
export const TAKEN_OVER_BY = 'switchboard.takenOverBy'

const MODES: ReadonlySet<string> = new Set<StepInMode>(['listening', 'barging', 'takeover'])

export function supervisorAttributes(mode: StepInMode): Record<string, string> {
  return { [ROLE]: 'supervisor', [MODE]: mode }
}

function isSupervisor(participant: ParticipantInfo): boolean {
  return participant.attributes[ROLE] === 'supervisor'
}

export function modeOf(participant: ParticipantInfo): StepInMode | null {
  const mode = participant.attributes[MODE]
  return isSupervisor(participant) ? (mode && MODES.has(mode) ? (mode as StepInMode) : 'listening') : null
}

/** Milliseconds since the epoch (`joinedAtMs`, else the seconds of `joinedAt`). */
function joinedAtMs(participant: ParticipantInfo): number {
  return Number(participant.joinedAtMs) || Number(participant.joinedAt) * 1000
}

/**
 * The call's AI agents: LiveKit's `AGENT` kind, an agent's own state attribute
 * (`lk.agent.state`), or an identity the service lists as the agent; a
 * supervisor never is one.
 */
export function agentsOf(participants: readonly ParticipantInfo[], call: Pick<ActiveCall, 'participants'> | undefined): ParticipantInfo[] {
  const listed = new Set(call?.participants.filter((p) => p.isAgent).map((p) => p.identity))
  return participants.filter(
    (p) => !isSupervisor(p) && (p.kind === AGENT_PARTICIPANT || 'lk.agent.state' in p.attributes || listed.has(p.identity)),
  )
}

export function audioTracksOf(participant: ParticipantInfo): string[] {
  return participant.tracks.filter((track) => track.type === AUDIO_TRACK).map((track) => track.sid)
}

/** Supervisors who hold a take-over, the first by join time (ties by identity) first: the one who keeps it. */
export function takeOverHolders(participants: readonly ParticipantInfo[]): ParticipantInfo[] {
  return participants
    .filter((p) => modeOf(p) === 'takeover')
    .sort((a, b) => joinedAtMs(a) - joinedAtMs(b) || (a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0))
}

/**
 * The room's participants in the supervisor's words (the agent's name,
 * "Customer", supervisors' display names), then those the service lists in
 * the call that the room service did not answer (all of them when it could
 * not be read).
 */
export function describeParticipants(
  room: readonly ParticipantInfo[],
  call: Pick<ActiveCall, 'aiAgentName' | 'participants'> | undefined,
  own: { identities: ReadonlySet<string>; name: string; modeOf(identity: string): StepInMode | null },
): RoomParticipant[] {
  const agents = new Set(agentsOf(room, call).map((p) => p.identity))
  // The service lists humans who join (supervisors) beside the customer, who was there first.
  const customer = call?.participants.filter((p) => !p.isAgent && !own.identities.has(p.identity)).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))[0]?.identity
  const agentName = call?.aiAgentName || 'AI agent'
  const described: RoomParticipant[] = room.map((p) => {
    const self = own.identities.has(p.identity)
    const base = { identity: p.identity, joinedAt: new Date(joinedAtMs(p)).toISOString(), self }
    // This console's own participant is a supervisor even under an endpoint's grant that set no attributes.
    if (isSupervisor(p) || self) return { ...base, name: p.name || (self ? own.name : 'A supervisor'), kind: 'supervisor', mode: modeOf(p) ?? own.modeOf(p.identity) }
    if (agents.has(p.identity)) return { ...base, name: agentName, kind: 'agent', mode: null }
    if (p.identity === customer || p.kind === SIP_PARTICIPANT) return { ...base, name: 'Customer', kind: 'customer', mode: null }
    return { ...base, name: p.name || p.identity, kind: 'other', mode: null }
  })
  const inRoom = new Set(room.map((p) => p.identity))
  for (const p of call?.participants ?? []) {
    if (inRoom.has(p.identity)) continue
    const base = { identity: p.identity, joinedAt: p.joinedAt, self: own.identities.has(p.identity) }
    if (base.self) described.push({ ...base, name: own.name, kind: 'supervisor', mode: own.modeOf(p.identity) })
    else if (p.isAgent) described.push({ ...base, name: agentName, kind: 'agent', mode: null })
    else if (p.identity === customer) described.push({ ...base, name: 'Customer', kind: 'customer', mode: null })
    else described.push({ ...base, name: p.identity, kind: 'other', mode: null })
  }
  return described
}
