import type { ConnectionStatus } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

/** The workspace's connection as the indicator shows it, fed by `app.connection`. */
class Connection {
  #status = $state<ConnectionStatus>({ state: 'no-workspace' })

  constructor() {
    bridge.on('app.connection', (status) => {
      this.#status = status
    })
    void bridge.invoke('app.connection', {}).then((result) => {
      if (result.ok) this.#status = result.value
    })
  }

  get status(): ConnectionStatus {
    return this.#status
  }
}

export const connection = new Connection()
