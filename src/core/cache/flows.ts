import type { Flow, FlowType } from '../../shared/api'
import { byIdQuery, namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

interface FlowRow {
  id: string
  name: string
  description: string
  type: FlowType | null
  nodes: string | null
  edges: string | null
  created_at: string
  updated_at: string
}

const COLUMNS = `id, name, description, type, nodes, edges, created_at, updated_at`

export const upsertFlows = namedQuery('upsertFlows', (db: Cache, workspaceId: string, flows: readonly Flow[]) => {
  const upsert = db.statement(`
    INSERT INTO flows (workspace_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (workspace_id, id) DO UPDATE SET
      name = excluded.name, description = excluded.description, type = excluded.type, nodes = excluded.nodes,
      edges = excluded.edges,
      created_at = excluded.created_at, updated_at = excluded.updated_at`)
  db.transaction(() => {
    for (const f of flows) {
      upsert.run(
        workspaceId,
        f._id,
        f.name,
        f.description,
        f.type ?? null,
        f.nodes === undefined ? null : JSON.stringify(f.nodes),
        f.edges === undefined ? null : JSON.stringify(f.edges),
        toIso(f.createdAt),
        toIso(f.updatedAt),
      )
    }
  })
})

/** By name; `type` narrows to call or message flows. */
export const listFlows = namedQuery(
  'listFlows',
  (db: Cache, workspaceId: string, filter: { type?: FlowType } = {}): Flow[] => {
    const rows = (
      filter.type === undefined
        ? db
            .statement(`SELECT ${COLUMNS} FROM flows WHERE workspace_id = ? ORDER BY name COLLATE NOCASE, id`)
            .all(workspaceId)
        : db
            .statement(
              `SELECT ${COLUMNS} FROM flows WHERE workspace_id = ? AND type = ? ORDER BY name COLLATE NOCASE, id`,
            )
            .all(workspaceId, filter.type)
    ) as FlowRow[]
    return rows.map(toFlow)
  },
)

export const getFlow = byIdQuery('getFlow', 'flows', COLUMNS, toFlow)

/** After the service deleted it. */
export const deleteFlow = namedQuery('deleteFlow', (db: Cache, workspaceId: string, flowId: string): void => {
  db.statement('DELETE FROM flows WHERE workspace_id = ? AND id = ?').run(workspaceId, flowId)
})

function toFlow(row: FlowRow): Flow {
  const flow: Flow = {
    _id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
  if (row.type !== null) flow.type = row.type
  if (row.nodes !== null) flow.nodes = JSON.parse(row.nodes) as Record<string, unknown>[]
  if (row.edges !== null) flow.edges = JSON.parse(row.edges) as Record<string, unknown>[]
  return flow
}
