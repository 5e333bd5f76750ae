import type { ResourceSyncStatus, SyncResource } from '../../shared/bridge'

const NAMES: Record<SyncResource, string> = {
  activeCalls: 'Active calls',
  agents: 'Agents',
  flows: 'Flows',
  voices: 'Voices',
  dispositions: 'Callbacks',
  conversations: 'Conversations',
}

/** "14:02" in the supervisor's zone. */
export function clockTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(iso))
}

/** One line per resource for the indicator's tooltip: when it was last synced, or what is wrong. */
export function syncLines(resources: readonly ResourceSyncStatus[], zone: string): string[] {
  return resources.map((r) => {
    const when = r.running ? 'syncing now' : r.lastSuccessAt ? `synced ${clockTime(r.lastSuccessAt, zone)}` : 'not synced yet'
    return `${NAMES[r.resource]}: ${when}${r.lastError ? ` (${r.lastError})` : ''}`
  })
}
