import { namedQuery } from './cache'
import type { Cache } from './cache'
import { isDiskFull } from './disk-full'
import { toIso } from './values'

export interface PruneResult {
  sightings: number
}

/** `PRAGMA auto_vacuum`'s answer for INCREMENTAL. */
const INCREMENTAL = 2

/**
 * Forgets the calls first seen before `before` (every workspace), with their
 * timelines, transcripts and rollups, and the concurrency counted before it. The cut is
 * moved back to the start of its UTC day, so every rollup row (the coarsest
 * grain is a UTC day) is either kept whole or dropped whole; the rollups go
 * first, so the delete trigger has nothing to correct. The transcript index is
 * merged when lines went, then the file gives back the pages it freed (`reclaimSpace`).
 */
export const pruneSightings = namedQuery('pruneSightings', (db: Cache, before: string): PruneResult => {
  const cut = `${toIso(before).slice(0, 10)}T00:00:00.000Z`
  const pruned = db.transaction(() => {
    const workspaces = JSON.stringify(
      (
        db
          .statement(
            `SELECT DISTINCT workspace_id AS id FROM call_rollups UNION SELECT DISTINCT workspace_id FROM call_concurrency
             UNION SELECT DISTINCT workspace_id FROM call_sightings`,
          )
          .all() as { id: string }[]
      ).map((row) => row.id),
    )
    // Every grain named, so the delete seeks the key's bucket range instead of reading all of a workspace's rollups.
    db.statement(
      `DELETE FROM call_rollups WHERE workspace_id IN (SELECT value FROM json_each(?)) AND grain IN ('q', 'Q', 'd') AND bucket < ?`,
    ).run(workspaces, cut)
    db.statement('DELETE FROM concurrency_rollups WHERE workspace_id IN (SELECT value FROM json_each(?)) AND bucket < ?').run(workspaces, cut)
    db.statement('DELETE FROM call_concurrency WHERE workspace_id IN (SELECT value FROM json_each(?)) AND minute < ?').run(workspaces, cut)
    const lines = db
      .statement(
        `SELECT count(*) FROM transcript_segments WHERE sighting_pk IN
           (SELECT pk FROM call_sightings WHERE workspace_id IN (SELECT value FROM json_each(?)) AND first_seen_at < ?)`,
      )
      .pluck()
      .get(workspaces, cut) as number
    const deleted = db
      .statement('DELETE FROM call_sightings WHERE workspace_id IN (SELECT value FROM json_each(?)) AND first_seen_at < ?')
      .run(workspaces, cut)
    // Deleted lines stay in the FTS index as tombstones until its segments merge; merged now, their pages go too.
    if (lines > 0) db.statement(`INSERT INTO transcript_segments_fts (transcript_segments_fts) VALUES ('optimize')`).run()
    return { sightings: deleted.changes }
  })
  reclaimSpace(db)
  return pruned
})

/**
 * Shrinks the file by the pages deletes freed and empties the WAL, so the file
 * is as large as what the retention keeps (docs/cache.md, Retention). Without
 * it SQLite keeps freed pages for later writes: lowering the retention would
 * never shrink the file. A file created before `openCache` set `auto_vacuum`
 * is rewritten once by VACUUM (its cost: docs/cache.md, Retention). Runs
 * outside any transaction, at a quiet moment.
 */
function reclaimSpace(db: Cache): void {
  if (db.sqlite.pragma('auto_vacuum', { simple: true }) === INCREMENTAL) {
    db.sqlite.pragma('incremental_vacuum')
  } else {
    db.sqlite.pragma('auto_vacuum = INCREMENTAL')
    try {
      db.sqlite.exec('VACUUM')
    } catch (error) {
      // VACUUM writes a whole copy: on a full disk it fails leaving the file as it was, and the next prune tries again.
      if (!isDiskFull(error)) throw error
    }
  }
  db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
}
