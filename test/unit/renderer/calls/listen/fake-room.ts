import type { ParticipantLike, RoomLike, TrackLike } from '../../../../../src/renderer/calls/listen/room-controller'

export class FakeParticipant implements ParticipantLike {
  volume = 1
  constructor(
    readonly identity: string,
    readonly name?: string,
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

/**
 * Stands in for livekit-client's Room: events are emitted by the test with the
 * same names (`RoomEvent` values); connect resolves, rejects or hangs on demand.
 */
export class FakeRoom implements RoomLike {
  readonly #listeners = new Map<string, Set<(...args: never[]) => void>>()
  canPlaybackAudio = true
  readonly remoteParticipants = new Map<string, FakeParticipant>()
  readonly connects: { url: string; token: string }[] = []
  disconnects = 0
  startAudioCalls = 0
  readonly devices: string[] = []
  connectOutcome: 'ok' | 'hang' | Error = 'ok'

  async connect(url: string, token: string): Promise<void> {
    this.connects.push({ url, token })
    if (this.connectOutcome === 'hang') return new Promise(() => undefined)
    if (this.connectOutcome instanceof Error) throw this.connectOutcome
  }

  /** Like livekit-client, a disconnect the client asks for is announced as an event too. */
  async disconnect(): Promise<void> {
    this.disconnects++
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

  join(participant: FakeParticipant): void {
    this.remoteParticipants.set(participant.identity, participant)
    this.emit('participantConnected', participant)
  }
}
