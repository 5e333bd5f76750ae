import type { ActiveCall, Page } from '../../shared/api'
import type { CallSightingSummary } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { pageWindow, toIso, toPage } from './values'
import type { PageRequest } from './values'

export type EndedBy = 'supervisor' | 'remote'
export type SightingEventKind = 'sentiment' | 'message' | 'transfer'

/** What the console saw of one call over its life. */
export interface CallSighting {
  roomName: string
  callId: string
  customerName: string | null
  customerPhone: string
  aiAgentName: string
  type: ActiveCall['type']
  firstSeenAt: string
  lastSeenAt: string
  /** The longest `duration` seen, seconds. */
  peakDuration: number
  lastSentiment: string
  lastMessage: string
  /** Whether a transfer was requested at any time during the call. */
  transferRequested: boolean
  /** In the latest snapshot. */
  active: boolean
  /** For calls ended remotely: the last time the call was seen. */
  endedAt: string | null
  endedBy: EndedBy | null
}

/** One entry of a call's timeline: a sentiment change, a new last message, a transfer request. */
export interface SightingEvent {
  at: string
  kind: SightingEventKind
  value: string
}

export interface SightingDetail extends CallSighting {
  events: SightingEvent[]
}

export interface SightingFilter extends PageRequest {
  /** `firstSeenAt` at or after this instant. */
  from?: string
  /** `firstSeenAt` before this instant. */
  to?: string
  aiAgentName?: string
  /** The last sentiment seen. */
  sentiment?: string
  transferRequested?: boolean
  active?: boolean
}

interface SightingRow {
  pk: number
  room_name: string
  call_id: string
  customer_name: string | null
  customer_phone: string
  ai_agent_name: string
  type: ActiveCall['type']
  first_seen_at: string
  last_seen_at: string
  peak_duration: number
  last_sentiment: string
  last_message: string
  transfer_requested: number
  active: number
  ended_at: string | null
  ended_by: EndedBy | null
}

const SIGHTING_COLUMNS = `pk, room_name, call_id, customer_name, customer_phone, ai_agent_name, type, first_seen_at,
  last_seen_at, peak_duration, last_sentiment, last_message, transfer_requested, active, ended_at, ended_by`

function toSighting(row: SightingRow): CallSighting {
  return {
    roomName: row.room_name,
    callId: row.call_id,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    aiAgentName: row.ai_agent_name,
    type: row.type,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
    peakDuration: row.peak_duration,
    lastSentiment: row.last_sentiment,
    lastMessage: row.last_message,
    transferRequested: row.transfer_requested === 1,
    active: row.active === 1,
    endedAt: row.ended_at,
    endedBy: row.ended_by,
  }
}

/** The fields every view of a sighting shows (the Calls tab of History, the call detail panel). */
export function sightingSummary(sighting: CallSighting): CallSightingSummary {
  return {
    roomName: sighting.roomName,
    customerName: sighting.customerName,
    customerPhone: sighting.customerPhone,
    aiAgentName: sighting.aiAgentName,
    type: sighting.type,
    firstSeenAt: sighting.firstSeenAt,
    lastSeenAt: sighting.lastSeenAt,
    peakDuration: sighting.peakDuration,
    transferRequested: sighting.transferRequested,
    endedAt: sighting.endedAt,
  }
}

/**
 * Supervisor wins over remote: a poll may notice the call gone before the
 * end-call answer arrives, but the supervisor's action is why it ended.
 */
export const markEnded = namedQuery(
  'markEnded',
  (db: Cache, workspaceId: string, roomName: string, end: { endedAt: string; endedBy: EndedBy }): boolean => {
    const info = db
      .statement(
        `UPDATE call_sightings SET ended_at = ?, ended_by = ?
         WHERE workspace_id = ? AND room_name = ? AND (ended_by IS NULL OR (ended_by = 'remote' AND ? = 'supervisor'))`,
      )
      .run(toIso(end.endedAt), end.endedBy, workspaceId, roomName, end.endedBy)
    return info.changes > 0
  },
)

export const getSighting = namedQuery(
  'getSighting',
  (db: Cache, workspaceId: string, roomName: string): SightingDetail | undefined => {
    const row = db
      .statement(`SELECT ${SIGHTING_COLUMNS} FROM call_sightings WHERE workspace_id = ? AND room_name = ?`)
      .get(workspaceId, roomName) as SightingRow | undefined
    if (!row) return undefined
    const events = db
      .statement('SELECT at, kind, value FROM call_sighting_events WHERE sighting_pk = ? ORDER BY pk')
      .all(row.pk) as SightingEvent[]
    return { ...toSighting(row), events }
  },
)

/** Newest first. */
export const listSightings = namedQuery(
  'listSightings',
  (db: Cache, workspaceId: string, filter: SightingFilter = {}): Page<CallSighting> => {
    const { clause, params } = whereOf(workspaceId, filter)
    const window = pageWindow(filter)
    const total = db.statement(`SELECT count(*) AS n FROM call_sightings WHERE ${clause}`).get(...params) as {
      n: number
    }
    const rows = db
      .statement(
        `SELECT ${SIGHTING_COLUMNS} FROM call_sightings WHERE ${clause}
         ORDER BY first_seen_at DESC, pk DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, window.limit, window.offset) as SightingRow[]
    return toPage(rows.map(toSighting), total.n, window)
  },
)

/**
 * Calls first seen per day. Days are cut at midnight of a fixed UTC offset
 * (minutes east of UTC); the caller passes the supervisor's zone's current offset.
 */
export const countSightingsByDay = namedQuery(
  'countSightingsByDay',
  (
    db: Cache,
    workspaceId: string,
    filter: Omit<SightingFilter, 'page' | 'limit'> & { utcOffsetMinutes?: number } = {},
  ): { day: string; count: number }[] => {
    const { clause, params } = whereOf(workspaceId, filter)
    const shift = `${Math.trunc(filter.utcOffsetMinutes ?? 0)} minutes`
    return db
      .statement(
        `SELECT date(first_seen_at, ?) AS day, count(*) AS count FROM call_sightings WHERE ${clause}
         GROUP BY day ORDER BY day`,
      )
      .all(shift, ...params) as { day: string; count: number }[]
  },
)

function whereOf(workspaceId: string, filter: SightingFilter): { clause: string; params: (string | number)[] } {
  const where = ['workspace_id = ?']
  const params: (string | number)[] = [workspaceId]
  const add = (clause: string, value: string | number) => {
    where.push(clause)
    params.push(value)
  }
  if (filter.from !== undefined) add('first_seen_at >= ?', toIso(filter.from))
  if (filter.to !== undefined) add('first_seen_at < ?', toIso(filter.to))
  if (filter.aiAgentName !== undefined) add('ai_agent_name = ?', filter.aiAgentName)
  if (filter.sentiment !== undefined) add('last_sentiment = ?', filter.sentiment)
  if (filter.transferRequested !== undefined) add('transfer_requested = ?', filter.transferRequested ? 1 : 0)
  if (filter.active !== undefined) add('active = ?', filter.active ? 1 : 0)
  return { clause: where.join(' AND '), params }
}
