import { namedQuery } from './cache'
import type { Cache } from './cache'

/** A number on the workspace's local do-not-call list. */
export interface DoNotCallEntry {
  /** E.164. */
  number: string
  reason: string
  /** ISO 8601. */
  addedAt: string
}

/** The workspace's outbound rules as stored; `null` where the workspace keeps the defaults. */
export interface StoredComplianceSettings {
  phrases: string[]
  /** `HH:mm`, the customer's local time. */
  windowStart: string
  windowEnd: string
}

interface DoNotCallRow {
  number: string
  reason: string
  added_at: string
}

interface SettingsRow {
  phrases: string
  window_start: string
  window_end: string
}

const toEntry = (row: DoNotCallRow): DoNotCallEntry => ({ number: row.number, reason: row.reason, addedAt: row.added_at })

/** Adds the numbers, or replaces the reason of those already listed (keeping when they were first added). */
export const addDoNotCall = namedQuery(
  'addDoNotCall',
  (db: Cache, workspaceId: string, entries: readonly DoNotCallEntry[]): void => {
    const insert = db.statement(`
      INSERT INTO do_not_call (workspace_id, number, reason, added_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (workspace_id, number) DO UPDATE SET reason = excluded.reason`)
    db.transaction(() => {
      for (const entry of entries) insert.run(workspaceId, entry.number, entry.reason, entry.addedAt)
    })
  },
)

/** Removes the number; answers the entry it removed, if it was listed. */
export const removeDoNotCall = namedQuery(
  'removeDoNotCall',
  (db: Cache, workspaceId: string, number: string): DoNotCallEntry | undefined => {
    const row = db
      .statement(`DELETE FROM do_not_call WHERE workspace_id = ? AND number = ? RETURNING number, reason, added_at`)
      .get(workspaceId, number) as DoNotCallRow | undefined
    return row && toEntry(row)
  },
)

export const getDoNotCall = namedQuery(
  'getDoNotCall',
  (db: Cache, workspaceId: string, number: string): DoNotCallEntry | undefined => {
    const row = db
      .statement(`SELECT number, reason, added_at FROM do_not_call WHERE workspace_id = ? AND number = ?`)
      .get(workspaceId, number) as DoNotCallRow | undefined
    return row && toEntry(row)
  },
)

/** Newest first. */
export const listDoNotCall = namedQuery('listDoNotCall', (db: Cache, workspaceId: string): DoNotCallEntry[] => {
  const rows = db
    .statement(`SELECT number, reason, added_at FROM do_not_call WHERE workspace_id = ? ORDER BY added_at DESC, number`)
    .all(workspaceId) as DoNotCallRow[]
  return rows.map(toEntry)
})

export const getComplianceSettings = namedQuery(
  'getComplianceSettings',
  (db: Cache, workspaceId: string): StoredComplianceSettings | null => {
    const row = db
      .statement(`SELECT phrases, window_start, window_end FROM compliance_settings WHERE workspace_id = ?`)
      .get(workspaceId) as SettingsRow | undefined
    if (!row) return null
    const phrases: unknown = JSON.parse(row.phrases)
    return {
      phrases: Array.isArray(phrases) ? phrases.filter((p): p is string => typeof p === 'string') : [],
      windowStart: row.window_start,
      windowEnd: row.window_end,
    }
  },
)

export const setComplianceSettings = namedQuery(
  'setComplianceSettings',
  (db: Cache, workspaceId: string, settings: StoredComplianceSettings): void => {
    db.statement(`
      INSERT INTO compliance_settings (workspace_id, phrases, window_start, window_end) VALUES (?, ?, ?, ?)
      ON CONFLICT (workspace_id) DO UPDATE SET
        phrases = excluded.phrases, window_start = excluded.window_start, window_end = excluded.window_end`).run(
      workspaceId,
      JSON.stringify(settings.phrases),
      settings.windowStart,
      settings.windowEnd,
    )
  },
)
