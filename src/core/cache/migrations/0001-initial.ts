import type { Migration } from './types'

/**
 * The first schema. Every table carries `workspace_id`; text ids are the service's,
 * unique per workspace. Tables that full-text search will index have an explicit
 * integer key (`pk`): an external-content FTS table points at it, and an implicit
 * rowid may be renumbered by VACUUM.
 */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE agents (
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        model TEXT NOT NULL,
        voice_provider TEXT NOT NULL,
        voice_id TEXT NOT NULL,
        personality TEXT,
        phone_number_id TEXT,
        flow_id TEXT,
        status TEXT,
        created_at TEXT,
        updated_at TEXT,
        PRIMARY KEY (workspace_id, id)
      );

      CREATE TABLE flows (
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        type TEXT,
        nodes TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (workspace_id, id)
      );

      CREATE TABLE voices (
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        language TEXT NOT NULL,
        created_at TEXT,
        PRIMARY KEY (workspace_id, id)
      );

      CREATE TABLE call_dispositions (
        pk INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        disposition TEXT NOT NULL,
        status TEXT NOT NULL,
        scheduled_at TEXT,
        attempt INTEGER NOT NULL,
        agent_id TEXT NOT NULL,
        batch_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT,
        notes TEXT NOT NULL,
        customer_name TEXT,
        UNIQUE (workspace_id, id)
      );
      CREATE INDEX call_dispositions_by_created ON call_dispositions (workspace_id, created_at, id);
      CREATE INDEX call_dispositions_by_scheduled ON call_dispositions (workspace_id, scheduled_at, id)
        WHERE scheduled_at IS NOT NULL;
      CREATE INDEX call_dispositions_by_phone ON call_dispositions (workspace_id, phone_number);
      CREATE INDEX call_dispositions_by_batch ON call_dispositions (workspace_id, batch_id) WHERE batch_id IS NOT NULL;

      CREATE TABLE conversations (
        pk INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL,
        id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        pathway_id TEXT NOT NULL,
        agent_id TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        customer_email TEXT NOT NULL,
        customer_phone TEXT NOT NULL,
        direction TEXT CHECK (direction IN ('outbound', 'inbound')),
        message_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (workspace_id, id)
      );
      CREATE INDEX conversations_by_created ON conversations (workspace_id, created_at, id);
      CREATE INDEX conversations_by_agent ON conversations (workspace_id, agent_id, created_at);
      CREATE INDEX conversations_by_pathway ON conversations (workspace_id, pathway_id, created_at);

      CREATE TABLE messages (
        pk INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL,
        conversation_pk INTEGER NOT NULL REFERENCES conversations (pk) ON DELETE CASCADE,
        id TEXT NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('outbound', 'inbound')),
        sent INTEGER NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (workspace_id, id)
      );
      CREATE INDEX messages_by_conversation ON messages (conversation_pk, created_at);

      CREATE TABLE call_sightings (
        pk INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL,
        room_name TEXT NOT NULL,
        call_id TEXT NOT NULL,
        customer_name TEXT,
        customer_phone TEXT NOT NULL,
        ai_agent_name TEXT NOT NULL,
        type TEXT NOT NULL,
        first_seen_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        peak_duration REAL NOT NULL,
        last_sentiment TEXT NOT NULL,
        last_message TEXT NOT NULL,
        transfer_requested INTEGER NOT NULL,
        active INTEGER NOT NULL,
        ended_at TEXT,
        ended_by TEXT CHECK (ended_by IN ('supervisor', 'remote')),
        UNIQUE (workspace_id, room_name)
      );
      CREATE INDEX call_sightings_by_first_seen ON call_sightings (workspace_id, first_seen_at);
      CREATE INDEX call_sightings_active ON call_sightings (workspace_id) WHERE active = 1;

      CREATE TABLE call_sighting_events (
        pk INTEGER PRIMARY KEY,
        sighting_pk INTEGER NOT NULL REFERENCES call_sightings (pk) ON DELETE CASCADE,
        workspace_id TEXT NOT NULL,
        at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('sentiment', 'message', 'transfer')),
        value TEXT NOT NULL
      );
      CREATE INDEX call_sighting_events_by_sighting ON call_sighting_events (sighting_pk, pk);

      CREATE TABLE sync_state (
        workspace_id TEXT NOT NULL,
        resource TEXT NOT NULL,
        last_success_at TEXT,
        last_attempt_at TEXT,
        last_error TEXT,
        cursor TEXT,
        PRIMARY KEY (workspace_id, resource)
      );

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        workspace_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        target_id TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        base_version TEXT,
        base_updated_at TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'conflict', 'failed', 'done')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        server_copy TEXT CHECK (server_copy IS NULL OR json_valid(server_copy))
      );
      CREATE INDEX outbox_by_status ON outbox (workspace_id, status, id);
      CREATE INDEX outbox_by_target ON outbox (workspace_id, target_id);
    `)
  },
}
