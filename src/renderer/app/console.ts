import { calls } from '../calls/calls.svelte'
import { stopsTogether } from '../lib/listeners'
import { alertSettings } from '../alerts/alert-settings.svelte'
import { connection } from './connection.svelte'
import { keyPermissions } from './permissions.svelte'
import { router } from './router.svelte'
import { timeZone } from './time-zone.svelte'
import { i18n } from '../i18n/i18n.svelte'
import { reportVisibility } from './visibility'
import { workspaces } from '../workspaces/workspaces.svelte'

/** The first screen's features whose data belongs to the active workspace (the others: `later-features.ts`). */
const WORKSPACE_FEATURES = [alertSettings, calls]

/** How long after the wall's first read the other features may wait for the window to be idle (its first frame drawn). */
const LATER_FEATURES_WAIT_MS = 500

/**
 * The composition root: what the window follows for its whole life, started
 * once by the shell. The calls first, so the wall takes the snapshot asked
 * as the Bridge loaded (`currentCalls`, lib/bridge), the window's first
 * request and the first answer it gets; then what the first screen
 * shows (the connection, the workspace, the key's permissions, the time zone,
 * the alert settings); the other features (`later-features.ts`, a chunk of
 * their own) once the wall's first read has been answered and the window is
 * idle, so neither their code nor their reads come before the first calls are
 * drawn. When another workspace becomes active, every feature forgets the old
 * one's data. Returns the function that stops it all.
 */
export function startConsole(): () => void {
  let later: typeof import('./later-features') | null = null
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
      for (const feature of [...WORKSPACE_FEATURES, ...(later?.LATER_WORKSPACE_FEATURES ?? [])]) feature.reset()
    }),
  ]
  let stopped = false
  void calls.wall.firstRead
    .then(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: LATER_FEATURES_WAIT_MS })))
    .then(() => import('./later-features'))
    .then((module) => {
      later = module
      if (!stopped) stops.push(reportVisibility(), ...module.startLaterFeatures())
    })
  const stopAll = stopsTogether(stops)
  return () => {
    stopped = true
    stopAll()
  }
}
