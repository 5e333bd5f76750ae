import type { CallDetail } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { Latest } from '../../lib/latest.svelte'

/** The detail panel's sighting of one call, re-read whenever the wall's copy of the call changes. */
export class CallDetailState {
  readonly #sighting = new Latest<CallDetail | null>()

  get detail(): CallDetail | null {
    return this.#sighting.value
  }
  get error(): string | null {
    return this.#sighting.error
  }
  get loading(): boolean {
    return this.#sighting.loading
  }

  async load(roomName: string): Promise<void> {
    if (this.#sighting.value?.roomName !== roomName) this.#sighting.reset()
    await this.#sighting.load(() => bridge.invoke('calls.detail', { roomName }))
  }

  reset(): void {
    this.#sighting.reset()
  }
}
