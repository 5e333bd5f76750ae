import type { AgentRow, PhoneNumberConfigView } from '../../shared/bridge'
import { SvelteMap, SvelteSet } from 'svelte/reactivity'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { errorText } from '../i18n/translation.svelte'

/** The agents directory, and the phone number configurations asked for. */
export class AgentsDirectory {
  readonly #entries = new Latest<AgentRow[]>()
  readonly #configs = new SvelteMap<string, PhoneNumberConfigView>()
  readonly #configLoading = new SvelteSet<string>()
  #focusId = $state<string | null>(null)

  get entries(): AgentRow[] {
    return this.#entries.value ?? []
  }
  get loaded(): boolean {
    return this.#entries.loaded
  }
  get loading(): boolean {
    return this.#entries.loading
  }
  get error(): string | null {
    return this.#entries.error
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
    await this.#entries.load(() => bridge.invoke('history.agents', {}))
  }

  /** Fetched from the service when online; offline only a configuration seen earlier is known. */
  async loadConfig(phoneNumberId: string): Promise<void> {
    this.#configLoading.add(phoneNumberId)
    const result = await bridge.invoke('history.phoneNumberConfig', { phoneNumberId })
    const view: PhoneNumberConfigView = result.ok
      ? result.value
      : { state: 'unavailable', phoneNumberId, reason: errorText(result.error) }
    this.#configs.set(phoneNumberId, view)
    this.#configLoading.delete(phoneNumberId)
  }

  reset(): void {
    this.#entries.reset()
    this.#focusId = null
    this.#configs.clear()
    this.#configLoading.clear()
  }
}
