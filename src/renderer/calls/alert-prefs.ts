import { z } from 'zod'
import { DEFAULT_ATTENTION_RULES, type AttentionRules } from './attention'

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

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

export function loadAlertPrefs(storage: KeyValueStore): AlertPrefs {
  try {
    const parsed = Stored.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : DEFAULT_ALERT_PREFS
  } catch {
    return DEFAULT_ALERT_PREFS
  }
}

export function saveAlertPrefs(storage: KeyValueStore, prefs: AlertPrefs): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(prefs))
  } catch {
    // A full or disabled storage only costs the choices at the next start.
  }
}

export function attentionRulesOf(prefs: AlertPrefs): AttentionRules {
  return { ...DEFAULT_ATTENTION_RULES, transfer: prefs.transferPin, negative: prefs.negativePin, nearMax: prefs.nearMaxPin }
}
