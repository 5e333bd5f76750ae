import type RecordPlugin from 'wavesurfer.js/dist/plugins/record.esm.js'
import { decodeAudio, type DecodedAudio } from './decode'
import { captureConstraints, type Microphone } from './microphone.svelte'

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing'

/**
 * wavesurfer's live waveform with its Record plugin, drawn by the view
 * (`live-waveform.ts`): wavesurfer then loads with the Voice lab, not at start.
 */
export interface LiveWaveform {
  readonly record: RecordPlugin
  destroy(): void
}

export const MAX_SECONDS_CHOICES = [60, 120, 180, 300] as const
const MAX_KEY = 'switchboard.voiceLab.maxSeconds'
/** For the live "speech so far" estimate: louder than this counts as talking (the checks measure it properly afterwards). */
const LIVE_SPEECH_DBFS = -45

/** A colour of the theme, for the canvas, which cannot read CSS variables. */
export function themeColor(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || '#4f46e5'
}

/**
 * Records from the microphone with wavesurfer's Record plugin (MediaRecorder),
 * drawing the live waveform, and decodes the result to PCM at the input's own
 * sample rate. Stops by itself at the chosen maximum length.
 */
export class Recorder {
  #status = $state<RecorderStatus>('idle')
  #elapsedSeconds = $state(0)
  #speechSeconds = $state(0)
  #maxSeconds = $state(readMaxSeconds())
  #problem = $state<string | null>(null)
  #record: RecordPlugin | null = null
  #sampleRate = 48_000

  constructor(
    private readonly microphone: Microphone,
    private readonly onTake: (audio: DecodedAudio) => void,
  ) {}

  get status(): RecorderStatus {
    return this.#status
  }
  get elapsedSeconds(): number {
    return this.#elapsedSeconds
  }
  /** An estimate while recording, from the level meter. */
  get speechSeconds(): number {
    return this.#speechSeconds
  }
  get maxSeconds(): number {
    return this.#maxSeconds
  }
  set maxSeconds(seconds: number) {
    this.#maxSeconds = seconds
    localStorage.setItem(MAX_KEY, String(seconds))
  }
  get problem(): string | null {
    return this.#problem
  }

  /** Records through `waveform` while it is shown; returns the function that removes it. */
  attach(waveform: LiveWaveform): () => void {
    const { record } = waveform
    record.on('record-progress', (ms) => this.#progress(ms / 1000))
    record.on('record-end', (blob) => {
      if (this.#record === record) void this.#finish(blob)
    })
    this.#record = record
    return () => {
      // Leaving the view mid-recording drops that recording: its waveform and microphone go with the view.
      this.#record = null
      if (this.#status === 'starting' || this.#status === 'recording') this.#status = 'idle'
      waveform.destroy()
    }
  }

  async start(): Promise<void> {
    const record = this.#record
    if (!record || this.#status !== 'idle') return
    this.#problem = null
    this.#status = 'starting'
    if (!this.microphone.on) await this.microphone.turnOn()
    if (!this.microphone.on) {
      this.#status = 'idle'
      return
    }
    try {
      const stream = await record.startMic(captureConstraints(this.microphone.deviceId))
      if (this.#record !== record) return record.stopMic()
      this.#sampleRate = stream.getAudioTracks()[0]?.getSettings().sampleRate ?? this.microphone.sampleRate()
      this.#elapsedSeconds = 0
      this.#speechSeconds = 0
      await record.startRecording()
      this.#status = 'recording'
    } catch (error) {
      record.stopMic()
      this.#status = 'idle'
      this.#problem = `Recording could not start${error instanceof Error ? ` (${error.message})` : ''}.`
    }
  }

  stop(): void {
    if (this.#status === 'recording') this.#record?.stopRecording()
  }

  #progress(seconds: number): void {
    const step = Math.max(0, seconds - this.#elapsedSeconds)
    this.#elapsedSeconds = seconds
    if (this.microphone.levelDbfs > LIVE_SPEECH_DBFS) this.#speechSeconds += step
    if (seconds >= this.#maxSeconds) this.stop()
  }

  async #finish(blob: Blob): Promise<void> {
    this.#status = 'processing'
    try {
      this.onTake(await decodeAudio(await blob.arrayBuffer(), this.#sampleRate))
    } catch {
      this.#problem = 'The recording could not be decoded. Record again.'
    } finally {
      this.#status = 'idle'
    }
  }
}

function readMaxSeconds(): number {
  const stored = Number(localStorage.getItem(MAX_KEY))
  return (MAX_SECONDS_CHOICES as readonly number[]).includes(stored) ? stored : 120
}
