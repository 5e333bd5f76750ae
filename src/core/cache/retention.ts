import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

export interface PruneResult {
  sightings: number
}

/**
 * Forgets the calls first seen before `before` (every workspace), with their
 * timelines, transcripts and rollups, and the concurrency counted before it. The cut is
 * moved back to the start of its UTC day, so every rollup row (the coarsest
 * grain is a UTC day) is either kept whole or dropped whole; the rollups go
 * first, so the delete trigger has nothing to correct.
 */
export const pruneSightings = namedQuery('pruneSightings', (db: Cache, before: string): PruneResult => {
  const cut = `${toIso(before).slice(0, 10)}T00:00:00.000Z`
  return db.transaction(() => {
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
    db.statement('DELETE FROM call_rollups WHERE workspace_id IN (SELECT value FROM json_each(?)) AND bucket < ?').run(workspaces, cut)
    db.statement('DELETE FROM concurrency_rollups WHERE workspace_id IN (SELECT value FROM json_each(?)) AND bucket < ?').run(workspaces, cut)
    db.statement('DELETE FROM call_concurrency WHERE workspace_id IN (SELECT value FROM json_each(?)) AND minute < ?').run(workspaces, cut)
    const deleted = db
      .statement('DELETE FROM call_sightings WHERE workspace_id IN (SELECT value FROM json_each(?)) AND first_seen_at < ?')
      .run(workspaces, cut)
    return { sightings: deleted.changes }
  })
})
