import type { ConsoleContext } from '../console/context'
import { BatchWatcher } from './batch-watcher'

const WATCHERS = new WeakMap<ConsoleContext, BatchWatcher>()

/** The one watcher of a console: its handlers set the pace, `startBatchWatcher` runs it. */
export function batchWatcherOf(ctx: ConsoleContext): BatchWatcher {
  let watcher = WATCHERS.get(ctx)
  if (!watcher) {
    watcher = new BatchWatcher({
      target: () => {
        const workspace = ctx.activeWorkspace.current
        if (!workspace || ctx.connection().state === 'offline') return null
        const workspaceId = workspace.profile.workspaceId
        return { scope: { db: ctx.cache, workspaceId, now: () => new Date(ctx.clock.now()) }, client: workspace.client }
      },
      emit: (batch) => ctx.events.emit('campaigns.progress', batch),
      finished: () => ctx.sync.syncNow('dispositions'),
      clock: ctx.clock,
    })
    WATCHERS.set(ctx, watcher)
  }
  return watcher
}

/** Starts polling the running batches; returns the function that stops it. */
export function startBatchWatcher(ctx: ConsoleContext): () => void {
  const watcher = batchWatcherOf(ctx)
  watcher.start()
  return () => watcher.stop()
}
