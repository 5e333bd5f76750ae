import { z } from 'zod'
import { RETENTION_DAYS, type RetentionSetting } from '../../shared/bridge'
import { CacheDamagedError, CacheDiskFullError, pruneSightings, type Cache } from '../cache'
import type { Logger } from '../log'
import { readJsonFileSync, writeJsonFileSync } from '../storage/json-file'
import type { SyncClock } from '../sync'

export const RETENTION_FILE = 'retention.json'

const DAY = 86_400_000
/** How often the cache is pruned while the console runs. */
export const PRUNE_EVERY_MS = 6 * 60 * 60_000
/**
 * The first prune waits this long after the start, so the first screen never waits for it: a day's calls
 * at a floor of 200 at once take a second or two to go. After the integrity check's 3 s, not with it.
 */
export const FIRST_PRUNE_AFTER_MS = 10_000

const Document = z.object({ days: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max) })

/** How many days of calls the cache keeps (Settings → Insights), in the data directory. */
export class RetentionStore {
  #setting: RetentionSetting

  constructor(private readonly path: string) {
    this.#setting = readJsonFileSync(path, Document) ?? { days: RETENTION_DAYS.default }
  }

  get(): RetentionSetting {
    return this.#setting
  }

  set(days: number): RetentionSetting {
    this.#setting = { days }
    writeJsonFileSync(this.path, this.#setting)
    return this.#setting
  }
}

/** Prunes the calls first seen more than `days` before `nowMs`; answers how many went. */
export function pruneOlderThan(db: Cache, days: number, nowMs: number): number {
  return pruneSightings(db, new Date(nowMs - days * DAY).toISOString()).sightings
}

/**
 * Prunes `FIRST_PRUNE_AFTER_MS` after the start, then every `PRUNE_EVERY_MS`, on the injected clock,
 * keeping `days()`; returns the function that stops. A prune that fails waits for the next: the cache
 * itself tells a full disk or damage (Settings, the status line), anything else is logged.
 */
export function startPruning(db: () => Cache, days: () => number, clock: SyncClock, logger: Logger): () => void {
  const run = () => {
    try {
      const cache = db()
      // On a full disk its deletes cannot be written, and its commit of nothing would read as room again.
      if (!cache.diskFull) pruneOlderThan(cache, days(), clock.now())
    } catch (error) {
      if (!(error instanceof CacheDiskFullError || error instanceof CacheDamagedError)) logger.warn('prune failed', { error: String(error) })
    }
    cancel = clock.setTimeout(run, PRUNE_EVERY_MS)
  }
  let cancel = clock.setTimeout(run, FIRST_PRUNE_AFTER_MS)
  return () => cancel()
}
