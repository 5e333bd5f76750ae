import {
  DisconnectReason,
  JoinResponse,
  LeaveRequest,
  LeaveRequest_Action,
  ParticipantInfo,
  ParticipantInfo_Kind,
  ParticipantInfo_State,
  ParticipantPermission,
  Pong,
  RequestResponse,
  RequestResponse_Reason,
  ServerInfo,
  ServerInfo_Edition,
  SessionDescription,
  SignalRequest,
  SignalResponse,
  SignalTarget,
  SubscriptionError,
  SubscriptionResponse,
  TrackInfo,
  TrackPublishedResponse,
  TrackType,
  TrickleRequest,
  type AddTrackRequest,
  type MuteTrackRequest,
} from '@livekit/protocol'
import { randomBytes } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import type { ListenerGrant } from './access-token'
import { mayPublish, type MediaRoom, type RoomMember, type SignalMessage } from './media-room'
import { Publisher, type IncomingTrack } from './publisher'
import { SAMPLES_PER_FRAME } from './speech'
import { Subscriber, type PublishedAudio } from './subscriber'

/** The LiveKit server version the rooms answer like (livekit-client refuses a join without one). */
export const SERVER_VERSION = '1.9.0'
const PING_INTERVAL_S = 5
const PING_TIMEOUT_S = 15

type Request = NonNullable<SignalRequest['message']>
type Candidate = { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }

/**
 * One participant's signalling WebSocket (LiveKit's `/rtc`), after its token
 * was accepted: the join response, the subscriber peer connection offered by
 * the server (offered again when others publish), the publisher peer
 * connection the client offers once it may publish audio, trickle ICE, pings,
 * leave. What else it does not do is answered with a `RequestResponse` that says so.
 */
