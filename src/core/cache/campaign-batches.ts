import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/**
 * Batches of calls a console started or opened by id: the service has no list
 * of them, so this is the list. `status` is the service's last answer as it
 * came (the caller validates it again when it reads it); `samples` are the
 * readings of finished calls over time, oldest first.
 */
export interface RememberedBatch {
  batchId: string
  agentId: string
  startedHere: boolean
  status: unknown
  createdAt: string
  checkedAt: string
}

export interface BatchSample {
  at: string
  completed: number
  failed: number
}

interface BatchRow {
  id: string
  agent_id: string
  started_here: number
  status: string
  created_at: string
  checked_at: string
}

const COLUMNS = 'id, agent_id, started_here, status, created_at, checked_at'

/** Stores the status read at `checkedAt` and its sample; a batch once started here stays so. */
export const rememberBatch = namedQuery('rememberBatch', (db: Cache, workspaceId: string, batch: RememberedBatch, sample: BatchSample): void => {
  db.transaction(() => {
    db.statement(
      `INSERT INTO campaign_batches (workspace_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, id) DO UPDATE SET
         agent_id = excluded.agent_id, started_here = max(started_here, excluded.started_here),
         status = excluded.status, created_at = excluded.created_at, checked_at = excluded.checked_at`,
    ).run(
      workspaceId,
      batch.batchId,
      batch.agentId,
      batch.startedHere ? 1 : 0,
      JSON.stringify(batch.status),
      toIso(batch.createdAt),
      toIso(batch.checkedAt),
    )
    db.statement(
      `INSERT INTO campaign_samples (workspace_id, batch_id, at, completed, failed) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, batch_id, at) DO UPDATE SET completed = excluded.completed, failed = excluded.failed`,
    ).run(workspaceId, batch.batchId, toIso(sample.at), sample.completed, sample.failed)
  })
})

/** Newest first. */
export const listRememberedBatches = namedQuery('listRememberedBatches', (db: Cache, workspaceId: string): RememberedBatch[] => {
  const rows = db
    .statement(`SELECT ${COLUMNS} FROM campaign_batches WHERE workspace_id = ? ORDER BY created_at DESC, id`)
    .all(workspaceId) as BatchRow[]
  return rows.map(toRemembered)
})

export const getRememberedBatch = namedQuery(
  'getRememberedBatch',
  (db: Cache, workspaceId: string, batchId: string): RememberedBatch | undefined => {
    const row = db.statement(`SELECT ${COLUMNS} FROM campaign_batches WHERE workspace_id = ? AND id = ?`).get(workspaceId, batchId) as
      | BatchRow
      | undefined
    return row && toRemembered(row)
  },
)

/** Oldest first. */
export const listBatchSamples = namedQuery('listBatchSamples', (db: Cache, workspaceId: string, batchId: string): BatchSample[] =>
  db
    .statement('SELECT at, completed, failed FROM campaign_samples WHERE workspace_id = ? AND batch_id = ? ORDER BY at')
    .all(workspaceId, batchId) as BatchSample[],
)

function toRemembered(row: BatchRow): RememberedBatch {
  return {
    batchId: row.id,
    agentId: row.agent_id,
    startedHere: row.started_here === 1,
    status: JSON.parse(row.status) as unknown,
    createdAt: row.created_at,
    checkedAt: row.checked_at,
  }
}
