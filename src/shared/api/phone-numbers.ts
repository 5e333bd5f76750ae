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

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** `HH:MM` on a 24-hour clock; an opening ends at `24:00` at the latest (midnight at the end of the day). */
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

function isSlotWellFormed(slot: { start: string; end: string }): boolean {
  return START_TIME.test(slot.start) && END_TIME.test(slot.end)
}

/** One opening of a day, `start` before `end`, both in the office hours' `timezone`. */
export const OpeningSlot = z
  .object({
    start: z.string().regex(START_TIME, 'expected HH:MM from 00:00 to 23:59'),
    end: z.string().regex(END_TIME, 'expected HH:MM from 00:01 to 24:00'),
  })
  .strict()
  .refine((slot) => !isSlotWellFormed(slot) || slot.start < slot.end, { message: 'must be after the start', path: ['end'] })
export type OpeningSlot = z.infer<typeof OpeningSlot>

/**
 * Our structure of `officeHours.schedule` (the reference does not show it,
 * docs/api-choices.md): lowercase weekday → its openings, in order, not
 * overlapping. A day left out, or with no openings, is closed.
 */
export const OfficeHoursSchedule = z.partialRecord(
  z.enum(WEEKDAYS),
  z
    .array(OpeningSlot)
    .max(12, 'at most 12 openings a day')
    .superRefine((slots, ctx) => {
      slots.forEach((slot, index) => {
        const previous = slots[index - 1]
        if (previous && isSlotWellFormed(previous) && isSlotWellFormed(slot) && slot.start < previous.end) {
          ctx.addIssue({ code: 'custom', message: 'overlaps or comes before the opening above', path: [index, 'start'] })
        }
      })
    }),
)
export type OfficeHoursSchedule = z.infer<typeof OfficeHoursSchedule>

/** The longest `maxCallDuration` we accept (our choice): a day. */
export const MAX_CALL_DURATION_SECONDS = 86_400

/**
 * Write shape: `recordingEnabled` in place of `recording`, plus `maxCallDuration` and `label`.
 * `direction`, the limits and the schedule's structure are our additions (docs/api-choices.md).
 * The console's number form validates with this schema too.
 */
export const PhoneNumberConfigUpdate = z.object({
  agentId: z.string().min(1).optional(),
  direction: Direction.optional(),
  maxCallDuration: z
    .number({ error: 'expected a number of seconds' })
    .int('whole seconds')
    .min(1, 'at least 1 second')
    .max(MAX_CALL_DURATION_SECONDS, 'at most 86400 seconds (24 hours)')
    .optional(),
  recordingEnabled: z.boolean().optional(),
  officeHours: z
    .object({
      enabled: z.boolean(),
      timezone: z.string().min(1).optional(),
      schedule: OfficeHoursSchedule.optional(),
    })
    .strict()
    .refine((hours) => hours.schedule === undefined || hours.timezone !== undefined, {
      message: 'required with a schedule',
      path: ['timezone'],
    })
    .optional(),
  transferCallerIdMode: TransferCallerIdMode.optional(),
  metadataTags: z.array(z.string().trim().min(1, 'a tag cannot be empty').max(64, 'at most 64 characters')).max(50, 'at most 50 tags').optional(),
  label: z.string().max(100, 'at most 100 characters').optional(),
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
