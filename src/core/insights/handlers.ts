import { join } from 'node:path'
import type { Cache } from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import type { Logger } from '../log'
import type { SyncClock } from '../sync'
import { liveInsight } from './live'
import { insightsOverview } from './overview'
import { pruneOlderThan, RETENTION_FILE, RetentionStore, startPruning } from './retention'

/** What `insights.*` needs: the active workspace's cache, the time, where the retention setting lives, the log. */
export interface InsightsPorts {
  readonly dataDir: string
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  readonly clock: SyncClock
  readonly logger: Logger
}

/**
 * `insights.*`: aggregates of the active workspace's cache (offline, never raw
 * rows), and how long the cache keeps calls. While the console runs, the cache
 * is kept within that setting: each run reads the setting's file, which
 * `insights.setRetention` writes (and prunes at once).
 */
export function insightsModule(ports: InsightsPorts): FeatureModule<'insights'> {
  const { activeWorkspace, cache, clock } = ports
  const path = join(ports.dataDir, RETENTION_FILE)
  const retention = new RetentionStore(path)
  return {
    prefix: 'insights',
    handlers: {
      'insights.overview': async ({ range, timeZone }) => {
        const workspace = activeWorkspace.require()
        return insightsOverview(cache(), workspace.profile.workspaceId, range, timeZone, clock.now())
      },
      'insights.live': async () => {
        const workspace = activeWorkspace.require()
        return liveInsight(cache(), workspace.profile.workspaceId, clock.now())
      },
      'insights.retention': async () => retention.get(),
      'insights.setRetention': async ({ days }) => {
        const setting = retention.set(days)
        return { ...setting, pruned: pruneOlderThan(cache(), days, clock.now()) }
      },
    },
    start: () => startPruning(cache, () => new RetentionStore(path).get().days, clock, ports.logger),
  }
}
