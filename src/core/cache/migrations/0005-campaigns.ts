import type { Migration } from './types'

/**
 * The batches this console started or opened (the service lists none), with
 * their last status so they read offline, and the progress readings behind
 * the chart of finished calls over time.
 */
export const campaigns: Migration = {
  version: 5,
  name: 'campaigns',
  up(db) {
    db.exec(`
      CREATE TABLE campaign_batches (
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        agent_id TEXT NOT NULL,
        started_here INTEGER NOT NULL CHECK (started_here IN (0, 1)),
        status TEXT NOT NULL CHECK (json_valid(status)),
        created_at TEXT NOT NULL,
        checked_at TEXT NOT NULL,
        PRIMARY KEY (workspace_id, id)
      );
      CREATE INDEX campaign_batches_newest ON campaign_batches (workspace_id, created_at DESC);

      CREATE TABLE campaign_samples (
        workspace_id TEXT NOT NULL,
        batch_id TEXT NOT NULL,
        at TEXT NOT NULL,
        completed INTEGER NOT NULL,
        failed INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, batch_id, at),
        FOREIGN KEY (workspace_id, batch_id) REFERENCES campaign_batches (workspace_id, id) ON DELETE CASCADE
      );
    `)
  },
}
