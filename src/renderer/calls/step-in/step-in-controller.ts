import type { Result, StepInMode, StepInResult } from '../../../shared/bridge'
import { microphoneProblem } from '../../lib/microphone-choice.svelte'
import { errorText, sentText, t } from '../../i18n/translation.svelte'
import type { ListenState, RoomController } from '../listen/room-controller'

export type StepInCommand = 'calls.barge' | 'calls.takeOver' | 'calls.handBack' | 'calls.stopSpeaking'

export interface StepInDeps {
  /** The listening session: stepping in speaks in the room it listens to. */
  room: RoomController
  /** A step-in command through the Bridge, naming the listening session's participant. */
  invoke(command: StepInCommand, args: { roomName: string; identity: string }): Promise<Result<StepInResult>>
  /** The microphone chosen in Settings, and whether the supervisor speaks only while Space is held. */
  speaking(): { deviceId: string; pushToTalk: boolean }
}

export type StepInAction = 'barge' | 'takeOver' | 'handBack' | 'leave'

/** Whether the supervisor speaks in a call, and how the last step went. */
export interface StepInState {
  /** The call stepped into; null while only listening. */
  roomName: string | null
  mode: StepInMode
  /** The step being asked for now; the buttons wait for it. */
  pending: StepInAction | null
  /** Core's sentence for the last step ("Ana's call: the customer hears you."). */
  message: string | null
  /** Why the last step failed, in words. */
  error: string | null
  /** The system or the browser refused the microphone: say where to allow it. */
  microphoneDenied: boolean
}

export const NOT_STEPPED_IN: StepInState = { roomName: null, mode: 'listening', pending: null, message: null, error: null, microphoneDenied: false }

const COMMANDS: Record<'barge' | 'takeOver', StepInCommand> = { barge: 'calls.barge', takeOver: 'calls.takeOver' }

/** The media server's side hands a call back when its supervisor's connection ends (docs/calls.md, "Stepping in"). */
const CONNECTION_ENDED = {
  barging: 'calls.stepIn.endedBarging',
  takeover: 'calls.stepIn.endedTakeover',
} as const

/**
 * Stepping into the call being listened to: barge in, take over, hand back,
 * stop speaking. Each step joins the call first if needed, asks core (which
 * changes the room through the media server), reconnects with a new grant when
 * core answers one, and then opens or closes the microphone to match the mode.
 * The microphone goes off before anything is asked when the supervisor stops,
 * so a slow or failed answer never leaves it open.
 */
export class StepInController {
  #state: StepInState = NOT_STEPPED_IN
  readonly #listeners = new Set<(state: StepInState) => void>()

