import { FRAME_SECONDS, frameLevels } from '../../lib/levels'

/** Below this a frame is never speech, whatever the room sounds like. */
const ABSOLUTE_FLOOR_DBFS = -50
/** A frame must be this far above the room's noise floor to count as speech... */
const ABOVE_NOISE_DB = 12
/** ...but the threshold stays this far below the loud frames, so steady speech without pauses still counts. */
const BELOW_LOUD_DB = 18
/** Shorter bursts are clicks and bumps, not speech. */
const MIN_BURST_FRAMES = 3
/** Shorter gaps are the pauses inside and between words: they count as speech. */
const MAX_GAP_FRAMES = 10

export interface SpeechActivity {
  /** One level (dBFS) per frame. */
  frameDbfs: Float32Array
  /** Whether each frame is speech. */
  speech: Uint8Array
  thresholdDbfs: number
  /** Speech frames times the frame length: the one count of speech the live counter and the checks show. */
  speechSeconds: number
}

/**
 * A simple energy-based voice activity detector over frame levels
 * (`lib/levels.ts`): a frame is speech when it is clearly above the
 * recording's own noise floor (its 10th percentile level); bursts too short
 * to be speech are dropped and short pauses are bridged.
 */
export function speechOfFrames(frameDbfs: Float32Array): SpeechActivity {
  const sorted = Float32Array.from(frameDbfs).sort()
  const noiseFloor = percentile(sorted, 0.1)
  const loud = percentile(sorted, 0.9)
  const thresholdDbfs = Math.max(ABSOLUTE_FLOOR_DBFS, Math.min(noiseFloor + ABOVE_NOISE_DB, loud - BELOW_LOUD_DB))
  const speech = new Uint8Array(frameDbfs.length)
  for (let f = 0; f < frameDbfs.length; f++) speech[f] = (frameDbfs[f] ?? -Infinity) > thresholdDbfs ? 1 : 0
  setRuns(speech, 1, MIN_BURST_FRAMES, 0)
  setRuns(speech, 0, MAX_GAP_FRAMES, 1, true)
  let frames = 0
  for (const flag of speech) frames += flag
  return { frameDbfs, speech, thresholdDbfs, speechSeconds: frames * FRAME_SECONDS }
}

/** Speech in a whole take. */
export function detectSpeech(samples: Float32Array, sampleRate: number): SpeechActivity {
  return speechOfFrames(frameLevels(samples, sampleRate))
}

/** Rewrites runs of `value` shorter than `shorterThan` frames to `replacement`; `innerOnly` leaves runs at either end alone. */
function setRuns(flags: Uint8Array, value: number, shorterThan: number, replacement: number, innerOnly = false): void {
  let start = 0
  while (start < flags.length) {
    let end = start
    while (end < flags.length && flags[end] === flags[start]) end++
    const inner = start > 0 && end < flags.length
    if (flags[start] === value && end - start < shorterThan && (inner || !innerOnly)) flags.fill(replacement, start, end)
    start = end
  }
}

function percentile(sorted: Float32Array, fraction: number): number {
  if (sorted.length === 0) return -Infinity
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? -Infinity
}

/** While recording, the count is run again at most this often: the detector sorts every frame heard. */
const RECOUNT_FRAMES = 10

/**
 * Speech so far while recording: the detector above over the frames heard so
 * far, so the count at the end is the checks' count of the same samples.
 */
export class SpeechCounter {
  #frames = new Float32Array(60 / FRAME_SECONDS)
  #heard = 0
  #counted = 0
  #seconds = 0

  /** Frames heard so far. */
  get frames(): number {
    return this.#heard
  }

  /** Speech seconds, counted again every RECOUNT_FRAMES frames. */
  get seconds(): number {
    return this.#seconds
  }

  add(levels: readonly number[]): void {
    if (this.#heard + levels.length > this.#frames.length) {
      const grown = new Float32Array(Math.max(this.#frames.length * 2, this.#heard + levels.length))
      grown.set(this.#frames.subarray(0, this.#heard))
      this.#frames = grown
    }
    this.#frames.set(levels, this.#heard)
    this.#heard += levels.length
    if (this.#heard - this.#counted >= RECOUNT_FRAMES) this.finish()
  }

  /** Counts every frame heard: the final value. */
  finish(): number {
    this.#counted = this.#heard
    this.#seconds = speechOfFrames(this.#frames.subarray(0, this.#heard)).speechSeconds
    return this.#seconds
  }
}
