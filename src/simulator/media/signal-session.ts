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
  TrickleRequest,
} from '@livekit/protocol'
import { randomBytes } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import type { ListenerGrant } from './access-token'
import type { MediaRoom, RoomMember, SignalMessage } from './media-room'
import { Subscriber } from './subscriber'

/** The LiveKit server version the rooms answer like (livekit-client refuses a join without one). */
export const SERVER_VERSION = '1.9.0'
const PING_INTERVAL_S = 5
const PING_TIMEOUT_S = 15

type Request = NonNullable<SignalRequest['message']>

/**
 * One participant's signalling WebSocket (LiveKit's `/rtc`), after its token
 * was accepted: the join response, the subscriber peer connection offered by
 * the server, trickle ICE, pings, leave. Everything a subscribe-only listener
 * does not need is answered with a `RequestResponse` that says so.
 */
export class SignalSession implements RoomMember {
  readonly info: ParticipantInfo
  readonly hidden: boolean
  readonly #subscriber: Subscriber
  #json = false
  #closed = false
  /** Trickled candidates that arrive before the answer are applied after it. */
  #answered = false
  readonly #early: { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }[] = []
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
    this.hidden = grant.hidden
    this.info = new ParticipantInfo({
      sid: `PA_${randomBytes(6).toString('hex')}`,
      identity: grant.identity,
      name: grant.name,
      state: ParticipantInfo_State.ACTIVE,
      kind: ParticipantInfo_Kind.STANDARD,
      joinedAt: BigInt(Math.floor(Date.now() / 1000)),
      joinedAtMs: BigInt(Date.now()),
      version: 1,
      permission: new ParticipantPermission({
        canSubscribe: grant.canSubscribe,
        canPublish: grant.canPublish,
        canPublishData: grant.canPublishData,
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
        // The server offers the subscriber connection; this subset never negotiates a publisher.
        subscriberPrimary: true,
        pingInterval: PING_INTERVAL_S,
        pingTimeout: PING_TIMEOUT_S,
      }),
    })
    this.room.add(this)
    this.send(this.room.speakerUpdate())
    if (!this.grant.canSubscribe || !this.autoSubscribe) return
    const offer = await this.#subscriber.offer(this.room.audioTracks())
    this.send({ case: 'offer', value: new SessionDescription({ type: 'offer', sdp: offer.sdp, id: offer.id, midToTrackId: offer.midToTrackId }) })
    this.#subscriber.offerSent()
  }

  send(message: SignalMessage): void {
    if (this.#closed || this.socket.readyState !== this.socket.OPEN) return
    const response = new SignalResponse({ message })
    this.socket.send(this.#json ? response.toJsonString() : response.toBinary())
  }

  sendAudio(trackSid: string, frame: Buffer): void {
    this.#subscriber.send(trackSid, frame)
  }

  close(reason: DisconnectReason): void {
    this.send({ case: 'leave', value: new LeaveRequest({ canReconnect: false, reason, action: LeaveRequest_Action.DISCONNECT }) })
    this.socket.close(1000, DisconnectReason[reason])
    this.#left()
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
    if (request.message.case) this.#handle(request.message).catch((error: unknown) => this.#refuse(RequestResponse_Reason.UNCLASSIFIED_ERROR, String(error)))
  }

  async #handle(request: Request): Promise<void> {
    switch (request.case) {
      case 'answer':
        await this.#subscriber.answer(request.value.sdp)
        this.#answered = true
        for (const candidate of this.#early.splice(0)) await this.#subscriber.addCandidate(candidate)
        return
      case 'trickle':
        return this.#trickle(request.value)
      case 'ping':
        return this.send({ case: 'pong', value: BigInt(Date.now()) })
      case 'pingReq':
        return this.send({ case: 'pongResp', value: new Pong({ lastPingTimestamp: request.value.timestamp, timestamp: BigInt(Date.now()) }) })
      case 'leave':
        this.socket.close(1000, 'client left')
        return this.#left()
      case 'subscription':
        return this.#subscribe(request.value.trackSids, request.value.subscribe)
      case 'trackSetting':
        return this.#subscribe(request.value.trackSids, !request.value.disabled)
      case 'addTrack':
        // LiveKit answers a publish without the grant with NOT_ALLOWED (pkg/rtc/participant.go AddTrack).
        return this.grant.canPublish
          ? this.#refuse(RequestResponse_Reason.UNSUPPORTED_TYPE, PUBLISHING_UNSUPPORTED, { case: 'addTrack', value: request.value })
          : this.#refuse(RequestResponse_Reason.NOT_ALLOWED, 'does not have permission to publish', { case: 'addTrack', value: request.value })
      case 'mute':
        return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${request.value.sid}`, { case: 'mute', value: request.value })
      case 'updateMetadata':
        return this.#refuse(RequestResponse_Reason.NOT_ALLOWED, 'does not have permission to update own metadata', {
          case: 'updateMetadata',
          value: request.value,
        })
      case 'updateAudioTrack':
        return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${request.value.trackSid}`, { case: 'updateAudioTrack', value: request.value })
      case 'updateVideoTrack':
        return this.#refuse(RequestResponse_Reason.NOT_FOUND, `no published track ${request.value.trackSid}`, { case: 'updateVideoTrack', value: request.value })
      case 'publishDataTrackRequest':
        return this.#refuse(
          this.grant.canPublishData ? RequestResponse_Reason.UNSUPPORTED_TYPE : RequestResponse_Reason.NOT_ALLOWED,
          this.grant.canPublishData ? PUBLISHING_UNSUPPORTED : 'does not have permission to publish data',
          { case: 'publishDataTrack', value: request.value },
        )
      default:
        return this.#refuse(RequestResponse_Reason.UNSUPPORTED_TYPE, `${request.case} is not supported: ${SUBSET}`)
    }
  }

  async #trickle(trickle: TrickleRequest): Promise<void> {
    if (trickle.target !== SignalTarget.SUBSCRIBER) {
      return this.#refuse(RequestResponse_Reason.NOT_FOUND, `there is no publisher connection: ${SUBSET}`, { case: 'trickle', value: trickle })
    }
    const candidate = JSON.parse(trickle.candidateInit) as { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }
    if (this.#answered) await this.#subscriber.addCandidate(candidate)
    else this.#early.push(candidate)
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

  #left(): void {
    if (this.#closed) return
    this.#closed = true
    clearInterval(this.#watchdog)
    this.room.remove(this)
    this.#subscriber.close()
  }
}

const SUBSET = "the simulator's media rooms are a subset of LiveKit for subscribe-only listeners"
const PUBLISHING_UNSUPPORTED = `publishing is not supported: ${SUBSET}`
