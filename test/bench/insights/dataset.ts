import { openCache } from '../../../src/core/cache'

/** A busy workspace's 30 days, ending at `nowMs`: what the Insights benchmark reads. */
export interface InsightsDatasetSize {
  sightings: number
  dispositions: number
  conversations: number
}

const DAY_S = 86_400
const iso = (unixSeconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${unixSeconds}, 'unixepoch')`

/**
 * Writes the rows through the real schema (so the rollup triggers of
 * migration 0004 run for every sighting), generated in SQL: 1,000,000 calls
 * take seconds this way, minutes through the poll path. The poll's per-minute
 * concurrency is written for every minute of the 30 days.
 */
export function writeInsightsDataset(path: string, workspaceId: string, size: InsightsDatasetSize, nowMs: number): void {
  const db = openCache(path)
  const end = Math.floor(nowMs / 1000)
  const start = end - 30 * DAY_S
  const sql = db.sqlite
  sql.transaction(() => {
    sql
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
         c AS (SELECT i, ? + i * (30.0 * ${DAY_S} / ?) AS t, (i * 7919) % 900 AS d,
           CASE WHEN i % 20 < 11 THEN 'neutral' WHEN i % 20 < 16 THEN 'positive' WHEN i % 20 < 19 THEN 'negative' ELSE 'unsure' END AS s
           FROM n)
         INSERT INTO call_sightings (workspace_id, room_name, call_id, customer_name, customer_phone, ai_agent_name, type,
           first_seen_at, last_seen_at, peak_duration, last_sentiment, last_message, transfer_requested, turned_negative, active,
           ended_at, ended_by)
         SELECT ?, 'room-' || i, 'call-' || i, NULL, '+1555' || (i % 10000), 'Agent ' || (i % 12), 'phone',
           ${iso('t')}, ${iso('t + d')}, d, s, 'Thanks', i % 17 = 0, s = 'negative' OR i % 13 = 0, 0, ${iso('t + d')}, 'remote'
         FROM c`,
      )
      .run(size.sightings, start, size.sightings, workspaceId)
    sql
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 30 * 1440 - 1)
         INSERT INTO call_concurrency (workspace_id, minute, calls, transfers_waiting)
         SELECT ?, strftime('%Y-%m-%dT%H:%M:00.000Z', ? + i * 60, 'unixepoch'), 20 + (i * 31) % 40, (i * 7) % 5 FROM n`,
      )
      .run(workspaceId, start - (start % 60))
    sql
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
         d AS (SELECT i, ? + i * (30.0 * ${DAY_S} / ?) AS t FROM n)
         INSERT INTO call_dispositions (workspace_id, id, phone_number, disposition, status, scheduled_at, attempt, agent_id,
           batch_id, created_at, updated_at, notes, customer_name)
         SELECT ?, 'disp-' || i, '+1555' || (i % 10000),
           CASE i % 6 WHEN 0 THEN 'callback' WHEN 1 THEN 'no_answer' WHEN 2 THEN 'voicemail' WHEN 3 THEN 'busy'
             WHEN 4 THEN 'not_interested' ELSE 'do_not_call' END,
           CASE i % 5 WHEN 0 THEN 'scheduled' WHEN 1 THEN 'pending' WHEN 2 THEN 'completed' WHEN 3 THEN 'cancelled' ELSE 'failed' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE ${iso('t + 86400')} END, 1 + i % 3, 'agent-' || (i % 12), NULL,
           ${iso('t')}, ${iso('t')}, '', NULL
         FROM d`,
      )
      .run(size.dispositions, start, size.dispositions, workspaceId)
    sql
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
         c AS (SELECT i, ? + i * (30.0 * ${DAY_S} / ?) AS t FROM n)
         INSERT INTO conversations (workspace_id, id, user_id, pathway_id, agent_id, customer_name, customer_email,
           customer_phone, direction, message_count, created_at, updated_at)
         SELECT ?, 'conv-' || i, 'user', 'flow-' || (i % 5), 'agent-' || (i % 12), 'Customer ' || i, '', '+1555' || (i % 10000),
           'inbound', (i * 37) % 30, ${iso('t')}, ${iso('t')}
         FROM c`,
      )
      .run(size.conversations, start, size.conversations, workspaceId)
  })()
  sql.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
}
