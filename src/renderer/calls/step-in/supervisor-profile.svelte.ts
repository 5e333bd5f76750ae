import type { Result, SaveSupervisorProfile, SupervisorProfile } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { Latest } from '../../lib/latest.svelte'

/** Settings → Stepping in: the name other participants see, and push-to-talk. */
export class SupervisorProfileState {
  readonly #profile = new Latest<SupervisorProfile>()

  get value(): SupervisorProfile | null {
    return this.#profile.value
  }
  get loadError(): string | null {
    return this.#profile.loaded ? null : this.#profile.error
  }

  async refresh(): Promise<void> {
    await this.#profile.load(() => bridge.invoke('calls.supervisorProfile', {}))
  }

  async save(input: SaveSupervisorProfile): Promise<Result<SupervisorProfile>> {
    const result = await bridge.invoke('calls.saveSupervisorProfile', input)
    if (result.ok) this.#profile.set(result.value)
    return result
  }
}
