import type { ConnectionStatus, SyncStatus } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

/** The workspace's connection as the indicator shows it, fed by `app.connection` and `sync.status`. */
class Connection {
  #status = $state<ConnectionStatus>({ state: 'no-workspace' })
  #sync = $state.raw<SyncStatus | null>(null)

  constructor() {
    bridge.on('app.connection', (status) => {
      this.#status = status
    })
    bridge.on('sync.status', (sync) => {
      this.#sync = sync
    })
    void bridge.invoke('app.connection', {}).then((result) => {
      if (result.ok) this.#status = result.value
    })
    void bridge.invoke('sync.status', {}).then((result) => {
      if (result.ok) this.#sync = result.value
    })
  }

  get status(): ConnectionStatus {
    return this.#status
  }

  /** Per resource: when it was last synced, and what failed. Null until core answered. */
  get sync(): SyncStatus | null {
    return this.#sync
  }
}

export const connection = new Connection()
