import { z } from 'zod'
import type { Page } from '../../shared/api'

/**
 * The answer of a list whose shape the reference does not show. We expect our
 * page (`{data, total, page, limit, totalPages}`, docs/api-choices.md) but also
 * accept `{data: [...]}` and a bare array, and always hand back a Page.
 */
export function pageOrList<T>(item: z.ZodType<T>): z.ZodType<Page<T>> {
  const envelope = z.object({
    data: z.array(item),
    total: z.number().int().min(0).optional(),
    page: z.number().int().min(1).optional(),
    limit: z.number().int().min(1).optional(),
    totalPages: z.number().int().min(0).optional(),
  })
  return z
    .preprocess((raw) => (Array.isArray(raw) ? { data: raw } : raw), envelope)
    .transform((body): Page<T> => {
      const total = body.total ?? body.data.length
      const limit = body.limit ?? Math.max(1, body.data.length)
      return {
        data: body.data,
        total,
        page: body.page ?? 1,
        limit,
        totalPages: body.totalPages ?? Math.ceil(total / limit),
      }
    })
}

/**
 * The dispositions list: the reference shows `{data: {dispositions, total, page,
 * limit, totalPages}}`; a service answering our flat page (`{data: [...], total,
 * ...}`), `{dispositions: [...]}` or a bare array is read as the same page.
 */
export function nestedPage<T>(name: string, item: z.ZodType<T>): z.ZodType<Page<T>> {
  const flat = pageOrList(item)
  return z.preprocess((raw) => {
      if (!isRecord(raw)) return raw
      const nested = raw.data
      if (isRecord(nested) && Array.isArray(nested[name])) return { ...nested, data: nested[name] }
      if (Array.isArray(raw[name])) return { ...raw, data: raw[name] }
      return raw
    }, flat)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** For answers the reference leaves open (e.g. a delete): any JSON or none. */
export const AnyBody = z.unknown().transform(() => undefined)
