import type { LogFolderResult } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

/** Settings → Diagnostics: the log folder and the report a support request asks for. */
class Diagnostics {
  #logFolder = $state<LogFolderResult | null>(null)
  #report = $state<string | null>(null)
  #failure = $state<string | null>(null)

  /** Where the logs are; `opened` when the host could show the folder itself. */
  get logFolder(): LogFolderResult | null {
    return this.#logFolder
  }
  get report(): string | null {
    return this.#report
  }
  get failure(): string | null {
    return this.#failure
  }

  async openLogFolder(): Promise<void> {
    this.#failure = null
    const result = await bridge.invoke('diagnostics.openLogFolder', {})
    if (!result.ok) this.#failure = result.error.message
    else this.#logFolder = result.value
  }

  /** Reads the report; answers it, or null when it could not be made (`failure` says why). */
  async readReport(): Promise<string | null> {
    this.#failure = null
    const result = await bridge.invoke('diagnostics.get', {})
    if (!result.ok) {
      this.#failure = result.error.message
      return null
    }
    this.#report = result.value.text
    return this.#report
  }
}

export const diagnostics = new Diagnostics()
