import type { AlertsState, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { attentionRulesOf, loadAlertPrefs, saveAlertPrefs, type AlertPrefs } from './alert-prefs'
import type { AttentionRules } from './attention'
import { notificationSupport, requestNotificationPermission, type NotificationSupport } from './desktop-notification'

/**
 * Settings → Alerts, and whether alerts are paused (`alerts.state`, shared with
 * the tray). While paused, transfer requests make no sound and no notification;
 * pinning stays, since it only orders the wall.
 */
class AlertSettings {
  #prefs = $state<AlertPrefs>(loadAlertPrefs(localStorage))
  #pausedUntil = $state<string | null>(null)
  #notifications = $state<NotificationSupport>(notificationSupport())
  #error = $state<string | null>(null)

  constructor() {
    bridge.on('alerts.state', (state) => {
      this.#pausedUntil = state.pausedUntil
    })
    void bridge.invoke('alerts.state', {}).then((result) => {
      if (result.ok) this.#pausedUntil = result.value.pausedUntil
    })
  }

  get prefs(): AlertPrefs {
    return this.#prefs
  }
  get rules(): AttentionRules {
    return attentionRulesOf(this.#prefs)
  }
  get pausedUntil(): string | null {
    return this.#pausedUntil
  }
  get notifications(): NotificationSupport {
    return this.#notifications
  }
  get error(): string | null {
    return this.#error
  }

  /** Read at the moment of the alert, not reactively: a pause ends on its own. */
  isPaused(now = Date.now()): boolean {
    return this.#pausedUntil !== null && Date.parse(this.#pausedUntil) > now
  }

  set<K extends keyof AlertPrefs>(key: K, value: AlertPrefs[K]): void {
    this.#prefs = { ...this.#prefs, [key]: value }
    saveAlertPrefs(localStorage, this.#prefs)
  }

  async allowNotifications(): Promise<void> {
    this.#notifications = await requestNotificationPermission()
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
