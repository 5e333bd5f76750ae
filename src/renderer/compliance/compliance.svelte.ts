import type { ComplianceSettings, ComplianceState, DoNotCallEntry, DoNotCallImport, Result } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { stopsTogether } from '../lib/listeners'
import { saveExport } from '../lib/save-file'
import { errorText } from '../i18n/translation.svelte'

/**
 * Settings → Compliance: the active workspace's do-not-call list, its
 * "asked not to be called" phrases and calling hours. Core keeps them (the
 * cache) and checks every outbound call against them.
 */
class Compliance {
  readonly state = new Latest<ComplianceState>()
  #busy = $state(false)
  #failure = $state<string | null>(null)
  #imported = $state.raw<DoNotCallImport | null>(null)
  #removed = $state.raw<DoNotCallEntry | null>(null)
  #saved = $state(false)

  get busy(): boolean {
    return this.#busy
  }
  /** Why the last action failed. */
  get failure(): string | null {
    return this.#failure
  }
  /** The last import's report. */
  get imported(): DoNotCallImport | null {
    return this.#imported
  }
  /** The entry just removed, for Undo. */
  get removed(): DoNotCallEntry | null {
    return this.#removed
  }
  /** The rules were just saved. */
  get saved(): boolean {
    return this.#saved
  }

  /** Reads the list while Settings is shown, and again when it changes (another view added a number). */
  enter(): () => void {
    void this.reload()
    return stopsTogether([
      bridge.on('compliance.changed', () => void this.reload()),
      bridge.on('workspaces.changed', () => void this.reload()),
    ])
  }

  reload(): Promise<boolean> {
    return this.state.load(() => bridge.invoke('compliance.state', {}))
  }

  add(number: string, reason: string): Promise<boolean> {
    return this.#run(bridge.invoke('compliance.addDoNotCall', { number, reason }), () => (this.#removed = null))
  }

  remove(number: string): Promise<boolean> {
    return this.#run(bridge.invoke('compliance.removeDoNotCall', { number }), (entry) => (this.#removed = entry))
  }

  async undoRemove(): Promise<void> {
    const entry = this.#removed
    if (entry) await this.add(entry.number, entry.reason)
  }

  importCsv(content: string): Promise<boolean> {
    this.#imported = null
    return this.#run(bridge.invoke('compliance.importCsv', { content }), (report) => (this.#imported = report))
  }

  exportCsv(): Promise<boolean> {
    return this.#run(bridge.invoke('compliance.exportCsv', {}), saveExport)
  }

  saveSettings(settings: ComplianceSettings): Promise<boolean> {
    this.#saved = false
    return this.#run(bridge.invoke('compliance.saveSettings', settings), () => (this.#saved = true))
  }

  async #run<T>(pending: Promise<Result<T>>, apply: (value: T) => void): Promise<boolean> {
    this.#busy = true
    this.#failure = null
    const result = await pending
    this.#busy = false
    if (!result.ok) {
      this.#failure = errorText(result.error)
      return false
    }
    apply(result.value)
    await this.reload()
    return true
  }
}

export const compliance = new Compliance()
