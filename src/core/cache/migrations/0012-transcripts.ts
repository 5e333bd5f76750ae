import type { Migration } from './types'

/**
 * The final segments of a call's room transcript, one row per segment, gone
 * with the call's sighting (retention, a removed workspace). A segment is
 * keyed by its workspace, room and segment id, so a final segment heard twice
 * is kept once. Searchable like messages: an external-content FTS5 table whose
 * new rows the repository indexes (fts-index.ts), kept right on UPDATE and
 * DELETE (cascades included) by triggers.
 */
export const transcripts: Migration = {
  version: 12,
  name: 'transcripts',
  up(db) {
    db.exec(`
      CREATE TABLE transcript_segments (
        pk INTEGER PRIMARY KEY,
        sighting_pk INTEGER NOT NULL REFERENCES call_sightings (pk) ON DELETE CASCADE,
        workspace_id TEXT NOT NULL,
        room_name TEXT NOT NULL,
        segment_id TEXT NOT NULL,
        speaker_kind TEXT NOT NULL CHECK (speaker_kind IN ('agent', 'customer', 'supervisor')),
        speaker_name TEXT NOT NULL,
        text TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT NOT NULL,
        UNIQUE (workspace_id, room_name, segment_id)
      );
      CREATE INDEX transcript_segments_by_call ON transcript_segments (sighting_pk, started_at);

      CREATE VIRTUAL TABLE transcript_segments_fts USING fts5(
        text, content = 'transcript_segments', content_rowid = 'pk',
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE TRIGGER transcript_segments_fts_delete AFTER DELETE ON transcript_segments BEGIN
        INSERT INTO transcript_segments_fts (transcript_segments_fts, rowid, text) VALUES ('delete', old.pk, old.text);
      END;
      CREATE TRIGGER transcript_segments_fts_update AFTER UPDATE OF text ON transcript_segments WHEN old.text IS NOT new.text BEGIN
        INSERT INTO transcript_segments_fts (transcript_segments_fts, rowid, text) VALUES ('delete', old.pk, old.text);
        INSERT INTO transcript_segments_fts (rowid, text) VALUES (new.pk, new.text);
      END;
    `)
  },
}
