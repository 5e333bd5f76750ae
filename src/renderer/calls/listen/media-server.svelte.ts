import type { MediaServerSettings, Result, SaveMediaServer } from '../../../shared/bridge'
import { bridge } from '../../lib/bridge'
import { Latest } from '../../lib/latest.svelte'

/** Settings → Media server of the active workspace; Listen asks it whether anything is configured. */
export class MediaServer {
  readonly #settings = new Latest<MediaServerSettings>()

  get settings(): MediaServerSettings | null {
    return this.#settings.value
  }
  /** Why the settings could not be read at all; a failed re-read keeps showing the ones read before. */
  get loadError(): string | null {
    return this.#settings.loaded ? null : this.#settings.error
  }

  /** The media server belongs to the workspace: read at start and after each switch. */
  async refresh(): Promise<void> {
    await this.#settings.load(() => bridge.invoke('calls.mediaServer', {}))
  }

  async save(input: SaveMediaServer): Promise<Result<MediaServerSettings>> {
    return this.#take(await bridge.invoke('calls.saveMediaServer', input))
  }

  async clear(): Promise<Result<MediaServerSettings>> {
    return this.#take(await bridge.invoke('calls.clearMediaServer', {}))
  }

  #take(result: Result<MediaServerSettings>): Result<MediaServerSettings> {
    if (result.ok) this.#settings.set(result.value)
    return result
  }
}
