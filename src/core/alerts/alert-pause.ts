import type { AlertsState, EmitEvent } from '../../shared/bridge'

/**
 * Whether the console's alerts are paused, and until when. Features that alert
 * (transfer requests, sentiment drops) ask `isPaused()` before making noise; the
 * tray and Settings pause and resume through the `alerts.*` commands.
 */
export class AlertPause {
  #until: number | null = null
  #timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly emit: EmitEvent,
    private readonly now: () => number = Date.now,
  ) {}

  state(): AlertsState {
    return { pausedUntil: this.isPaused() ? new Date(this.#until!).toISOString() : null }
  }

  isPaused(): boolean {
    return this.#until !== null && this.now() < this.#until
  }

  pause(minutes: number): AlertsState {
    this.#until = this.now() + minutes * 60_000
    this.#schedule(minutes * 60_000)
    return this.#publish()
  }

  resume(): AlertsState {
    this.#until = null
    this.#clear()
    return this.#publish()
  }

  /** The end of a pause is an event too, so the tray and Settings stop saying "paused". */
  #schedule(delayMs: number): void {
    this.#clear()
    this.#timer = setTimeout(() => {
      this.#timer = null
      this.#until = null
      this.#publish()
    }, delayMs)
    this.#timer.unref?.()
  }

  #clear(): void {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
  }

  #publish(): AlertsState {
    const state = this.state()
    this.emit('alerts.state', state)
    return state
  }
}
