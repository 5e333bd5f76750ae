import type { Migration } from './types'

/**
 * The workspace's outbound-call rules, kept on this computer: the local
 * do-not-call list (E.164 numbers with the reason each was added), and one row
 * of settings (the "asked not to be called" phrases, the calling window in the
 * customer's local time). A workspace without a settings row has the defaults.
 */
export const compliance: Migration = {
  version: 4,
  name: 'compliance',
  up(db) {
    db.exec(`
      CREATE TABLE do_not_call (
        workspace_id TEXT NOT NULL,
        number TEXT NOT NULL,
        reason TEXT NOT NULL,
        added_at TEXT NOT NULL,
        PRIMARY KEY (workspace_id, number)
      );

      CREATE TABLE compliance_settings (
        workspace_id TEXT NOT NULL PRIMARY KEY,
        phrases TEXT NOT NULL CHECK (json_valid(phrases)),
        window_start TEXT NOT NULL,
        window_end TEXT NOT NULL
      );
    `)
  },
}
