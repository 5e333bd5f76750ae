import { describe, expect, it } from 'vitest'
import type { SyncProgress } from '../../../../src/shared/bridge'
import { headerProgress, progressStep, timeLeftText } from '../../../../src/renderer/app/sync-summary'

const progress = (over: Partial<SyncProgress>): SyncProgress => ({
  resource: 'conversations',
  step: 'details',
  stepDone: 1492,
  stepTotal: 20000,
  done: 2100,
  total: 20700,
  timeLeftMs: 12 * 60_000,
  firstSync: true,
  ...over,
})

describe('the sync progress as the supervisor reads it', () => {
  it('says what is synced, how far and the time left', () => {
    expect(headerProgress(progress({}))).toBe('First sync · Conversations: 1,492 of 20,000 fetched · about 12 min left')
    expect(progressStep(progress({ resource: 'dispositions', step: 'openCallbacks', stepDone: 3, stepTotal: 16 }))).toBe(
      'Dispositions: open callbacks first, page 3 of 16',
    )
    expect(progressStep(progress({ resource: 'agents', step: 'pages', stepDone: 0, stepTotal: null }))).toBe('Agents: starting')
  })

  it('rounds the time left to what matters, and says when it is not known yet', () => {
    expect(timeLeftText(40_400)).toBe('about 40 s left')
    expect(timeLeftText(65 * 60_000)).toBe('about 1 h 5 min left')
    expect(timeLeftText(null)).toBe('estimating time left')
  })

  it('keeps a short routine round out of the header; a first sync or a long round shows', () => {
    expect(headerProgress(null)).toBeNull()
    expect(headerProgress(progress({ firstSync: false, timeLeftMs: 5_000 }))).toBeNull()
    expect(headerProgress(progress({ firstSync: false, timeLeftMs: null }))).toBeNull()
    expect(headerProgress(progress({ firstSync: false, timeLeftMs: 5 * 60_000 }))).toMatch(/^Syncing · Conversations/)
    expect(headerProgress(progress({ timeLeftMs: null }))).toMatch(/estimating time left$/)
  })
})
