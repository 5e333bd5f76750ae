import { z } from 'zod'
import { E164 } from './common'
import { FlowType } from './flows'

export const Direction = z.enum(['inbound', 'outbound', 'bidirectional'])
export const TransferCallerIdMode = z.enum(['agent', 'customer'])

/** Read shape of `GET /v1/api/carrier/phone-numbers/{id}/config`. */
export const PhoneNumberConfig = z.object({
  phoneNumberId: z.string().min(1),
  agentId: z.string().nullable(),
  flowType: FlowType,
  direction: Direction,
  status: z.string(),
  recording: z.boolean(),
  officeHours: z.object({ enabled: z.boolean() }).loose(),
  transferCallerIdMode: TransferCallerIdMode,
  metadataTags: z.array(z.string()),
})
export type PhoneNumberConfig = z.infer<typeof PhoneNumberConfig>

/**
 * Write shape: `recordingEnabled` in place of `recording`, plus `maxCallDuration` and `label`.
 * `direction` is our addition (docs/api-choices.md).
 */
export const PhoneNumberConfigUpdate = z.object({
  agentId: z.string().min(1).optional(),
  direction: Direction.optional(),
  maxCallDuration: z.number().int().min(1).optional(),
  recordingEnabled: z.boolean().optional(),
  officeHours: z
    .object({
      enabled: z.boolean(),
      timezone: z.string().optional(),
      schedule: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  transferCallerIdMode: TransferCallerIdMode.optional(),
  metadataTags: z.array(z.string()).optional(),
  label: z.string().optional(),
})
export type PhoneNumberConfigUpdate = z.infer<typeof PhoneNumberConfigUpdate>

/** An item of our `GET /v1/api/carrier/phone-numbers` list (not shown in the reference). */
export const PhoneNumber = z.object({
  phoneNumberId: z.string().min(1),
  phoneNumber: E164,
  label: z.string(),
  agentId: z.string().nullable(),
  flowType: FlowType,
  direction: Direction,
  status: z.string(),
  maxCallDuration: z.number().int().min(1),
})
export type PhoneNumber = z.infer<typeof PhoneNumber>

export const SuccessResponse = z.object({ success: z.boolean() })
