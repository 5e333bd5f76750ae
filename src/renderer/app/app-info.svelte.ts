import type { AppInfo } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'

/** Settings → About: the version, the host and the data directory, read each time Settings opens. */
class AppInfoState {
  readonly #info = new Latest<AppInfo>()

  get info(): AppInfo | null {
    return this.#info.value
  }
  get error(): string | null {
    return this.#info.error
  }

  async load(): Promise<void> {
    await this.#info.load(() => bridge.invoke('app.info', {}))
  }
}

export const appInfo = new AppInfoState()
