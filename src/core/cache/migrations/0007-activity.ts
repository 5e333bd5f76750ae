import type { Migration } from './types'

/**
 * The activity log: every write this console made (ended calls, calls placed,
 * callback edits, voices created, Admin changes), who made it (the profile's
 * label), to what, and how it ended. Written once, never updated.
 */
export const activity: Migration = {
  version: 7,
  name: 'activity',
  up(db) {
    db.exec(`
      CREATE TABLE activity (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        workspace_id TEXT NOT NULL,
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        who TEXT NOT NULL,
        target TEXT NOT NULL,
        target_id TEXT,
        outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'error')),
        error_code TEXT,
        detail TEXT
      );
      CREATE INDEX activity_by_time ON activity (workspace_id, at DESC, id DESC);
    `)
  },
}
