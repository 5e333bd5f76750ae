import type { RecordingSource } from '../../../shared/bridge'
import { analyzeTake, type QualityReport } from '../analysis/quality'
import { clampTrim, trimSamples, type TrimRange } from '../analysis/trim'
import { encodeWav } from '../analysis/wav'
import type { DecodedAudio } from './decode'

/**
 * The take being reviewed: a recording or an imported file, its trim, and the
 * quality checks of the trimmed part. Once core has received it (`keptAs`), a
 * retry reuses that copy until the trim changes.
 */
export class Take {
  #audio = $state.raw<DecodedAudio | null>(null)
  #source = $state<RecordingSource>('recording')
  #fileName = $state('recording.wav')
  #trim = $state<TrimRange>({ start: 0, end: 0 })
  #keepAnyway = $state(false)
  #keptAs = $state<string | null>(null)

  readonly durationSeconds = $derived(this.#audio ? this.#audio.samples.length / this.#audio.sampleRate : 0)
  readonly #trimmed = $derived(this.#audio ? trimSamples(this.#audio.samples, this.#audio.sampleRate, this.#trim) : null)
  readonly report: QualityReport | null = $derived(this.#trimmed && this.#audio ? analyzeTake(this.#trimmed, this.#audio.sampleRate) : null)
  /** Checks passed, or the supervisor chose to keep it anyway. */
  readonly acceptable = $derived(this.report !== null && (this.report.passed || this.#keepAnyway))

  get audio(): DecodedAudio | null {
    return this.#audio
  }
  get source(): RecordingSource {
    return this.#source
  }
  get fileName(): string {
    return this.#fileName
  }
  get trim(): TrimRange {
    return this.#trim
  }
  get trimmedSeconds(): number {
    return this.#trim.end - this.#trim.start
  }
  get keepAnyway(): boolean {
    return this.#keepAnyway
  }
  set keepAnyway(value: boolean) {
    this.#keepAnyway = value
  }
  get keptAs(): string | null {
    return this.#keptAs
  }

  load(audio: DecodedAudio, source: RecordingSource, fileName: string): void {
    this.#audio = audio
    this.#source = source
    this.#fileName = fileName
    this.#trim = { start: 0, end: audio.samples.length / audio.sampleRate }
    this.#keepAnyway = false
    this.#keptAs = null
  }

  setTrim(range: TrimRange): void {
    const next = clampTrim(range, this.durationSeconds)
    if (Math.abs(next.start - this.#trim.start) < 1e-3 && Math.abs(next.end - this.#trim.end) < 1e-3) return
    this.#trim = next
    this.#keptAs = null
  }

  markKept(uploadId: string | null): void {
    this.#keptAs = uploadId
  }

  /** The trimmed take as the upload sends it: 16-bit PCM mono WAV at the take's own rate. */
  wav(): Uint8Array<ArrayBuffer> {
    if (!this.#trimmed || !this.#audio) throw new Error('There is no take to encode.')
    return encodeWav(this.#trimmed, this.#audio.sampleRate)
  }

  clear(): void {
    this.#audio = null
    this.#keptAs = null
    this.#keepAnyway = false
  }
}
