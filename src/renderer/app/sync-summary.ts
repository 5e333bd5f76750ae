import { formatCount } from '../lib/format'
import { formatTime } from '../../shared/time/zoned-format'
import type { ResourceSyncStatus, SyncProgress, SyncResource } from '../../shared/bridge'
import type { MessageKey } from '../../shared/i18n/translator'
import { sentText, t } from '../i18n/translation.svelte'

const RESOURCE_NAMES = {
  activeCalls: 'app.resource.activeCalls',
  agents: 'app.resource.agents',
  flows: 'app.resource.flows',
  voices: 'app.resource.voices',
  dispositions: 'app.resource.dispositions',
  conversations: 'app.resource.conversations',
} as const satisfies Record<SyncResource, MessageKey>

/** A synced resource as the views name it ("Live calls"), in the language in use; a name the console does not know, as it came. */
export function syncResourceName(resource: string): string {
  const key = (RESOURCE_NAMES as Record<string, (typeof RESOURCE_NAMES)[SyncResource] | undefined>)[resource]
  return key ? t(key) : resource
}

/** "syncing now", "synced 10:42 AM UTC", "not synced yet". */
export function resourceSynced(r: ResourceSyncStatus, zone: string): string {
  if (r.running) return t('app.sync.resourceRunning')
  return r.lastSuccessAt ? t('app.sync.resourceSynced', { time: formatTime(r.lastSuccessAt, zone) }) : t('app.sync.resourceNever')
}

/** What went wrong the last time, in the language in use; null after a success. */
export function syncErrorText(r: ResourceSyncStatus): string | null {
  return r.lastError === null ? null : sentText(r.lastErrorWords, r.lastError)
}

/** One line per resource for the indicator's tooltip: when it was last synced, or what is wrong. */
export function syncLines(resources: readonly ResourceSyncStatus[], zone: string): string[] {
  return resources.map((r) => {
    const name = syncResourceName(r.resource)
    const when = resourceSynced(r, zone)
    const error = syncErrorText(r)
    return error ? t('app.sync.lineFailed', { name, when, error }) : t('app.sync.line', { name, when })
  })
}

/** A round this long (or a first sync) is shown in the header; shorter ones only in Settings. */
export const HEADER_PROGRESS_MS = 30_000

/** "about 40 s left", "about 12 min left", "about 1 h 5 min left". */
export function timeLeftText(ms: number | null): string {
  if (ms === null) return t('app.sync.estimating')
  const seconds = Math.max(1, Math.round(ms / 1000))
  if (seconds < 60) return t('app.sync.secondsLeft', { seconds: formatCount(seconds) })
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return t('app.sync.minutesLeft', { minutes: formatCount(minutes) })
  return t('app.sync.hoursLeft', { hours: formatCount(Math.floor(minutes / 60)), minutes: formatCount(minutes % 60) })
}

/** What is being synced and how far: "Conversations: 1,492 of 2,000" or "Dispositions: open callbacks first, page 3 of 16". */
export function progressStep(progress: SyncProgress): string {
  const of = (done: number, total: number | null) =>
    total === null ? formatCount(done) : t('app.sync.of', { done: formatCount(done), total: formatCount(total) })
  const name = syncResourceName(progress.resource)
  if (progress.stepDone === 0 && progress.step !== 'openCallbacks') return t('app.sync.starting', { name })
  const count = of(progress.stepDone, progress.stepTotal)
  if (progress.step === 'openCallbacks') return t('app.sync.openCallbacksPage', { name, count })
  if (progress.step === 'details') return t('app.sync.fetched', { name, count })
  return t('app.sync.page', { name, count })
}

/** The header's line while a long round runs; null when there is nothing worth the room. */
export function headerProgress(progress: SyncProgress | null): string | null {
  if (!progress) return null
  if (!progress.firstSync && (progress.timeLeftMs === null || progress.timeLeftMs < HEADER_PROGRESS_MS)) return null
  return `${progress.firstSync ? t('app.sync.first') : t('app.sync.syncing')} · ${progressStep(progress)} · ${timeLeftText(progress.timeLeftMs)}`
}
