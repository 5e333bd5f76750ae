import type { MicrophoneAccessStatus } from '../../../shared/bridge'
import { t } from '../../i18n/translation.svelte'
import { bridge } from '../../lib/bridge'
import { Listeners } from '../../lib/listeners'
import { meterReading, SILENCE_DBFS, watchFrames } from '../../lib/levels'
import { microphoneChoice, microphoneProblem, type InputDevice } from '../../lib/microphone-choice.svelte'

export type MicrophonePermission = 'unknown' | 'prompt' | 'granted' | 'denied' | 'unavailable'

/** What a voice sample wants: the voice as it is, without the call-oriented processing. */
export function captureConstraints(deviceId: string): MediaTrackConstraints {
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    echoCancellation: false,
    noiseSuppression: false,
    autoGainControl: false,
    channelCount: 1,
  }
}

/**
 * The microphone: permission, the input chosen for the whole console
 * (`microphoneChoice`), and its frame levels (`lib/levels.ts`) for the meter
 * and whoever listens (the recorder). Permission is asked
 * once, when the supervisor first turns the microphone on; later visits open
 * it directly.
 */
export class Microphone {
  #permission = $state<MicrophonePermission>('unknown')
  #levelDbfs = $state(SILENCE_DBFS)
  #problem = $state<string | null>(null)
  #on = $state(false)
  #opening = $state(false)
  #restricted = $state(false)
  #stream: MediaStream | null = null
  #stopMeter: (() => void) | null = null
  #unwatch: (() => void) | null = null
  readonly #frames = new Listeners<[levels: number[]]>()

  get permission(): MicrophonePermission {
    return this.#permission
  }
  get devices(): InputDevice[] {
    return microphoneChoice.devices
  }
  get deviceId(): string {
    return microphoneChoice.deviceId
  }
  /** The meter's reading: the latest frame's level. */
  get levelDbfs(): number {
    return this.#levelDbfs
  }
  /** The open input, which the recorder records; null while off. */
  get stream(): MediaStream | null {
    return this.#stream
  }
  /** Why the microphone could not be opened, in words; null when it is fine. */
  get problem(): string | null {
    return this.#problem
  }
  /** Permission is being checked or asked for, or the input is being opened. */
  get opening(): boolean {
    return this.#opening || this.#permission === 'unknown'
  }
  /** The meter is running on the chosen input. */
  get on(): boolean {
    return this.#on
  }
  /** A device policy (not the supervisor) forbids the microphone: only an administrator can allow it. */
  get restricted(): boolean {
    return this.#restricted
  }

  /** Opens the microphone at once when permission was given before; never prompts. */
  async start(): Promise<void> {
    if (!navigator.mediaDevices?.getUserMedia) {
      this.#permission = 'unavailable'
      this.#problem = t('voices.microphone.noWindow')
      return
    }
    this.#unwatch = microphoneChoice.watch()
    // "Opening" throughout, so the view never offers the button for a moment before opening by itself.
    this.#opening = true
    try {
      if (this.#refusedBySystem(await this.#systemAccess(false))) return
      const state = await navigator.permissions?.query({ name: 'microphone' as PermissionName }).then((s) => s.state, () => 'prompt')
      this.#permission = state === 'granted' ? 'granted' : state === 'denied' ? 'denied' : 'prompt'
      await microphoneChoice.refresh()
      if (state === 'granted') await this.turnOn()
    } finally {
      this.#opening = false
    }
  }

  /** Asks for permission if needed and starts the level meter on the chosen input. */
  async turnOn(): Promise<void> {
    this.#close()
    this.#opening = true
    try {
      // macOS asks here, once, before anything records; a refusal is only undone in System Settings.
      if (this.#refusedBySystem(await this.#systemAccess(true))) return
      this.#stream = await navigator.mediaDevices.getUserMedia({ audio: captureConstraints(this.deviceId) })
    } catch (error) {
      this.#failed(error)
      return
    } finally {
      this.#opening = false
    }
    this.#permission = 'granted'
    this.#problem = null
    await microphoneChoice.refresh()
    this.#meter(this.#stream)
  }

  async choose(deviceId: string): Promise<void> {
    microphoneChoice.choose(deviceId)
    if (this.#stream) await this.turnOn()
  }

  /** The sample rate the chosen input delivers, which the recording keeps. */
  sampleRate(): number {
    return this.#stream?.getAudioTracks()[0]?.getSettings().sampleRate ?? 48_000
  }

  /** Hears every frame's level while the microphone is on; answers the function that stops. */
  listen(listener: (levels: number[]) => void): () => void {
    return this.#frames.add(listener)
  }

  stop(): void {
    this.#unwatch?.()
    this.#unwatch = null
    this.#close()
  }

  #meter(stream: MediaStream): void {
    this.#on = true
    this.#stopMeter = watchFrames(stream, (levels) => {
      this.#levelDbfs = meterReading(levels)
      this.#frames.emit(levels)
    })
  }

  #close(): void {
    this.#stopMeter?.()
    this.#stopMeter = null
    for (const track of this.#stream?.getTracks() ?? []) track.stop()
    this.#stream = null
    this.#on = false
    this.#levelDbfs = SILENCE_DBFS
  }

  /** The operating system's permission (desktop app on macOS and Windows); `unknown` elsewhere or if the host cannot answer. */
  async #systemAccess(ask: boolean): Promise<MicrophoneAccessStatus> {
    const result = await bridge.invoke('voices.microphoneAccess', { ask })
    return result.ok ? result.value.status : 'unknown'
  }

  #refusedBySystem(status: MicrophoneAccessStatus): boolean {
    this.#restricted = status === 'restricted'
    if (status !== 'denied' && status !== 'restricted') return false
    this.#permission = 'denied'
    this.#problem = t('voices.microphone.refused')
    return true
  }

  #failed(error: unknown): void {
    const { denied, problem } = microphoneProblem(error, this.deviceId !== '')
    if (denied) this.#permission = 'denied'
    this.#problem = problem
  }
}
