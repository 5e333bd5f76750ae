import { rms, toDbfs } from '../../lib/levels'

/** Analysis frames of 20 ms: short enough to follow syllables, long enough for a stable level. */
export const FRAME_SECONDS = 0.02

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
}

/** Frame levels (dBFS) of the samples, in frames of FRAME_SECONDS. */
export function frameLevels(samples: Float32Array, sampleRate: number): Float32Array {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS))
  const levels = new Float32Array(Math.ceil(samples.length / size))
  for (let f = 0; f < levels.length; f++) levels[f] = toDbfs(rms(samples, f * size, Math.min(samples.length, (f + 1) * size)))
  return levels
}

/**
 * A simple energy-based voice activity detector: a frame is speech when it is
 * clearly above the recording's own noise floor (its 10th percentile level);
 * bursts too short to be speech are dropped and short pauses are bridged.
 */
export function detectSpeech(samples: Float32Array, sampleRate: number): SpeechActivity {
  const frameDbfs = frameLevels(samples, sampleRate)
  const noiseFloor = percentile(frameDbfs, 0.1)
  const loud = percentile(frameDbfs, 0.9)
  const thresholdDbfs = Math.max(ABSOLUTE_FLOOR_DBFS, Math.min(noiseFloor + ABOVE_NOISE_DB, loud - BELOW_LOUD_DB))
  const speech = new Uint8Array(frameDbfs.length)
  for (let f = 0; f < frameDbfs.length; f++) speech[f] = (frameDbfs[f] ?? -Infinity) > thresholdDbfs ? 1 : 0
  setRuns(speech, 1, MIN_BURST_FRAMES, 0)
  setRuns(speech, 0, MAX_GAP_FRAMES, 1, true)
  return { frameDbfs, speech, thresholdDbfs }
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

function percentile(values: Float32Array, fraction: number): number {
  if (values.length === 0) return -Infinity
  const sorted = Float32Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? -Infinity
}
