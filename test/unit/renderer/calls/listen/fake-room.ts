import type {
  LocalAudioLike,
  LocalParticipantLike,
  MicrophoneCapture,
  ParticipantLike,
  RoomLike,
  TextStreamLike,
  TrackLike,
} from '../../../../../src/renderer/calls/listen/room-controller'

export class FakeParticipant implements ParticipantLike {
  volume = 1
  constructor(
    readonly identity: string,
    readonly name?: string,
    readonly isAgent = false,
    readonly attributes: Record<string, string> = {},
  ) {}
  setVolume(volume: number): void {
    this.volume = volume
  }
}

export class FakeTrack implements TrackLike {
  constructor(readonly kind: string) {}
  attach(): HTMLMediaElement {
    return {} as HTMLMediaElement
  }
  detach(): HTMLMediaElement[] {
    return []
  }
}

/** A published microphone: its capture stands for the device, `stopped` for the system's light going off. */
export class FakeMicrophone implements LocalAudioLike {
  readonly mediaStreamTrack = { kind: 'audio' } as MediaStreamTrack
  muted = false
  stopped = false
  async mute(): Promise<this> {
    this.muted = true
    return this
  }
  async unmute(): Promise<this> {
    this.muted = false
    return this
  }
}

/** Publishes a fake microphone as livekit-client would, or fails as the browser would (`refusal`). */
export class FakeLocalParticipant implements LocalParticipantLike {
  permissions = { canPublish: true }
  microphone: FakeMicrophone | null = null
  readonly captures: MicrophoneCapture[] = []
  refusal: Error | null = null

  async setMicrophoneEnabled(enabled: boolean, options?: MicrophoneCapture): Promise<void> {
    if (!enabled) return
    if (this.refusal) throw this.refusal
    if (options) this.captures.push(options)
    this.microphone ??= new FakeMicrophone()
  }

  getTrackPublication(source: string): { track?: LocalAudioLike } | undefined {
    return source === 'microphone' && this.microphone ? { track: this.microphone } : undefined
  }

  async unpublishTrack(track: MediaStreamTrack, stopOnUnpublish?: boolean): Promise<void> {
    if (this.microphone?.mediaStreamTrack !== track) return
    if (stopOnUnpublish) this.microphone.stopped = true
    this.microphone = null
  }
}

/**
 * A text stream as livekit-client's reader gives it: chunks as the test pushes
 * them, then its end, whose trailer's attributes join the header's, or a failure.
 */
export class FakeTextStream implements TextStreamLike {
  readonly info: { id: string; attributes: Record<string, string> }
  readonly #chunks: string[] = []
  #ended: 'open' | 'ended' | Error = 'open'
  #wake: (() => void) | null = null

  constructor(id: string, attributes: Record<string, string>) {
    this.info = { id, attributes }
  }

  push(chunk: string): void {
    this.#chunks.push(chunk)
    this.#wake?.()
  }

  end(trailerAttributes: Record<string, string> = {}): void {
    this.info.attributes = { ...this.info.attributes, ...trailerAttributes }
    this.#ended = 'ended'
    this.#wake?.()
  }

  fail(): void {
    this.#ended = new Error('Data stream closed abnormally')
    this.#wake?.()
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      const chunk = this.#chunks.shift()
      if (chunk !== undefined) yield chunk
      else if (this.#ended instanceof Error) throw this.#ended
      else if (this.#ended === 'ended') return
      else await new Promise<void>((resolve) => (this.#wake = resolve))
    }
  }
}

/**
 * Stands in for livekit-client's Room: events are emitted by the test with the
 * same names (`RoomEvent` values); connect resolves, rejects or hangs on demand.
 */
export class FakeRoom implements RoomLike {
  readonly #listeners = new Map<string, Set<(...args: never[]) => void>>()
  canPlaybackAudio = true
  readonly remoteParticipants = new Map<string, FakeParticipant>()
  readonly localParticipant = new FakeLocalParticipant()
  readonly connects: { url: string; token: string }[] = []
  disconnects = 0
  startAudioCalls = 0
  readonly devices: string[] = []
  connectOutcome: 'ok' | 'hang' | Error = 'ok'
  readonly textHandlers = new Map<string, (reader: TextStreamLike, from: { identity: string }) => void>()

  async connect(url: string, token: string): Promise<void> {
    this.connects.push({ url, token })
    if (this.connectOutcome === 'hang') return new Promise(() => undefined)
    if (this.connectOutcome instanceof Error) throw this.connectOutcome
  }

  /** Like livekit-client, a disconnect the client asks for is announced as an event too. */
  async disconnect(): Promise<void> {
    this.disconnects++
    if (this.localParticipant.microphone) this.localParticipant.microphone.stopped = true
    this.emit('disconnected', 1)
  }

  async startAudio(): Promise<void> {
    this.startAudioCalls++
    this.canPlaybackAudio = true
  }

  async switchActiveDevice(_kind: MediaDeviceKind, deviceId: string): Promise<boolean> {
    this.devices.push(deviceId)
    return true
  }

  on(event: string, listener: (...args: never[]) => void): this {
    const set = this.#listeners.get(event) ?? new Set()
    this.#listeners.set(event, set)
    set.add(listener)
    return this
  }

  off(event: string, listener: (...args: never[]) => void): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  /** What livekit-client would emit; the test names the `RoomEvent` value. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }

  registerTextStreamHandler(topic: string, handler: (reader: TextStreamLike, from: { identity: string }) => void): void {
    if (this.textHandlers.has(topic)) throw new Error(`A text stream handler for topic "${topic}" has already been set.`)
    this.textHandlers.set(topic, handler)
  }

  /** A text stream arrives from `identity`, as livekit-client hands it to the topic's handler (none: ignored). */
  streamText(topic: string, identity: string, stream: FakeTextStream): void {
    this.textHandlers.get(topic)?.(stream, { identity })
  }

  join(participant: FakeParticipant): void {
    this.remoteParticipants.set(participant.identity, participant)
    this.emit('participantConnected', participant)
  }
}
