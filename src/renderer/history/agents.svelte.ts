import type { AgentDirectoryEntry, PhoneNumberConfigView } from '../../shared/bridge'
import { SvelteMap, SvelteSet } from 'svelte/reactivity'
import { bridge } from '../lib/bridge'

/** The agents directory, and the phone number configurations asked for. */
export class AgentsDirectory {
  #entries = $state.raw<AgentDirectoryEntry[] | null>(null)
  #loading = $state(false)
  #error = $state<string | null>(null)
  readonly #configs = new SvelteMap<string, PhoneNumberConfigView>()
  readonly #configLoading = new SvelteSet<string>()
  #focusId = $state<string | null>(null)
  #sequence = 0

  get entries(): AgentDirectoryEntry[] {
    return this.#entries ?? []
  }
  get loaded(): boolean {
    return this.#entries !== null
  }
  get loading(): boolean {
    return this.#loading
  }
  get error(): string | null {
    return this.#error
  }

  /** The agent a search hit pointed at. */
  get focusId(): string | null {
    return this.#focusId
  }
  focus(agentId: string | null): void {
    this.#focusId = agentId
  }

  config(phoneNumberId: string): PhoneNumberConfigView | undefined {
    return this.#configs.get(phoneNumberId)
  }
  configLoading(phoneNumberId: string): boolean {
    return this.#configLoading.has(phoneNumberId)
  }

  async load(): Promise<void> {
    const sequence = ++this.#sequence
    this.#loading = true
    const result = await bridge.invoke('history.agents', {})
    if (sequence !== this.#sequence) return
    this.#loading = false
    if (result.ok) {
      this.#entries = result.value
      this.#error = null
    } else {
      this.#error = result.error.message
    }
  }

  /** Fetched from the service when online; offline only a configuration seen earlier is known. */
  async loadConfig(phoneNumberId: string): Promise<void> {
    this.#configLoading.add(phoneNumberId)
    const result = await bridge.invoke('history.phoneNumberConfig', { phoneNumberId })
    const view: PhoneNumberConfigView = result.ok
      ? result.value
      : { state: 'unavailable', phoneNumberId, reason: result.error.message }
    this.#configs.set(phoneNumberId, view)
    this.#configLoading.delete(phoneNumberId)
  }

  reset(): void {
    this.#sequence++
    this.#entries = null
    this.#focusId = null
    this.#loading = false
    this.#error = null
    this.#configs.clear()
    this.#configLoading.clear()
  }
}
