import type { Agent } from '../../shared/api'
import { byIdQuery, namedQuery } from './cache'
import type { Cache } from './cache'
import { toIsoOrNull } from './values'

interface AgentRow {
  id: string
  name: string
  model: string
  voice_provider: string
  voice_id: string
  personality: string | null
  phone_number_id: string | null
  flow_id: string | null
  status: string | null
  created_at: string | null
  updated_at: string | null
}

const COLUMNS = `id, name, model, voice_provider, voice_id, personality, phone_number_id, flow_id, status, created_at, updated_at`

export const upsertAgents = namedQuery('upsertAgents', (db: Cache, workspaceId: string, agents: readonly Agent[]) => {
  const upsert = db.statement(`
    INSERT INTO agents (workspace_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (workspace_id, id) DO UPDATE SET
      name = excluded.name, model = excluded.model, voice_provider = excluded.voice_provider,
      voice_id = excluded.voice_id, personality = excluded.personality, phone_number_id = excluded.phone_number_id,
      flow_id = excluded.flow_id, status = excluded.status, created_at = excluded.created_at,
      updated_at = excluded.updated_at`)
  db.transaction(() => {
    for (const a of agents) {
      upsert.run(
        workspaceId,
        a.id,
        a.name,
        a.model,
        a.voice.provider,
        a.voice.voiceId,
        a.personality ?? null,
        a.phoneNumberId ?? null,
        a.flowId ?? null,
        a.status ?? null,
        toIsoOrNull(a.createdAt),
        toIsoOrNull(a.updatedAt),
      )
    }
  })
})

/** By name. */
export const listAgents = namedQuery('listAgents', (db: Cache, workspaceId: string): Agent[] => {
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM agents WHERE workspace_id = ? ORDER BY name COLLATE NOCASE, id`)
    .all(workspaceId) as AgentRow[]
  return rows.map(toAgent)
})

export const getAgent = byIdQuery('getAgent', 'agents', COLUMNS, toAgent)

/** After the service deleted it (or answered that it no longer exists). */
export const deleteAgent = namedQuery('deleteAgent', (db: Cache, workspaceId: string, agentId: string): void => {
  db.statement('DELETE FROM agents WHERE workspace_id = ? AND id = ?').run(workspaceId, agentId)
})

function toAgent(row: AgentRow): Agent {
  const agent: Agent = {
    id: row.id,
    name: row.name,
    model: row.model,
    voice: { provider: row.voice_provider, voiceId: row.voice_id },
    phoneNumberId: row.phone_number_id,
    flowId: row.flow_id,
  }
  if (row.personality !== null) agent.personality = row.personality
  if (row.status !== null) agent.status = row.status
  if (row.created_at !== null) agent.createdAt = row.created_at
  if (row.updated_at !== null) agent.updatedAt = row.updated_at
  return agent
}
