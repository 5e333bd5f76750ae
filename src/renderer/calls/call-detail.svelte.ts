import type { CallDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

/** The detail panel's sighting of one call, re-read whenever the wall's copy of the call changes. */
export class CallDetailState {
  #detail = $state.raw<CallDetail | null>(null)
  #error = $state<string | null>(null)
  #loading = $state(false)
  #request = 0

  get detail(): CallDetail | null {
    return this.#detail
  }
  get error(): string | null {
    return this.#error
  }
  get loading(): boolean {
    return this.#loading
  }

  async load(roomName: string): Promise<void> {
    const request = ++this.#request
    if (this.#detail?.roomName !== roomName) this.#detail = null
    this.#loading = true
    const result = await bridge.invoke('calls.detail', { roomName })
    if (request !== this.#request) return
    this.#loading = false
    this.#detail = result.ok ? result.value : this.#detail
    this.#error = result.ok ? null : result.error.message
  }
}
