import { DisconnectReason, RoomEvent, Track, type TrackSource } from './livekit-names'
import type { ListenGrant, Result } from '../../../shared/bridge'
import { errorText, t } from '../../i18n/translation.svelte'
import { formatCount } from '../../lib/format'
import { FINAL_ATTRIBUTE, SEGMENT_ID_ATTRIBUTE, TRANSCRIPTION_TOPIC, type HeardSegment, type SpeakerKind } from './transcript'

/** The part of a livekit-client participant the listener uses. */
export interface ParticipantLike {
  readonly identity: string
  readonly name?: string
  /** A LiveKit agent (kind `AGENT`). */
  readonly isAgent?: boolean
  readonly attributes?: Readonly<Record<string, string>>
  setVolume(volume: number): void
}

/** The part of livekit-client's `TextStreamReader` the transcript reads: the stream's id and attributes, and its chunks of text. */
export interface TextStreamLike extends AsyncIterable<string> {
  readonly info: { readonly id: string; readonly attributes?: Readonly<Record<string, string>> }
}

/** The part of a livekit-client track the listener plays. */
export interface TrackLike {
  readonly kind: string
  attach(): HTMLMediaElement
  detach(): HTMLMediaElement[]
}

/** The part of a livekit-client local track the speaker's microphone uses. */
export interface LocalAudioLike {
  readonly mediaStreamTrack: MediaStreamTrack
  mute(): Promise<unknown>
  unmute(): Promise<unknown>
}

/** How the microphone is captured: a call's processing, on the input chosen in Settings. */
export interface MicrophoneCapture {
  deviceId?: string
  echoCancellation: boolean
  noiseSuppression: boolean
  autoGainControl: boolean
}

/** The part of livekit-client's local participant that publishes the microphone. */
export interface LocalParticipantLike {
  /** What the media server lets this participant do now; a grant changed in place arrives as a `participantPermissionsChanged`. */
  readonly permissions?: { readonly canPublish: boolean }
  setMicrophoneEnabled(enabled: boolean, options?: MicrophoneCapture): Promise<unknown>
  getTrackPublication(source: TrackSource): { readonly track?: LocalAudioLike } | undefined
  unpublishTrack(track: MediaStreamTrack, stopOnUnpublish?: boolean): Promise<unknown>
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
  readonly localParticipant: LocalParticipantLike
  on(event: string, listener: Listener): unknown
  off(event: string, listener: Listener): unknown
  registerTextStreamHandler(topic: string, handler: (reader: TextStreamLike, from: { identity: string }) => void): void
}

/** The attribute a console sets on its supervisors in a room (docs/calls.md, "Stepping in"). */
const ROLE_ATTRIBUTE = 'switchboard.role'

export interface RoomControllerDeps {
  /** A room; the real one may first fetch livekit-client (`livekit-room.ts`). */
  createRoom(): RoomLike | Promise<RoomLike>
  /** `calls.listenToken` through the Bridge. */
  fetchGrant(roomName: string): Promise<Result<ListenGrant>>
  /** Starts playing a subscribed audio track of the participant `identity`; answers how to stop it. */
  playTrack(track: TrackLike, identity: string): () => void
  /** An unreachable server must fail within this (default 10 s). */
  connectTimeoutMs?: number
}

export type ListenPhase = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'failed'

/** The supervisor's microphone in the room: off (a hidden listener's), being opened and published, or published. */
export type MicrophoneState = 'off' | 'starting' | 'on'

/** The listening panel's whole state. */
export interface ListenState {
  phase: ListenPhase
  roomName: string | null
  /** The participant identity of the grant joined with; the step-in commands name it. */
  identity: string | null
  /** Why it is disconnected or failed, in words for the supervisor. */
  reason: string | null
  /** The Bridge error code of a failure (`not_configured` means: go to Settings). */
  errorCode: string | null
  /** Identities of who is speaking now, loudest first. */
  speakers: string[]
  participants: string[]
  /** The browser blocked playback until a click: show "Start audio". */
  audioBlocked: boolean
  volume: number
  muted: boolean
  outputDeviceId: string | null
  microphone: MicrophoneState
  /** Published but silenced (M, or push-to-talk while Space is up). */
  microphoneMuted: boolean
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000

/** How long a permission changed in place (core's answer came first) may take to reach the room. */
const PERMISSION_WAIT_MS = 5_000

export const IDLE_LISTEN_STATE: ListenState = {
  phase: 'idle',
  roomName: null,
  identity: null,
  reason: null,
  errorCode: null,
  speakers: [],
  participants: [],
  audioBlocked: false,
  volume: 1,
  muted: false,
  outputDeviceId: null,
  microphone: 'off',
  microphoneMuted: false,
}

/**
 * One listening session at a time: joining a call leaves the previous one. Each
 * `listen` gets a session number, so a slow connect that finishes after the
 * supervisor moved on disconnects itself instead of taking over.
 */
export class RoomController {
  #state: ListenState = IDLE_LISTEN_STATE
  #room: RoomLike | null = null
  #session = 0
  #detachTracks = new Map<TrackLike, () => void>()
  readonly #listeners = new Set<(state: ListenState) => void>()
  readonly #transcriptListeners = new Set<(heard: HeardSegment) => void>()

