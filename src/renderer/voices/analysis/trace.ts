import { frameLevels, meterFraction } from '../../lib/levels'

/* The voice lab's pictures of level, the live trace and the take's waveform, draw on the meter's scale. */

/** The live trace shows the last 8 s, 400 frames of 20 ms. */
export const TRACE_FRAMES = 400

/**
 * The live trace as an SVG path in a TRACE_FRAMES × 100 box: one bar per
 * frame, centred, as tall as the level meter's fill for that frame's level
 * (the same scale), the newest at the right.
 */
export function tracePath(levels: readonly number[]): string {
  const offset = TRACE_FRAMES - levels.length
  let path = ''
  for (let i = 0; i < levels.length; i++) {
    const half = Math.max(0.5, meterFraction(levels[i] ?? -Infinity) * 50)
    path += `M${offset + i + 0.5} ${(50 - half).toFixed(1)}V${(50 + half).toFixed(1)}`
  }
  return path
}

/**
 * The take's waveform, one peak (0..1) per frame: the meter's fill for that
 * frame's level. wavesurfer draws each pixel as its loudest frame, mirrored.
 */
export function meterPeaks(samples: Float32Array, sampleRate: number): Float32Array {
  return frameLevels(samples, sampleRate).map(meterFraction)
}
