import { bridge } from '../../lib/bridge'
import { createLiveKitRoom, listOutputDevices, playAudioTrack } from './livekit-room'
import { IDLE_LISTEN_STATE, RoomController, type ListenState } from './room-controller'

/** The listening panel's state: one `RoomController` over a real LiveKit room. */
export class ListenSession {
  #state = $state.raw<ListenState>(IDLE_LISTEN_STATE)
  #outputs = $state.raw<MediaDeviceInfo[]>([])
  readonly #controller: RoomController

  constructor(controller?: RoomController) {
    this.#controller =
      controller ??
      new RoomController({
        createRoom: createLiveKitRoom,
        fetchGrant: (roomName) => bridge.invoke('calls.listenToken', { roomName }),
        playTrack: playAudioTrack,
      })
    this.#controller.subscribe((state) => (this.#state = state))
  }

  get state(): ListenState {
    return this.#state
  }
  /** The session's room, which stepping in speaks in. */
  get controller(): RoomController {
    return this.#controller
  }
  get roomName(): string | null {
    return this.#state.phase === 'idle' ? null : this.#state.roomName
  }
  get outputs(): MediaDeviceInfo[] {
    return this.#outputs
  }

  async listen(roomName: string): Promise<void> {
    void this.refreshOutputs()
    await this.#controller.listen(roomName)
  }

  leave(reason?: string): Promise<void> {
    return this.#controller.leave(reason)
  }

  /** Closes the panel after a disconnect or failure. */
  dismiss(): Promise<void> {
    return this.#controller.leave()
  }

  startAudio(): Promise<void> {
    return this.#controller.startAudio()
  }
  setVolume(volume: number): void {
    this.#controller.setVolume(volume)
  }
  setMuted(muted: boolean): void {
    this.#controller.setMuted(muted)
  }
  async setOutputDevice(deviceId: string): Promise<void> {
    await this.#controller.setOutputDevice(deviceId)
  }

  async refreshOutputs(): Promise<void> {
    this.#outputs = await listOutputDevices()
  }
}
