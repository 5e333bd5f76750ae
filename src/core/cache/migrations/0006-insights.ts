import type { Migration } from './types'

/** The UTC quarter hour holding an ISO timestamp, in the same ISO form: `2026-03-08T06:45:00.000Z`. */
export function quarterHourSql(column: string): string {
  const minute = `substr(${column}, 15, 2)`
  return `(substr(${column}, 1, 14) || CASE WHEN ${minute} < '15' THEN '00' WHEN ${minute} < '30' THEN '15'
    WHEN ${minute} < '45' THEN '30' ELSE '45' END || ':00.000Z')`
}

/**
 * The grains of `call_rollups`: per UTC quarter hour and agent (`q`), per UTC
 * quarter hour for all agents (`Q`, agent ''), per UTC day and agent (`d`).
 * Hours and days of any zone are sums of `Q` rows; an agent's range is `d`
 * rows for its whole UTC days and `q` rows for the edges.
 */
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

/** Adds the sighting `row` to its rollup row of grain `g`. */
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

/** Takes `old` out of its rollup row of grain `g`; the longest duration is looked up again among the calls left in it. */
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

/** The sighting changed but stays in the same rows (same agent, same quarter hour): the deltas. */
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

function backfill(g: Grain): string {
  return `INSERT INTO call_rollups (workspace_id, grain, bucket, ai_agent_name, ${ROLLUP_COLUMNS})
    SELECT workspace_id, '${g.grain}', ${g.bucket('first_seen_at')} AS b, ${g.perAgent ? 'ai_agent_name' : `''`} AS a, count(*),
      sum(transfer_requested), sum(turned_negative), sum(last_sentiment = 'positive'), sum(last_sentiment = 'neutral'),
      sum(last_sentiment = 'negative'), sum(last_sentiment NOT IN ${KNOWN}), sum(peak_duration), max(peak_duration)
    FROM call_sightings GROUP BY workspace_id, b, a;`
}

const all = (part: (g: Grain) => string) => GRAINS.map(part).join('\n')

const SAME_ROWS = `old.workspace_id = new.workspace_id AND old.ai_agent_name = new.ai_agent_name
  AND ${quarterHourSql('old.first_seen_at')} = ${quarterHourSql('new.first_seen_at')}`

const CHANGED = `old.transfer_requested IS NOT new.transfer_requested OR old.turned_negative IS NOT new.turned_negative
  OR old.last_sentiment IS NOT new.last_sentiment OR old.peak_duration IS NOT new.peak_duration`

/**
 * Insights (docs/insights.md). Aggregates over weeks of calls must answer in
 * milliseconds, so the cache keeps small rollups beside the rows:
 * - `call_rollups`: the calls' counts, sentiment mix and durations by
 *   `first_seen_at`, in three grains (above). Every zone's hours and days
 *   start on a quarter hour, so any zone's buckets are sums of them. Triggers
 *   keep every grain right on each insert, update and delete of a sighting.
 * - `call_concurrency`: per workspace and UTC minute, the most calls (and
 *   transfer requests waiting) one poll saw, written by the poll.
 * - `call_sightings.turned_negative`: whether the call was ever negative.
 * Plus indexes for the callback and conversation aggregates.
 */
export const insights: Migration = {
  version: 6,
  name: 'insights',
  up(db) {
    db.exec(`
      ALTER TABLE call_sightings ADD COLUMN turned_negative INTEGER NOT NULL DEFAULT 0;
      UPDATE call_sightings SET turned_negative = 1 WHERE last_sentiment = 'negative' OR EXISTS (
        SELECT 1 FROM call_sighting_events e WHERE e.sighting_pk = call_sightings.pk AND e.kind = 'sentiment' AND e.value = 'negative');

      CREATE TABLE call_rollups (
        workspace_id TEXT NOT NULL,
        grain TEXT NOT NULL CHECK (grain IN ('q', 'Q', 'd')),
        bucket TEXT NOT NULL,
        ai_agent_name TEXT NOT NULL,
        calls INTEGER NOT NULL,
        transfers INTEGER NOT NULL,
        turned_negative INTEGER NOT NULL,
        positive INTEGER NOT NULL,
        neutral INTEGER NOT NULL,
        negative INTEGER NOT NULL,
        other_sentiment INTEGER NOT NULL,
        duration_sum REAL NOT NULL,
        duration_max REAL NOT NULL,
        PRIMARY KEY (workspace_id, grain, bucket, ai_agent_name)
      ) WITHOUT ROWID;

      ${all(backfill)}

      CREATE TRIGGER call_rollups_insert AFTER INSERT ON call_sightings BEGIN
        ${all((g) => addTo(g, 'new'))}
      END;
      CREATE TRIGGER call_rollups_delete AFTER DELETE ON call_sightings BEGIN
        ${all(removeOld)}
      END;
      CREATE TRIGGER call_rollups_update_in_place AFTER UPDATE ON call_sightings WHEN (${SAME_ROWS}) AND (${CHANGED}) BEGIN
        ${all(updateInPlace)}
      END;
      CREATE TRIGGER call_rollups_update_moved AFTER UPDATE ON call_sightings WHEN NOT (${SAME_ROWS}) BEGIN
        ${all(removeOld)}
        ${all((g) => addTo(g, 'new'))}
      END;

      CREATE TABLE call_concurrency (
        workspace_id TEXT NOT NULL,
        minute TEXT NOT NULL,
        calls INTEGER NOT NULL,
        transfers_waiting INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, minute)
      ) WITHOUT ROWID;

      CREATE INDEX call_dispositions_by_due ON call_dispositions (workspace_id, scheduled_at, status)
        WHERE scheduled_at IS NOT NULL;
      CREATE INDEX call_dispositions_by_kind ON call_dispositions (workspace_id, created_at, disposition, status);
      CREATE INDEX conversations_by_messages ON conversations (workspace_id, created_at, message_count);
    `)
  },
}
