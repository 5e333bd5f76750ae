import type { TimeZoneSetting } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { systemZone } from '../../shared/time/zoned-format'
import { errorText } from '../i18n/translation.svelte'

/** The computer's zone, as this window's Intl sees it. */
export const SYSTEM_ZONE = systemZone()

/** Every zone name the platform knows, UTC first. */
export const ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]

/**
 * The one zone the console shows times in (Settings → Time zone, or the
 * callbacks view's zone filter). Kept by core, so every window and both hosts
 * agree; null follows the computer.
 */
class TimeZone {
  #setting = $state<TimeZoneSetting>({ zone: null })
  #error = $state<string | null>(null)

  /** The zone in use. */
  get zone(): string {
    return this.#setting.zone ?? SYSTEM_ZONE
  }
  /** Whether it follows the computer's zone. */
  get followsSystem(): boolean {
    return this.#setting.zone === null
  }
  get error(): string | null {
    return this.#error
  }

  /** Follows the setting, which another window or host may change; returns the function that stops. */
  start(): () => void {
    const stop = bridge.on('app.timeZone', (setting) => {
      this.#setting = setting
    })
    void bridge.invoke('app.timeZone', {}).then((result) => {
      if (result.ok) this.#setting = result.value
    })
    return stop
  }

  async set(zone: string | null): Promise<void> {
    const result = await bridge.invoke('app.setTimeZone', { zone })
    if (result.ok) {
      this.#setting = result.value
      this.#error = null
    } else {
      this.#error = errorText(result.error)
    }
  }
}

export const timeZone = new TimeZone()
