/** Synthetic audio for the analysis tests: deterministic, described in dBFS. */
import { mulberry32 } from './random'

export const RATE = 16_000

export function amplitudeOf(dbfs: number): number {
  return 10 ** (dbfs / 20)
}

export function silence(seconds: number, rate = RATE): Float32Array {
  return new Float32Array(Math.round(seconds * rate))
}

/** Uniform white noise whose RMS is `dbfs`. */
export function noise(seconds: number, dbfs: number, seed = 1, rate = RATE): Float32Array {
  const random = mulberry32(seed)
  const peak = amplitudeOf(dbfs) * Math.sqrt(3)
  return Float32Array.from({ length: Math.round(seconds * rate) }, () => (random() * 2 - 1) * peak)
}

/**
 * Speech-like sound: 250 ms syllables (a 180 Hz tone with harmonics, RMS about
 * `dbfs`) separated by 60 ms gaps, with a 400 ms breath every 2 s.
 */
export function speech(seconds: number, dbfs: number, rate = RATE): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate))
  const peak = amplitudeOf(dbfs) * Math.SQRT2 / Math.sqrt(1 + 0.25 + 0.0625)
  for (let i = 0; i < out.length; i++) {
    const t = i / rate
    const inBreath = t % 2 > 1.6
    const inGap = t % 0.31 > 0.25
    if (inBreath || inGap) continue
    const w = 2 * Math.PI * 180 * t
    out[i] = peak * (Math.sin(w) + 0.5 * Math.sin(2 * w) + 0.25 * Math.sin(3 * w))
  }
  return out
}

/** Sample-wise sum, clamped to full scale as a real converter would. */
export function mix(...parts: Float32Array[]): Float32Array {
  const length = Math.max(...parts.map((p) => p.length))
  const out = new Float32Array(length)
  for (const part of parts) for (let i = 0; i < part.length; i++) out[i] = (out[i] ?? 0) + (part[i] ?? 0)
  for (let i = 0; i < out.length; i++) out[i] = Math.max(-1, Math.min(1, out[i] ?? 0))
  return out
}

export function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** Multiplies, then clamps to full scale: an overdriven input. */
export function overdrive(samples: Float32Array, gain: number): Float32Array {
  return samples.map((s) => Math.max(-1, Math.min(1, s * gain)))
}
