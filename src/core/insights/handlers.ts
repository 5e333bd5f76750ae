import { join } from 'node:path'
import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'
import { liveInsight } from './live'
import { insightsOverview } from './overview'
import { pruneOlderThan, RETENTION_FILE, RetentionStore } from './retention'

/**
 * `insights.*`: aggregates of the active workspace's cache (offline, never raw
 * rows), and how long the cache keeps calls.
 */
export function insightsHandlers(ctx: ConsoleContext): HandlersOf<'insights'> {
  const retention = new RetentionStore(join(ctx.options.dataDir, RETENTION_FILE))
  return {
    'insights.overview': async ({ range, timeZone }) => {
      const workspace = ctx.activeWorkspace.require()
      return insightsOverview(ctx.cache, workspace.profile.workspaceId, range, timeZone, ctx.clock.now())
    },
    'insights.live': async () => {
      const workspace = ctx.activeWorkspace.require()
      return liveInsight(ctx.cache, workspace.profile.workspaceId, ctx.clock.now())
    },
    'insights.retention': async () => retention.get(),
    'insights.setRetention': async ({ days }) => {
      const setting = retention.set(days)
      return { ...setting, pruned: pruneOlderThan(ctx.cache, days, ctx.clock.now()) }
    },
  }
}

