import type { ActiveCall } from '../../shared/api'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { quarterHourSql } from './migrations/0006-insights'
import type { SightingEventKind } from './sightings'
import { toIso } from './values'

/** The stored facts of a sighting that a new poll is compared with. */
export interface StoredSighting {
  pk: number
  lastSentiment: string
  lastMessage: string
  transferRequested: boolean
}

interface StoredRow {
  pk: number
  last_sentiment: string
  last_message: string
  transfer_requested: number
}

export const findSighting = namedQuery(
  'findSighting',
  (db: Cache, workspaceId: string, roomName: string): StoredSighting | undefined => {
    const row = db
      .statement(
        `SELECT pk, last_sentiment, last_message, transfer_requested
         FROM call_sightings WHERE workspace_id = ? AND room_name = ?`,
      )
      .get(workspaceId, roomName) as StoredRow | undefined
    return (
      row && {
        pk: row.pk,
        lastSentiment: row.last_sentiment,
        lastMessage: row.last_message,
        transferRequested: row.transfer_requested === 1,
      }
    )
  },
)

/** The sentiment that marks a call as having turned negative (kept once seen, for Insights). */
const NEGATIVE = 'negative'

/** A call seen for the first time: first and last seen now. Answers its key, for its timeline. */
export const insertSighting = namedQuery('insertSighting', (db: Cache, workspaceId: string, call: ActiveCall, seenAt: string): number => {
  const at = toIso(seenAt)
  const { pk } = db
    .statement(
      `INSERT INTO call_sightings (workspace_id, room_name, call_id, customer_name, customer_phone, ai_agent_name, type,
         first_seen_at, last_seen_at, peak_duration, last_sentiment, last_message, transfer_requested, turned_negative, active)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING pk`,
    )
    .get(
      workspaceId,
      call.roomName,
      call.id,
      call.customerName ?? null,
      call.customerPhone,
      call.aiAgentName,
      call.type,
      at,
      at,
      call.duration,
      call.sentiment,
      call.lastMessage,
      call.transferRequested ? 1 : 0,
      call.sentiment === NEGATIVE ? 1 : 0,
    ) as { pk: number }
  return pk
})

/**
 * A known call seen again with new facts. A name once known stays when a poll
 * omits it; a transfer request and a negative turn are kept; a call that a
 * missed poll had ended remotely is live again. Its last sighting and duration
 * are the poll's `touchSightings`, as for every call seen again.
 */
export const updateSighting = namedQuery('updateSighting', (db: Cache, pk: number, call: ActiveCall): void => {
  db.statement(
    `UPDATE call_sightings SET call_id = ?, customer_name = coalesce(?, customer_name), customer_phone = ?,
       ai_agent_name = ?, type = ?, last_sentiment = ?,
       last_message = ?, transfer_requested = max(transfer_requested, ?), turned_negative = max(turned_negative, ?), active = 1,
       ended_at = CASE WHEN ended_by = 'remote' THEN NULL ELSE ended_at END,
       ended_by = CASE WHEN ended_by = 'remote' THEN NULL ELSE ended_by END
     WHERE pk = ?`,
  ).run(
    call.id,
    call.customerName ?? null,
    call.customerPhone,
    call.aiAgentName,
    call.type,
    call.sentiment,
    call.lastMessage,
    call.transferRequested ? 1 : 0,
    call.sentiment === NEGATIVE ? 1 : 0,
    pk,
  )
})

/**
 * The calls of the poll seen again, by sighting key, with their new duration:
 * filled from the poll (`@poll`: a JSON object, room name → duration) in one
 * statement, CROSS JOIN keeping the poll outside so each call is one lookup by
 * room name; then read by key. Emptied after each poll.
 */
const SEEN = `CREATE TEMP TABLE IF NOT EXISTS poll_seen (pk INTEGER PRIMARY KEY, duration REAL NOT NULL)`
const FILL_SEEN = `INSERT INTO poll_seen (pk, duration) SELECT s.pk, p.value
  FROM json_each(@poll) p CROSS JOIN call_sightings s ON s.workspace_id = @ws AND s.room_name = p.key`

/**
 * Each `call_rollups` row (every grain, migration 0006) that holds a call seen
 * again whose duration grows, with the growth of its calls and their longest
 * new duration: one update per agent and quarter hour, per quarter hour, per
 * agent and day, not three per call. The calls are grouped by minute first
 * (`quarterHourSql` reads only an instant's first 16 characters); each delta
 * finds its rollup row by primary key, as an upsert (the row is there: the
 * call's insert made it).
 */
