import { Batch, BatchProgress } from '../../shared/api'
import type { CampaignBatch } from '../../shared/bridge'
import { getAgent, getRememberedBatch, listBatchSamples, listRememberedBatches, rememberBatch, type Cache, type RememberedBatch } from '../cache'

/** Where a batch is read and remembered: the active workspace's rows of the cache. */
export interface BatchScope {
  db: Cache
  workspaceId: string
  now: () => Date
}

/**
 * Remembers the service's answer about a batch (the whole batch, or only its
 * progress for one already remembered) and answers the batch as the view
 * shows it.
 */
export function remember(scope: BatchScope, answer: Batch | BatchProgress, startedHere: boolean): CampaignBatch {
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
    },
    { at: checkedAt, completed: answer.completed, failed: answer.failed },
  )
  return rememberedBatch(scope, answer.batchId)!
}

export function rememberedBatch(scope: BatchScope, batchId: string): CampaignBatch | undefined {
  const row = getRememberedBatch(scope.db, scope.workspaceId, batchId)
  return row && toCampaignBatch(scope, row)
}

/** Newest first; a row whose stored status no longer reads is left out rather than blanking the list. */
export function rememberedBatches(scope: BatchScope): CampaignBatch[] {
  return listRememberedBatches(scope.db, scope.workspaceId).flatMap((row) => toCampaignBatch(scope, row) ?? [])
}

function toCampaignBatch(scope: BatchScope, row: RememberedBatch): CampaignBatch | undefined {
  const status = BatchProgress.safeParse(row.status)
  if (!status.success) return undefined
  return {
    ...status.data,
    agentId: row.agentId,
    agentName: getAgent(scope.db, scope.workspaceId, row.agentId)?.name ?? null,
    createdAt: row.createdAt,
    startedHere: row.startedHere,
    checkedAt: row.checkedAt,
    samples: listBatchSamples(scope.db, scope.workspaceId, row.batchId),
  }
}
