import { z } from 'zod'

/** Timestamps are strings on the wire; we only require that they parse as dates. */
export const IsoTimestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not an ISO 8601 timestamp')

/** E.164: a plus sign, a country code and the number, 8 to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/
export const E164 = z.string().regex(E164_PATTERN, 'not an E.164 phone number (for example +14155550100)')

/**
 * Text a write requires, with messages that read beside the field they belong
 * to (the simulator prefixes the field's path: `name: required`).
 */
export function requiredText() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'expected text') }).trim().min(1, 'required')
}

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value)
}

export const PathPrefix = {
  apiV1: '/api/v1',
  v1Api: '/v1/api',
  v2Api: '/v2/api',
} as const

/**
 * Pagination of lists the reference does not detail (agents, flows, batch calls,
 * conversations, voices): our conventional choice, documented in docs/api-choices.md.
 */
export const ListQuery = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(200).optional(),
})
export type ListQuery = z.infer<typeof ListQuery>

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  })
}
export interface Page<T> {
  data: T[]
  total: number
  page: number
  limit: number
  totalPages: number
}

/** Error body shape A: `error`, `details`, optional `code`. */
export const ErrorShapeA = z.object({
  error: z.string(),
  details: z.string().optional(),
  code: z.string().optional(),
})
/** Error body shape B: `error: {code, message}`. */
export const ErrorShapeB = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ErrorShapeA = z.infer<typeof ErrorShapeA>
export type ErrorShapeB = z.infer<typeof ErrorShapeB>
