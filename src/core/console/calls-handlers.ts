import type { CallsCurrent, HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from './context'

const NOTHING_YET: CallsCurrent = { workspaceId: null, calls: [], serverTime: null, polledAt: null }

export function callsHandlers(_ctx: ConsoleContext): HandlersOf<'calls'> {
  return {
    'calls.current': async () => NOTHING_YET,
  }
}
