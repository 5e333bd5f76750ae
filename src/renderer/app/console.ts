import { adminState } from '../admin/admin.svelte'
import { callbacks } from '../callbacks/callbacks.svelte'
import { calls } from '../calls/calls.svelte'
import { campaigns } from '../campaigns/campaigns.svelte'
import { historyState } from '../history/history.svelte'
import { insights } from '../insights/insights.svelte'
import { updates } from '../updates/updates.svelte'
import { voices } from '../voices/voices.svelte'
import { stopsTogether } from '../lib/listeners'
import { alertSettings } from '../alerts/alert-settings.svelte'
import { connection } from './connection.svelte'
import { keyPermissions } from './permissions.svelte'
import { router } from './router.svelte'
import { timeZone } from './time-zone.svelte'
import { reportVisibility } from './visibility'
import { workspaces } from '../workspaces/workspaces.svelte'

/** Every feature whose data belongs to the active workspace. */
const WORKSPACE_FEATURES = [alertSettings, calls, callbacks, historyState, voices, adminState, campaigns, insights]

/**
 * The composition root: what the window follows for its whole life, started
 * once by the shell. App-wide state first, then each feature; when another
 * workspace becomes active, every feature forgets the old one's data. Returns
 * the function that stops it all.
 */
export function startConsole(): () => void {
  const stops = [
    router.start(),
    connection.start(),
    workspaces.start(),
    keyPermissions.start(),
    timeZone.start(),
    alertSettings.start(),
    reportVisibility(),
    calls.start(),
    callbacks.start(),
    campaigns.start(),
    voices.start(),
    updates.start(),
    workspaces.onSwitched(() => {
      for (const feature of WORKSPACE_FEATURES) feature.reset()
    }),
  ]
  return stopsTogether(stops)
}
