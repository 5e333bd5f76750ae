import { join } from 'node:path'
import type { ConsoleContext } from '../console/context'
import { RETENTION_FILE, RetentionStore, startPruning } from './retention'

/**
 * Keeps the cache within the retention setting while the console runs;
 * returns the function that stops. Each run reads the setting's file, which
 * `insights.setRetention` writes (and prunes at once).
 */
export function startInsightsPruning(ctx: ConsoleContext): () => void {
  const path = join(ctx.options.dataDir, RETENTION_FILE)
  return startPruning(() => ctx.cache, () => new RetentionStore(path).get().days, ctx.clock)
}
