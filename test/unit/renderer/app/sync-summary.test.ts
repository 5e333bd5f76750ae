import { afterEach, describe, expect, it } from 'vitest'
import { builtCatalog } from '../../../../scripts/i18n'
import type { ResourceSyncStatus, SyncProgress } from '../../../../src/shared/bridge'
import { headerProgress, progressStep, syncLines, timeLeftText } from '../../../../src/renderer/app/sync-summary'
import { translation } from '../../../../src/renderer/i18n/translation.svelte'
import { SOURCE } from '../../../../src/shared/i18n/locales'
import { SOURCE_MESSAGES } from '../../../../src/shared/i18n/source'
import { Translator } from '../../../../src/shared/i18n/translator'

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

describe("a resource's last error as the supervisor reads it", () => {
  const failed: ResourceSyncStatus = {
    resource: 'flows',
    lastSuccessAt: null,
    lastAttemptAt: '2025-05-01T09:00:00.000Z',
    lastError: 'The service had an internal problem. Try again shortly.',
    lastErrorWords: { key: 'errors.api.serverError' },
    running: false,
    nextRunAt: null,
    intervalMs: 300_000,
  }
  afterEach(() => {
    translation.translator = new Translator(SOURCE, SOURCE_MESSAGES)
  })

  it('says it in English as core sent it, and in the language in use by its words', () => {
    expect(syncLines([failed], 'UTC')).toEqual(['Flows: not synced yet (The service had an internal problem. Try again shortly.)'])
    translation.translator = new Translator('de', builtCatalog('de'))
    expect(syncLines([failed], 'UTC')[0]).toContain('Der Dienst hatte ein internes Problem.')
    expect(syncLines([{ ...failed, lastErrorWords: undefined }], 'UTC')[0]).toContain(failed.lastError)
  })
})
