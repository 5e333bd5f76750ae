import type { ActiveCall } from '../../shared/api'
import { namedQuery } from './cache'
import type { Cache } from './cache'
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
 * omits it; a transfer request, a negative turn and the longest duration are kept; a call that
 * a missed poll had ended remotely is live again.
 */
export const updateSighting = namedQuery('updateSighting', (db: Cache, pk: number, call: ActiveCall, seenAt: string): void => {
  db.statement(
    `UPDATE call_sightings SET call_id = ?, customer_name = coalesce(?, customer_name), customer_phone = ?,
       ai_agent_name = ?, type = ?, last_seen_at = ?, peak_duration = max(peak_duration, ?), last_sentiment = ?,
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
    toIso(seenAt),
    call.duration,
    call.sentiment,
    call.lastMessage,
    call.transferRequested ? 1 : 0,
    call.sentiment === NEGATIVE ? 1 : 0,
    pk,
  )
})

/** A live call seen again with nothing new but its duration. */
export const touchSighting = namedQuery(
  'touchSighting',
  (db: Cache, workspaceId: string, roomName: string, duration: number, seenAt: string): void => {
    db.statement(
      `UPDATE call_sightings SET last_seen_at = ?, peak_duration = max(peak_duration, ?)
       WHERE workspace_id = ? AND room_name = ?`,
    ).run(toIso(seenAt), duration, workspaceId, roomName)
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
