import { namedQuery } from './cache'
import type { Cache } from './cache'

/** A Call now of a callback as recorded: placed (`roomName`) or refused (`failure`). */
export interface NewCallbackAttempt {
  dispositionId: string
  /** ISO 8601 UTC. */
  at: string
  /** The supervisor's display name. */
  by: string
  agentId: string
  agentName: string
  placed: { callId: string; roomName: string } | null
  failure: string | null
}

/** A recorded attempt with what the live wall saw of its call. */
export interface StoredCallbackAttempt {
  id: number
  dispositionId: string
  at: string
  by: string
  agentName: string
  roomName: string | null
  failure: string | null
  outcome: string | null
  /** The call was seen on the live wall; `live` says whether it still is. */
  seen: boolean
  live: boolean
}

interface Row {
  id: number
  disposition_id: string
  at: string
  by_name: string
  agent_name: string
  room_name: string | null
  failure: string | null
  outcome: string | null
  seen: number
  live: number
}

const ATTEMPT_COLUMNS = `a.id, a.disposition_id, a.at, a.by_name, a.agent_name, a.room_name, a.failure, a.outcome,
  s.pk IS NOT NULL AS seen, coalesce(s.active, 0) AS live`

function toAttempt(row: Row): StoredCallbackAttempt {
  return {
    id: row.id,
    dispositionId: row.disposition_id,
    at: row.at,
    by: row.by_name,
    agentName: row.agent_name,
    roomName: row.room_name,
    failure: row.failure,
    outcome: row.outcome,
    seen: row.seen === 1,
    live: row.live === 1,
  }
}

/** Records an attempt; answers its id. */
export const addCallbackAttempt = namedQuery('addCallbackAttempt', (db: Cache, workspaceId: string, attempt: NewCallbackAttempt): number => {
  const result = db
    .statement(
      `INSERT INTO callback_attempts (workspace_id, disposition_id, at, by_name, agent_id, agent_name, call_id, room_name, failure)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      workspaceId,
      attempt.dispositionId,
      attempt.at,
      attempt.by,
      attempt.agentId,
      attempt.agentName,
      attempt.placed?.callId ?? null,
      attempt.placed?.roomName ?? null,
      attempt.failure,
    )
  return Number(result.lastInsertRowid)
})

/** The latest attempt of each of these callbacks that has one. */
export const latestCallbackAttempts = namedQuery(
  'latestCallbackAttempts',
  (db: Cache, workspaceId: string, dispositionIds: readonly string[]): Map<string, StoredCallbackAttempt> => {
    if (dispositionIds.length === 0) return new Map()
    const rows = db
      .statement(
        `SELECT ${ATTEMPT_COLUMNS}
         FROM json_each(?) d
         CROSS JOIN callback_attempts a ON a.id = (
           SELECT max(b.id) FROM callback_attempts b WHERE b.workspace_id = ? AND b.disposition_id = d.value)
         LEFT JOIN call_sightings s ON s.workspace_id = a.workspace_id AND s.room_name = a.room_name`,
      )
      .all(JSON.stringify(dispositionIds), workspaceId) as Row[]
    return new Map(rows.map((row) => [row.disposition_id, toAttempt(row)]))
  },
)

export const getCallbackAttempt = namedQuery('getCallbackAttempt', (db: Cache, workspaceId: string, id: number): StoredCallbackAttempt | null => {
  const row = db
    .statement(
      `SELECT ${ATTEMPT_COLUMNS}
       FROM callback_attempts a
       LEFT JOIN call_sightings s ON s.workspace_id = a.workspace_id AND s.room_name = a.room_name
       WHERE a.workspace_id = ? AND a.id = ?`,
    )
    .get(workspaceId, id) as Row | undefined
  return row ? toAttempt(row) : null
})

/** The status the supervisor chose once the attempt's call ended. */
export const setCallbackAttemptOutcome = namedQuery('setCallbackAttemptOutcome', (db: Cache, workspaceId: string, id: number, outcome: string): void => {
  db.statement('UPDATE callback_attempts SET outcome = ? WHERE workspace_id = ? AND id = ?').run(outcome, workspaceId, id)
})
