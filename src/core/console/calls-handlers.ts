import type { HandlersFor } from '../../shared/bridge'
import type { callsCommands } from '../../shared/bridge'
import type { ConsoleContext } from './context'

/** The wall as of the poller's last poll, for a view that opens after polling started. */
export function callsHandlers(ctx: ConsoleContext): HandlersFor<typeof callsCommands> {
  return {
    'calls.current': async () => ctx.sync.current(),
  }
}
