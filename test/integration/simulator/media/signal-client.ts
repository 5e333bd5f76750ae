import { SessionDescription, SignalRequest, SignalResponse, SignalTarget, TrickleRequest } from '@livekit/protocol'
import { RTCPeerConnection } from 'werift'
import WebSocket from 'ws'

type Response = NonNullable<SignalResponse['message']>
type ResponseOf<K extends Response['case']> = Extract<Response, { case: K }>['value']
export type Request = NonNullable<SignalRequest['message']>

/** How the server refused the WebSocket upgrade: the status and text LiveKit answers. */
export interface Refusal {
  status: number
  body: string
}

/**
 * A LiveKit signalling client built on @livekit/protocol, as livekit-client
 * speaks it on `/rtc` (binary protobuf), with a werift peer connection that
 * answers the server's subscriber offer and counts the audio that arrives.
 * livekit-client itself needs a browser's WebRTC; the e2e tests run it in Chromium.
 */
export class SignalClient {
  readonly received: Response[] = []
  /** RTP packets received, by the track id of the stream (`PA_…|TR_…` → TR_…). */
  readonly packets = new Map<string, number>()
  readonly closed: Promise<{ code: number; reason: string }>
  readonly #pc = new RTCPeerConnection({ iceServers: [], iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false })
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
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.received.find((message) => message.case === kind && where(message.value as ResponseOf<K>))
      if (found) return found.value as ResponseOf<K>
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${kind} message within ${timeoutMs} ms (got ${this.received.map((m) => m.case).join(', ')})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  async leave(): Promise<void> {
    this.socket.close()
    await this.#pc.close()
  }

  /** Answers the subscriber offer and applies the server's trickled candidates. */
  async #react(message: Response): Promise<void> {
    if (message.case === 'offer') {
      await this.#pc.setRemoteDescription({ type: 'offer', sdp: message.value.sdp })
      const answer = await this.#pc.createAnswer()
      await this.#pc.setLocalDescription(answer)
      this.send({ case: 'answer', value: new SessionDescription({ type: 'answer', sdp: this.#pc.localDescription!.sdp, id: message.value.id }) })
    } else if (message.case === 'trickle' && message.value.target === SignalTarget.SUBSCRIBER) {
      await this.#pc.addIceCandidate(JSON.parse(message.value.candidateInit) as { candidate: string; sdpMid?: string; sdpMLineIndex?: number })
    }
  }
}

export function isRefusal(result: SignalClient | Refusal): result is Refusal {
  return !(result instanceof SignalClient)
}
