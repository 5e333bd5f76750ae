import { z } from 'zod'
import type { ActiveCall } from '../api'
import type { RuleMatch } from './alert-rules'
import { idText } from './text'
import { command, event } from './define'
import type { ErrorWords } from './words'

/**
 * One poll of `GET /v2/api/active-calls`, as a diff against the previous one.
 * `full: true` replaces whatever the receiver had (first poll after start or a
 * workspace switch); otherwise apply `added`/`changed` by `roomName` and drop
 * `removed`.
 */
export interface CallsSnapshot {
  workspaceId: string
  full: boolean
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls that ended since the previous poll. */
  removed: string[]
  /** How many calls are live now (the service's `count`). */
  count: number
  /** The service's `timestamp` of this poll. */
  serverTime: string
  /** When the console received it (ISO 8601 UTC); durations tick from here. */
  polledAt: string
  /** Live calls whose transfer request no supervisor has taken over yet: roomName → when the console first saw the request (ISO 8601 UTC). The whole map, every poll. */
  transfersWaiting: Record<string, string>
  /** The alert rules each call matches or will within a minute (roomName → matches; calls matching none are absent). The whole map, every poll. */
  matches: Record<string, RuleMatch[]>
}

/** The whole wall at once, for a view that opens after polling started. */
export interface CallsCurrent {
  workspaceId: string | null
  calls: ActiveCall[]
  serverTime: string | null
  polledAt: string | null
  transfersWaiting: Record<string, string>
  matches: Record<string, RuleMatch[]>
}

/**
 * How a supervisor's "End call" went. A call that had already ended (the service
 * answered 404) is `already-ended`: not a failure, the call is gone either way.
 */
export interface EndCallResult {
  roomName: string
  outcome: 'ended' | 'already-ended'
  /** The service's `endTime`, or when the console learned the call was gone. */
  endedAt: string
  /** What to tell the supervisor. */
  message: string
}

export type CallEventKind = 'sentiment' | 'message' | 'transfer'

/** One change the console saw on a call: a new sentiment, a new last message, a transfer request. */
export interface CallEvent {
  at: string
  kind: CallEventKind
  value: string
}

/** What the console saw of one call over its life (its sighting): the fields every view of it shows. */
export interface CallSightingSummary {
  roomName: string
  customerName: string | null
  customerPhone: string
  aiAgentName: string
  type: 'phone' | 'web' | 'other'
  firstSeenAt: string
  lastSeenAt: string
  /** The longest `duration` seen, seconds. */
  peakDuration: number
  transferRequested: boolean
  endedAt: string | null
}

/** A call's sighting with its timeline, for the detail panel. */
export interface CallDetail extends CallSightingSummary {
  /** Still in the latest poll. */
  active: boolean
  endedBy: 'supervisor' | 'remote' | null
  /** Oldest first. */
  events: CallEvent[]
}

/**
 * How the console gets a LiveKit token for listening in: it mints one itself
 * from an API key and secret (kept in the keychain), or asks the workspace's
 * own token endpoint.
 */
export type MediaServerMode = 'keys' | 'endpoint'

/** Settings → Media server, as the renderer sees it: never the secret, the key only masked. */
export interface MediaServerSettings {
  /** The workspace profile these settings belong to; null when no workspace is open. */
  profileId: string | null
  configured: boolean
  /** The LiveKit server, `wss://...`. */
  url: string | null
  mode: MediaServerMode | null
  /** `••••a1b2`; null in endpoint mode or when the keychain holds none. */
  maskedApiKey: string | null
  tokenEndpoint: string | null
}

/** What the renderer needs to join one call's media room as a hidden listener. */
export interface ListenGrant {
  url: string
  token: string
  /** This listening session's participant identity, `supervisor-<random>`. */
  identity: string
  /** When the token stops admitting new joins (ISO 8601 UTC). */
  expiresAt: string
}

/** What a supervisor is doing in a call's media room. */
export type StepInMode = 'listening' | 'barging' | 'takeover'

/** One participant of a call's media room, as the call detail lists them. */
export interface RoomParticipant {
  identity: string
  /** In the supervisor's words: the agent's name, "Customer", a supervisor's display name. */
  name: string
  kind: 'agent' | 'customer' | 'supervisor' | 'other'
  /** Supervisors only (their `switchboard.mode` attribute); null for the others. */
  mode: StepInMode | null
  /** ISO 8601 UTC. */
  joinedAt: string
  /** This console's own participant. */
  self: boolean
}

