import { z } from 'zod'
import { loadStored, saveStored, type KeyValueStore } from '../lib/stored'

/** The wallboard's tiles, in the order it shows them. */
export const TILE_IDS = ['callsNow', 'transfersWaiting', 'negative', 'longest', 'nearMax', 'callbacksOverdue'] as const
export type TileId = (typeof TILE_IDS)[number]

/**
 * When a tile turns amber and red: at or above `warnAt`, at or above `alertAt`
 * (calls, or minutes for the longest call). Null: never.
 */
export interface TileThreshold {
  warnAt: number | null
  alertAt: number | null
}

/** Settings → Wallboard, kept across restarts. */
export interface WallboardPrefs {
  thresholds: Record<TileId, TileThreshold>
  /** Alternate between the tiles and the list of every call, every so many seconds; null: the tiles stay. */
  rotateSeconds: number | null
}

export const ROTATE_CHOICES = [15, 30, 60] as const

export const DEFAULT_WALLBOARD_PREFS: WallboardPrefs = {
  thresholds: {
    callsNow: { warnAt: null, alertAt: null },
    transfersWaiting: { warnAt: 1, alertAt: 3 },
    negative: { warnAt: 1, alertAt: 5 },
    longest: { warnAt: 45, alertAt: 55 },
    nearMax: { warnAt: 1, alertAt: 3 },
    callbacksOverdue: { warnAt: 1, alertAt: 10 },
  },
  rotateSeconds: null,
}

const STORAGE_KEY = 'switchboard.calls.wallboard'

const Limit = z.number().int().min(0).max(100_000).nullable()
const Threshold = z.object({ warnAt: Limit, alertAt: Limit })
const Stored = z.object({
  thresholds: z.object(Object.fromEntries(TILE_IDS.map((id) => [id, Threshold])) as Record<TileId, typeof Threshold>),
  rotateSeconds: z.number().int().min(5).max(3600).nullable(),
})

/** A damaged or older entry falls back to the defaults rather than breaking the wallboard. */
export function loadWallboardPrefs(storage: KeyValueStore): WallboardPrefs {
  return loadStored(storage, STORAGE_KEY, Stored, DEFAULT_WALLBOARD_PREFS)
}

export function saveWallboardPrefs(storage: KeyValueStore, prefs: WallboardPrefs): void {
  saveStored(storage, STORAGE_KEY, prefs)
}
