import type { Migration } from './types'

/**
 * What the Admin view keeps for offline reading: each flow's edges beside its
 * nodes, the workspace's phone numbers with their configuration, and the
 * records the service cannot list (flow folders and knowledge bases opened by
 * id, the workspace and its permissions) as the copy last fetched.
 */
export const admin: Migration = {
  version: 3,
  name: 'admin',
  up(db) {
    db.exec(`
      ALTER TABLE flows ADD COLUMN edges TEXT;

      CREATE TABLE phone_numbers (
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        label TEXT NOT NULL,
        agent_id TEXT,
        flow_type TEXT NOT NULL,
        direction TEXT NOT NULL,
        status TEXT NOT NULL,
        max_call_duration INTEGER NOT NULL,
        config TEXT CHECK (config IS NULL OR json_valid(config)),
        config_fetched_at TEXT,
        PRIMARY KEY (workspace_id, id)
      );

      CREATE TABLE opened_records (
        workspace_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('flowFolder', 'knowledgeBase', 'workspace', 'permissions')),
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        fetched_at TEXT NOT NULL,
        opened_at TEXT NOT NULL,
        PRIMARY KEY (workspace_id, kind, id)
      );
    `)
  },
}
