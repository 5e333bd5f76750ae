import { AddTrackRequest, DataPacket, DisconnectReason, LeaveRequest, LeaveRequest_Action, SessionDescription, SignalRequest, SignalResponse, SignalTarget, TrackSource, TrackType, TrickleRequest } from '@livekit/protocol'
import { MediaStream, MediaStreamTrack, RtpHeader, RtpPacket, RTCPeerConnection } from 'werift'
import WebSocket from 'ws'

type Response = NonNullable<SignalResponse['message']>
type ResponseOf<K extends Response['case']> = Extract<Response, { case: K }>['value']
export type Request = NonNullable<SignalRequest['message']>

/** How the server refused the WebSocket upgrade: the status and text LiveKit answers. */
export interface Refusal {
  status: number
  body: string
}

/** A track the client publishes: its sid on the server, and a way to send Opus frames on it. */
export interface OutgoingTrack {
  trackSid: string
  /** Sends a frame every 20 ms until `stop()`, once the publisher connection is up. */
  start(frame: Buffer): void
  stop(): void
  /** Stops sending and renegotiates the publisher connection without the track, as livekit-client's `unpublishTrack`. */
  unpublish(): Promise<void>
}

/** The server answered `AddTrackRequest` with a `RequestResponse`, of this reason. */
export class PublishRefused extends Error {
  constructor(readonly reason: number) {
    super(`publishing refused: reason ${reason}`)
  }
}

const peerConnection = () => new RTCPeerConnection({ iceServers: [], iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false })

/**
 * A LiveKit signalling client built on @livekit/protocol, as livekit-client
 * speaks it on `/rtc` (binary protobuf), with a werift peer connection that
 * answers the server's subscriber offers (the first and each renegotiation),
 * counts the audio that arrives and decodes the data packets, and a publisher connection it offers, as
 * livekit-client does, when it publishes a microphone track.
 * livekit-client itself needs a browser's WebRTC; the e2e tests run it in Chromium.
 */
