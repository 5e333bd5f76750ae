import { DEFAULT_ALERT_RULES, type AlertRule, type AlertsState, type Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { errorText } from '../i18n/translation.svelte'

/**
 * Settings → Alerts: the active workspace's alert rules (`alerts.rules`, the
 * same in every window and evaluated by core on each poll), and whether alerts
 * are paused (`alerts.state`, shared with the tray). While paused, rules make
 * no sound and no notification; pins stay, since they only order the wall.
 */
class AlertSettings {
  #rules = $state.raw<readonly AlertRule[]>(DEFAULT_ALERT_RULES)
  #workspaceId: string | null = null
  #pausedUntil = $state<string | null>(null)
  #error = $state<string | null>(null)
  #saving = $state(false)

  get rules(): readonly AlertRule[] {
    return this.#rules
  }
  get pausedUntil(): string | null {
    return this.#pausedUntil
  }
  get error(): string | null {
    return this.#error
  }
  get saving(): boolean {
    return this.#saving
  }

  /** Follows the pause, which the tray can change too, and the rules, which another window can; returns the function that stops. */
  start(): () => void {
    const stopState = bridge.on('alerts.state', (state) => {
      this.#pausedUntil = state.pausedUntil
    })
    const stopRules = bridge.on('alerts.rules', (changed) => {
      if (changed.workspaceId === this.#workspaceId) this.#rules = changed.rules
    })
    void bridge.invoke('alerts.state', {}).then((result) => {
      if (result.ok) this.#pausedUntil = result.value.pausedUntil
    })
    this.reset()
    return () => {
      stopState()
      stopRules()
    }
  }

  /** Another workspace is open: its rules. */
  reset(): void {
    void this.#load()
  }

  async #load(): Promise<void> {
    const result = await bridge.invoke('alerts.rules', {})
    this.#workspaceId = result.ok ? result.value.workspaceId : null
    this.#rules = result.ok ? result.value.rules : DEFAULT_ALERT_RULES
  }

  /** Read at the moment of the alert, not reactively: a pause ends on its own. */
  isPaused(now = Date.now()): boolean {
    return this.#pausedUntil !== null && Date.parse(this.#pausedUntil) > now
  }

  /** Replaces the workspace's rules; answers whether they were saved (the error says why not). */
  async saveRules(rules: readonly AlertRule[]): Promise<boolean> {
    this.#saving = true
    const result = await bridge.invoke('alerts.saveRules', { rules: [...rules] })
    this.#saving = false
    if (!result.ok) {
      this.#error = errorText(result.error)
      return false
    }
    this.#rules = result.value.rules
    this.#error = null
    return true
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
      this.#error = errorText(result.error)
    }
  }
}

export const alertSettings = new AlertSettings()
