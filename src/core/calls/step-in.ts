import type { ParticipantInfo, ParticipantPermission } from '@livekit/protocol'
import type { ActiveCall } from '../../shared/api'
import type { CallParticipants, ConnectionStatus, ListenGrant, StepInMode, StepInResult, SupervisorProfile } from '../../shared/bridge'
import { refusalFor, type KeyPermissions } from '../../shared/permissions'
import { actorOf, type ActivityActor, type ActivityLog } from '../activity'
import { getSighting, recordTransferAnswer, type Cache } from '../cache'
import type { ActiveWorkspace, WorkspaceAccess } from '../console/context'
import { CoreError, inEnglish, words, type CoreWords } from '../errors/core-error'
import { isoAt, requireOnline, type SyncClock } from '../sync'
import type { MediaServerAccess } from './media-servers'
import { isConfiguredMediaServer } from './media-server-origins'
import { MICROPHONE_SOURCE } from './livekit-values'
import type { RoomService, RoomServiceAuth } from './room-service'
import { agentsOf, audioTracksOf, describeParticipants, modeOf, supervisorAttributes, TAKEN_OVER_BY, takeOverHolders } from './room-participants'
import type { EndpointToken, EndpointTokenRequest } from './token-endpoint'

/** How often a held take-over, and a room the call detail shows, is read: within a LiveKit server's room service limits. */
const ROOM_READ_MS = 2_000
/** A take-over whose participant never appeared in the room (a reconnection that failed) is handed back after this. */
const NEVER_JOINED_MS = 15_000
/** An endpoint's `takeover` token is asked again this long before it expires. */
const TOKEN_MARGIN_MS = 30_000
/** The listening sessions remembered, newest kept: each is one listen grant. */
const MAX_SESSIONS = 500

/** Publishing the microphone only, seen by the others; LiveKit applies a permission whole. */
const SPEAKING: Partial<ParticipantPermission> = {
  canSubscribe: true,
  canPublish: true,
  canPublishData: false,
  canPublishSources: [MICROPHONE_SOURCE],
  hidden: false,
}
/** A hidden listener, as the listen token made it: the server unpublishes what it spoke with. */
const LISTENING: Partial<ParticipantPermission> = { canSubscribe: true, canPublish: false, canPublishData: false, canPublishSources: [], hidden: true }

/** What stepping in needs; the media server's secret stays behind `access` and `roomService`. */
export interface StepInPorts {
  readonly activeWorkspace: WorkspaceAccess
  connection(): ConnectionStatus
  cache(): Cache
  readonly activity: Pick<ActivityLog, 'track' | 'record'>
  readonly clock: SyncClock
  /** The active key's permissions (read once per key by the workspaces feature). */
  keyPermissions(): Promise<KeyPermissions>
  profile(): Promise<SupervisorProfile>
  /** The profile's media server (`MediaServers.access`). */
  access(profileId: string): Promise<MediaServerAccess>
  /** A listening grant for the same identity (`MediaServers.grant`), to rejoin silent through a token endpoint. */
  listenGrant(profileId: string, roomName: string, name: string, identity: string): Promise<ListenGrant>
  roomService(url: string, auth: RoomServiceAuth): RoomService
  endpointToken(endpoint: string, request: EndpointTokenRequest): Promise<EndpointToken>
  /** The call as the last poll saw it. */
  call(roomName: string): ActiveCall | undefined
  pollNow(): void
}

/** One listening session of one call: what its participant does now, and what a take-over changed. */
interface Session {
  readonly profileId: string
  readonly workspaceId: string
  readonly actor: ActivityActor
  readonly roomName: string
  readonly identity: string
  mode: StepInMode
  speakingSince: number | null
  takenOverAt: number | null
  /** The participant was seen in the room since the take-over (a reconnection may come first). */
  seen: boolean
  /** An endpoint's `takeover` token, the bearer of this room's room service calls. */
  adminToken: { token: string; expiresAtMs: number } | null
}

