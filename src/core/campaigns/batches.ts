import { Batch, BatchProgress } from '../../shared/api'
import type { CampaignBatch } from '../../shared/bridge'
import {
  batchDispositionCounts,
  getAgent,
  getRememberedBatch,
  listBatchSamples,
  listRememberedBatches,
  rememberBatch,
  type BatchDispositionCounts,
  type Cache,
  type RememberedBatch,
} from '../cache'

/** Where a batch is read and remembered: the active workspace's rows of the cache. */
export interface BatchScope {
  db: Cache
  workspaceId: string
  now: () => Date
}

/**
 * Remembers the service's answer about a batch (the whole batch, or only its
 * progress for one already remembered) and answers the batch as the view
 * shows it. `fileName`: the file a batch started here was read from.
 */
export function remember(scope: BatchScope, answer: Batch | BatchProgress, startedHere: boolean, fileName: string | null = null): CampaignBatch {
  const known = getRememberedBatch(scope.db, scope.workspaceId, answer.batchId)
  const checkedAt = scope.now().toISOString()
  const whole = 'agentId' in answer ? (answer as Batch) : null
  rememberBatch(
    scope.db,
    scope.workspaceId,
    {
      batchId: answer.batchId,
      agentId: whole?.agentId ?? known?.agentId ?? '',
      startedHere,
      // The progress alone keeps the remembered batch's other fields.
      status: { ...(known?.status as object | undefined), ...answer },
      createdAt: whole?.createdAt ?? known?.createdAt ?? checkedAt,
      checkedAt,
      fileName,
      name: null,
    },
    { at: checkedAt, completed: answer.completed, failed: answer.failed },
  )
  return rememberedBatch(scope, answer.batchId)!
}

export function rememberedBatch(scope: BatchScope, batchId: string): CampaignBatch | undefined {
  const row = getRememberedBatch(scope.db, scope.workspaceId, batchId)
  return row && toCampaignBatch(scope, row, batchDispositionCounts(scope.db, scope.workspaceId, [batchId]))
}

/** Newest first; a row whose stored status no longer reads is left out rather than blanking the list. */
export function rememberedBatches(scope: BatchScope): CampaignBatch[] {
  const rows = listRememberedBatches(scope.db, scope.workspaceId)
  const counts = batchDispositionCounts(scope.db, scope.workspaceId, rows.map((row) => row.batchId))
  return rows.flatMap((row) => toCampaignBatch(scope, row, counts) ?? [])
}

function toCampaignBatch(scope: BatchScope, row: RememberedBatch, counts: Map<string, BatchDispositionCounts>): CampaignBatch | undefined {
  const status = BatchProgress.safeParse(row.status)
  if (!status.success) return undefined
  return {
    ...status.data,
    agentId: row.agentId,
    agentName: getAgent(scope.db, scope.workspaceId, row.agentId)?.name ?? null,
    createdAt: row.createdAt,
    startedHere: row.startedHere,
    checkedAt: row.checkedAt,
    fileName: row.fileName,
    name: row.name,
    dispositions: counts.get(row.batchId) ?? { dispositions: 0, callbacks: 0 },
    samples: listBatchSamples(scope.db, scope.workspaceId, row.batchId),
  }
}
