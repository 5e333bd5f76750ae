import { adminState } from '../admin/admin.svelte'
import { callbacks } from '../callbacks/callbacks.svelte'
import { campaigns } from '../campaigns/campaigns.svelte'
import { historyState } from '../history/history.svelte'
import { insights } from '../insights/insights.svelte'
import { updates } from '../updates/updates.svelte'
import { voices } from '../voices/voices.svelte'

/**
 * The features the first screen does not show, a chunk of their own: the
 * console loads it once the wall's first read is answered, so their code and
 * the schemas it builds are not evaluated before the first calls are drawn.
 */

/** Those whose data belongs to the active workspace. */
export const LATER_WORKSPACE_FEATURES = [callbacks, historyState, voices, adminState, campaigns, insights]

/** Starts those that follow the host for the window's life (the reminders, the batch watcher, …); answers their stops. */
export function startLaterFeatures(): (() => void)[] {
  return [callbacks.start(), campaigns.start(), voices.start(), updates.start()]
}
