/**
 * The one measure of level the voice lab and stepping in share: a frame's
 * level is the RMS of 20 ms of samples, in dBFS (0 is full scale). The meters,
 * the live speech counter, the live trace and the take's checks all read it.
 */

/** Silence is clamped to this floor instead of -Infinity. */
export const SILENCE_DBFS = -120

/** 20 ms frames: short enough to follow syllables, long enough for a stable level. */
export const FRAME_SECONDS = 0.02

/** The meters' scale runs from here (empty) to 0 dBFS (full). */
export const METER_FLOOR_DBFS = -60

export function toDbfs(amplitude: number): number {
  return amplitude > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(amplitude)) : SILENCE_DBFS
}

/** Root mean square of `samples[from..to)`. */
export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  if (to <= from) return 0
  let sum = 0
  for (let i = from; i < to; i++) {
    const s = samples[i] ?? 0
    sum += s * s
  }
  return Math.sqrt(sum / (to - from))
}

/** Samples in one frame at `sampleRate`. */
export function frameSize(sampleRate: number): number {
  return Math.max(1, Math.round(sampleRate * FRAME_SECONDS))
}

/**
 * Cuts a stream of samples, in blocks of any size, into frames and answers
 * their levels. A whole take and a live input go through the same cut, so
 * the same samples give the same levels.
 */
export class FrameCutter {
  readonly #size: number
  readonly #pending: Float32Array
  #filled = 0

  constructor(sampleRate: number) {
    this.#size = frameSize(sampleRate)
    this.#pending = new Float32Array(this.#size)
  }

  /** The levels (dBFS) of the frames `block` completes. */
  push(block: Float32Array): number[] {
    const levels: number[] = []
    let at = 0
    while (at < block.length) {
      const taken = Math.min(this.#size - this.#filled, block.length - at)
      this.#pending.set(block.subarray(at, at + taken), this.#filled)
      this.#filled += taken
      at += taken
      if (this.#filled === this.#size) {
        levels.push(toDbfs(rms(this.#pending)))
        this.#filled = 0
      }
    }
    return levels
  }

  /** The level of the last, shorter frame, if samples are left over. */
  flush(): number[] {
    const levels = this.#filled > 0 ? [toDbfs(rms(this.#pending, 0, this.#filled))] : []
    this.#filled = 0
    return levels
  }
}

/** Frame levels (dBFS) of a whole take, the last frame possibly shorter. */
export function frameLevels(samples: Float32Array, sampleRate: number): Float32Array {
  const cutter = new FrameCutter(sampleRate)
  return Float32Array.from([...cutter.push(samples), ...cutter.flush()])
}

/** The meters' scale: METER_FLOOR_DBFS (empty) to 0 dBFS (full), as a fraction. */
export function meterFraction(dbfs: number): number {
  return Math.max(0, Math.min(1, (dbfs - METER_FLOOR_DBFS) / -METER_FLOOR_DBFS))
}

/**
 * Follows a live input frame by frame: every sample reaches `onFrames`, cut
 * into frames, whether or not the window is painting. Answers the function
 * that stops it and closes its audio context.
 */
export function watchFrames(stream: MediaStream, onFrames: (levels: number[]) => void): () => void {
  const context = new AudioContext()
  const cutter = new FrameCutter(context.sampleRate)
  // A script processor hands over every sample with no module to load (an audio worklet needs one, which the CSP would have to allow).
  const tap = context.createScriptProcessor(1024, 1, 1)
  tap.onaudioprocess = (event) => {
    const levels = cutter.push(event.inputBuffer.getChannelData(0))
    if (levels.length > 0) onFrames(levels)
  }
  const source = context.createMediaStreamSource(stream)
  source.connect(tap)
  // It only runs connected to the output; it writes nothing, so nothing is heard.
  tap.connect(context.destination)
  // Opened before any click on the page (a granted microphone opens by itself), the context waits for one.
  const wake = () => void context.resume()
  wake()
  addEventListener('pointerdown', wake)
  addEventListener('keydown', wake)
  return () => {
    removeEventListener('pointerdown', wake)
    removeEventListener('keydown', wake)
    tap.onaudioprocess = null
    source.disconnect()
    tap.disconnect()
    void context.close()
  }
}

/** A meter's reading of a batch of frames: the latest frame's level, in whole dB. */
export function meterReading(levels: readonly number[]): number {
  return Math.round(levels.at(-1) ?? SILENCE_DBFS)
}

/** Follows a live input's level for a meter (`meterReading`); answers the function that stops it. */
export function watchLevel(stream: MediaStream, onLevel: (dbfs: number) => void): () => void {
  return watchFrames(stream, (levels) => onLevel(meterReading(levels)))
}
