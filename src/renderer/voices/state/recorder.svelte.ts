import { t } from '../../i18n/translation.svelte'
import { FRAME_SECONDS } from '../../lib/levels'
import { SpeechCounter } from '../analysis/speech'
import { TRACE_FRAMES } from '../analysis/trace'
import { decodeAudio, type DecodedAudio } from './decode'
import type { Microphone } from './microphone.svelte'

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'processing'

export const MAX_SECONDS_CHOICES = [60, 120, 180, 300] as const
const MAX_KEY = 'switchboard.voiceLab.maxSeconds'
/** Opus in WebM where the browser records it (Chromium does), else its default; 128 kbit/s keeps the voice intact. */
function recordingOptions(): MediaRecorderOptions {
  return { ...(MediaRecorder.isTypeSupported('audio/webm') ? { mimeType: 'audio/webm' } : {}), audioBitsPerSecond: 128_000 }
}

/** A colour of the theme, for the canvas, which cannot read CSS variables. */
export function themeColor(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || '#4f46e5'
}

/**
 * Records the microphone's open input (MediaRecorder) and decodes the result
 * to PCM at the input's own sample rate. While it records, the frames the
 * meter reads also drive the time, the live trace and the speech counter, so
 * the counter ends where the checks of the same samples begin. Stops by
 * itself at the chosen maximum length.
 */
export class Recorder {
  #status = $state<RecorderStatus>('idle')
  #elapsedSeconds = $state(0)
  #speechSeconds = $state(0)
  #trace = $state.raw<number[]>([])
  #maxSeconds = $state(readMaxSeconds())
  #problem = $state<string | null>(null)
  #recorder: MediaRecorder | null = null
  #counter = new SpeechCounter()
  #unlisten: (() => void) | null = null

  constructor(
    private readonly microphone: Microphone,
    private readonly onTake: (audio: DecodedAudio) => void,
  ) {}

  get status(): RecorderStatus {
    return this.#status
  }
  /** Time recorded, in frames heard: the audio's own clock. */
  get elapsedSeconds(): number {
    return this.#elapsedSeconds
  }
  /** Speech so far (`SpeechCounter`); when recording ends, the count over the whole take. */
  get speechSeconds(): number {
    return this.#speechSeconds
  }
  /** The levels of the last TRACE_FRAMES frames, for the live trace. */
  get trace(): readonly number[] {
    return this.#trace
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

  async start(): Promise<void> {
    if (this.#status !== 'idle') return
    this.#problem = null
    this.#status = 'starting'
    if (!this.microphone.on) await this.microphone.turnOn()
    const stream = this.microphone.stream
    if (!stream || this.#status !== 'starting') {
      this.#status = 'idle'
      return
    }
    try {
      const recorder = new MediaRecorder(stream, recordingOptions())
      const chunks: Blob[] = []
      const sampleRate = this.microphone.sampleRate()
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data)
      }
      recorder.onstop = () => {
        if (this.#recorder !== recorder) return
        // The input ended by itself (unplugged): what was heard is the take.
        if (this.#status === 'recording') this.#settle()
        void this.#finish(new Blob(chunks, { type: recorder.mimeType }), sampleRate)
      }
      this.#counter = new SpeechCounter()
      this.#elapsedSeconds = 0
      this.#speechSeconds = 0
      this.#trace = []
      recorder.start()
      this.#recorder = recorder
      this.#unlisten = this.microphone.listen((levels) => this.#heard(levels))
      this.#status = 'recording'
    } catch (error) {
      this.#status = 'idle'
      this.#problem =
        error instanceof Error ? t('voices.record.couldNotStartBecause', { reason: error.message }) : t('voices.record.couldNotStart')
    }
  }

  stop(): void {
    if (this.#status !== 'recording') return
    this.#settle()
    this.#recorder?.stop()
  }

  /** Leaving the view mid-recording drops that recording: the microphone closes with the view. */
  drop(): void {
    this.#stopListening()
    const recorder = this.#recorder
    this.#recorder = null
    if (recorder?.state === 'recording') recorder.stop()
    if (this.#status === 'starting' || this.#status === 'recording') this.#status = 'idle'
  }

  #heard(levels: number[]): void {
    this.#counter.add(levels)
    this.#elapsedSeconds = this.#counter.frames * FRAME_SECONDS
    this.#speechSeconds = this.#counter.seconds
    this.#trace = [...this.#trace, ...levels].slice(-TRACE_FRAMES)
    if (this.#elapsedSeconds >= this.#maxSeconds) this.stop()
  }

  /** Recording ends here: the counter's last value counts every frame heard, as the checks will. */
  #settle(): void {
    this.#stopListening()
    this.#speechSeconds = this.#counter.finish()
    this.#status = 'processing'
  }

  #stopListening(): void {
    this.#unlisten?.()
    this.#unlisten = null
  }

  async #finish(blob: Blob, sampleRate: number): Promise<void> {
    this.#recorder = null
    try {
      this.onTake(await decodeAudio(await blob.arrayBuffer(), sampleRate))
    } catch {
      this.#problem = t('voices.record.undecodable')
    } finally {
      this.#status = 'idle'
    }
  }
}

function readMaxSeconds(): number {
  const stored = Number(localStorage.getItem(MAX_KEY))
  return (MAX_SECONDS_CHOICES as readonly number[]).includes(stored) ? stored : 120
}
