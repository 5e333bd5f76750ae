import {
  MediaStream,
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  type RTCDataChannel,
  RtpPacket,
  type RTCIceCandidate,
  type RTCRtpTransceiver,
} from 'werift'

/** A remote participant's audio track as the subscriber sends it. */
export interface PublishedAudio {
  participantSid: string
  trackSid: string
}

/** Only loopback: the simulator and its participants run on this computer. */
export const LOOPBACK = '127.0.0.1'

/** A werift peer connection that speaks Opus only, on loopback host candidates. */
export function loopbackPeerConnection(): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2, payloadType: 111, parameters: 'minptime=10;useinbandfec=1' })],
    },
    // No STUN or TURN: werift would otherwise ask a public STUN server, and loopback needs none.
    iceServers: [],
    iceAdditionalHostAddresses: [LOOPBACK],
    // Its sockets listen where its candidates point, on loopback only, not on every interface.
    iceInterfaceAddresses: { udp4: LOOPBACK },
    iceUseIpv6: false,
  })
}

interface Outgoing {
  transceiver: RTCRtpTransceiver
  sequence: number
  timestamp: number
  paused: boolean
}

/** The label of LiveKit's reliable data channel: livekit-client adopts a subscriber channel by it. */
export const RELIABLE_DATA_CHANNEL = '_reliable'

/**
 * The server-offered peer connection of one listener (LiveKit's "subscriber"
 * transport): one send-only Opus transceiver per published audio track, and
 * the reliable data channel the server opens on it (pkg/rtc/transportmanager.go
 * createDataChannelsForSubscriber), which carries the others' data packets.
 * The stream id `PA_…|TR_…` is how livekit-client tells whose track arrived.
 */
export class Subscriber {
  readonly #pc: RTCPeerConnection
  readonly #data: RTCDataChannel
  readonly #tracks = new Map<string, Outgoing>()
  #offerId = 0
  /** Candidates found before the offer went out wait for it, so they never arrive first. */
  #pending: RTCIceCandidate[] | null = []

  constructor(private readonly onCandidate: (candidate: RTCIceCandidate) => void) {
    this.#pc = loopbackPeerConnection()
    // Made before the first offer, so that offer carries the data channel's SCTP section.
    this.#data = this.#pc.createDataChannel(RELIABLE_DATA_CHANNEL, { ordered: true })
    this.#pc.onIceCandidate.subscribe((candidate) => {
      if (!candidate?.candidate.includes(` ${LOOPBACK} `)) return
      if (this.#pending) this.#pending.push(candidate)
      else onCandidate(candidate)
    })
  }

  /**
   * Adds the tracks and answers the offer to send, with its id and the mid of
   * each track; called again when others publish, it renegotiates with the new tracks added.
   */
  async offer(tracks: PublishedAudio[]): Promise<{ sdp: string; id: number; midToTrackId: Record<string, string> }> {
    for (const track of tracks) {
      const media = new MediaStreamTrack({ kind: 'audio', id: track.trackSid })
      const stream = new MediaStream({ id: `${track.participantSid}|${track.trackSid}` })
      const transceiver = this.#pc.addTransceiver(media, { direction: 'sendonly', streams: [stream] })
      this.#tracks.set(track.trackSid, { transceiver, sequence: randomUint(16), timestamp: randomUint(32), paused: false })
    }
    const offer = await this.#pc.createOffer()
    await this.#pc.setLocalDescription(offer)
    const midToTrackId: Record<string, string> = {}
    for (const [trackSid, { transceiver }] of this.#tracks) if (transceiver.mid) midToTrackId[transceiver.mid] = trackSid
    return { sdp: loopbackOnly(this.#pc.localDescription?.sdp ?? offer.sdp), id: ++this.#offerId, midToTrackId }
  }

  /** The offer was sent: trickle the candidates found so far, and the later ones as they come. */
  offerSent(): void {
    for (const candidate of this.#pending ?? []) this.onCandidate(candidate)
    this.#pending = null
  }

  async answer(sdp: string): Promise<void> {
    await this.#pc.setRemoteDescription({ type: 'answer', sdp })
  }

  async addCandidate(candidate: { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null }): Promise<void> {
    if (!candidate.candidate) return
    await this.#pc.addIceCandidate({ candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? undefined, sdpMLineIndex: candidate.sdpMLineIndex ?? undefined })
  }

  /** A listener may unsubscribe from a track (or disable it); its packets stop until it subscribes again. */
  setPaused(trackSid: string, paused: boolean): boolean {
    const track = this.#tracks.get(trackSid)
    if (track) track.paused = paused
    return track !== undefined
  }

  /** Sends one Opus frame on a track, `samples` (48 kHz) after the previous one; nothing leaves before the connection is up. */
  send(trackSid: string, frame: Buffer, samples: number): void {
    const track = this.#tracks.get(trackSid)
    if (!track) return
    track.sequence = (track.sequence + 1) & 0xffff
    track.timestamp = (track.timestamp + samples) >>> 0
    if (track.paused || this.#pc.connectionState !== 'connected') return
    const header = new RtpHeader({ payloadType: 111, sequenceNumber: track.sequence, timestamp: track.timestamp, marker: false })
    void track.transceiver.sender.sendRtp(new RtpPacket(header, frame)).catch(() => undefined)
  }

  /** Sends data packets on the reliable channel once it is open; before that they are dropped, as for a client not yet connected. */
  sendData(packets: readonly Uint8Array[]): void {
    if (this.#data.readyState !== 'open') return
    for (const packet of packets) this.#data.send(Buffer.from(packet))
  }

  close(): void {
    void this.#pc.close().catch(() => undefined)
  }
}

/** A description names only loopback candidates; the others (this machine's LAN addresses) are not offered. */
export function loopbackOnly(sdp: string): string {
  return sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate:') || line.includes(` ${LOOPBACK} `))
    .join('\r\n')
}

function randomUint(bits: 16 | 32): number {
  return Math.floor(Math.random() * 2 ** bits) >>> 0
}
