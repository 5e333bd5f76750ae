import type { AlertsState, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { loadAlertPrefs, saveAlertPrefs, type AlertPrefs } from './alert-prefs'

/**
 * Settings → Alerts, and whether alerts are paused (`alerts.state`, shared with
 * the tray). While paused, transfer requests make no sound and no notification;
 * pinning stays, since it only orders the wall.
 */
class AlertSettings {
  #prefs = $state<AlertPrefs>(loadAlertPrefs(localStorage))
  #pausedUntil = $state<string | null>(null)
  #error = $state<string | null>(null)

  get prefs(): AlertPrefs {
    return this.#prefs
  }
  get pausedUntil(): string | null {
    return this.#pausedUntil
  }
  get error(): string | null {
    return this.#error
  }

  /** Follows the pause, which the tray can change too; returns the function that stops. */
  start(): () => void {
    const stop = bridge.on('alerts.state', (state) => {
      this.#pausedUntil = state.pausedUntil
    })
    void bridge.invoke('alerts.state', {}).then((result) => {
      if (result.ok) this.#pausedUntil = result.value.pausedUntil
    })
    return stop
  }

  /** Read at the moment of the alert, not reactively: a pause ends on its own. */
  isPaused(now = Date.now()): boolean {
    return this.#pausedUntil !== null && Date.parse(this.#pausedUntil) > now
  }

  set<K extends keyof AlertPrefs>(key: K, value: AlertPrefs[K]): void {
    this.#prefs = { ...this.#prefs, [key]: value }
    saveAlertPrefs(localStorage, this.#prefs)
  }

  async pause(minutes: number): Promise<void> {
    this.#apply(await bridge.invoke('alerts.pause', { minutes }))
  }

  async resume(): Promise<void> {
    this.#apply(await bridge.invoke('alerts.resume', {}))
  }

  #apply(result: Result<AlertsState>): void {
    if (result.ok) {
      this.#pausedUntil = result.value.pausedUntil
      this.#error = null
    } else {
      this.#error = result.error.message
    }
  }
}

export const alertSettings = new AlertSettings()
