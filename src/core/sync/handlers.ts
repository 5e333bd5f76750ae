import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'

/** Sync status for the indicator and Settings, "sync now", and the window's visibility. */
export function syncHandlers(ctx: ConsoleContext): HandlersOf<'sync'> {
  return {
    'sync.status': async () => ctx.sync.status(),
    'sync.now': async ({ resource }) => ctx.sync.syncNow(resource),
    'sync.setVisibility': async ({ visible }) => ctx.sync.setVisible(visible),
    'sync.networkBack': async () => ctx.sync.networkBack(),
  }
}