const ROLL_UP_GROWTH = `WITH
  grown (agent, minute, growth, peak) AS (
    SELECT s.ai_agent_name, substr(s.first_seen_at, 1, 16), t.duration - s.peak_duration, t.duration
    FROM poll_seen t CROSS JOIN call_sightings s ON s.pk = t.pk
    WHERE t.duration > s.peak_duration),
  minutes AS (SELECT agent, minute, sum(growth) AS growth, max(peak) AS peak FROM grown GROUP BY agent, minute),
  quarters AS (SELECT agent, ${quarterHourSql('minute')} AS quarter, sum(growth) AS growth, max(peak) AS peak FROM minutes GROUP BY agent, quarter),
  deltas (grain, bucket, agent, growth, peak) AS (
    SELECT 'q', quarter, agent, growth, peak FROM quarters
    UNION ALL SELECT 'Q', quarter, '', sum(growth), max(peak) FROM quarters GROUP BY quarter
    UNION ALL SELECT 'd', substr(quarter, 1, 10) || 'T00:00:00.000Z', agent, sum(growth), max(peak) FROM quarters GROUP BY 2, 3)
  INSERT INTO call_rollups (workspace_id, grain, bucket, ai_agent_name, calls, transfers, turned_negative, positive, neutral, negative,
    other_sentiment, duration_sum, duration_max)
  SELECT @ws, grain, bucket, agent, 0, 0, 0, 0, 0, 0, 0, growth, peak FROM deltas WHERE true
  ON CONFLICT (workspace_id, grain, bucket, ai_agent_name) DO UPDATE SET duration_sum = duration_sum + excluded.duration_sum,
    duration_max = max(duration_max, excluded.duration_max)`

/**
 * Each sighting by its key, its new duration by the same key (one statement over
 * the poll joined by room name was planned as a walk over every sighting of the
 * workspace once SQLite's statistics said the table was small).
 */
const TOUCH = `UPDATE call_sightings SET last_seen_at = @seenAt,
    peak_duration = max(peak_duration, (SELECT t.duration FROM poll_seen t WHERE t.pk = call_sightings.pk))
  WHERE pk IN (SELECT pk FROM poll_seen)`

/**
 * The calls a poll sees again (room name → duration): last seen now, the
 * longest duration kept. The only UPDATE of `peak_duration`, which the rollup
 * triggers leave to it (migration 0010): the growth is rolled up here first,
 * per rollup row, while the rows still hold their old durations.
 */
export const touchSightings = namedQuery(
  'touchSightings',
  (db: Cache, workspaceId: string, durations: ReadonlyMap<string, number>, seenAt: string): void => {
    if (durations.size === 0) return
    const poll = JSON.stringify(Object.fromEntries(durations))
    db.transaction(() => {
      db.statement(SEEN).run()
      db.statement(FILL_SEEN).run({ poll, ws: workspaceId })
      db.statement(ROLL_UP_GROWTH).run({ ws: workspaceId })
      db.statement(TOUCH).run({ seenAt: toIso(seenAt) })
      db.statement('DELETE FROM poll_seen').run()
    })
  },
)

export const addSightingEvent = namedQuery(
  'addSightingEvent',
  (db: Cache, workspaceId: string, pk: number, event: { at: string; kind: SightingEventKind; value: string }): void => {
    db.statement('INSERT INTO call_sighting_events (sighting_pk, workspace_id, at, kind, value) VALUES (?, ?, ?, ?, ?)').run(
      pk,
      workspaceId,
      toIso(event.at),
      event.kind,
      event.value,
    )
  },
)

const END = `UPDATE call_sightings SET active = 0, ended_at = coalesce(ended_at, last_seen_at),
  ended_by = coalesce(ended_by, 'remote')`

/** Live calls gone from a poll: ended at their last sighting, remotely unless a supervisor ended them. */
export const endSightings = namedQuery('endSightings', (db: Cache, workspaceId: string, roomNames: readonly string[]): void => {
  const end = db.statement(`${END} WHERE workspace_id = ? AND room_name = ? AND active = 1`)
  for (const roomName of roomNames) end.run(workspaceId, roomName)
})

/**
 * Every live call of the workspace but those listed is ended: after the first
 * poll of a start, the calls the cache still had as live from before.
 */
export const endUnlistedSightings = namedQuery(
  'endUnlistedSightings',
  (db: Cache, workspaceId: string, listed: readonly string[]): void => {
    const keep = new Set(listed)
    const live = db.statement('SELECT room_name FROM call_sightings WHERE workspace_id = ? AND active = 1').all(workspaceId) as {
      room_name: string
    }[]
    endSightings(
      db,
      workspaceId,
      live.map((row) => row.room_name).filter((roomName) => !keep.has(roomName)),
    )
  },
)
