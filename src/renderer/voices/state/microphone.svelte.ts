import type { MicrophoneAccessStatus } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { rms, SILENCE_DBFS, toDbfs } from '../analysis/levels'

export type MicrophonePermission = 'unknown' | 'prompt' | 'granted' | 'denied' | 'unavailable'

export interface InputDevice {
  deviceId: string
  label: string
}

const DEVICE_KEY = 'switchboard.voiceLab.microphone'

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
 * The microphone: permission, the list of inputs, the chosen one (remembered),
 * and a live level for the meter. Permission is asked once, when the
 * supervisor first turns the microphone on; later visits open it directly.
 */
export class Microphone {
  #permission = $state<MicrophonePermission>('unknown')
  #devices = $state.raw<InputDevice[]>([])
  #deviceId = $state(localStorage.getItem(DEVICE_KEY) ?? '')
  #levelDbfs = $state(SILENCE_DBFS)
  #problem = $state<string | null>(null)
  #on = $state(false)
  #opening = $state(false)
  #restricted = $state(false)
  #stream: MediaStream | null = null
  #context: AudioContext | null = null
  #frame = 0

  get permission(): MicrophonePermission {
    return this.#permission
  }
  get devices(): InputDevice[] {
    return this.#devices
  }
  get deviceId(): string {
    return this.#deviceId
  }
  get levelDbfs(): number {
    return this.#levelDbfs
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
      this.#problem = 'This window cannot use a microphone.'
      return
    }
    navigator.mediaDevices.addEventListener('devicechange', this.#listDevices)
    // "Opening" throughout, so the view never offers the button for a moment before opening by itself.
    this.#opening = true
    try {
      if (this.#refusedBySystem(await this.#systemAccess(false))) return
      const state = await navigator.permissions?.query({ name: 'microphone' as PermissionName }).then((s) => s.state, () => 'prompt')
      this.#permission = state === 'granted' ? 'granted' : state === 'denied' ? 'denied' : 'prompt'
      await this.#listDevices()
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
      this.#stream = await navigator.mediaDevices.getUserMedia({ audio: captureConstraints(this.#deviceId) })
    } catch (error) {
      this.#failed(error)
      return
    } finally {
      this.#opening = false
    }
    this.#permission = 'granted'
    this.#problem = null
    await this.#listDevices()
    this.#meter(this.#stream)
  }

  async choose(deviceId: string): Promise<void> {
    this.#deviceId = deviceId
    localStorage.setItem(DEVICE_KEY, deviceId)
    if (this.#stream) await this.turnOn()
  }

  /** The sample rate the chosen input delivers, which the recording keeps. */
  sampleRate(): number {
    return this.#stream?.getAudioTracks()[0]?.getSettings().sampleRate ?? this.#context?.sampleRate ?? 48_000
  }

  stop(): void {
    navigator.mediaDevices?.removeEventListener('devicechange', this.#listDevices)
    this.#close()
  }

  #meter(stream: MediaStream): void {
    const context = new AudioContext()
    this.#context = context
    const analyser = context.createAnalyser()
    analyser.fftSize = 2048
    context.createMediaStreamSource(stream).connect(analyser)
    const buffer = new Float32Array(analyser.fftSize)
    const tick = () => {
      analyser.getFloatTimeDomainData(buffer)
      this.#levelDbfs = Math.round(toDbfs(rms(buffer)))
      this.#frame = requestAnimationFrame(tick)
    }
    void context.resume()
    this.#on = true
    tick()
  }

  #close(): void {
    cancelAnimationFrame(this.#frame)
    void this.#context?.close()
    this.#context = null
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
    this.#problem = 'Switchboard may not use the microphone.'
    return true
  }

  #failed(error: unknown): void {
    const name = error instanceof DOMException ? error.name : ''
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      this.#permission = 'denied'
      this.#problem = 'Switchboard may not use the microphone.'
    } else if (name === 'NotFoundError' || name === 'OverconstrainedError') {
      this.#problem = this.#deviceId ? 'The chosen microphone is not connected. Choose another one.' : 'No microphone was found. Connect one and try again.'
    } else if (name === 'NotReadableError') {
      this.#problem = 'The microphone is busy: another application may be using it. Close that application and try again.'
    } else {
      this.#problem = `The microphone could not be opened${error instanceof Error ? ` (${error.message})` : ''}.`
    }
  }

  #listDevices = async (): Promise<void> => {
    const all = await navigator.mediaDevices.enumerateDevices().catch(() => [])
    this.#devices = all
      .filter((device) => device.kind === 'audioinput' && device.deviceId)
      .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Microphone ${index + 1}` }))
  }
}
