import { describe, expect, it } from 'vitest'
import { FrameCutter, frameLevels, meterFraction, meterReading, SILENCE_DBFS } from '../../../../src/renderer/lib/levels'
import { analyzeTake } from '../../../../src/renderer/voices/analysis/quality'
import { SpeechCounter } from '../../../../src/renderer/voices/analysis/speech'
import { meterPeaks, TRACE_FRAMES, tracePath } from '../../../../src/renderer/voices/analysis/trace'
import { concat, mix, noise, RATE, silence, speech } from '../../../support/synthetic-audio'

/** 16 kHz: 320 samples a frame. */
const FRAME = 320
/** What a live input hands over at a time (`watchFrames`' script processor). */
const BLOCK = 1024

/** Speech (a tone in syllables) at -20 dBFS between silences, in a quiet room. */
function takeWithSilences(): Float32Array {
  const parts = concat(silence(2), speech(6, -20), silence(1.5), speech(5, -20), silence(1.5))
  return mix(parts, noise(16, -70))
}

/** The live path: the take as a live input delivers it, through the cutter, into the counter, as the recorder does. */
function liveCount(samples: Float32Array): { counter: SpeechCounter; batches: number[][] } {
  const cutter = new FrameCutter(RATE)
  const counter = new SpeechCounter()
  const batches: number[][] = []
  for (let at = 0; at < samples.length; at += BLOCK) {
    const levels = cutter.push(samples.subarray(at, at + BLOCK))
    if (levels.length === 0) continue
    batches.push(levels)
    counter.add(levels)
  }
  return { counter, batches }
}

/** Bar heights (0..100) of the trace's path, oldest first. */
function barHeights(path: string): number[] {
  return [...path.matchAll(/M[\d.]+ ([\d.]+)V([\d.]+)/g)].map((bar) => Number(bar[2]) - Number(bar[1]))
}

describe('one measure of speech and level', () => {
  it('the live counter ends on the checks’ count of the same samples', () => {
    const take = takeWithSilences()
    expect(take.length % FRAME).toBe(0)
    const check = analyzeTake(take, RATE)
    const { counter } = liveCount(take)
    expect(check.speechSeconds).toBeGreaterThan(8)
    expect(check.speechSeconds).toBeLessThan(11)
    expect(counter.finish()).toBeCloseTo(check.speechSeconds, 9)
    expect(counter.seconds).toBe(counter.finish())
  })

  it('agrees within one frame when the take ends inside a frame', () => {
    const take = takeWithSilences().subarray(0, 16 * RATE - 100)
    const live = liveCount(take).counter.finish()
    expect(Math.abs(live - analyzeTake(take, RATE).speechSeconds)).toBeLessThanOrEqual(0.02)
  })

  it('while recording, counts only what it has heard, and never more than the time heard', () => {
    const take = takeWithSilences()
    const counter = new SpeechCounter()
    const cutter = new FrameCutter(RATE)
    // The first 2 s are silence: nothing counted yet.
    counter.add(cutter.push(take.subarray(0, 2 * RATE)))
    expect(counter.seconds).toBe(0)
    counter.add(cutter.push(take.subarray(2 * RATE, 5 * RATE)))
    expect(counter.seconds).toBeGreaterThan(2)
    expect(counter.seconds).toBeLessThanOrEqual(3)
    expect(counter.frames).toBe((5 * RATE) / FRAME)
  })

  it('the meter reads a loud frame at its level, not at the bottom of the scale', () => {
    const { batches } = liveCount(takeWithSilences())
    const levels = batches.map(meterReading)
    const loud = levels[Math.floor(levels.length * (4 / 16))]!
    expect(loud).toBeGreaterThan(-30)
    expect(loud).toBeLessThan(-10)
    expect(meterFraction(loud)).toBeGreaterThan(0.5)
    expect(levels[0]).toBeLessThan(-60)
    expect(meterReading([])).toBe(SILENCE_DBFS)
  })

  it('the live levels are the take’s frame levels, frame for frame', () => {
    const take = takeWithSilences()
    const live = liveCount(take).batches.flat()
    expect(Float32Array.from(live)).toEqual(frameLevels(take, RATE))
  })

  it('the live trace draws each frame as tall as the meter fills for it', () => {
    const levels = Array.from(frameLevels(takeWithSilences(), RATE)).slice(-TRACE_FRAMES)
    const heights = barHeights(tracePath(levels))
    expect(heights).toHaveLength(levels.length)
    for (let i = 0; i < levels.length; i += 7) expect(heights[i]).toBeCloseTo(Math.max(1, meterFraction(levels[i]!) * 100), 0)
    // The end of the take is silence (a flat line); 2 s before it, speech at -20 dBFS fills about two thirds.
    expect(heights.at(-1)).toBe(1)
    expect(Math.max(...heights.slice(-TRACE_FRAMES, -100))).toBeGreaterThan(60)
  })

  it('the take’s waveform draws each frame at the meter’s fill for it, not normalised', () => {
    const take = takeWithSilences()
    const peaks = meterPeaks(take, RATE)
    const levels = frameLevels(take, RATE)
    expect(peaks).toHaveLength(levels.length)
    for (let i = 0; i < peaks.length; i += 11) expect(peaks[i]).toBeCloseTo(meterFraction(levels[i]!), 6)
    // Speech at -20 dBFS fills two thirds, as on the meter; a take 20 dB quieter draws smaller, not rescaled to full height.
    expect(Math.max(...peaks)).toBeCloseTo(meterFraction(Math.max(...levels)), 6)
    expect(Math.max(...peaks)).toBeLessThan(0.8)
    expect(Math.max(...meterPeaks(take.map((s) => s / 10), RATE))).toBeCloseTo(Math.max(...peaks) - 20 / 60, 2)
  })
})
