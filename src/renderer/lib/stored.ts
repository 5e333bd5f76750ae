import type { z } from 'zod'

/** The part of `localStorage` a kept choice uses (a test passes a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

/** A choice kept across restarts, checked when read: a damaged or older entry gives `fallback` rather than breaking the view. */
export function loadStored<T>(storage: KeyValueStore, key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

export function saveStored(storage: KeyValueStore, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only costs the choice at the next start.
  }
}
