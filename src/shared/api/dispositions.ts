import { z } from 'zod'
import { IsoTimestamp } from './common'

/** Values the simulator uses; the reference shows only `pending`, so the app accepts any string. */
export const KNOWN_DISPOSITION_STATUSES = ['pending', 'scheduled', 'completed', 'failed', 'cancelled'] as const
export const KNOWN_DISPOSITION_TYPES = [
  'callback',
  'voicemail',
  'no_answer',
  'busy',
  'interested',
  'not_interested',
  'do_not_call',
] as const

export const CallDisposition = z.object({
  _id: z.string().min(1),
  phoneNumber: z.string(),
  disposition: z.string(),
  status: z.string(),
  scheduledAt: IsoTimestamp.nullable(),
  attempt: z.number().int().min(0),
  agentId: z.string(),
  batchId: z.string().nullable().optional(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp.optional(),
  notes: z.string().optional().default(''),
  customerName: z.string().optional(),
})
export type CallDisposition = z.infer<typeof CallDisposition>

/**
 * The ten query filters of the reference, under the conventional names we chose
 * (docs/api-choices.md).
 */
export const DispositionQuery = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(200).optional(),
  phoneNumber: z.string().optional(),
  batchId: z.string().optional(),
  agentId: z.string().optional(),
  status: z.string().optional(),
  disposition: z.string().optional(),
  attempt: z.number().int().min(0).optional(),
  search: z.string().optional(),
  timezone: z.string().optional(),
})
export type DispositionQuery = z.infer<typeof DispositionQuery>

export const DispositionList = z.object({
  data: z.object({
    dispositions: z.array(CallDisposition),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  }),
})
export type DispositionList = z.infer<typeof DispositionList>

export const DispositionUpdate = z.object({
  scheduledAt: IsoTimestamp.optional(),
  status: z.string().min(1).optional(),
  notes: z.string().optional(),
})
export type DispositionUpdate = z.infer<typeof DispositionUpdate>

export const DispositionUpdateResponse = z.object({ success: z.boolean(), disposition: CallDisposition })
export type DispositionUpdateResponse = z.infer<typeof DispositionUpdateResponse>
