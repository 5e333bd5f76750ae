import type { PhoneNumber, PhoneNumberConfig } from '../../shared/api'
import { byIdQuery, namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/** A number as listed, with its configuration once fetched (the list does not carry it). */
export interface CachedPhoneNumber extends PhoneNumber {
  /** The read shape as last fetched; null until then. */
  config: PhoneNumberConfig | null
  configFetchedAt: string | null
}

interface PhoneNumberRow {
  id: string
  phone_number: string
  label: string
  agent_id: string | null
  flow_type: PhoneNumber['flowType']
  direction: PhoneNumber['direction']
  status: string
  max_call_duration: number
  config: string | null
  config_fetched_at: string | null
}

const COLUMNS = `id, phone_number, label, agent_id, flow_type, direction, status, max_call_duration, config, config_fetched_at`

/** Stores the listed numbers; a configuration fetched earlier stays. */
export const upsertPhoneNumbers = namedQuery(
  'upsertPhoneNumbers',
  (db: Cache, workspaceId: string, numbers: readonly PhoneNumber[]) => {
    const upsert = db.statement(`
      INSERT INTO phone_numbers (workspace_id, id, phone_number, label, agent_id, flow_type, direction, status, max_call_duration)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (workspace_id, id) DO UPDATE SET
        phone_number = excluded.phone_number, label = excluded.label, agent_id = excluded.agent_id,
        flow_type = excluded.flow_type, direction = excluded.direction, status = excluded.status,
        max_call_duration = excluded.max_call_duration
      WHERE phone_numbers.phone_number IS NOT excluded.phone_number OR phone_numbers.label IS NOT excluded.label
        OR phone_numbers.agent_id IS NOT excluded.agent_id OR phone_numbers.flow_type IS NOT excluded.flow_type
        OR phone_numbers.direction IS NOT excluded.direction OR phone_numbers.status IS NOT excluded.status
        OR phone_numbers.max_call_duration IS NOT excluded.max_call_duration`)
    db.transaction(() => {
      for (const n of numbers) {
        upsert.run(workspaceId, n.phoneNumberId, n.phoneNumber, n.label, n.agentId, n.flowType, n.direction, n.status, n.maxCallDuration)
      }
    })
  },
)

/**
 * Stores a fetched configuration on its listed number, and the fields the two
 * shapes share (agent, direction, status), which the configuration has fresher.
 * Answers false when the number was never listed.
 */
export const storePhoneNumberConfig = namedQuery(
  'storePhoneNumberConfig',
  (db: Cache, workspaceId: string, config: PhoneNumberConfig, fetchedAt: string): boolean => {
    const result = db
      .statement(
        `UPDATE phone_numbers SET config = ?, config_fetched_at = ?, agent_id = ?, flow_type = ?, direction = ?, status = ?
         WHERE workspace_id = ? AND id = ?`,
      )
      .run(
        JSON.stringify(config),
        toIso(fetchedAt),
        config.agentId,
        config.flowType,
        config.direction,
        config.status,
        workspaceId,
        config.phoneNumberId,
      )
    return result.changes > 0
  },
)

/** By phone number. */
export const listPhoneNumbers = namedQuery('listPhoneNumbers', (db: Cache, workspaceId: string): CachedPhoneNumber[] => {
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM phone_numbers WHERE workspace_id = ? ORDER BY phone_number, id`)
    .all(workspaceId) as PhoneNumberRow[]
  return rows.map(toPhoneNumber)
})

/**
 * Each agent's maximum call duration (seconds), by the name a live call gives
 * (`aiAgentName`), from the numbers Admin cached: an active call does not say
 * which number it came in on, only which agent took it. An agent whose numbers
 * disagree is left out, as unknown.
 */
export const maxCallDurationsByAgent = namedQuery('maxCallDurationsByAgent', (db: Cache, workspaceId: string): Map<string, number> => {
  const rows = db
    .statement(
      `SELECT a.name AS name, MIN(p.max_call_duration) AS low, MAX(p.max_call_duration) AS high
       FROM phone_numbers p JOIN agents a ON a.workspace_id = p.workspace_id AND a.id = p.agent_id
       WHERE p.workspace_id = ? GROUP BY a.name`,
    )
    .all(workspaceId) as { name: string; low: number; high: number }[]
  return new Map(rows.filter((row) => row.low === row.high).map((row) => [row.name, row.low]))
})

export const getPhoneNumber = byIdQuery('getPhoneNumber', 'phone_numbers', COLUMNS, toPhoneNumber)

function toPhoneNumber(row: PhoneNumberRow): CachedPhoneNumber {
  return {
    phoneNumberId: row.id,
    phoneNumber: row.phone_number,
    label: row.label,
    agentId: row.agent_id,
    flowType: row.flow_type,
    direction: row.direction,
    status: row.status,
    maxCallDuration: row.max_call_duration,
    config: row.config === null ? null : (JSON.parse(row.config) as PhoneNumberConfig),
    configFetchedAt: row.config_fetched_at,
  }
}
