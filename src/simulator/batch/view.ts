import type { Batch, BatchCall, BatchProgress } from '../contract/shapes'
import type { BatchJobRecord, BatchRecord } from '../state/store'

export function progressOf(batch: BatchRecord): BatchProgress {
  const count = (status: BatchJobRecord['status']) => batch.jobs.filter((j) => j.status === status).length
  const total = batch.jobs.length
  const completed = count('completed')
  const failed = count('failed')
  const cancelled = count('cancelled')
  return {
    batchId: batch.batchId,
    status: batch.status,
    total,
    queued: count('queued'),
    inProgress: count('in_progress'),
    completed,
    failed,
    cancelled,
    percent: total === 0 ? 100 : Math.round(((completed + failed + cancelled) / total) * 1000) / 10,
  }
}

export function batchOf(batch: BatchRecord): Batch {
  return { ...progressOf(batch), agentId: batch.agentId, createdAt: batch.createdAt, updatedAt: batch.updatedAt }
}

export function batchCallOf(job: BatchJobRecord): BatchCall {
  return {
    jobId: job.jobId,
    batchId: job.batchId,
    toNumber: job.toNumber,
    variables: job.variables,
    status: job.status,
    callId: job.callId,
    roomName: job.roomName,
    startedAt: job.startedAt,
    endedAt: job.endedAt,
  }
}
