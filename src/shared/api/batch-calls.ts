import { z } from 'zod'
import { IsoTimestamp } from './common'

/** Batch payloads are not shown in the reference; this is our design (docs/api-choices.md). */
export const BatchStatus = z.enum(['queued', 'running', 'completed', 'cancelled'])
export const BatchCallStatus = z.enum(['queued', 'in_progress', 'completed', 'failed', 'cancelled'])

export const BatchRowError = z.object({ row: z.number().int().min(1), column: z.string().optional(), message: z.string() })
export type BatchRowError = z.infer<typeof BatchRowError>

export const BatchValidation = z.object({
  valid: z.boolean(),
  totalRows: z.number().int().min(0),
  validRows: z.number().int().min(0),
  columns: z.array(z.string()),
  errors: z.array(BatchRowError),
  preview: z.array(z.record(z.string(), z.string())),
})
export type BatchValidation = z.infer<typeof BatchValidation>

export const BatchPreview = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
  totalRows: z.number().int().min(0),
})
export type BatchPreview = z.infer<typeof BatchPreview>

export const BatchProgress = z.object({
  batchId: z.string(),
  status: BatchStatus,
  total: z.number().int().min(0),
  queued: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  completed: z.number().int().min(0),
  failed: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  percent: z.number().min(0).max(100),
})
export type BatchProgress = z.infer<typeof BatchProgress>

export const Batch = BatchProgress.extend({
  agentId: z.string(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Batch = z.infer<typeof Batch>

export const BatchCall = z.object({
  jobId: z.string(),
  batchId: z.string(),
  toNumber: z.string(),
  variables: z.record(z.string(), z.string()),
  status: BatchCallStatus,
  callId: z.string().nullable(),
  roomName: z.string().nullable(),
  startedAt: IsoTimestamp.nullable(),
  endedAt: IsoTimestamp.nullable(),
})
export type BatchCall = z.infer<typeof BatchCall>

export const BatchCallQuery = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(200).optional(),
  status: BatchCallStatus.optional(),
})
export type BatchCallQuery = z.infer<typeof BatchCallQuery>
