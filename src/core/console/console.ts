import type { AppInfo, BridgeHandlers, ConnectionStatus, HostKind } from '../../shared/bridge'
import { EventHub } from './event-hub'

export interface ConsoleOptions {
  host: HostKind
  dataDir: string
  version: string
  platform: string
}

/**
 * The Bridge implementation: what both hosts expose to the renderer. Hosts call
 * `dispatch(console.handlers, ...)` and forward `console.events`.
 */
export class SwitchboardConsole {
  readonly events = new EventHub()
  readonly handlers: BridgeHandlers
  #connection: ConnectionStatus = { state: 'no-workspace' }

  constructor(readonly options: ConsoleOptions) {
    this.handlers = {
      'app.info': async () => this.#info(),
      'app.connection': async () => this.#connection,
    }
  }

  async start(): Promise<void> {
    this.events.emit('app.connection', this.#connection)
  }

  async stop(): Promise<void> {}

  #info(): AppInfo {
    return {
      name: 'Switchboard',
      version: this.options.version,
      host: this.options.host,
      dataDir: this.options.dataDir,
      platform: this.options.platform,
    }
  }
}
