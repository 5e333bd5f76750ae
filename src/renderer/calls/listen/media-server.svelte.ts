import type { MediaServerSettings, Result, SaveMediaServer } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'

/** Settings → Media server of the active workspace; Listen asks it whether anything is configured. */
class MediaServer {
  #settings = $state<MediaServerSettings | null>(null)
  #loadError = $state<string | null>(null)

  constructor() {
    // The media server belongs to the workspace: re-read when the workspace changes.
    bridge.on('workspaces.changed', () => void this.refresh())
    void this.refresh()
  }

  get settings(): MediaServerSettings | null {
    return this.#settings
  }
  get loadError(): string | null {
    return this.#loadError
  }

  async refresh(): Promise<void> {
    this.#take(await bridge.invoke('calls.mediaServer', {}))
  }

  async save(input: SaveMediaServer): Promise<Result<MediaServerSettings>> {
    return this.#take(await bridge.invoke('calls.saveMediaServer', input))
  }

  async clear(): Promise<Result<MediaServerSettings>> {
    return this.#take(await bridge.invoke('calls.clearMediaServer', {}))
  }

  #take(result: Result<MediaServerSettings>): Result<MediaServerSettings> {
    if (result.ok) {
      this.#settings = result.value
      this.#loadError = null
    } else if (!this.#settings) {
      this.#loadError = result.error.message
    }
    return result
  }
}

export const mediaServer = new MediaServer()
