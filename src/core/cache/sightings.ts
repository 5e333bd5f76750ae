import type { ActiveCall, Page } from '../../shared/api'
import type { CallSightingSummary } from '../../shared/bridge'
import { bySpan, SPANS, spansParam, type Span } from './buckets-sql'
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

/** The first and last `firstSeenAt` of the filtered calls; null when none. */
export const sightingsExtent = namedQuery(
  'sightingsExtent',
  (db: Cache, workspaceId: string, filter: Omit<SightingFilter, 'page' | 'limit'> = {}): { first: string; last: string } | null => {
    const { clause, params } = whereOf(workspaceId, filter)
    const row = db
      .statement(`SELECT min(first_seen_at) AS first, max(first_seen_at) AS last FROM call_sightings WHERE ${clause}`)
      .get(...params) as { first: string | null; last: string | null }
    return row.first !== null && row.last !== null ? { first: row.first, last: row.last } : null
  },
)

/**
 * The filtered calls first seen in each span (the days of the supervisor's
 * zone, cut by src/shared/time/zoned-buckets.ts), one count per span.
 */
export const countSightingsBySpan = namedQuery(
  'countSightingsBySpan',
  (db: Cache, workspaceId: string, filter: Omit<SightingFilter, 'page' | 'limit'>, spans: readonly Span[]): number[] => {
    const { clause, params } = whereOf(workspaceId, filter)
    const rows = db
      .statement(
        `WITH ${SPANS} SELECT b.i AS i, count(*) AS count FROM b CROSS JOIN call_sightings
           ON first_seen_at >= b.s AND first_seen_at < b.e WHERE ${clause} GROUP BY b.i`,
      )
      .all(spansParam(spans), ...params) as { i: number; count: number }[]
    return bySpan(spans, rows, (row) => row.count, 0)
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
