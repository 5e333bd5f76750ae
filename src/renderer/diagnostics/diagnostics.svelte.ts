import type { Diagnostics as DiagnosticsReport, LogFolderResult, QuarantineEntry } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { errorText } from '../i18n/translation.svelte'

/** Settings → Diagnostics: the log folder, the report a support request asks for and the quarantined items. */
class Diagnostics {
  #logFolder = $state<LogFolderResult | null>(null)
  #failure = $state<string | null>(null)
  readonly #report = new Latest<DiagnosticsReport>()

  /** Where the logs are; `opened` when the host could show the folder itself. */
  get logFolder(): LogFolderResult | null {
    return this.#logFolder
  }
  get report(): string | null {
    return this.#report.value?.text ?? null
  }
  /** The active workspace's list items the console could not read; empty until `enter` read them. */
  get quarantine(): QuarantineEntry[] {
    return this.#report.value?.quarantine ?? []
  }
  get failure(): string | null {
    return this.#failure ?? this.#report.error
  }

  /** The section is shown: read the report (and with it the cache's size and the quarantine). */
  enter(): void {
    void this.#report.load(() => bridge.invoke('diagnostics.get', {}))
  }
  /** Bytes of the local cache (with its write-ahead log); null before it was read or when there is none. */
  get cacheBytes(): number | null {
    return this.#report.value?.cacheBytes ?? null
  }

  async openLogFolder(): Promise<void> {
    this.#failure = null
    const result = await bridge.invoke('diagnostics.openLogFolder', {})
    if (!result.ok) this.#failure = errorText(result.error)
    else this.#logFolder = result.value
  }

  /** Reads the report again; answers it, or null when it could not be made (`failure` says why). */
  async readReport(): Promise<string | null> {
    this.#failure = null
    const landed = await this.#report.load(() => bridge.invoke('diagnostics.get', {}))
    if (!landed || this.#report.error) return null
    return this.report
  }
}

export const diagnostics = new Diagnostics()
