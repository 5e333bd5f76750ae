import type { Migration } from './types'

// The rollups' SQL as migration 0006 built it: the triggers made again here keep its conditions and bodies.

/** The UTC quarter hour holding an ISO timestamp, in the same ISO form: `2026-03-08T06:45:00.000Z`. */
function quarterHourSql(column: string): string {
  const minute = `substr(${column}, 15, 2)`
  return `(substr(${column}, 1, 14) || CASE WHEN ${minute} < '15' THEN '00' WHEN ${minute} < '30' THEN '15'
    WHEN ${minute} < '45' THEN '30' ELSE '45' END || ':00.000Z')`
}

/** The grains of `call_rollups` (migration 0006). */
const GRAINS = [
  { grain: 'q', bucket: quarterHourSql, length: '+15 minutes', perAgent: true },
  { grain: 'Q', bucket: quarterHourSql, length: '+15 minutes', perAgent: false },
  { grain: 'd', bucket: (column: string) => `(substr(${column}, 1, 10) || 'T00:00:00.000Z')`, length: '+1 day', perAgent: true },
] as const
type Grain = (typeof GRAINS)[number]

const ROLLUP_COLUMNS = `calls, transfers, turned_negative, positive, neutral, negative, other_sentiment, duration_sum, duration_max`
const KNOWN = `('positive', 'neutral', 'negative')`

function agentOf(g: Grain, row: 'new' | 'old'): string {
  return g.perAgent ? `${row}.ai_agent_name` : `''`
}

function keyOf(g: Grain, row: 'new' | 'old'): string {
  return `workspace_id = ${row}.workspace_id AND grain = '${g.grain}' AND bucket = ${g.bucket(`${row}.first_seen_at`)}
    AND ai_agent_name = ${agentOf(g, row)}`
}

function addTo(g: Grain, row: 'new' | 'old'): string {
  return `INSERT INTO call_rollups (workspace_id, grain, bucket, ai_agent_name, ${ROLLUP_COLUMNS})
    VALUES (${row}.workspace_id, '${g.grain}', ${g.bucket(`${row}.first_seen_at`)}, ${agentOf(g, row)}, 1, ${row}.transfer_requested,
      ${row}.turned_negative, ${row}.last_sentiment = 'positive', ${row}.last_sentiment = 'neutral',
      ${row}.last_sentiment = 'negative', ${row}.last_sentiment NOT IN ${KNOWN}, ${row}.peak_duration, ${row}.peak_duration)
    ON CONFLICT (workspace_id, grain, bucket, ai_agent_name) DO UPDATE SET
      calls = calls + 1, transfers = transfers + excluded.transfers, turned_negative = turned_negative + excluded.turned_negative,
      positive = positive + excluded.positive, neutral = neutral + excluded.neutral, negative = negative + excluded.negative,
      other_sentiment = other_sentiment + excluded.other_sentiment, duration_sum = duration_sum + excluded.duration_sum,
      duration_max = max(duration_max, excluded.duration_max);`
}

function removeOld(g: Grain): string {
  const start = g.bucket('old.first_seen_at')
  return `UPDATE call_rollups SET calls = calls - 1, transfers = transfers - old.transfer_requested,
      turned_negative = turned_negative - old.turned_negative,
      positive = positive - (old.last_sentiment = 'positive'), neutral = neutral - (old.last_sentiment = 'neutral'),
      negative = negative - (old.last_sentiment = 'negative'), other_sentiment = other_sentiment - (old.last_sentiment NOT IN ${KNOWN}),
      duration_sum = duration_sum - old.peak_duration,
      duration_max = coalesce((SELECT max(s.peak_duration) FROM call_sightings s
        WHERE s.workspace_id = old.workspace_id AND s.pk IS NOT old.pk ${g.perAgent ? 'AND s.ai_agent_name = old.ai_agent_name' : ''}
          AND s.first_seen_at >= ${start} AND s.first_seen_at < strftime('%Y-%m-%dT%H:%M:%fZ', ${start}, '${g.length}')), 0)
    WHERE ${keyOf(g, 'old')};`
}

function updateInPlace(g: Grain): string {
  return `UPDATE call_rollups SET transfers = transfers + new.transfer_requested - old.transfer_requested,
      turned_negative = turned_negative + new.turned_negative - old.turned_negative,
      positive = positive + (new.last_sentiment = 'positive') - (old.last_sentiment = 'positive'),
      neutral = neutral + (new.last_sentiment = 'neutral') - (old.last_sentiment = 'neutral'),
      negative = negative + (new.last_sentiment = 'negative') - (old.last_sentiment = 'negative'),
      other_sentiment = other_sentiment + (new.last_sentiment NOT IN ${KNOWN}) - (old.last_sentiment NOT IN ${KNOWN}),
      duration_sum = duration_sum + new.peak_duration - old.peak_duration,
      duration_max = max(duration_max, new.peak_duration)
    WHERE ${keyOf(g, 'new')};`
}

const all = (part: (g: Grain) => string) => GRAINS.map(part).join('\n')

const SAME_ROWS = `old.workspace_id = new.workspace_id AND old.ai_agent_name = new.ai_agent_name
  AND ${quarterHourSql('old.first_seen_at')} = ${quarterHourSql('new.first_seen_at')}`

const CHANGED = `old.transfer_requested IS NOT new.transfer_requested OR old.turned_negative IS NOT new.turned_negative
  OR old.last_sentiment IS NOT new.last_sentiment OR old.peak_duration IS NOT new.peak_duration`

/** The columns a sighting's `call_rollups` rows read, all but its duration. */
const FACTS = 'workspace_id, ai_agent_name, first_seen_at, transfer_requested, turned_negative, last_sentiment'
/** The columns that choose a sighting's `call_rollups` rows. */
const PLACE = 'workspace_id, ai_agent_name, first_seen_at'

/**
 * The calls' duration rollups per poll (docs/decisions/0004-sightings-rollups-per-poll.md):
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
