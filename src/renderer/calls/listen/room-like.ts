import type { ListenGrant, Result } from '../../../shared/bridge'

/** The part of a livekit-client participant the listener uses. */
export interface ParticipantLike {
  readonly identity: string
  readonly name?: string
  setVolume(volume: number): void
}

/** The part of a livekit-client track the listener plays. */
export interface TrackLike {
  readonly kind: string
  attach(): HTMLMediaElement
  detach(): HTMLMediaElement[]
}

type Listener = (...args: never[]) => void

/**
 * The part of livekit-client's `Room` the listener uses, so the controller can
 * be tested with a fake. Event names are livekit-client's `RoomEvent` values.
 */
export interface RoomLike {
  connect(url: string, token: string, options?: { autoSubscribe?: boolean; maxRetries?: number }): Promise<void>
  disconnect(stopTracks?: boolean): Promise<void>
  startAudio(): Promise<void>
  readonly canPlaybackAudio: boolean
  switchActiveDevice(kind: MediaDeviceKind, deviceId: string): Promise<boolean>
  readonly remoteParticipants: ReadonlyMap<string, ParticipantLike>
  on(event: string, listener: Listener): unknown
  off(event: string, listener: Listener): unknown
}

export interface RoomControllerDeps {
  createRoom(): RoomLike
  /** `calls.listenToken` through the Bridge. */
  fetchGrant(roomName: string): Promise<Result<ListenGrant>>
  /** Starts playing a subscribed audio track; answers how to stop it. */
  playTrack(track: TrackLike): () => void
  /** An unreachable server must fail within this (default 10 s). */
  connectTimeoutMs?: number
}