type StepCommand = { roomName: string; identity: string }

/**
 * Stepping into calls (docs/calls.md, "Stepping in"): barging in, taking over
 * from the AI agent and handing back, through LiveKit's room service (a key
 * and secret) or a token endpoint's grants; who is in a call's room; and,
 * while this console holds a take-over, the room watched every 2 s so that
 * the agent speaks again when the supervisor's participant is gone.
 */
export class StepIn {
  readonly #sessions = new Map<string, Session>()
  readonly #reads = new Map<string, { at: number; value: Promise<CallParticipants> }>()
  #cancelWatch: (() => void) | null = null

  constructor(private readonly ports: StepInPorts) {}

  /** A listen grant was given: its identity may step in, in that room only. */
  listening(workspace: ActiveWorkspace, roomName: string, identity: string): void {
    this.#sessions.set(identity, {
      profileId: workspace.profile.id,
      workspaceId: workspace.profile.workspaceId,
      actor: actorOf(workspace),
      roomName,
      identity,
      mode: 'listening',
      speakingSince: null,
      takenOverAt: null,
      seen: false,
      adminToken: null,
    })
    for (const [kept, session] of this.#sessions) {
      if (this.#sessions.size <= MAX_SESSIONS) break
      if (session.mode === 'listening') this.#sessions.delete(kept)
    }
  }

  async barge(command: StepCommand): Promise<StepInResult> {
    const { session, access, name, call } = await this.#steppingIn(command)
    if (session.mode !== 'listening') return this.#answer(session, null, call, 'hears')
    const named = wordsOf(this.ports.cache(), session, call)
    return this.ports.activity.track(
      session.actor,
      { kind: 'call.barge', target: named.target, targetId: session.roomName },
      async () => {
        const rejoin = await this.#speak(session, access, name, 'barging')
        session.mode = 'barging'
        session.speakingSince = this.ports.clock.now()
        return this.#answer(session, rejoin, call, 'hears')
      },
      () => ({ detail: `${name} barged in.` }),
    )
  }

  async takeOver(command: StepCommand): Promise<StepInResult> {
    const { session, access, name, call } = await this.#steppingIn(command)
    const named = wordsOf(this.ports.cache(), session, call)
    if (session.mode === 'takeover') return this.#answer(session, null, call, 'takenOver')
    let waited: number | null = null
    return this.ports.activity.track(
      session.actor,
      { kind: 'call.takeOver', target: named.target, targetId: session.roomName },
      async () => {
        const service = await this.#service(session, access, name)
        const before = await service.listParticipants(session.roomName)
        const holder = takeOverHolders(before).find((p) => p.identity !== session.identity)
        if (holder) throw new CoreError('taken_over', holder.name ? words('errors.calls.takenOver', { holder: holder.name }) : words('errors.calls.takenOverByAnother'))
        const previous = session.mode
        const rejoin = await this.#speak(session, access, name, 'takeover', service)
        const agents = agentsOf(before, call)
        await this.#muteAgents(service, session.roomName, agents, true, name)
        const winner = await this.#firstHolder(service, session)
        if (winner) {
          // Both took over at once: the one who joined the room first keeps it, and every console decides alike.
          if (!rejoin) await this.#speak(session, access, name, previous, service)
          await this.#markAgents(service, session.roomName, agents, winner.name)
          throw new CoreError('taken_over', winner.name ? words('errors.calls.tookOverFirst', { winner: winner.name }) : words('errors.calls.anotherTookOverFirst'))
        }
        const now = this.ports.clock.now()
        session.mode = 'takeover'
        session.takenOverAt = now
        session.speakingSince ??= now
        session.seen = rejoin === null
        waited = recordTransferAnswer(this.ports.cache(), session.workspaceId, session.roomName, isoAt(this.ports.clock))
        this.#watch()
        this.ports.pollNow()
        return this.#answer(session, rejoin, call, 'takenOver')
      },
      () => ({ detail: `${name} took over from ${named.agent}${waited === null ? '' : `, answering the transfer request after ${spoken(waited)}`}.` }),
    )
  }

  /** Hands back if taken over, and goes back to listening; `calls.handBack` and `calls.stopSpeaking` alike. */
  async stopSpeaking(command: StepCommand): Promise<StepInResult> {
    const session = this.#sessionOf(command)
    const call = this.ports.call(session.roomName)
    if (session.mode === 'listening') return this.#answer(session, null, call, 'listening')
    const { displayName: name } = await this.ports.profile()
    const access = await this.#access(session.profileId)
    const named = wordsOf(this.ports.cache(), session, call)
    const tookOver = session.mode === 'takeover'
    const since = (tookOver ? session.takenOverAt : session.speakingSince) ?? this.ports.clock.now()
    return this.ports.activity.track(
      session.actor,
      { kind: tookOver ? 'call.handBack' : 'call.stopSpeaking', target: named.target, targetId: session.roomName },
      async () => {
        if (tookOver) await this.#handBack(session, access, name)
        const rejoin = await this.#listen(session, access, name)
        return this.#answer(session, rejoin, call, tookOver ? 'handedBack' : 'stopped')
      },
      () => ({
        detail: tookOver
          ? `${name} handed back to ${named.agent} after ${spoken((this.ports.clock.now() - since) / 1000)}.`
          : `${name} stopped speaking after ${spoken((this.ports.clock.now() - since) / 1000)}.`,
      }),
    )
  }

  /** Who is in these calls' rooms: each room read from the room service at most every 2 s, the poll's participants beside. */
  async participants(roomNames: readonly string[]): Promise<CallParticipants[]> {
    const workspace = this.ports.activeWorkspace.current
    if (!workspace) return []
    const now = this.ports.clock.now()
    for (const [key, read] of this.#reads) if (now - read.at >= ROOM_READ_MS) this.#reads.delete(key)
    // Read once for all the rooms asked (the secret comes from the keychain), and only if a room is due.
    let server: Promise<MediaServerAccess | null> | null = null
    const access = () => (server ??= this.ports.access(workspace.profile.id).catch(() => null))
    return Promise.all(
      roomNames.map((roomName) => {
        const key = `${workspace.profile.id}\n${roomName}`
        const kept = this.#reads.get(key)
        if (kept) return kept.value
        const value = this.#readRoom(workspace, roomName, access)
        this.#reads.set(key, { at: now, value })
        return value
      }),
    )
  }

  /** Hands back every take-over this console holds (workspace switch, console stop), and stops watching. */
  releaseAll(reason: string, keepProfileId: string | null = null): void {
    for (const session of [...this.#sessions.values()]) {
      if (session.profileId === keepProfileId) continue
      if (session.mode === 'takeover') void this.#handBackAutomatically(session, reason)
      this.#sessions.delete(session.identity)
    }
    if (keepProfileId === null) {
      this.#cancelWatch?.()
      this.#cancelWatch = null
    }
  }

  /** The checks before speaking: a workspace, online, a key that may end calls, a media server, this console's listener. */
  async #steppingIn(command: StepCommand) {
    const { profile } = this.ports.activeWorkspace.require()
    requireOnline(this.ports, 'stepIn')
    if (refusalFor(await this.ports.keyPermissions(), 'endCall')) {
      throw new CoreError('not_permitted', words('errors.calls.mayNotStepIn'), { permission: 'call_end' })
    }
    const access = await this.#access(profile.id)
    const session = this.#sessionOf(command)
    const { displayName: name } = await this.ports.profile()
    return { session, access, name, call: this.ports.call(session.roomName) }
  }

  #sessionOf({ roomName, identity }: StepCommand): Session {
    const session = this.#sessions.get(identity)
    if (!session || session.roomName !== roomName || session.profileId !== this.ports.activeWorkspace.current?.profile.id) {
      throw new CoreError('not_listening', words('errors.calls.listenFirst'))
    }
    return session
  }

  async #access(profileId: string): Promise<MediaServerAccess> {
    try {
      return await this.ports.access(profileId)
    } catch (error) {
      if (error instanceof CoreError && error.code === 'not_configured') {
        throw new CoreError('not_configured', words('errors.calls.stepInNotConfigured'))
      }
      throw error
    }
  }

  /** The room service: signed with the key and secret, or with the endpoint's `takeover` token for this room. */
  async #service(session: Session, access: MediaServerAccess, name: string): Promise<RoomService> {
    if ('credentials' in access) return this.ports.roomService(access.url, access.credentials)
    const now = this.ports.clock.now()
    if (!session.adminToken || session.adminToken.expiresAtMs - now < TOKEN_MARGIN_MS) {
      const answer = await this.ports.endpointToken(access.tokenEndpoint, this.#request(session, name, session.mode, 'takeover'))
      session.adminToken = { token: answer.token, expiresAtMs: Date.parse(answer.expiresAt) }
    }
    return this.ports.roomService(access.url, { token: session.adminToken.token })
  }

  /**
   * The supervisor's participant speaks, in `mode`: changed in place through
   * the room service (a key and secret, or a participant already speaking
   * under a token endpoint's grant), or a token endpoint's `barge` grant to
   * rejoin with. `listening` reverts a take-over that lost a race.
   */
  async #speak(session: Session, access: MediaServerAccess, name: string, mode: StepInMode, admin?: RoomService): Promise<ListenGrant | null> {
    if ('tokenEndpoint' in access && (admin === undefined || session.mode === 'listening')) {
      const answer = await this.ports.endpointToken(access.tokenEndpoint, this.#request(session, name, mode, 'barge'))
      const url = answer.url && isConfiguredMediaServer(answer.url, access.url) ? answer.url : access.url
      return { url, token: answer.token, identity: session.identity, expiresAt: answer.expiresAt }
    }
    const service = admin ?? (await this.#service(session, access, name))
    const permission = mode === 'listening' ? LISTENING : SPEAKING
    try {
      await service.updateParticipant(session.roomName, session.identity, { name, attributes: supervisorAttributes(mode), permission })
    } catch (error) {
      if (error instanceof CoreError && error.code === 'not_found') {
        throw new CoreError('not_in_room', words('errors.calls.notInRoom'))
      }
      throw error
    }
    return null
  }

  /** Back to a hidden listener: in place with a key and secret, else a listening grant to rejoin with. */
  async #listen(session: Session, access: MediaServerAccess, name: string): Promise<ListenGrant | null> {
    const rejoin =
      'credentials' in access
        ? await this.#speak(session, access, name, 'listening')
        : await this.ports.listenGrant(session.profileId, session.roomName, name, session.identity)
    session.mode = 'listening'
    session.speakingSince = null
    session.takenOverAt = null
    session.adminToken = null
    return rejoin
  }

  /** The agent speaks again: its audio unmuted, its `takenOverBy` cleared (read again: it may have republished). */
  async #handBack(session: Session, access: MediaServerAccess, name: string): Promise<void> {
    const service = await this.#service(session, access, name)
    let room: ParticipantInfo[]
    try {
      room = await service.listParticipants(session.roomName)
    } catch (error) {
      // The call ended: nobody is left to hand back to.
      if (error instanceof CoreError && error.code === 'not_found') return
      throw error
    }
    await this.#muteAgents(service, session.roomName, agentsOf(room, this.ports.call(session.roomName)), false, '')
  }

  async #muteAgents(service: RoomService, roomName: string, agents: readonly ParticipantInfo[], muted: boolean, takenOverBy: string): Promise<void> {
    for (const agent of agents) {
      for (const trackSid of audioTracksOf(agent)) await service.mutePublishedTrack(roomName, agent.identity, trackSid, muted)
    }
    await this.#markAgents(service, roomName, agents, takenOverBy)
  }

  /** `switchboard.takenOverBy` on each agent: the supervisor's name, or empty, which LiveKit takes as removing it. */
  async #markAgents(service: RoomService, roomName: string, agents: readonly ParticipantInfo[], takenOverBy: string): Promise<void> {
    for (const agent of agents) await service.updateParticipant(roomName, agent.identity, { attributes: { [TAKEN_OVER_BY]: takenOverBy } })
  }

  /** Another supervisor holding the take-over before this session, by join time (a participant not in the room yet joins last). */
  async #firstHolder(service: RoomService, session: Session): Promise<ParticipantInfo | null> {
    const room = await service.listParticipants(session.roomName)
    const first = takeOverHolders(room)[0]
    return first && first.identity !== session.identity ? first : null
  }

  #request(session: Session, name: string, mode: StepInMode, grant: 'barge' | 'takeover'): EndpointTokenRequest {
    return { roomName: session.roomName, identity: session.identity, name, attributes: supervisorAttributes(mode), grant }
  }

  #answer(session: Session, rejoin: ListenGrant | null, call: ActiveCall | undefined, what: StepAnswer): StepInResult {
    const agent = call?.aiAgentName || getSighting(this.ports.cache(), session.workspaceId, session.roomName)?.aiAgentName
    const said = agent ? NAMED_ANSWERS[what](agent) : UNNAMED_ANSWERS[what]
    return { roomName: session.roomName, mode: session.mode, rejoin, message: inEnglish(said), words: said }
  }

  async #readRoom(workspace: ActiveWorkspace, roomName: string, server: () => Promise<MediaServerAccess | null>): Promise<CallParticipants> {
    const readAt = isoAt(this.ports.clock)
    const call = this.ports.call(roomName)
    const mine = [...this.#sessions.values()].filter((s) => s.roomName === roomName && s.profileId === workspace.profile.id)
    const { displayName } = await this.ports.profile()
    let room: ParticipantInfo[] = []
    try {
      const access = await server()
      const admin = mine.find((s) => s.adminToken)?.adminToken
      const auth: RoomServiceAuth | null = !access ? null : 'credentials' in access ? access.credentials : admin ? { token: admin.token } : null
      if (access && auth) room = await this.ports.roomService(access.url, auth).listParticipants(roomName)
    } catch {
      // A media server that refuses or is away: the call's own list of participants still says who is there.
    }
    const identities = new Set(mine.map((s) => s.identity))
    const modes = new Map(mine.map((s) => [s.identity, s.mode]))
    const participants = describeParticipants(room, call, { identities, name: displayName, modeOf: (identity) => modes.get(identity) ?? null })
    // Another console's take-over answers the transfer request here too: the wall stops counting the wait.
    if (participants.some((p) => p.mode === 'takeover' && !p.self)) recordTransferAnswer(this.ports.cache(), workspace.profile.workspaceId, roomName, readAt)
    return { roomName, participants, readAt }
  }

  #watch(): void {
    if (this.#cancelWatch) return
    this.#cancelWatch = this.ports.clock.setTimeout(() => void this.#tick(), ROOM_READ_MS)
  }

  /** One look at each room this console holds taken over: its participant gone, or a take-over it lost, hands back. */
  async #tick(): Promise<void> {
    this.#cancelWatch = null
    const held = [...this.#sessions.values()].filter((s) => s.mode === 'takeover')
    for (const session of held) {
      try {
        const { displayName: name } = await this.ports.profile()
        const service = await this.#service(session, await this.ports.access(session.profileId), name)
        const room = await service.listParticipants(session.roomName)
        const mine = room.find((p) => p.identity === session.identity)
        session.seen ||= mine !== undefined
        const since = session.takenOverAt ?? 0
        if (!mine && (session.seen || this.ports.clock.now() - since > NEVER_JOINED_MS)) {
          await this.#handBackAutomatically(session, `${name} left the call's room (the page closed or the connection was lost)`)
        } else if (mine && modeOf(mine) === 'takeover') {
          const winner = takeOverHolders(room)[0]
          if (winner && winner.identity !== session.identity) await this.#backOff(session, service, name, winner, room)
        }
      } catch (error) {
        // The room is gone with its call; anything else is tried again on the next look.
        if (error instanceof CoreError && error.code === 'not_found') this.#sessions.delete(session.identity)
      }
    }
    if ([...this.#sessions.values()].some((s) => s.mode === 'takeover')) this.#watch()
  }

  /** A take-over lost to one made at the same moment by a supervisor who joined first: back to barging, the agent left to them. */
  async #backOff(session: Session, service: RoomService, name: string, winner: ParticipantInfo, room: ParticipantInfo[]): Promise<void> {
    await service.updateParticipant(session.roomName, session.identity, { attributes: supervisorAttributes('barging') })
    await this.#markAgents(service, session.roomName, agentsOf(room, this.ports.call(session.roomName)), winner.name)
    session.mode = 'barging'
    session.takenOverAt = null
    const named = wordsOf(this.ports.cache(), session, this.ports.call(session.roomName))
    this.ports.activity.record(
      session.actor,
      { kind: 'call.takeOver', target: named.target, targetId: session.roomName },
      {
        ok: false,
        error: new CoreError('taken_over', winner.name ? words('errors.calls.gaveBack', { winner: winner.name, name }) : words('errors.calls.anotherGaveBack', { name })),
      },
    )
  }

  async #handBackAutomatically(session: Session, reason: string): Promise<void> {
    const since = session.takenOverAt ?? this.ports.clock.now()
    const call = this.ports.call(session.roomName)
    session.mode = 'listening'
    session.takenOverAt = null
    session.speakingSince = null
    try {
      const { displayName: name } = await this.ports.profile()
      const access = await this.ports.access(session.profileId)
      const named = wordsOf(this.ports.cache(), session, call)
      await this.ports.activity.track(
        session.actor,
        { kind: 'call.handBack', target: named.target, targetId: session.roomName },
        () => this.#handBack(session, access, name),
        () => ({ detail: `Handed back to ${named.agent} automatically after ${spoken((this.ports.clock.now() - since) / 1000)}: ${reason}.` }),
      )
    } catch {
      // Recorded in the activity log when it got that far; the agent's own server ends the mute with the room.
    }
  }
}

