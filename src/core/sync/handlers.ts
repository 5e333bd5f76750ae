import type { HandlersOf } from '../../shared/bridge'
import type { LivePart } from './live-part'
import type { SyncService } from './sync-service'

/**
 * Sync status for the indicator and Settings, "sync now", the window's
 * visibility and the cache's rebuild: the `sync` module the console composes. It has the shape of a
 * `FeatureModule`, written out because infrastructure imports nothing of the
 * composition.
 */
export function syncModule(ports: {
  readonly sync: Pick<SyncService<LivePart>, 'status' | 'syncNow' | 'setVisible' | 'networkBack'>
  /** The console's: a fresh cache file that keeps the outbox; answers how many edits it kept. */
  rebuildCache(): Promise<number>
}): {
  readonly prefix: 'sync'
  readonly handlers: HandlersOf<'sync'>
} {
  const { sync } = ports
  return {
    prefix: 'sync',
    handlers: {
      'sync.status': async () => sync.status(),
      'sync.now': async ({ resource }) => sync.syncNow(resource),
      'sync.setVisibility': async ({ visible }) => sync.setVisible(visible),
      'sync.networkBack': async () => sync.networkBack(),
      'sync.rebuildCache': async () => {
        const keptEdits = await ports.rebuildCache()
        return { keptEdits, status: sync.status() }
      },
    },
  }
}
