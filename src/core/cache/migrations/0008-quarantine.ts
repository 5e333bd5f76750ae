import type { Migration } from './types'

/**
 * The items of the service's lists that could be neither read nor repaired
 * (the tolerant reader of src/core/api/tolerant.ts): one row per item, counted
 * each time a list answers it, shown in Settings → Diagnostics.
 */
export const quarantine: Migration = {
  version: 8,
  name: 'quarantine',
  up(db) {
    db.exec(`
      CREATE TABLE quarantine (
        workspace_id TEXT NOT NULL,
        resource TEXT NOT NULL,
        item_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        first_seen_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count >= 1),
        PRIMARY KEY (workspace_id, resource, item_id)
      );
    `)
  },
}
