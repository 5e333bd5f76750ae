import { z } from 'zod'

/** Whether a wire timestamp parses as a date (the rule of `IsoTimestamp`). */
export function isTimestamp(text: string): boolean {
  return isCommonIsoForm(text) || !Number.isNaN(Date.parse(text))
}

/**
 * `2030-01-31T23:59:59Z` or `2030-01-31T23:59:59.123Z` (any number of fraction
 * digits), read character by character: the form the service sends, and a subset
 * of what `Date.parse` accepts (day 31 of any month included), checked in a tenth
 * of its time. The poll of 10,000 calls checks 20,000 of these every 2 s.
 */
function isCommonIsoForm(text: string): boolean {
  const n = text.length
  if (n < 20 || text.charCodeAt(n - 1) !== 90 /* Z */) return false
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 84 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false
  const month = twoDigits(text, 5)
  const day = twoDigits(text, 8)
  if (!(digit(text, 0) >= 0 && digit(text, 1) >= 0 && digit(text, 2) >= 0 && digit(text, 3) >= 0)) return false
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && twoDigits(text, 11) <= 23 && twoDigits(text, 14) <= 59 && twoDigits(text, 17) <= 59)) return false
  if (n === 20) return true
  if (text.charCodeAt(19) !== 46 /* . */ || n === 21) return false
  for (let i = 20; i < n - 1; i++) if (digit(text, i) < 0) return false
  return true
}

function digit(text: string, at: number): number {
  const d = text.charCodeAt(at) - 48
  return d >= 0 && d <= 9 ? d : -1
}

/** The two digits at `at` as a number, or NaN (failing every comparison). */
function twoDigits(text: string, at: number): number {
  const tens = digit(text, at)
  const ones = digit(text, at + 1)
  return tens < 0 || ones < 0 ? Number.NaN : tens * 10 + ones
}

/** Timestamps are strings on the wire; we only require that they parse as dates. */
export const IsoTimestamp = z.string().refine(isTimestamp, 'not an ISO 8601 timestamp')

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
