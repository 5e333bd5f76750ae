import type { Migration } from './types'

/**
 * Transfer requests a supervisor answered by taking the call over: the wait
 * from the request first seen (the sighting's `transfer` event) to the
 * take-over, one row per call, gone with its sighting. Insights' "Transfer
 * answered in" reads them by the take-over's time.
 */
export const transferAnswers: Migration = {
  version: 11,
  name: 'transfer-answers',
  up(db) {
    db.exec(`
      CREATE TABLE transfer_answers (
        sighting_pk INTEGER PRIMARY KEY REFERENCES call_sightings (pk) ON DELETE CASCADE,
        workspace_id TEXT NOT NULL,
        ai_agent_name TEXT NOT NULL,
        answered_at TEXT NOT NULL,
        wait_seconds REAL NOT NULL CHECK (wait_seconds >= 0)
      );
      CREATE INDEX transfer_answers_by_time ON transfer_answers (workspace_id, answered_at);
    `)
  },
}
