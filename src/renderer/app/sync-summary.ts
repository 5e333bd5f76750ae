import { formatTime } from '../lib/zoned-format'
import type { ResourceSyncStatus, SyncResource } from '../../shared/bridge'

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
