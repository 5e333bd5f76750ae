import {
  DisconnectReason,
  MuteTrackRequest,
  ParticipantInfo,
  ParticipantInfo_Kind,
  ParticipantInfo_State,
  ParticipantPermission,
  ParticipantUpdate,
  Room,
  SpeakerInfo,
  SpeakersChanged,
  TrackInfo,
  TrackSource,
  TrackType,
  type SignalResponse,
} from '@livekit/protocol'
import type { Participant } from '../contract/shapes'
import type { LiveCall } from '../activity/live-call'
import { prngFor } from '../fixture/prng'
import { iso } from '../fixture/time'
import { Conversation, FRAME_MS, SAMPLES_PER_FRAME } from './speech'
import type { Speaker } from './speech-clips'
import type { PublishedAudio } from './subscriber'
import { Transcriber, type SpokenSegment } from './transcription'

export type SignalMessage = SignalResponse['message']

/** A participant connected over signalling (a listener, a supervisor who speaks, any other client). */
export interface RoomMember {
  /** What LiveKit says of it; the room service and the member's own requests change it in place. */
  readonly info: ParticipantInfo
  send(message: SignalMessage): void
  /** One Opus frame of a track the member subscribes to, `samples` after the previous one. */
  sendAudio(trackSid: string, frame: Buffer, samples: number): void
  /** LiveKit data packets (encoded), in order, on the member's subscriber data channel. */
  sendData(packets: readonly Uint8Array[]): void
  /** Another participant published a track: the member's subscriber connection offers it. */
  subscribeTo(track: PublishedAudio): void
  /** The server ends the session: a leave with this reason, then the socket closes. */
  close(reason: DisconnectReason): void
}

/** How the room tells the service who is in the call (docs/api-choices.md), and the service's time. */
export interface CallParticipants {
  changed(call: LiveCall, participants: Participant[]): void
  /** The service's clock (simulated), in epoch ms: when a human joined, as the service lists it. */
  now(): number
}

/** The most frames one timer firing sends; a stalled event loop drops audio rather than burst it. */
const MAX_FRAMES_PER_FIRING = 10

const isHidden = (member: RoomMember): boolean => member.info.permission?.hidden ?? false

/** What `UpdateParticipant` may change. */
export interface ParticipantChange {
  name: string
  metadata: string
  attributes: Record<string, string>
  permission?: ParticipantPermission | undefined
}

/** LiveKit's `GetCanPublishSource`: publishing allowed, and the source listed unless no source is. */
export function mayPublish(permission: ParticipantPermission | undefined, source: TrackSource): boolean {
  if (!permission?.canPublish) return false
  return permission.canPublishSources.length === 0 || permission.canPublishSources.includes(source)
}

/**
 * The media room of one live call: the AI agent and the customer, each
 * publishing a microphone track that speaks the call's conversation, and the
 * members who joined over signalling, whose published audio the room relays to
 * the others, and the conversation's transcription, sent to every member as
 * its agent would. Audio runs only while someone is in the room.
 */
export class MediaRoom {
  readonly sid: string
  readonly speakers: Record<Speaker, ParticipantInfo>
  readonly #members = new Set<RoomMember>()
  readonly #createdAt = Date.now()
  /** The call's own participants, before anyone joined the room. */
  readonly #ownParticipants: readonly Participant[]
  /** When each member joined by the service's clock. */
  readonly #joinedAt = new WeakMap<RoomMember, number>()
  #conversation: Conversation | null = null
  #timer: NodeJS.Timeout | null = null
  #startedAt = 0
  #framesSent = 0
  #talking: Speaker | null = null
  readonly #transcriber: Transcriber

