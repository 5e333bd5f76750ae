import type { RTCIceCandidate, RTCPeerConnection, RTCRtpTransceiver } from 'werift'
import { LOOPBACK, loopbackOnly, loopbackPeerConnection } from './subscriber'

/** One Opus packet of a published track: its payload and RTP timestamp (48 kHz). */
export interface ReceivedAudio {
  payload: Buffer
  timestamp: number
}

/** A track the client sends: the id its SDP gives it (livekit-client's `cid`), its packets, and its end. */
export interface IncomingTrack {
  cid: string | undefined
  onPacket(listener: (packet: ReceivedAudio) => void): void
  /** The client stopped sending it (livekit-client's `unpublishTrack` renegotiates it to inactive). */
  onEnded(listener: () => void): void
}

/**
 * The client-offered peer connection of a participant that publishes
 * (LiveKit's "publisher" transport): the server answers each offer, receives
 * Opus only (a client that prefers RED falls back to it), and hands each
 * incoming track to `onTrack`. Data channels the client opens are accepted and unused.
 */
export class Publisher {
  readonly #pc: RTCPeerConnection
  /** The transceivers the client sends on, each announced once, with what to call when it stops. */
  readonly #receiving = new Map<RTCRtpTransceiver, () => void>()

  constructor(onCandidate: (candidate: RTCIceCandidate) => void, onTrack: (track: IncomingTrack) => void) {
    this.#pc = loopbackPeerConnection()
    this.#pc.onIceCandidate.subscribe((candidate) => {
      if (candidate?.candidate.includes(` ${LOOPBACK} `)) onCandidate(candidate)
    })
    this.#pc.ontrack = ({ track, transceiver }) => {
      // A renegotiation announces the tracks again: each is handed over once.
      if (track.kind !== 'audio' || this.#receiving.has(transceiver)) return
      this.#receiving.set(transceiver, () => undefined)
      onTrack({
        cid: transceiver.receiver.remoteTrackId,
        onPacket: (listener) => {
          track.onReceiveRtp.subscribe((rtp) => listener({ payload: rtp.payload, timestamp: rtp.header.timestamp }))
        },
        onEnded: (listener) => this.#receiving.set(transceiver, listener),
      })
    }
  }

  /** Answers the client's offer (the first, or a renegotiation). */
  async answer(sdp: string): Promise<string> {
    await this.#pc.setRemoteDescription({ type: 'offer', sdp })
    for (const [transceiver, ended] of this.#receiving) {
      if (transceiver.offerDirection === 'recvonly' || transceiver.offerDirection === 'sendrecv') continue
      this.#receiving.delete(transceiver)
      ended()
    }
    const answer = await this.#pc.createAnswer()
    await this.#pc.setLocalDescription(answer)
    return loopbackOnly(this.#pc.localDescription?.sdp ?? answer.sdp)
  }

  async addCandidate(candidate: { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }): Promise<void> {
    if (!candidate.candidate) return
    await this.#pc.addIceCandidate({ candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? undefined, sdpMLineIndex: candidate.sdpMLineIndex ?? undefined })
  }

  close(): void {
    void this.#pc.close().catch(() => undefined)
  }
}