/** The call's words for the activity log: its customer, and its agent. */
/** What a step in, a take-over or a hand-back tells the supervisor, after the call's agent ("Ana's call: …"). */
type StepAnswer = 'hears' | 'takenOver' | 'listening' | 'handedBack' | 'stopped'

const NAMED_ANSWERS: Record<StepAnswer, (agent: string) => CoreWords> = {
  hears: (agent) => words('errors.stepIn.hears', { agent }),
  takenOver: (agent) => words('errors.stepIn.takenOver', { agent }),
  listening: (agent) => words('errors.stepIn.listening', { agent }),
  handedBack: (agent) => words('errors.stepIn.handedBack', { agent }),
  stopped: (agent) => words('errors.stepIn.stopped', { agent }),
}

const UNNAMED_ANSWERS: Record<StepAnswer, CoreWords> = {
  hears: words('errors.stepIn.hearsUnnamed'),
  takenOver: words('errors.stepIn.takenOverUnnamed'),
  listening: words('errors.stepIn.listeningUnnamed'),
  handedBack: words('errors.stepIn.handedBackUnnamed'),
  stopped: words('errors.stepIn.stoppedUnnamed'),
}

function wordsOf(cache: Cache, session: Session, call: ActiveCall | undefined): { target: string; agent: string } {
  const seen = getSighting(cache, session.workspaceId, session.roomName)
  const customer = seen?.customerName || call?.customerName || seen?.customerPhone || call?.customerPhone || session.roomName
  return { target: `call with ${customer}`, agent: call?.aiAgentName || seen?.aiAgentName || 'the AI agent' }
}

/** "45 s", "1 min 12 s". */
function spoken(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(whole / 60)
  return minutes === 0 ? `${whole} s` : `${minutes} min ${whole % 60} s`
}
