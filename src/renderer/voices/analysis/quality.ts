import { SILENCE_DBFS, toDbfs } from '../../lib/levels'
import { detectSpeech } from './speech'
import { t } from '../../i18n/translation.svelte'

export interface QualityThresholds {
  /** Less speech than this is too short to clone a voice well. */
  minSpeechSeconds: number
  /** More speech than this adds little; only a note. */
  maxUsefulSpeechSeconds: number
  /** Speech quieter than this (its RMS, in dBFS) is too quiet. */
  minSpeechDbfs: number
  /** A run of at least 3 samples at full scale is one clipping event; more events than this fail. */
  maxClippingEvents: number
  /** A larger share of silence (no speech) fails. */
  maxSilenceRatio: number
}

export const DEFAULT_THRESHOLDS: QualityThresholds = {
  minSpeechSeconds: 10,
  maxUsefulSpeechSeconds: 60,
  minSpeechDbfs: -35,
  maxClippingEvents: 2,
  maxSilenceRatio: 0.5,
}

/** |sample| at or above this is full scale: 16-bit audio and lossy codecs rarely land exactly on 1. */
const FULL_SCALE = 0.99
const MIN_CLIP_RUN = 3

export type CheckId = 'length' | 'level' | 'clipping' | 'silence'
export type CheckStatus = 'pass' | 'fail' | 'note'

export interface QualityCheck {
  id: CheckId
  status: CheckStatus
  /** One line, e.g. "Too short: 6.2 s of speech". */
  summary: string
  /** What to do about it; empty when it passed. */
  advice: string
}

export interface QualityReport {
  durationSeconds: number
  speechSeconds: number
  /** RMS of the speech frames (of everything, when there is no speech), in dBFS. */
  speechDbfs: number
  peakDbfs: number
  clippingEvents: number
  silenceRatio: number
  checks: QualityCheck[]
  /** No check failed. */
  passed: boolean
}

/** The quality checks of a take, from its mono samples. */
export function analyzeTake(samples: Float32Array, sampleRate: number, thresholds: QualityThresholds = DEFAULT_THRESHOLDS): QualityReport {
  const durationSeconds = samples.length / sampleRate
  const activity = detectSpeech(samples, sampleRate)
  const { frameDbfs, speech } = activity
  let speechFrames = 0
  let speechPower = 0
  let allPower = 0
  for (let f = 0; f < frameDbfs.length; f++) {
    const power = 10 ** ((frameDbfs[f] ?? SILENCE_DBFS) / 10)
    allPower += power
    if (speech[f]) {
      speechFrames++
      speechPower += power
    }
  }
  const speechSeconds = Math.min(durationSeconds, activity.speechSeconds)
  const meanPower = speechFrames > 0 ? speechPower / speechFrames : allPower / Math.max(1, frameDbfs.length)
  const speechDbfs = meanPower > 0 ? Math.max(SILENCE_DBFS, 10 * Math.log10(meanPower)) : SILENCE_DBFS
  const { peak, events } = clipping(samples)
  const silenceRatio = durationSeconds > 0 ? 1 - speechSeconds / durationSeconds : 1
  const measured = { durationSeconds, speechSeconds, speechDbfs, peakDbfs: toDbfs(peak), clippingEvents: events, silenceRatio }
  const checks = checksOf(measured, thresholds)
  return { ...measured, checks, passed: checks.every((check) => check.status !== 'fail') }
}

function clipping(samples: Float32Array): { peak: number; events: number } {
  let peak = 0
  let events = 0
  let run = 0
  for (let i = 0; i < samples.length; i++) {
    const magnitude = Math.abs(samples[i] ?? 0)
    if (magnitude > peak) peak = magnitude
    run = magnitude >= FULL_SCALE ? run + 1 : 0
    if (run === MIN_CLIP_RUN) events++
  }
  return { peak, events }
}

type Measured = Omit<QualityReport, 'checks' | 'passed'>

function checksOf(m: Measured, limits: QualityThresholds): QualityCheck[] {
  const speech = t('voices.checks.speech', { seconds: m.speechSeconds.toFixed(1) })
  const percent = String(Math.round(m.silenceRatio * 100))
  const level = String(Math.round(m.speechDbfs))
  return [
    m.speechSeconds < limits.minSpeechSeconds
      ? fail('length', t('voices.checks.tooShort', { speech }), t('voices.checks.tooShortAdvice', { min: limits.minSpeechSeconds }))
      : m.speechSeconds > limits.maxUsefulSpeechSeconds
        ? {
            id: 'length',
            status: 'note',
            summary: t('voices.checks.long', { speech }),
            advice: t('voices.checks.longAdvice', { max: limits.maxUsefulSpeechSeconds }),
          }
        : pass('length', t('voices.checks.length', { speech })),
    m.speechDbfs < limits.minSpeechDbfs
      ? fail('level', t('voices.checks.tooQuiet', { level }), t('voices.checks.tooQuietAdvice'))
      : pass('level', t('voices.checks.level', { level })),
    m.clippingEvents > limits.maxClippingEvents
      ? fail('clipping', t('voices.checks.clipping', { count: String(m.clippingEvents) }), t('voices.checks.clippingAdvice'))
      : pass('clipping', t('voices.checks.noClipping')),
    m.silenceRatio > limits.maxSilenceRatio
      ? fail('silence', t('voices.checks.tooMuchSilence', { percent }), t('voices.checks.tooMuchSilenceAdvice'))
      : pass('silence', t('voices.checks.silence', { percent })),
  ]
}

function pass(id: CheckId, summary: string): QualityCheck {
  return { id, status: 'pass', summary, advice: '' }
}

function fail(id: CheckId, summary: string, advice: string): QualityCheck {
  return { id, status: 'fail', summary, advice }
}
