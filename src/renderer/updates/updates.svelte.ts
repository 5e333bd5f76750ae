import type { BridgeError, Result, UpdateStatus } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { errorText } from '../i18n/translation.svelte'

/** Settings → Updates: the desktop updater's state, which it changes on its own (checks every 6 hours, downloads). */
class Updates {
  #status = $state<UpdateStatus | null>(null)
  /** Set when this host has no updater (the browser host); worded as it is read, so a language switch re-words it. */
  #unsupported = $state<BridgeError | null>(null)
  #failure = $state<BridgeError | null>(null)
  #busy = $state(false)

  get status(): UpdateStatus | null {
    return this.#status
  }
  get unsupported(): string | null {
    return this.#unsupported && errorText(this.#unsupported)
  }
  /** Why the last command failed. */
  get failure(): string | null {
    return this.#failure && errorText(this.#failure)
  }
  get busy(): boolean {
    return this.#busy
  }

  /** Follows the updater for the window's life; returns the function that stops. */
  start(): () => void {
    const stop = bridge.on('updates.state', (next) => {
      this.#status = next
    })
    void bridge.invoke('updates.state', {}).then((result) => {
      if (result.ok) this.#status = result.value
      else if (result.error.code === 'not_supported') this.#unsupported = result.error
      else this.#failure = result.error
    })
    return stop
  }

  check(): Promise<void> {
    return this.#run(bridge.invoke('updates.check', {}), (status) => (this.#status = status))
  }
  install(): Promise<void> {
    return this.#run(bridge.invoke('updates.install', {}))
  }
  setAutomatic(enabled: boolean): Promise<void> {
    return this.#run(bridge.invoke('updates.setAutomatic', { enabled }), (status) => (this.#status = status))
  }

  async #run<T>(pending: Promise<Result<T>>, apply?: (value: T) => void): Promise<void> {
    this.#busy = true
    this.#failure = null
    const result = await pending
    this.#busy = false
    if (!result.ok) this.#failure = result.error
    else apply?.(result.value)
  }
}

export const updates = new Updates()