export class SignalClient {
  readonly received: Response[] = []
  /** RTP packets received, by the track id of the stream (`PA_…|TR_…` → TR_…). */
  readonly packets = new Map<string, number>()
  /** Data packets received on the data channels the server opened, with the label of each and when it arrived. */
  readonly data: { label: string; packet: DataPacket; at: number }[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  readonly #pc = peerConnection()
  #publisher: RTCPeerConnection | null = null
  readonly #waiters: (() => void)[] = []
  /** Messages are applied in order: the offer before the candidates that follow it. */
  #reacting: Promise<void> = Promise.resolve()

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = SignalResponse.fromBinary(new Uint8Array(data)).message
      if (!message.case) return
      this.received.push(message)
      this.#reacting = this.#reacting.then(() => this.#react(message)).catch(() => undefined)
      for (const wake of this.#waiters.splice(0)) wake()
    })
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })))
    this.#pc.ontrack = ({ track, streams }) => {
      const trackSid = streams[0]?.id.split('|')[1] ?? ''
      track.onReceiveRtp.subscribe(() => this.packets.set(trackSid, (this.packets.get(trackSid) ?? 0) + 1))
    }
    this.#pc.onIceCandidate.subscribe((candidate) => {
      if (candidate) this.send({ case: 'trickle', value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target: SignalTarget.SUBSCRIBER }) })
    })
    this.#pc.onDataChannel.subscribe((channel) => {
      channel.onMessage.subscribe((message) => {
        if (typeof message !== 'string') this.data.push({ label: channel.label, packet: DataPacket.fromBinary(new Uint8Array(message)), at: Date.now() })
      })
    })
  }

  /** Opens `/rtc` with a token; resolves with the client, or with the HTTP refusal. */
  static connect(mediaUrl: string, token: string, params: Record<string, string> = {}): Promise<SignalClient | Refusal> {
    const url = new URL('/rtc', mediaUrl)
    url.search = new URLSearchParams({ access_token: token, auto_subscribe: '1', sdk: 'js', protocol: '16', ...params }).toString()
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once('open', () => resolve(new SignalClient(socket)))
      socket.once('unexpected-response', (_request, response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      socket.once('error', reject)
    })
  }

  send(message: Request): void {
    this.socket.send(new SignalRequest({ message }).toBinary())
  }

  /** The first message of that kind (already received or still to come). */
  async next<K extends Response['case']>(kind: K, timeoutMs = 10_000, where: (value: ResponseOf<K>) => boolean = () => true): Promise<ResponseOf<K>> {
    const found = await this.#first((message) => message.case === kind && where(message.value as ResponseOf<K>), timeoutMs, String(kind))
    return found.value as ResponseOf<K>
  }

  async #first(matches: (message: Response) => boolean, timeoutMs: number, what: string): Promise<Response> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.received.find(matches)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${what} message within ${timeoutMs} ms (got ${this.received.map((m) => m.case).join(', ')})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /**
   * Announces a microphone track (`AddTrackRequest`), then offers the
   * publisher connection with it; resolves with the track the server
   * published, or rejects with the `RequestResponse` that refused it.
   */
  async publish(cid = 'mic-1'): Promise<OutgoingTrack> {
    this.send({ case: 'addTrack', value: new AddTrackRequest({ cid, name: 'microphone', type: TrackType.AUDIO, source: TrackSource.MICROPHONE }) })
    const published = await this.#first(
      (m) => (m.case === 'trackPublished' && m.value.cid === cid) || (m.case === 'requestResponse' && m.value.request.case === 'addTrack' && m.value.request.value.cid === cid),
      10_000,
      'trackPublished',
    )
    if (published.case !== 'trackPublished') throw new PublishRefused(published.case === 'requestResponse' ? published.value.reason : -1)
    const pc = (this.#publisher = peerConnection())
    pc.onIceCandidate.subscribe((candidate) => {
      if (candidate) this.send({ case: 'trickle', value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target: SignalTarget.PUBLISHER }) })
    })
    const transceiver = pc.addTransceiver(new MediaStreamTrack({ kind: 'audio', id: cid }), { direction: 'sendonly', streams: [new MediaStream({ id: `stream-${cid}` })] })
    await pc.setLocalDescription(await pc.createOffer())
    this.send({ case: 'offer', value: new SessionDescription({ type: 'offer', sdp: pc.localDescription!.sdp, id: 1 }) })
    let timer: NodeJS.Timeout | undefined
    let sequence = 1
    let timestamp = 1000
    return {
      trackSid: published.value.track!.sid,
      start: (frame) => {
        timer = setInterval(() => {
          sequence = (sequence + 1) & 0xffff
          timestamp = (timestamp + 960) >>> 0
          if (pc.connectionState !== 'connected') return
          void transceiver.sender.sendRtp(new RtpPacket(new RtpHeader({ payloadType: 111, sequenceNumber: sequence, timestamp, marker: false }), frame)).catch(() => undefined)
        }, 20)
      },
      stop: () => clearInterval(timer),
      unpublish: async () => {
        clearInterval(timer)
        pc.removeTrack(transceiver.sender)
        await pc.setLocalDescription(await pc.createOffer())
        this.send({ case: 'offer', value: new SessionDescription({ type: 'offer', sdp: pc.localDescription!.sdp, id: 2 }) })
      },
    }
  }

  /** Leaves as livekit-client does: a `LeaveRequest`, then the socket closes. */
  async leave(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) this.send({ case: 'leave', value: new LeaveRequest({ reason: DisconnectReason.CLIENT_INITIATED, action: LeaveRequest_Action.DISCONNECT }) })
    this.socket.close()
    await this.#pc.close()
    await this.#publisher?.close()
  }

  /** Answers the subscriber offer and applies the server's trickled candidates. */
  async #react(message: Response): Promise<void> {
    if (message.case === 'offer') {
      await this.#pc.setRemoteDescription({ type: 'offer', sdp: message.value.sdp })
      const answer = await this.#pc.createAnswer()
      await this.#pc.setLocalDescription(answer)
      this.send({ case: 'answer', value: new SessionDescription({ type: 'answer', sdp: this.#pc.localDescription!.sdp, id: message.value.id }) })
    } else if (message.case === 'answer') {
      await this.#publisher?.setRemoteDescription({ type: 'answer', sdp: message.value.sdp })
    } else if (message.case === 'trickle') {
      const pc = message.value.target === SignalTarget.PUBLISHER ? this.#publisher : this.#pc
      await pc?.addIceCandidate(JSON.parse(message.value.candidateInit) as { candidate: string; sdpMid?: string; sdpMLineIndex?: number })
    }
  }
}

export function isRefusal(result: SignalClient | Refusal): result is Refusal {
  return !(result instanceof SignalClient)
}