export class SignalSession implements RoomMember {
  readonly info: ParticipantInfo
  readonly #subscriber: Subscriber
  #publisher: Publisher | null = null
  /** Tracks announced by `AddTrackRequest`, by the client's id, until their media arrives. */
  readonly #pending = new Map<string, TrackInfo>()
  #json = false
  #closed = false
  /** Requests are handled one after the other: an offer before the candidates that follow it. */
  #handling: Promise<void> = Promise.resolve()
  /** Trickled candidates that arrive before the first answer are applied after it. */
  #answered = false
  readonly #early: Candidate[] = []
  /** Tracks to offer on the subscriber connection, and whether an offer awaits its answer. */
  readonly #toOffer: PublishedAudio[] = []
  #offering = false
  #lastHeard = Date.now()
  /** A client that stops pinging is gone (LiveKit's ping timeout); its audio stops with it. */
  readonly #watchdog = setInterval(() => {
    if (Date.now() - this.#lastHeard > PING_TIMEOUT_S * 1000) this.socket.terminate()
  }, PING_INTERVAL_S * 1000).unref()

  constructor(
    private readonly socket: WebSocket,
    private readonly room: MediaRoom,
    private readonly grant: ListenerGrant,
    private readonly autoSubscribe: boolean,
  ) {
    this.info = new ParticipantInfo({
      sid: `PA_${randomBytes(6).toString('hex')}`,
      identity: grant.identity,
      name: grant.name,
      metadata: grant.metadata,
      attributes: { ...grant.attributes },
      state: ParticipantInfo_State.ACTIVE,
      kind: ParticipantInfo_Kind.STANDARD,
      joinedAt: BigInt(Math.floor(Date.now() / 1000)),
      joinedAtMs: BigInt(Date.now()),
      version: 1,
      permission: new ParticipantPermission({
        canSubscribe: grant.canSubscribe,
        canPublish: grant.canPublish,
        canPublishData: grant.canPublishData,
        canPublishSources: grant.canPublishSources,
        hidden: grant.hidden,
      }),
    })
    this.#subscriber = new Subscriber((candidate) =>
      this.send({ case: 'trickle', value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target: SignalTarget.SUBSCRIBER }) }),
    )
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary))
    socket.on('close', () => this.#left())
    socket.on('error', () => this.#left())
  }

  /** Sends the join response, enters the room, then offers the subscriber connection. */
  async start(): Promise<void> {
    this.send({
      case: 'join',
      value: new JoinResponse({
        room: this.room.info(),
        participant: this.info,
        otherParticipants: this.room.othersOf(this),
        serverVersion: SERVER_VERSION,
        serverRegion: 'local',
        serverInfo: new ServerInfo({ edition: ServerInfo_Edition.Standard, version: SERVER_VERSION, protocol: 16, region: 'local', nodeId: 'switchboard-simulator' }),
        // The server offers the subscriber connection; the client offers the publisher one when it publishes.
        subscriberPrimary: true,
        pingInterval: PING_INTERVAL_S,
        pingTimeout: PING_TIMEOUT_S,
      }),
    })
    this.room.add(this)
    this.send(this.room.speakerUpdate())
    if (!this.#subscribes) return
    this.#toOffer.push(...this.room.audioTracksFor(this))
    await this.#offer()
  }

  get #subscribes(): boolean {
    return this.autoSubscribe && (this.info.permission?.canSubscribe ?? false)
  }

  subscribeTo(track: PublishedAudio): void {
    if (!this.#subscribes) return
    this.#toOffer.push(track)
    this.#offer().catch(() => this.close(DisconnectReason.STATE_MISMATCH))
  }

  /** Offers the tracks waiting, unless an offer awaits its answer: the answer offers them then. */
  async #offer(): Promise<void> {
    if (this.#offering || this.#toOffer.length === 0 || this.#closed) return
    this.#offering = true
    const offer = await this.#subscriber.offer(this.#toOffer.splice(0))
    this.send({ case: 'offer', value: new SessionDescription({ type: 'offer', sdp: offer.sdp, id: offer.id, midToTrackId: offer.midToTrackId }) })
    this.#subscriber.offerSent()
  }

  send(message: SignalMessage): void {
    if (this.#closed || this.socket.readyState !== this.socket.OPEN) return
    const response = new SignalResponse({ message })
    this.socket.send(this.#json ? response.toJsonString() : response.toBinary())
  }

  sendAudio(trackSid: string, frame: Buffer, samples: number): void {
    this.#subscriber.send(trackSid, frame, samples)
  }

  sendData(packets: readonly Uint8Array[]): void {
    this.#subscriber.sendData(packets)
  }

  close(reason: DisconnectReason): void {
    this.send({ case: 'leave', value: new LeaveRequest({ canReconnect: false, reason, action: LeaveRequest_Action.DISCONNECT }) })
    this.socket.close(1000, DisconnectReason[reason])
    this.#left(reason)
  }

  #receive(data: RawData, isBinary: boolean): void {
    this.#lastHeard = Date.now()
    let request: SignalRequest
    try {
      if (isBinary) request = SignalRequest.fromBinary(new Uint8Array(data as Buffer))
      else {
        this.#json = true
        request = SignalRequest.fromJsonString(data.toString(), { ignoreUnknownFields: true })
      }
    } catch {
      this.#refuse(RequestResponse_Reason.UNCLASSIFIED_ERROR, 'The message is not a LiveKit SignalRequest.')
      return
    }
    const message = request.message
    if (!message.case) return
    this.#handling = this.#handling
      .then(() => this.#handle(message))
      .catch((error: unknown) => this.#refuse(RequestResponse_Reason.UNCLASSIFIED_ERROR, String(error)))
  }

  async #handle(request: Request): Promise<void> {
    switch (request.case) {
      case 'answer':
        await this.#subscriber.answer(request.value.sdp)
        this.#answered = true
        this.#offering = false
        for (const candidate of this.#early.splice(0)) await this.#subscriber.addCandidate(candidate)
        return this.#offer()
      case 'offer': {
        const sdp = await this.#publisherConnection().answer(request.value.sdp)
        return this.send({ case: 'answer', value: new SessionDescription({ type: 'answer', sdp, id: request.value.id }) })
      }
      case 'trickle':
        return this.#trickle(request.value)
      case 'ping':
        return this.send({ case: 'pong', value: BigInt(Date.now()) })
      case 'pingReq':
        return this.send({ case: 'pongResp', value: new Pong({ lastPingTimestamp: request.value.timestamp, timestamp: BigInt(Date.now()) }) })
      case 'leave':
        this.socket.close(1000, 'client left')
        return this.#left(DisconnectReason.CLIENT_INITIATED)
      case 'subscription':
        return this.#subscribe(request.value.trackSids, request.value.subscribe)
      case 'trackSetting':
        return this.#subscribe(request.value.trackSids, !request.value.disabled)
      case 'addTrack':
        return this.#addTrack(request.value)
      case 'mute':
        return this.#mute(request.value)
      case 'updateMetadata':
        return this.#refuse(RequestResponse_Reason.NOT_ALLOWED, 'does not have permission to update own metadata', {
          case: 'updateMetadata',
          value: request.value,
        })
      case 'updateAudioTrack':
        if (this.info.tracks.some((track) => track.sid === request.value.trackSid)) return
        return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${request.value.trackSid}`, { case: 'updateAudioTrack', value: request.value })
      case 'updateVideoTrack':
        return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${request.value.trackSid}`, { case: 'updateVideoTrack', value: request.value })
      case 'publishDataTrackRequest':
        return this.#refuse(
          this.info.permission?.canPublishData ? RequestResponse_Reason.UNSUPPORTED_TYPE : RequestResponse_Reason.NOT_ALLOWED,
          this.info.permission?.canPublishData ? PUBLISHING_UNSUPPORTED : 'does not have permission to publish data',
          { case: 'publishDataTrack', value: request.value },
        )
      default:
        return this.#refuse(RequestResponse_Reason.UNSUPPORTED_TYPE, `${request.case} is not supported: ${SUBSET}`)
    }
  }

  async #trickle(trickle: TrickleRequest): Promise<void> {
    const candidate = JSON.parse(trickle.candidateInit) as Candidate
    if (trickle.target === SignalTarget.PUBLISHER) {
      if (this.#publisher) return this.#publisher.addCandidate(candidate)
      return this.#refuse(RequestResponse_Reason.NOT_FOUND, 'there is no publisher connection: offer one first', { case: 'trickle', value: trickle })
    }
    if (this.#answered) await this.#subscriber.addCandidate(candidate)
    else this.#early.push(candidate)
  }

  /**
   * Announces a track to publish, as LiveKit does: refused with NOT_ALLOWED
   * unless the permission allows its source (pkg/rtc/participant.go AddTrack),
   * audio only; answered with `TrackPublishedResponse`, and published to the
   * room when its media arrives on the publisher connection.
   */
  #addTrack(request: AddTrackRequest): void {
    if (!mayPublish(this.info.permission, request.source)) {
      return this.#refuse(RequestResponse_Reason.NOT_ALLOWED, 'does not have permission to publish', { case: 'addTrack', value: request })
    }
    if (request.type !== TrackType.AUDIO) {
      return this.#refuse(RequestResponse_Reason.UNSUPPORTED_TYPE, `only audio tracks may be published: ${SUBSET}`, { case: 'addTrack', value: request })
    }
    const track = new TrackInfo({
      sid: `TR_${randomBytes(6).toString('hex')}`,
      type: TrackType.AUDIO,
      source: request.source,
      name: request.name,
      mimeType: 'audio/opus',
      muted: request.muted,
      disableDtx: request.disableDtx,
      stereo: request.stereo,
    })
    this.#pending.set(request.cid, track)
    this.send({ case: 'trackPublished', value: new TrackPublishedResponse({ cid: request.cid, track }) })
  }

  #publisherConnection(): Publisher {
    this.#publisher ??= new Publisher(
      (candidate) => this.send({ case: 'trickle', value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target: SignalTarget.PUBLISHER }) }),
      (incoming) => this.#received(incoming),
    )
    return this.#publisher
  }

  /** Media arrived for an announced track (matched by the client's id, else the oldest announced): the room gets it. */
  #received(incoming: IncomingTrack): void {
    const cid = incoming.cid !== undefined && this.#pending.has(incoming.cid) ? incoming.cid : this.#pending.keys().next().value
    const track = cid === undefined ? undefined : this.#pending.get(cid)
    if (cid === undefined || !track) return
    this.#pending.delete(cid)
    incoming.onEnded(() => this.#unpublished(track))
    let published = false
    let last: number | null = null
    incoming.onPacket(({ payload, timestamp }) => {
      if (this.#closed) return
      if (!published) {
        published = true
        this.room.published(this, track)
      }
      const samples = last === null ? SAMPLES_PER_FRAME : (timestamp - last) >>> 0
      last = timestamp
      this.room.relay(this, track, payload, samples)
    })
  }

  /** The client stopped sending a track: the others are told it is gone, as LiveKit's TrackUnpublished. */
  #unpublished(track: TrackInfo): void {
    if (!this.info.tracks.includes(track)) return
    this.info.tracks = this.info.tracks.filter((t) => t !== track)
    this.info.isPublisher = this.info.tracks.length > 0
    this.room.changed(this, false)
  }

  /** The client mutes or unmutes its own track; the others are told. */
  #mute(request: MuteTrackRequest): void {
    const { sid, muted } = request
    const track = this.info.tracks.find((t) => t.sid === sid) ?? [...this.#pending.values()].find((t) => t.sid === sid)
    if (!track) return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${sid}`, { case: 'mute', value: request })
    if (track.muted === muted) return
    track.muted = muted
    if (this.info.tracks.includes(track)) this.room.changed(this, false)
  }

  #subscribe(trackSids: string[], subscribe: boolean): void {
    for (const trackSid of trackSids) {
      if (!this.#subscriber.setPaused(trackSid, !subscribe)) {
        this.send({ case: 'subscriptionResponse', value: new SubscriptionResponse({ trackSid, err: SubscriptionError.SE_TRACK_NOTFOUND }) })
      }
    }
  }

  #refuse(reason: RequestResponse_Reason, message: string, request?: RequestResponse['request']): void {
    this.send({ case: 'requestResponse', value: new RequestResponse({ reason, message, request }) })
  }

  #left(reason = DisconnectReason.UNKNOWN_REASON): void {
    if (this.#closed) return
    this.#closed = true
    clearInterval(this.#watchdog)
    this.room.remove(this, reason)
    this.#subscriber.close()
    this.#publisher?.close()
  }
}

const SUBSET = "the simulator's media rooms are a subset of LiveKit for audio calls"
const PUBLISHING_UNSUPPORTED = `publishing data is not supported: ${SUBSET}`