  constructor(
    readonly name: string,
    private readonly call: LiveCall,
    private readonly seed: number,
    private readonly service: CallParticipants,
  ) {
    const rng = prngFor(seed, 'media-sids', name)
    this.sid = `RM_${rng.hex(12)}`
    this.#ownParticipants = call.participants
    const customer = call.participants.find((p) => !p.isAgent)
    const agent = call.participants.find((p) => p.isAgent)
    const joinedAt = BigInt(Math.floor(call.startedAt / 1000))
    const virtual = (identity: string, name: string, kind: ParticipantInfo_Kind, muted = false): ParticipantInfo =>
      new ParticipantInfo({
        sid: `PA_${rng.hex(12)}`,
        identity,
        name,
        state: ParticipantInfo_State.ACTIVE,
        kind,
        joinedAt,
        joinedAtMs: BigInt(call.startedAt),
        version: 1,
        isPublisher: true,
        permission: new ParticipantPermission({ canSubscribe: true, canPublish: true, canPublishData: true }),
        tracks: [
          new TrackInfo({ sid: `TR_${rng.hex(12)}`, type: TrackType.AUDIO, source: TrackSource.MICROPHONE, name: 'microphone', mimeType: 'audio/opus', muted }),
        ],
      })
    this.speakers = {
      // A mute is the call's: a room made again (the media server restarted) keeps it.
      agent: virtual(agent?.identity ?? `agent-${call.agentId}`, call.aiAgentName, ParticipantInfo_Kind.AGENT, call.agentMuted),
      customer: virtual(
        customer?.identity ?? 'customer',
        call.customerName ?? customer?.identity ?? 'Customer',
        call.type === 'phone' ? ParticipantInfo_Kind.SIP : ParticipantInfo_Kind.STANDARD,
      ),
    }
    this.#transcriber = new Transcriber(this.speakers, prngFor(seed, 'media-segments', name), (packets) => {
      const encoded = packets.map((packet) => packet.toBinary())
      for (const member of this.#members) member.sendData(encoded)
    })
  }

  /** The lines said lately, by the wall clock, as transcribed to the members. */
  get spoken(): readonly SpokenSegment[] {
    return this.#transcriber.spoken
  }

  get members(): ReadonlySet<RoomMember> {
    return this.#members
  }

  /** What LiveKit's `Room` message says about this room; hidden members are not counted. */
  info(): Room {
    const visible = [...this.#members].filter((member) => !isHidden(member))
    return new Room({
      sid: this.sid,
      name: this.name,
      emptyTimeout: 300,
      creationTime: BigInt(Math.floor(this.#createdAt / 1000)),
      creationTimeMs: BigInt(this.#createdAt),
      numParticipants: visible.length + 2,
      numPublishers: visible.filter((member) => member.info.tracks.length > 0).length + 2,
    })
  }

  /** The participants a member sees: the two speakers and the other visible members. */
  othersOf(member: RoomMember): ParticipantInfo[] {
    const visible = [...this.#members].filter((other) => other !== member && !isHidden(other)).map((other) => other.info)
    return [this.speakers.agent, this.speakers.customer, ...visible]
  }

  /** Everyone in the room, hidden members included, as the room service lists them. */
  participants(): ParticipantInfo[] {
    return [this.speakers.agent, this.speakers.customer, ...[...this.#members].map((member) => member.info)]
  }

  /** A participant by identity: a speaker, or the member it is. */
  find(identity: string): { speaker: Speaker; info: ParticipantInfo } | { member: RoomMember; info: ParticipantInfo } | undefined {
    for (const speaker of ['agent', 'customer'] as const) if (this.speakers[speaker].identity === identity) return { speaker, info: this.speakers[speaker] }
    for (const member of this.#members) if (member.info.identity === identity) return { member, info: member.info }
    return undefined
  }

  /** The audio tracks a member subscribes to when it joins: the speakers' and those the other visible members publish. */
  audioTracksFor(member: RoomMember): PublishedAudio[] {
    return this.othersOf(member).flatMap((info) => info.tracks.map((track) => ({ participantSid: info.sid, trackSid: track.sid })))
  }

  /** Who is speaking now, as a `speakersChanged` update. */
  speakerUpdate(): SignalMessage {
    const speakers = (['agent', 'customer'] as const).map(
      (who) => new SpeakerInfo({ sid: this.speakers[who].sid, active: this.#talking === who, level: this.#talking === who ? 0.6 : 0 }),
    )
    return { case: 'speakersChanged', value: new SpeakersChanged({ speakers }) }
  }

  add(member: RoomMember): void {
    this.#members.add(member)
    this.#joinedAt.set(member, this.service.now())
    if (!isHidden(member)) {
      this.#announce(member, member.info)
      this.service.changed(this.call, this.#callParticipants())
    }
    this.#startAudio()
  }

  /** A member left; the others see it disconnected, and why, unless it was hidden. */
  remove(member: RoomMember, reason: DisconnectReason): void {
    if (!this.#members.delete(member)) return
    if (!isHidden(member)) {
      const gone = member.info.clone()
      gone.state = ParticipantInfo_State.DISCONNECTED
      gone.disconnectReason = reason
      gone.version += 1
      this.#announce(member, gone)
      this.service.changed(this.call, this.#callParticipants())
    }
    if (this.#members.size === 0) this.#stopAudio()
  }

  /**
   * A member's info changed (name, metadata, attributes, permission, a track):
   * it is told, and so are the others unless it is hidden, as LiveKit sends a
   * hidden participant's updates to itself only. One that stops hiding is
   * announced then, and its tracks offered.
   */
  changed(member: RoomMember, wasHidden: boolean): void {
    member.info.version += 1
    const update: SignalMessage = { case: 'update', value: new ParticipantUpdate({ participants: [member.info] }) }
    member.send(update)
    if (wasHidden !== isHidden(member)) this.service.changed(this.call, this.#callParticipants())
    if (isHidden(member)) return
    this.#announce(member, member.info)
    if (wasHidden) for (const track of member.info.tracks) this.#offer(member, { participantSid: member.info.sid, trackSid: track.sid })
  }

  /** A member's published track received its first packet: the others are told, then offered it. */
  published(member: RoomMember, track: TrackInfo): void {
    member.info.tracks.push(track)
    member.info.isPublisher = true
    this.changed(member, false)
    if (!isHidden(member)) this.#offer(member, { participantSid: member.info.sid, trackSid: track.sid })
  }

  /** A packet of a member's track, relayed to the others while the track is unmuted and the member visible. */
  relay(member: RoomMember, track: TrackInfo, frame: Buffer, samples: number): void {
    if (track.muted || isHidden(member) || !member.info.tracks.includes(track)) return
    for (const other of this.#members) if (other !== member) other.sendAudio(track.sid, frame, samples)
  }

  /**
   * The room service mutes or unmutes a speaker's track: every member is told
   * (the track's `muted` in a participant update), and the speaker's turns
   * wait while it is muted. Answers the track, or undefined when it has none of that sid.
   */
  muteSpeaker(speaker: Speaker, trackSid: string, muted: boolean): TrackInfo | undefined {
    const info = this.speakers[speaker]
    const track = info.tracks.find((t) => t.sid === trackSid)
    if (!track) return undefined
    if (speaker === 'agent') this.call.agentMuted = muted
    if (track.muted !== muted) {
      track.muted = muted
      info.version += 1
      const update: SignalMessage = { case: 'update', value: new ParticipantUpdate({ participants: [info] }) }
      for (const member of this.#members) member.send(update)
    }
    return track
  }

  /** A member's own track is muted by the room service: LiveKit asks the publisher to mute it, then tells everyone. */
  muteMemberTrack(member: RoomMember, trackSid: string, muted: boolean): TrackInfo | undefined {
    const track = member.info.tracks.find((t) => t.sid === trackSid)
    if (!track) return undefined
    member.send({ case: 'mute', value: new MuteTrackRequest({ sid: trackSid, muted }) })
    if (track.muted !== muted) {
      track.muted = muted
      this.changed(member, false)
    }
    return track
  }

  /**
   * The room service updates a participant, as LiveKit's `UpdateParticipant`:
   * a name or metadata replaces the old one when given, attributes merge (an
   * empty value deletes its key), a permission replaces the old one and takes
   * away the tracks it no longer allows. Answers the participant, or undefined.
   */
  update(identity: string, change: ParticipantChange): ParticipantInfo | undefined {
    const found = this.find(identity)
    if (!found) return undefined
    const wasHidden = found.info.permission?.hidden ?? false
    if (change.name) found.info.name = change.name
    if (change.metadata) found.info.metadata = change.metadata
    for (const [key, value] of Object.entries(change.attributes)) {
      if (value) found.info.attributes[key] = value
      else delete found.info.attributes[key]
    }
    if (change.permission) {
      found.info.permission = change.permission.clone()
      if ('member' in found) found.info.tracks = found.info.tracks.filter((track) => mayPublish(change.permission!, track.source))
    }
    if ('member' in found) this.changed(found.member, wasHidden)
    else {
      found.info.version += 1
      const update: SignalMessage = { case: 'update', value: new ParticipantUpdate({ participants: [found.info] }) }
      for (const member of this.#members) member.send(update)
    }
    return found.info
  }

  /** The humans in the room the service lists as the call's participants: those not hidden. */
  #callParticipants(): Participant[] {
    const humans = [...this.#members]
      .filter((member) => !isHidden(member))
      .map((member) => ({ identity: member.info.identity, isAgent: false, joinedAt: iso(this.#joinedAt.get(member) ?? this.service.now()) }))
    return [...this.#ownParticipants, ...humans]
  }

  /**
   * The call ended or the server stopped: every member is told why (the room
   * was deleted, as LiveKit does for `DeleteRoom`), and the call lists only its own participants again.
   */
  close(reason: DisconnectReason = DisconnectReason.ROOM_DELETED): void {
    this.#stopAudio()
    const members = [...this.#members]
    this.#members.clear()
    for (const member of members) member.close(reason)
    if (members.some((member) => !isHidden(member))) this.service.changed(this.call, this.#callParticipants())
  }

  #announce(about: RoomMember, info: ParticipantInfo): void {
    const update: SignalMessage = { case: 'update', value: new ParticipantUpdate({ participants: [info] }) }
    for (const member of this.#members) if (member !== about) member.send(update)
  }

  #offer(publisher: RoomMember, track: PublishedAudio): void {
    for (const member of this.#members) if (member !== publisher && (member.info.permission?.canSubscribe ?? true)) member.subscribeTo(track)
  }

  #startAudio(): void {
    if (this.#timer) return
    // It speaks the call's script from the line the call has just said, as the wall shows it.
    this.#conversation = new Conversation(this.seed, this.name, this.call.script.lines, this.call.nextLine - 1)
    this.#startedAt = performance.now()
    this.#framesSent = 0
    this.#timer = setInterval(() => this.#pump(), FRAME_MS)
    this.#timer.unref()
  }

  #stopAudio(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    this.#transcriber.stop()
  }

  /**
   * Sends the frames that are due by the wall clock, so timer jitter does not
   * stretch the speech. A muted speaker sends nothing (LiveKit forwards no
   * packet of a muted track) and the conversation skips its turns.
   */
  #pump(): void {
    const conversation = this.#conversation
    if (!conversation) return
    const due = Math.floor((performance.now() - this.#startedAt) / FRAME_MS)
    if (due - this.#framesSent > MAX_FRAMES_PER_FIRING) this.#framesSent = due - MAX_FRAMES_PER_FIRING
    const agentTrack = this.speakers.agent.tracks[0]!
    const customerTrack = this.speakers.customer.tracks[0]!
    const muted = new Set<Speaker>()
    if (agentTrack.muted) muted.add('agent')
    if (customerTrack.muted) muted.add('customer')
    for (; this.#framesSent < due; this.#framesSent++) {
      const frame = conversation.next(muted)
      for (const member of this.#members) {
        if (!agentTrack.muted) member.sendAudio(agentTrack.sid, frame.agent, SAMPLES_PER_FRAME)
        if (!customerTrack.muted) member.sendAudio(customerTrack.sid, frame.customer, SAMPLES_PER_FRAME)
      }
      this.#transcriber.frame(frame.line)
      if (frame.speaker !== this.#talking) {
        this.#talking = frame.speaker
        const update = this.speakerUpdate()
        for (const member of this.#members) member.send(update)
      }
    }
  }
}
