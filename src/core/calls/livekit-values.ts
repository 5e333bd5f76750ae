import type { ParticipantInfo_Kind, TrackSource, TrackType } from '@livekit/protocol'

/**
 * The few LiveKit protocol values core compares with, typed by the protocol's
 * own declarations (a wrong value does not compile), so that the protocol's
 * runtime is loaded at the first step in, not with the console (issue 38).
 */
export const AGENT_PARTICIPANT: ParticipantInfo_Kind.AGENT = 4
export const SIP_PARTICIPANT: ParticipantInfo_Kind.SIP = 3
export const AUDIO_TRACK: TrackType.AUDIO = 0
export const MICROPHONE_SOURCE: TrackSource.MICROPHONE = 2
