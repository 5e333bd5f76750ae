import type { EmitEvent, EventName, EventPayload } from '../../shared/bridge'

export type AnyEventListener = <K extends EventName>(name: K, payload: EventPayload<K>) => void

/** Fans core's events out to every attached host connection (IPC window, WebSocket clients). */
export class EventHub {
  readonly #listeners = new Set<AnyEventListener>()

  readonly emit: EmitEvent = (name, payload) => {
    for (const listener of this.#listeners) listener(name, payload)
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: AnyEventListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}
