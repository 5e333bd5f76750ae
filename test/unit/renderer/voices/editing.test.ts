import { describe, expect, it } from 'vitest'
import { meterFraction, rms, toDbfs } from '../../../../src/renderer/lib/levels'
import { clampTrim, toMono, trimSamples } from '../../../../src/renderer/voices/analysis/trim'
import { fromBase64, toBase64 } from '../../../../src/renderer/voices/upload/base64'
import { amplitudeOf, noise } from '../../../support/synthetic-audio'

describe('trim', () => {
  it('keeps the range inside the take and in order', () => {
    expect(clampTrim({ start: -1, end: 99 }, 12)).toEqual({ start: 0, end: 12 })
    expect(clampTrim({ start: 5, end: 3 }, 12)).toEqual({ start: 5, end: 5.5 })
    expect(clampTrim({ start: 11.9, end: 12 }, 12)).toEqual({ start: 11.5, end: 12 })
  })

  it('cuts the samples at the given seconds', () => {
    const samples = Float32Array.from({ length: 100 }, (_, i) => i)
    expect(Array.from(trimSamples(samples, 10, { start: 2, end: 3.5 }))).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34])
    expect(trimSamples(samples, 10, { start: 0, end: 50 }).length).toBe(100)
  })

  it('averages stereo into mono', () => {
    expect(Array.from(toMono([Float32Array.from([1, 0.5, -1]), Float32Array.from([0, 0.5, 1])]))).toEqual([0.5, 0.5, 0])
    expect(toMono([]).length).toBe(0)
  })
})

describe('levels', () => {
  it('measures RMS in dBFS and clamps silence', () => {
    expect(toDbfs(rms(noise(1, -30)))).toBeCloseTo(-30, 0)
    expect(toDbfs(0)).toBe(-120)
    expect(toDbfs(amplitudeOf(-6))).toBeCloseTo(-6, 6)
  })

  it('maps -60..0 dBFS onto the meter', () => {
    expect([meterFraction(-90), meterFraction(-60), meterFraction(-30), meterFraction(0), meterFraction(3)]).toEqual([0, 0, 0.5, 1, 1])
  })
})

describe('base64 for the Bridge', () => {
  it('round-trips every byte value and matches Node', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256)
    const text = toBase64(bytes)
    expect(text).toBe(Buffer.from(bytes).toString('base64'))
    expect(fromBase64(text)).toEqual(bytes)
  })
})