  constructor(private readonly deps: StepInDeps) {
    deps.room.subscribe((room) => this.#roomChanged(room))
  }

  get state(): StepInState {
    return this.#state
  }

  /** Returns the unsubscribe function; the listener hears the current state at once. */
  subscribe(listener: (state: StepInState) => void): () => void {
    this.#listeners.add(listener)
    listener(this.#state)
    return () => this.#listeners.delete(listener)
  }

  barge(roomName: string): Promise<void> {
    return this.#step('barge', roomName)
  }

  takeOver(roomName: string): Promise<void> {
    return this.#step('takeOver', roomName)
  }

  async handBack(): Promise<void> {
    const { roomName, mode, pending } = this.#state
    const identity = this.deps.room.state.identity
    if (!roomName || mode !== 'takeover' || pending || !identity) return
    this.#set({ pending: 'handBack', error: null })
    const result = await this.deps.invoke('calls.handBack', { roomName, identity })
    if (!result.ok) return this.#set({ pending: null, error: errorText(result.error) })
    await this.#apply(result.value)
  }

  /** Back to a hidden listener (handing back first if taken over): the microphone closes at once. */
  async stopSpeaking(): Promise<void> {
    const { roomName, mode } = this.#state
    const identity = this.deps.room.state.identity
    if (!roomName || mode === 'listening') return
    this.#set({ pending: 'leave', error: null })
    await this.deps.room.stopMicrophone()
    if (!identity) return this.#set({ ...NOT_STEPPED_IN })
    const result = await this.deps.invoke('calls.stopSpeaking', { roomName, identity })
    if (!result.ok) return this.#set({ pending: null, error: errorText(result.error) })
    await this.#apply(result.value)
  }

  /** Mutes or unmutes the published microphone (M, or push-to-talk's Space). */
  async setMuted(muted: boolean): Promise<void> {
    if (this.#state.mode !== 'listening') await this.deps.room.setMicrophoneMuted(muted)
  }

  /** The call ended: there is nothing to hand back, and its room closes with it. */
  callEnded(): void {
    if (this.#state.roomName) this.#set({ ...NOT_STEPPED_IN })
  }

  /** Forgets a failure's words (the supervisor closed them). */
  dismiss(): void {
    this.#set({ error: null, microphoneDenied: false, message: this.#state.mode === 'listening' ? null : this.#state.message })
  }

  async #step(action: 'barge' | 'takeOver', roomName: string): Promise<void> {
    if (this.#state.pending) return
    if (this.#state.roomName && this.#state.roomName !== roomName) await this.stopSpeaking()
    this.#set({ pending: action, error: null, microphoneDenied: false })
    const identity = await this.#listeningTo(roomName)
    // The listening panel says why the call could not be joined.
    if (!identity) return this.#set({ pending: null })
    const result = await this.deps.invoke(COMMANDS[action], { roomName, identity })
    if (!result.ok) return this.#set({ pending: null, error: errorText(result.error) })
    await this.#apply(result.value)
  }

  /** Joins the call as a listener unless already in it; answers the participant identity, or null when it could not join. */
  async #listeningTo(roomName: string): Promise<string | null> {
    const room = this.deps.room.state
    if (room.roomName !== roomName || room.phase !== 'connected') await this.deps.room.listen(roomName)
    const now = this.deps.room.state
    return now.roomName === roomName && now.phase === 'connected' ? now.identity : null
  }

  /** Makes the room and the microphone what core's answer says: a new grant joined, the microphone opened or closed. */
  async #apply(result: StepInResult): Promise<void> {
    if (result.rejoin) {
      await this.deps.room.rejoin(result.rejoin)
      // The room's own failure is shown by the listening panel, and ends a step already taken (#roomChanged).
      if (this.deps.room.state.phase !== 'connected') return this.#set({ pending: null })
    }
    if (result.mode === 'listening') {
      await this.deps.room.stopMicrophone()
      return this.#set({ ...NOT_STEPPED_IN, message: sentText(result.words, result.message) })
    }
    if (this.deps.room.state.microphone === 'off') {
      const { deviceId, pushToTalk } = this.deps.speaking()
      const error = await this.deps.room.startMicrophone({ deviceId, muted: pushToTalk })
      if (error) return this.#withoutMicrophone(result.roomName, error, deviceId !== '')
    }
    this.#set({ roomName: result.roomName, mode: result.mode, pending: null, message: sentText(result.words, result.message), error: null })
  }

  /** Nobody hears a supervisor whose microphone would not open: step back out rather than stay marked as speaking. */
  async #withoutMicrophone(roomName: string, error: unknown, chosen: boolean): Promise<void> {
    const { denied, problem } = microphoneProblem(error, chosen)
    const identity = this.deps.room.state.identity
    const back = identity ? await this.deps.invoke('calls.stopSpeaking', { roomName, identity }) : null
    if (back?.ok && back.value.rejoin) await this.deps.room.rejoin(back.value.rejoin)
    this.#set({ ...NOT_STEPPED_IN, error: problem, microphoneDenied: denied })
  }

  /** The room left, failed or went to another call while stepped in: the media server hands back on its own. */
  #roomChanged(room: ListenState): void {
    const { roomName, mode } = this.#state
    if (!roomName || mode === 'listening') return
    const gone = room.roomName !== roomName || room.phase === 'idle' || room.phase === 'disconnected' || room.phase === 'failed'
    if (gone) this.#set({ ...NOT_STEPPED_IN, message: t(CONNECTION_ENDED[mode]) })
  }

  #set(change: Partial<StepInState>): void {
    this.#state = { ...this.#state, ...change }
    for (const listener of this.#listeners) listener(this.#state)
  }
}
