import {
  DisconnectReason,
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
import type { LiveCall } from '../activity/live-call'
import { prngFor } from '../fixture/prng'
import { Conversation, FRAME_MS } from './speech'
import type { Speaker } from './speech-clips'
import type { PublishedAudio } from './subscriber'

export type SignalMessage = SignalResponse['message']

/** A participant connected over signalling (a listener or any other client). */
export interface RoomMember {
  readonly info: ParticipantInfo
  readonly hidden: boolean
  send(message: SignalMessage): void
  sendAudio(trackSid: string, frame: Buffer): void
  /** The server ends the session: a leave with this reason, then the socket closes. */
  close(reason: DisconnectReason): void
}

/** The most frames one timer firing sends; a stalled event loop drops audio rather than burst it. */
const MAX_FRAMES_PER_FIRING = 10

/**
 * The media room of one live call: the AI agent and the customer, each
 * publishing a microphone track that speaks the call's conversation, and the
 * members who joined over signalling. Audio runs only while someone is in the room.
 */
export class MediaRoom {
  readonly sid: string
  readonly speakers: Record<Speaker, ParticipantInfo>
  readonly #members = new Set<RoomMember>()
  readonly #conversation: Conversation
  readonly #createdAt = Date.now()
  #timer: NodeJS.Timeout | null = null
  #startedAt = 0
  #framesSent = 0
  #talking: Speaker | null = null

  constructor(
    readonly name: string,
    call: LiveCall,
    seed: number,
  ) {
    const rng = prngFor(seed, 'media-sids', name)
    this.sid = `RM_${rng.hex(12)}`
    const customer = call.participants.find((p) => !p.isAgent)
    const agent = call.participants.find((p) => p.isAgent)
    const joinedAt = BigInt(Math.floor(call.startedAt / 1000))
    const virtual = (identity: string, name: string, kind: ParticipantInfo_Kind): ParticipantInfo =>
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
          new TrackInfo({ sid: `TR_${rng.hex(12)}`, type: TrackType.AUDIO, source: TrackSource.MICROPHONE, name: 'microphone', mimeType: 'audio/opus' }),
        ],
      })
    this.speakers = {
      agent: virtual(agent?.identity ?? `agent-${call.agentId}`, call.aiAgentName, ParticipantInfo_Kind.AGENT),
      customer: virtual(
        customer?.identity ?? 'customer',
        call.customerName ?? customer?.identity ?? 'Customer',
        call.type === 'phone' ? ParticipantInfo_Kind.SIP : ParticipantInfo_Kind.STANDARD,
      ),
    }
    // It speaks the call's script from the line the call has just said, as the wall shows it.
    this.#conversation = new Conversation(seed, name, call.script.lines, call.nextLine - 1)
  }

  get members(): ReadonlySet<RoomMember> {
    return this.#members
  }

  /** What LiveKit's `Room` message says about this room; hidden members are not counted. */
  info(): Room {
    const visible = [...this.#members].filter((member) => !member.hidden).length
    return new Room({
      sid: this.sid,
      name: this.name,
      emptyTimeout: 300,
      creationTime: BigInt(Math.floor(this.#createdAt / 1000)),
      creationTimeMs: BigInt(this.#createdAt),
      numParticipants: visible + 2,
      numPublishers: 2,
    })
  }

  /** The participants a member sees: the two speakers and the other visible members. */
  othersOf(member: RoomMember): ParticipantInfo[] {
    const visible = [...this.#members].filter((other) => other !== member && !other.hidden).map((other) => other.info)
    return [this.speakers.agent, this.speakers.customer, ...visible]
  }

  audioTracks(): PublishedAudio[] {
    return [this.speakers.agent, this.speakers.customer].map((p) => ({ participantSid: p.sid, trackSid: p.tracks[0]!.sid }))
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
    if (!member.hidden) this.#announce(member, member.info)
    this.#startAudio()
  }

  /** A member left; the others see it disconnected unless it was hidden. */
  remove(member: RoomMember): void {
    if (!this.#members.delete(member)) return
    if (!member.hidden) {
      const gone = member.info.clone()
      gone.state = ParticipantInfo_State.DISCONNECTED
      gone.version += 1
      this.#announce(member, gone)
    }
    if (this.#members.size === 0) this.#stopAudio()
  }

  /** The call ended: every member is told the room was deleted, as LiveKit does for `DeleteRoom`. */
  close(reason: DisconnectReason = DisconnectReason.ROOM_DELETED): void {
    this.#stopAudio()
    const members = [...this.#members]
    this.#members.clear()
    for (const member of members) member.close(reason)
  }

  #announce(about: RoomMember, info: ParticipantInfo): void {
    const update: SignalMessage = { case: 'update', value: new ParticipantUpdate({ participants: [info] }) }
    for (const member of this.#members) if (member !== about) member.send(update)
  }

  #startAudio(): void {
    if (this.#timer) return
    this.#startedAt = performance.now()
    this.#framesSent = 0
    this.#timer = setInterval(() => this.#pump(), FRAME_MS)
    this.#timer.unref()
  }

  #stopAudio(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  /** Sends the frames that are due by the wall clock, so timer jitter does not stretch the speech. */
  #pump(): void {
    const due = Math.floor((performance.now() - this.#startedAt) / FRAME_MS)
    if (due - this.#framesSent > MAX_FRAMES_PER_FIRING) this.#framesSent = due - MAX_FRAMES_PER_FIRING
    const agentTrack = this.speakers.agent.tracks[0]!.sid
    const customerTrack = this.speakers.customer.tracks[0]!.sid
    for (; this.#framesSent < due; this.#framesSent++) {
      const frame = this.#conversation.next()
      for (const member of this.#members) {
        member.sendAudio(agentTrack, frame.agent)
        member.sendAudio(customerTrack, frame.customer)
      }
      if (frame.speaker !== this.#talking) {
        this.#talking = frame.speaker
        const update = this.speakerUpdate()
        for (const member of this.#members) member.send(update)
      }
    }
  }
}
