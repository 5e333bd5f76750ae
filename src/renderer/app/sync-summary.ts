import { formatCount } from '../lib/format'
import { formatTime } from '../../shared/time/zoned-format'
import type { ResourceSyncStatus, SyncProgress, SyncResource } from '../../shared/bridge'

/** Each synced resource as the views name it. */
export const SYNC_RESOURCE_NAMES: Record<SyncResource, string> = {
  activeCalls: 'Live calls',
  agents: 'Agents',
  flows: 'Flows',
  voices: 'Voices',
  dispositions: 'Dispositions',
  conversations: 'Conversations',
}

/** One line per resource for the indicator's tooltip: when it was last synced, or what is wrong. */
export function syncLines(resources: readonly ResourceSyncStatus[], zone: string): string[] {
  return resources.map((r) => {
    const when = r.running ? 'syncing now' : r.lastSuccessAt ? `synced ${formatTime(r.lastSuccessAt, zone)}` : 'not synced yet'
    return `${SYNC_RESOURCE_NAMES[r.resource]}: ${when}${r.lastError ? ` (${r.lastError})` : ''}`
  })
}

/** A round this long (or a first sync) is shown in the header; shorter ones only in Settings. */
export const HEADER_PROGRESS_MS = 30_000

/** "about 40 s left", "about 12 min left", "about 1 h 5 min left". */
export function timeLeftText(ms: number | null): string {
  if (ms === null) return 'estimating time left'
  const seconds = Math.max(1, Math.round(ms / 1000))
  if (seconds < 60) return `about ${seconds} s left`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `about ${minutes} min left`
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`
}

/** What is being synced and how far: "Conversations: 1,492 of 2,000" or "Dispositions: open callbacks first, page 3 of 16". */
export function progressStep(progress: SyncProgress): string {
  const of = (done: number, total: number | null) => (total === null ? formatCount(done) : `${formatCount(done)} of ${formatCount(total)}`)
  const name = SYNC_RESOURCE_NAMES[progress.resource]
  if (progress.stepDone === 0 && progress.step !== 'openCallbacks') return `${name}: starting`
  if (progress.step === 'openCallbacks') return `${name}: open callbacks first, page ${of(progress.stepDone, progress.stepTotal)}`
  if (progress.step === 'details') return `${name}: ${of(progress.stepDone, progress.stepTotal)} fetched`
  return `${name}: page ${of(progress.stepDone, progress.stepTotal)}`
}

/** The header's line while a long round runs; null when there is nothing worth the room. */
export function headerProgress(progress: SyncProgress | null): string | null {
  if (!progress) return null
  if (!progress.firstSync && (progress.timeLeftMs === null || progress.timeLeftMs < HEADER_PROGRESS_MS)) return null
  return `${progress.firstSync ? 'First sync' : 'Syncing'} · ${progressStep(progress)} · ${timeLeftText(progress.timeLeftMs)}`
}
