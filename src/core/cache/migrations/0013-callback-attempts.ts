import type { Migration } from './types'

/**
 * Each Call now of a callback, kept locally beside it: when, by whom, with
 * which agent, the call it placed (or why it was not placed), and the outcome
 * the supervisor chose once the call ended. The callback's notes get a line
 * in words; the ids stay here.
 */
export const callbackAttempts: Migration = {
  version: 13,
  name: 'callback-attempts',
  up(db) {
    db.exec(`
      CREATE TABLE callback_attempts (
        id INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL,
        disposition_id TEXT NOT NULL,
        at TEXT NOT NULL,
        by_name TEXT NOT NULL,
        agent_id TEXT NOT NULL,
        agent_name TEXT NOT NULL,
        call_id TEXT,
        room_name TEXT,
        failure TEXT,
        outcome TEXT,
        CHECK ((room_name IS NULL) <> (failure IS NULL))
      );
      CREATE INDEX callback_attempts_by_callback ON callback_attempts (workspace_id, disposition_id, id);
    `)
  },
}
