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
import { i18n } from '../i18n/i18n.svelte'
import { reportVisibility } from './visibility'
import { workspaces } from '../workspaces/workspaces.svelte'

/** Every feature whose data belongs to the active workspace. */
const WORKSPACE_FEATURES = [alertSettings, calls, callbacks, historyState, voices, adminState, campaigns, insights]

/**
 * The composition root: what the window follows for its whole life, started
 * once by the shell. The calls first, so the wall takes the snapshot asked
 * as the Bridge loaded (`currentCalls`, lib/bridge), the window's first
 * request and the first answer it gets; then what the first screen
 * shows (the connection, the workspace, the key's permissions, the time zone,
 * the alert settings); the other features once the wall's first read has been
 * answered, so their reads and answers do not come before the first calls are
 * drawn. When another workspace becomes active, every feature forgets the old
 * one's data. Returns the function that stops it all.
 */
export function startConsole(): () => void {
  const stops = [
    calls.start(),
    router.start(),
    connection.start(),
    workspaces.start(),
    keyPermissions.start(),
    timeZone.start(),
    i18n.start(),
    alertSettings.start(),
    workspaces.onSwitched(() => {
      for (const feature of WORKSPACE_FEATURES) feature.reset()
    }),
  ]
  let stopped = false
  void calls.wall.firstRead.then(() => {
    if (!stopped) stops.push(reportVisibility(), callbacks.start(), campaigns.start(), voices.start(), updates.start())
  })
  const stopAll = stopsTogether(stops)
  return () => {
    stopped = true
    stopAll()
  }
}
