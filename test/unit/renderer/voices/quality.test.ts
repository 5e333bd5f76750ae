import { describe, expect, it } from 'vitest'
import { analyzeTake, DEFAULT_THRESHOLDS, type CheckId, type QualityReport } from '../../../../src/renderer/voices/analysis/quality'
import { detectSpeech } from '../../../../src/renderer/voices/analysis/speech'
import { concat, mix, noise, overdrive, RATE, silence, speech } from '../../../support/synthetic-audio'

const ROOM = -70

function status(report: QualityReport, id: CheckId) {
  return report.checks.find((check) => check.id === id)?.status
}

function failed(report: QualityReport): CheckId[] {
  return report.checks.filter((check) => check.status === 'fail').map((check) => check.id)
}

describe('quality checks of a take', () => {
  it('passes 14 s of clear speech in a quiet room', () => {
    const report = analyzeTake(mix(speech(14, -20), noise(14, ROOM)), RATE)
    expect(failed(report)).toEqual([])
    expect(report.passed).toBe(true)
    expect(report.durationSeconds).toBeCloseTo(14, 5)
    // The 400 ms breaths (one every 2 s) are silence; the 60 ms gaps between syllables count as speech.
    expect(report.speechSeconds).toBeGreaterThan(10.5)
    expect(report.speechSeconds).toBeLessThanOrEqual(14 - 7 * 0.4)
    expect(report.speechDbfs).toBeGreaterThan(-22)
    expect(report.speechDbfs).toBeLessThan(-18)
    expect(report.clippingEvents).toBe(0)
  })

  it('says "too short" under 10 s of speech, naming how much there was', () => {
    const report = analyzeTake(mix(speech(6, -20), noise(6, ROOM)), RATE)
    expect(failed(report)).toEqual(['length'])
    expect(report.checks[0]?.summary).toMatch(/^Too short: [45]\.\d s of speech$/)
    expect(report.checks[0]?.advice).toContain('10 s')
  })

  it('takes other thresholds, e.g. a shorter minimum', () => {
    const report = analyzeTake(mix(speech(6, -20), noise(6, ROOM)), RATE, { ...DEFAULT_THRESHOLDS, minSpeechSeconds: 4 })
    expect(report.passed).toBe(true)
  })

  it('fails a silent take as too quiet (and too short, and silent)', () => {
    const report = analyzeTake(silence(6), RATE)
    expect(failed(report)).toEqual(['length', 'level', 'silence'])
    expect(report.speechSeconds).toBe(0)
    expect(report.checks.find((c) => c.id === 'level')?.summary).toMatch(/^Too quiet/)
  })

  it('fails quiet speech as too quiet although it is long enough', () => {
    const report = analyzeTake(mix(speech(14, -45), noise(14, -85)), RATE)
    expect(failed(report)).toEqual(['level'])
    expect(report.speechSeconds).toBeGreaterThan(10.5)
  })

  it('counts clipping events of an overdriven take', () => {
    const clean = mix(speech(12, -12), noise(12, ROOM))
    expect(status(analyzeTake(clean, RATE), 'clipping')).toBe('pass')
    const report = analyzeTake(overdrive(clean, 4), RATE)
    expect(status(report, 'clipping')).toBe('fail')
    expect(report.clippingEvents).toBeGreaterThan(100)
    expect(report.peakDbfs).toBeCloseTo(0, 5)
  })

  it('does not count a single sample at full scale as clipping', () => {
    const take = mix(speech(12, -20), noise(12, ROOM))
    take[1000] = 1
    take[50_000] = -1
    expect(analyzeTake(take, RATE).clippingEvents).toBe(0)
  })

  it('fails a take that is mostly silence', () => {
    const take = concat(mix(silence(10), noise(10, ROOM)), mix(speech(14, -20), noise(14, ROOM, 2)), mix(silence(10), noise(10, ROOM, 3)))
    const report = analyzeTake(take, RATE)
    expect(failed(report)).toEqual(['silence'])
    expect(report.silenceRatio).toBeGreaterThan(0.6)
  })

  it('only notes a take longer than useful', () => {
    const report = analyzeTake(mix(speech(85, -20), noise(85, ROOM)), RATE)
    expect(status(report, 'length')).toBe('note')
    expect(report.passed).toBe(true)
  })
})

describe('voice activity detection', () => {
  it('finds speech in a noisy room by its distance from the noise floor', () => {
    const take = concat(noise(2, -40), mix(speech(4, -15), noise(4, -40, 2)), noise(2, -40, 3))
    const { speech: flags, thresholdDbfs } = detectSpeech(take, RATE)
    expect(thresholdDbfs).toBeGreaterThan(-40)
    const frames = Array.from(flags)
    // 20 ms frames: the first and last 2 s (100 frames each) are noise only.
    expect(frames.slice(0, 95).some(Boolean)).toBe(false)
    expect(frames.slice(-95).some(Boolean)).toBe(false)
    expect(frames.slice(100, 300).filter(Boolean).length).toBeGreaterThan(150)
  })

  it('ignores clicks shorter than a syllable', () => {
    const take = mix(silence(3), noise(3, ROOM))
    take.fill(0.5, RATE, RATE + 400) // 25 ms
    expect(Array.from(detectSpeech(take, RATE).speech).some(Boolean)).toBe(false)
  })
})
