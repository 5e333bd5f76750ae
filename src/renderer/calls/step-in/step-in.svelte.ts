import { bridge } from '../../lib/bridge'
import { SILENCE_DBFS, watchLevel } from '../../lib/levels'
import { microphoneChoice } from '../../lib/microphone-choice.svelte'
import type { RoomController } from '../listen/room-controller'
import { NOT_STEPPED_IN, StepInController, type StepInState } from './step-in-controller'
import type { SupervisorProfileState } from './supervisor-profile.svelte'

/** Stepping into the call being listened to: the controller's state, and the level of the microphone while it is published. */
export class StepIn {
  #state = $state.raw<StepInState>(NOT_STEPPED_IN)
  #levelDbfs = $state(SILENCE_DBFS)
  #stopMeter: (() => void) | null = null
  readonly #controller: StepInController

  constructor(
    private readonly room: RoomController,
    private readonly profile: SupervisorProfileState,
  ) {
    this.#controller = new StepInController({
      room,
      invoke: (command, args) => bridge.invoke(command, args),
      speaking: () => ({ deviceId: microphoneChoice.deviceId, pushToTalk: this.pushToTalk }),
    })
    this.#controller.subscribe((state) => (this.#state = state))
    room.subscribe((state) => this.#meter(state.microphone === 'on'))
  }

  get state(): StepInState {
    return this.#state
  }
  get levelDbfs(): number {
    return this.#levelDbfs
  }
  /** Speak only while Space is held (Settings → Stepping in). */
  get pushToTalk(): boolean {
    return this.profile.value?.pushToTalk ?? false
  }

  barge(roomName: string): Promise<void> {
    return this.#controller.barge(roomName)
  }
  takeOver(roomName: string): Promise<void> {
    return this.#controller.takeOver(roomName)
  }
  handBack(): Promise<void> {
    return this.#controller.handBack()
  }
  stopSpeaking(): Promise<void> {
    return this.#controller.stopSpeaking()
  }
  setMuted(muted: boolean): Promise<void> {
    return this.#controller.setMuted(muted)
  }
  dismiss(): void {
    this.#controller.dismiss()
  }
  callEnded(): void {
    this.#controller.callEnded()
  }

  #meter(on: boolean): void {
    if (on && !this.#stopMeter) {
      const track = this.room.microphoneTrack()
      if (track) this.#stopMeter = watchLevel(new MediaStream([track]), (dbfs) => (this.#levelDbfs = dbfs))
    } else if (!on && this.#stopMeter) {
      this.#stopMeter()
      this.#stopMeter = null
      this.#levelDbfs = SILENCE_DBFS
    }
  }
}