  constructor(private readonly deps: RoomControllerDeps) {}

  get state(): ListenState {
    return this.#state
  }

  /** Returns the unsubscribe function; the listener hears the current state at once. */
  subscribe(listener: (state: ListenState) => void): () => void {
    this.#listeners.add(listener)
    listener(this.#state)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Hears each transcription text stream of the room listened to, as it
   * arrives: every chunk as an interim text, then the stream's end, final when
   * its attributes say so. Returns the unsubscribe function.
   */
  onTranscript(listener: (heard: HeardSegment) => void): () => void {
    this.#transcriptListeners.add(listener)
    return () => this.#transcriptListeners.delete(listener)
  }

  async listen(roomName: string): Promise<void> {
    await this.#join(roomName, () => this.deps.fetchGrant(roomName))
  }

  /**
   * Joins the same room again with another grant (one that may publish, when
   * the media server gives publishing only in a new token); the microphone,
   * if on, is closed with the old connection.
   */
  async rejoin(grant: ListenGrant): Promise<void> {
    const roomName = this.#state.roomName
    if (roomName) await this.#join(roomName, async () => ({ ok: true, value: grant }))
  }

  async #join(roomName: string, fetchGrant: () => Promise<Result<ListenGrant>>): Promise<void> {
    const session = ++this.#session
    await this.#close()
    if (session !== this.#session) return
    this.#reset({ phase: 'connecting', roomName })
    const grant = await fetchGrant()
    if (session !== this.#session) return
    if (!grant.ok) return this.#fail(errorText(grant.error), grant.error.code)
    let room: RoomLike
    try {
      room = await this.deps.createRoom()
    } catch (error) {
      if (session !== this.#session) return
      return this.#fail(t('calls.listen.startFailed', { error: error instanceof Error ? error.message : String(error) }), 'internal')
    }
    if (session !== this.#session) return
    this.#room = room
    this.#wire(room, session, roomName)
    const timeoutMs = this.deps.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
    try {
      const outcome = await Promise.race([room.connect(grant.value.url, grant.value.token, { autoSubscribe: true }), timedOut])
      if (session !== this.#session) return void room.disconnect()
      if (outcome === 'timeout') {
        await this.#close()
        const seconds = formatCount(Math.round(timeoutMs / 1000))
        return this.#fail(t('calls.listen.timeout', { url: grant.value.url, seconds }), 'unreachable')
      }
    } catch (error) {
      if (session !== this.#session) return
      await this.#close()
      const detail = error instanceof Error ? error.message : String(error)
      return this.#fail(t('calls.listen.connectFailed', { url: grant.value.url, error: detail }), 'unreachable')
    } finally {
      clearTimeout(timer)
    }
    this.#applyVolume()
    if (this.#state.outputDeviceId) await room.switchActiveDevice('audiooutput', this.#state.outputDeviceId).catch(() => false)
    this.#set({ phase: 'connected', identity: grant.value.identity, audioBlocked: !room.canPlaybackAudio, participants: this.#participants() })
  }

  /**
   * Publishes the microphone, which the room's grant must allow; `muted`
   * publishes it silenced (push-to-talk). Answers the error livekit-client or
   * the browser gave, or null.
   */
  async startMicrophone(options: { deviceId: string; muted: boolean }): Promise<unknown> {
    const room = this.#room
    if (!room) return new Error(t('calls.listen.notConnected'))
    const session = this.#session
    this.#set({ microphone: 'starting', microphoneMuted: options.muted })
    try {
      await mayPublish(room)
      await room.localParticipant.setMicrophoneEnabled(true, {
        ...(options.deviceId ? { deviceId: options.deviceId } : {}),
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      })
      if (options.muted) await this.#microphoneTrack(room)?.mute()
    } catch (error) {
      if (session === this.#session) this.#set({ microphone: 'off', microphoneMuted: false })
      return error
    }
    if (session !== this.#session) return null
    this.#set({ microphone: 'on' })
    return null
  }

  /** Stops publishing and closes the track, so the system's microphone light goes off. */
  async stopMicrophone(): Promise<void> {
    const room = this.#room
    const track = room ? this.#microphoneTrack(room) : undefined
    this.#set({ microphone: 'off', microphoneMuted: false })
    if (room && track) await room.localParticipant.unpublishTrack(track.mediaStreamTrack, true).catch(() => undefined)
  }

  async setMicrophoneMuted(muted: boolean): Promise<void> {
    const track = this.#room ? this.#microphoneTrack(this.#room) : undefined
    if (!track || this.#state.microphone !== 'on') return
    this.#set({ microphoneMuted: muted })
    await (muted ? track.mute() : track.unmute())
  }

  /** The published microphone's capture, for a level meter; null while it is off. */
  microphoneTrack(): MediaStreamTrack | null {
    return this.#room && this.#state.microphone === 'on' ? (this.#microphoneTrack(this.#room)?.mediaStreamTrack ?? null) : null
  }

  #microphoneTrack(room: RoomLike): LocalAudioLike | undefined {
    return room.localParticipant.getTrackPublication(Track.Source.Microphone)?.track
  }

  /** Leaves the room; `reason` (e.g. "The call ended.") keeps the panel open to say why. */
  async leave(reason?: string): Promise<void> {
    const roomName = this.#state.roomName
    this.#session++
    await this.#close()
    this.#reset(reason ? { phase: 'disconnected', roomName, reason } : {})
  }

  /** Must run from a click: browsers allow audio only after a gesture. */
  async startAudio(): Promise<void> {
    if (!this.#room) return
    await this.#room.startAudio()
    this.#set({ audioBlocked: !this.#room.canPlaybackAudio })
  }

  setVolume(volume: number): void {
    this.#set({ volume: Math.min(1, Math.max(0, volume)) })
    this.#applyVolume()
  }

  setMuted(muted: boolean): void {
    this.#set({ muted })
    this.#applyVolume()
  }

  async setOutputDevice(deviceId: string): Promise<boolean> {
    this.#set({ outputDeviceId: deviceId })
    return this.#room ? this.#room.switchActiveDevice('audiooutput', deviceId) : true
  }

  #wire(room: RoomLike, session: number, roomName: string): void {
    const current = () => session === this.#session
    room.registerTextStreamHandler(TRANSCRIPTION_TOPIC, (reader, from) => void this.#transcribe(room, roomName, reader, from.identity, current))
    room.on(RoomEvent.ActiveSpeakersChanged, (speakers: ParticipantLike[]) => {
      if (current()) this.#set({ speakers: speakers.map((p) => p.name || p.identity) })
    })
    room.on(RoomEvent.Reconnecting, () => current() && this.#set({ phase: 'reconnecting', reason: t('calls.listen.dropped') }))
    room.on(RoomEvent.Reconnected, () => current() && this.#set({ phase: 'connected', reason: null }))
    room.on(RoomEvent.Disconnected, (reason?: DisconnectReason) => {
      if (!current() || this.#state.phase === 'connecting') return
      this.#room = null
      // livekit-client gives no reason when it gives up reconnecting.
      const gaveUp = reason === undefined && this.#state.phase === 'reconnecting'
      this.#set({
        phase: 'disconnected',
        reason: gaveUp ? t('calls.listen.lost') : describeDisconnect(reason),
        speakers: [],
        microphone: 'off',
        microphoneMuted: false,
      })
    })
    room.on(RoomEvent.AudioPlaybackStatusChanged, () => current() && this.#set({ audioBlocked: !room.canPlaybackAudio }))
    room.on(RoomEvent.ParticipantConnected, () => current() && this.#set({ participants: this.#participants() }))
    room.on(RoomEvent.ParticipantDisconnected, () => current() && this.#set({ participants: this.#participants() }))
    room.on(RoomEvent.TrackSubscribed, (track: TrackLike, _publication: unknown, participant: ParticipantLike) => {
      if (!current() || track.kind !== 'audio') return
      this.#detachTracks.set(track, this.deps.playTrack(track, participant.identity))
      this.#applyVolume()
    })
    room.on(RoomEvent.TrackUnsubscribed, (track: TrackLike) => {
      this.#detachTracks.get(track)?.()
      this.#detachTracks.delete(track)
    })
  }

  async #transcribe(room: RoomLike, roomName: string, reader: TextStreamLike, identity: string, current: () => boolean): Promise<void> {
    const segmentId = reader.info.attributes?.[SEGMENT_ID_ATTRIBUTE] || reader.info.id
    const heard = (text: string, final: boolean) => {
      if (!current()) return
      const participant = room.remoteParticipants.get(identity)
      const kind: SpeakerKind = participant?.attributes?.[ROLE_ATTRIBUTE] === 'supervisor' ? 'supervisor' : participant?.isAgent ? 'agent' : 'customer'
      const segment: HeardSegment = { roomName, segmentId, speaker: { kind, name: participant?.name || identity }, text, final, at: Date.now() }
      for (const listener of this.#transcriptListeners) listener(segment)
    }
    let text = ''
    try {
      for await (const chunk of reader) {
        text += chunk
        heard(text, false)
      }
    } catch {
      // A stream cut off (its sender or this listener left) says no more than its chunks did.
      return
    }
    if (reader.info.attributes?.[FINAL_ATTRIBUTE] === 'true') heard(text, true)
  }

  #participants(): string[] {
    return [...(this.#room?.remoteParticipants.values() ?? [])].map((p) => p.name || p.identity)
  }

  #applyVolume(): void {
    const volume = this.#state.muted ? 0 : this.#state.volume
    for (const participant of this.#room?.remoteParticipants.values() ?? []) participant.setVolume(volume)
  }

  async #close(): Promise<void> {
    const room = this.#room
    this.#room = null
    for (const detach of this.#detachTracks.values()) detach()
    this.#detachTracks.clear()
    await room?.disconnect().catch(() => undefined)
  }

  #fail(reason: string, errorCode: string): void {
    this.#set({ phase: 'failed', reason, errorCode, speakers: [], participants: [], microphone: 'off', microphoneMuted: false })
  }

  /** A new session's state; the supervisor's volume, mute and output device carry over. */
  #reset(change: Partial<ListenState>): void {
    const { volume, muted, outputDeviceId } = this.#state
    this.#state = { ...IDLE_LISTEN_STATE, volume, muted, outputDeviceId }
    this.#set(change)
  }

  #set(change: Partial<ListenState>): void {
    this.#state = { ...this.#state, ...change }
    for (const listener of this.#listeners) listener(this.#state)
  }
}

/**
 * Waits until the room lets this participant publish: core changes the
 * permission through the room service and answers, and the media server's
 * update may reach the room a moment after that answer. Gives up after a
 * while, and publishing then says what the server refused.
 */
function mayPublish(room: RoomLike): Promise<void> {
  const allowed = () => room.localParticipant.permissions?.canPublish === true
  if (allowed()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      room.off(RoomEvent.ParticipantPermissionsChanged, changed)
      resolve()
    }
    const changed = () => allowed() && done()
    const timer = setTimeout(done, PERMISSION_WAIT_MS)
    room.on(RoomEvent.ParticipantPermissionsChanged, changed)
  })
}

/** livekit-client's disconnect reasons, as a supervisor reads them. */
function describeDisconnect(reason: DisconnectReason | undefined): string {
  switch (reason) {
    case DisconnectReason.ROOM_DELETED:
    case DisconnectReason.ROOM_CLOSED:
      return t('calls.listen.roomClosed')
    case DisconnectReason.PARTICIPANT_REMOVED:
      return t('calls.listen.removed')
    case DisconnectReason.SERVER_SHUTDOWN:
      return t('calls.listen.shutDown')
    case DisconnectReason.DUPLICATE_IDENTITY:
      return t('calls.listen.duplicate')
    case DisconnectReason.JOIN_FAILURE:
      return t('calls.listen.joinFailed')
    case DisconnectReason.SIGNAL_CLOSE:
    case DisconnectReason.CONNECTION_TIMEOUT:
    case DisconnectReason.MEDIA_FAILURE:
      return t('calls.listen.lost')
    case DisconnectReason.CLIENT_INITIATED:
      return t('calls.listen.left')
    default:
      return t('calls.listen.disconnectedFrom')
  }
}
