import { z } from 'zod'
import { loadStored, saveStored, type KeyValueStore } from '../lib/stored'

/** The service's typical maximum call duration (the reference: "typically 1 hour"). */
export const DEFAULT_MAX_CALL_DURATION_S = 3600
/** "Near its maximum": the last five minutes before the service cuts the call. */
export const NEAR_MAX_WINDOW_S = 300

/** Settings → Alerts: each kind of alert on its own switch, kept across restarts. */
export interface AlertPrefs {
  /** Pin and highlight calls that ask for a human. */
  transferPin: boolean
  /** A short sound when a call asks for a human. */
  transferSound: boolean
  /** A desktop notification when a call asks for a human; clicking it opens the call. */
  transferNotification: boolean
  /** Pin and highlight calls whose sentiment turned negative. */
  negativePin: boolean
  /** Pin and highlight calls in the last five minutes before the maximum duration. */
  nearMaxPin: boolean
}

export const DEFAULT_ALERT_PREFS: AlertPrefs = {
  transferPin: true,
  transferSound: true,
  transferNotification: true,
  negativePin: true,
  nearMaxPin: true,
}

const STORAGE_KEY = 'switchboard.calls.alerts'

const Stored = z.object({
  transferPin: z.boolean(),
  transferSound: z.boolean(),
  transferNotification: z.boolean(),
  negativePin: z.boolean(),
  nearMaxPin: z.boolean(),
})

export function loadAlertPrefs(storage: KeyValueStore): AlertPrefs {
  return loadStored(storage, STORAGE_KEY, Stored, DEFAULT_ALERT_PREFS)
}

export function saveAlertPrefs(storage: KeyValueStore, prefs: AlertPrefs): void {
  saveStored(storage, STORAGE_KEY, prefs)
}
