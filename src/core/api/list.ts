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

/** For answers the reference leaves open (e.g. a delete): any JSON or none. */
export const AnyBody = z.unknown().transform(() => undefined)
