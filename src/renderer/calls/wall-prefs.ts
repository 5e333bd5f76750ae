import { z } from 'zod'
import { loadStored, saveStored, type KeyValueStore } from '../lib/stored'
import { NO_FILTERS, type WallFilters, type WallSort } from './wall-order'

export type WallMode = 'cards' | 'table'

/** The supervisor's choices on the wall, kept across restarts. */
export interface WallPrefs {
  filters: WallFilters
  sort: WallSort
  mode: WallMode
}

export const DEFAULT_WALL_PREFS: WallPrefs = { filters: NO_FILTERS, sort: 'longest', mode: 'cards' }

const STORAGE_KEY = 'switchboard.calls.wall'

const Stored = z.object({
  filters: z.object({
    agent: z.string().nullable(),
    sentiment: z.string().nullable(),
    type: z.enum(['phone', 'web']).nullable(),
    transferOnly: z.boolean(),
    search: z.string().max(200),
  }),
  sort: z.enum(['longest', 'newest', 'sentiment']),
  mode: z.enum(['cards', 'table']),
})

/** A damaged or older entry falls back to the defaults rather than breaking the wall. */
export function loadWallPrefs(storage: KeyValueStore): WallPrefs {
  return loadStored(storage, STORAGE_KEY, Stored, DEFAULT_WALL_PREFS)
}

export function saveWallPrefs(storage: KeyValueStore, prefs: WallPrefs): void {
  saveStored(storage, STORAGE_KEY, prefs)
}