/** Who is in one call's media room, read from the room service (and the call's `participants`). */
export interface CallParticipants {
  roomName: string
  participants: RoomParticipant[]
  /** When the room was read (ISO 8601 UTC). */
  readAt: string
}

/** How stepping in or out went: the mode now, and what the renderer must do for it. */
export interface StepInResult {
  roomName: string
  mode: StepInMode
  /**
   * A new grant to reconnect with, when the media server gives publishing only
   * in a new token (a token endpoint's `barge` token); null when the listener's
   * own participant was changed in place through the room service.
   */
  rejoin: ListenGrant | null
  /** What to tell the supervisor ("Ana's call: the customer hears you."), in English; `words` in their language. */
  message: string
  words?: ErrorWords
}

/** The supervisor as other participants see them: Settings → Stepping in. */
export interface SupervisorProfile {
  /** Carried as the participant's name; defaults to the computer's user name. */
  displayName: string
  /** Speak only while Space is held, instead of an open microphone. */
  pushToTalk: boolean
}

const Url = z.string().trim().min(1, 'Enter the address').max(2000)

export const SaveMediaServer = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('keys'),
      url: Url,
      /** Omit both to keep the stored key and secret: only with the address they were entered for. */
      apiKey: z.string().trim().min(1, 'Enter the API key').max(500).optional(),
      apiSecret: z.string().trim().min(1, 'Enter the API secret').max(2000).optional(),
    })
    .strict(),
  z.object({ mode: z.literal('endpoint'), url: Url, tokenEndpoint: Url }).strict(),
])
export type SaveMediaServer = z.infer<typeof SaveMediaServer>

const RoomName = z.object({ roomName: idText({ max: 500 }) }).strict()

/** One listening session of one call: the room and the participant identity its listen grant named. */
const StepIn = z.object({ roomName: z.string().min(1).max(500), identity: z.string().min(1).max(200) }).strict()

export const SaveSupervisorProfile = z
  .object({
    displayName: z.string().trim().min(1, 'Enter the name the others see').max(80),
    pushToTalk: z.boolean(),
  })
  .strict()
export type SaveSupervisorProfile = z.infer<typeof SaveSupervisorProfile>

export const callsCommands = {
  /** The wall as of the last poll, for a view that opens after polling started. */
  'calls.current': command(() => z.object({}).strict()).returns<CallsCurrent>(),
  /** Ends a live call (user lane), records that the supervisor ended it, and re-polls at once. Refused offline. */
  'calls.end': command(() => RoomName).returns<EndCallResult>(),
  /** The call's sighting and timeline from the cache; null when the console never saw it. */
  'calls.detail': command(() => RoomName).returns<CallDetail | null>(),
  /** A subscribe-only, hidden, 10-minute token for one call's room. Refused offline or unconfigured. */
  'calls.listenToken': command(() => RoomName).returns<ListenGrant>(),
  'calls.mediaServer': command(() => z.object({}).strict()).returns<MediaServerSettings>(),
  'calls.saveMediaServer': command(() => SaveMediaServer).returns<MediaServerSettings>(),
  /** Forgets the active workspace's media server, and its key and secret in the keychain. */
  'calls.clearMediaServer': command(() => z.object({}).strict()).returns<MediaServerSettings>(),
  /** The listener starts speaking: the customer and the agent hear the microphone. Refused offline, without a grant, or for a key that may not end calls. */
  'calls.barge': command(() => StepIn).returns<StepInResult>(),
  /** Mutes the AI agent's audio and marks the room taken over; refused, naming them, when another supervisor has it. */
  'calls.takeOver': command(() => StepIn).returns<StepInResult>(),
  /** Unmutes the AI agent; the supervisor goes back to listening. */
  'calls.handBack': command(() => StepIn).returns<StepInResult>(),
  /** Stops speaking (back to a hidden listener), handing back first if taken over. */
  'calls.stopSpeaking': command(() => StepIn).returns<StepInResult>(),
  /** Who is in these calls' rooms; each room read at most every 2 s. */
  'calls.participants': command(() => z.object({ roomNames: z.array(z.string().min(1).max(500)).max(50) }).strict()).returns<CallParticipants[]>(),
  'calls.supervisorProfile': command(() => z.object({}).strict()).returns<SupervisorProfile>(),
  'calls.saveSupervisorProfile': command(() => SaveSupervisorProfile).returns<SupervisorProfile>(),
}

export const callsEvents = {
  'calls.snapshot': event<CallsSnapshot>(),
}
