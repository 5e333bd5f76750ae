import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'

/**
 * Batches of calls a console started, opened by id or saw in the
 * dispositions: the service has no list of them, so this is the list.
 * `status` is the service's last answer as it came (the caller validates it
 * again when it reads it); `samples` are the readings of finished calls over
 * time, oldest first.
 */
export interface RememberedBatch {
  batchId: string
  agentId: string
  startedHere: boolean
  status: unknown
  createdAt: string
  checkedAt: string
  /** The file it was started from, when started here. */
  fileName: string | null
  /** The supervisor's name for it; null: named after its file and start. */
  name: string | null
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
  file_name: string | null
  name: string | null
}

const COLUMNS = 'id, agent_id, started_here, status, created_at, checked_at, file_name, name'

/** Stores the status read at `checkedAt` and its sample; a batch once started here stays so, and keeps its file and name. */
export const rememberBatch = namedQuery('rememberBatch', (db: Cache, workspaceId: string, batch: RememberedBatch, sample: BatchSample): void => {
  db.transaction(() => {
    db.statement(
      `INSERT INTO campaign_batches (workspace_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, id) DO UPDATE SET
         agent_id = excluded.agent_id, started_here = max(started_here, excluded.started_here),
         status = excluded.status, created_at = excluded.created_at, checked_at = excluded.checked_at,
         file_name = coalesce(file_name, excluded.file_name), name = coalesce(name, excluded.name)`,
    ).run(
      workspaceId,
      batch.batchId,
      batch.agentId,
      batch.startedHere ? 1 : 0,
      JSON.stringify(batch.status),
      toIso(batch.createdAt),
      toIso(batch.checkedAt),
      batch.fileName,
      batch.name,
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
    fileName: row.file_name,
    name: row.name,
  }
}

/** The supervisor's name for a batch; null goes back to the one from its file and start. Answers whether the batch is remembered. */
export const renameBatch = namedQuery('renameBatch', (db: Cache, workspaceId: string, batchId: string, name: string | null): boolean => {
  return db.statement('UPDATE campaign_batches SET name = ? WHERE workspace_id = ? AND id = ?').run(name, workspaceId, batchId).changes > 0
})

/** Dispositions cached for a batch: how many, and how many of them have a callback time (what Callbacks lists). */
export interface BatchDispositionCounts {
  dispositions: number
  callbacks: number
}

/** Per batch id, its cached dispositions (an index range each); a batch without any answers zeros. */
export const batchDispositionCounts = namedQuery(
  'batchDispositionCounts',
  (db: Cache, workspaceId: string, batchIds: readonly string[]): Map<string, BatchDispositionCounts> => {
    const rows = db
      .statement(
        `SELECT b.value AS batchId, count(d.id) AS dispositions, count(d.scheduled_at) AS callbacks
         FROM json_each(?) b LEFT JOIN call_dispositions d ON d.workspace_id = ? AND d.batch_id = b.value
         GROUP BY b.value`,
      )
      .all(JSON.stringify(batchIds), workspaceId) as (BatchDispositionCounts & { batchId: string })[]
    return new Map(rows.map(({ batchId, ...counts }) => [batchId, counts]))
  },
)

/** Batch ids the cached dispositions name that are not remembered here: batches seen in Callbacks, for Campaigns to read. */
export const unrememberedBatchIds = namedQuery('unrememberedBatchIds', (db: Cache, workspaceId: string): string[] => {
  const rows = db
    .statement(
      `SELECT DISTINCT d.batch_id AS batchId FROM call_dispositions d
       WHERE d.workspace_id = ? AND d.batch_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM campaign_batches c WHERE c.workspace_id = d.workspace_id AND c.id = d.batch_id)
       ORDER BY d.batch_id`,
    )
    .all(workspaceId) as { batchId: string }[]
  return rows.map((row) => row.batchId)
})
