import { addTo, all, CHANGED, removeOld, SAME_ROWS, updateInPlace } from './0006-insights'
import type { Migration } from './types'

/** The columns a sighting's `call_rollups` rows read, all but its duration. */
const FACTS = 'workspace_id, ai_agent_name, first_seen_at, transfer_requested, turned_negative, last_sentiment'
/** The columns that choose a sighting's `call_rollups` rows. */
const PLACE = 'workspace_id, ai_agent_name, first_seen_at'

/**
 * The calls' duration rollups per poll (docs/calls.md "Sightings per poll"):
 * every poll grows the `peak_duration` of every live call, and migration 0006's
 * update triggers turned each growth into three rollup updates (30,000 per poll
 * of 10,000 calls, ~85 % of recording it). The update triggers now fire only on
 * an UPDATE that sets one of the other columns the rollups read (`UPDATE OF`,
 * chosen when the statement is prepared, so costing nothing per row); their
 * bodies still carry a duration the same UPDATE sets. The one UPDATE of
 * `peak_duration`, the poll's `touchSightings` (sighting-writes.ts), sets it
 * alone and rolls it up itself: each touched rollup row's growth in one statement.
 * Inserts and deletes keep their triggers. The rollups are exact before and
 * after, so nothing is filled again.
 */
export const callRollupsPerPoll: Migration = {
  version: 10,
  name: 'call-rollups-per-poll',
  up(db) {
    db.exec(`
      DROP TRIGGER call_rollups_update_in_place;
      DROP TRIGGER call_rollups_update_moved;
      CREATE TRIGGER call_rollups_update_in_place AFTER UPDATE OF ${FACTS} ON call_sightings WHEN (${SAME_ROWS}) AND (${CHANGED}) BEGIN
        ${all(updateInPlace)}
      END;
      CREATE TRIGGER call_rollups_update_moved AFTER UPDATE OF ${PLACE} ON call_sightings WHEN NOT (${SAME_ROWS}) BEGIN
        ${all(removeOld)}
        ${all((g) => addTo(g, 'new'))}
      END;
    `)
  },
}
