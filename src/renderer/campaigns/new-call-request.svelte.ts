import { Listeners } from '../lib/listeners'

/** What another view knows when it asks for a new call: the number, the agent, the customer's name, the callback. */
export interface NewCallPrefill {
  to?: string
  agentId?: string
  customerName?: string
  /** The callback the call returns: core claims it at the service first, so no other console calls it too. */
  dispositionId?: string
}

/**
 * The New call dialog is reachable from anywhere (Ctrl/Cmd+N, a callback's
 * row, an agent's detail): views ask here, the Campaigns feature hears each
 * request (`onOpen`) and the shell shows its dialog while `isOpen`.
 */
class NewCallRequest {
  #open = $state(false)
  readonly #opened = new Listeners<[prefill: NewCallPrefill]>()

  get isOpen(): boolean {
    return this.#open
  }

  open(prefill: NewCallPrefill = {}): void {
    this.#open = true
    this.#opened.emit(prefill)
  }

  close(): void {
    this.#open = false
  }

  /** Hears every request with what the asking view knew; returns the unsubscribe function. */
  onOpen(listener: (prefill: NewCallPrefill) => void): () => void {
    return this.#opened.add(listener)
  }
}

export const newCallRequest = new NewCallRequest()
