import type { Page } from '../../shared/api'

const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/**
 * Every stored timestamp has one form (`toISOString`), so that text order is time
 * order and range filters can use the indexes.
 */
export function toIso(value: string): string {
  return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString()
}

export function toIsoOrNull(value: string | null | undefined): string | null {
  return value == null ? null : toIso(value)
}

export interface PageRequest {
  /** 1-based, as in the reference. Default 1. */
  page?: number
  /** Default 50, as in the reference; at most 500. */
  limit?: number
}

export interface PageWindow {
  page: number
  limit: number
  offset: number
}

export function pageWindow(request: PageRequest): PageWindow {
  const page = Math.max(1, Math.floor(request.page ?? 1))
  const limit = Math.min(500, Math.max(1, Math.floor(request.limit ?? 50)))
  return { page, limit, offset: (page - 1) * limit }
}

export function toPage<T>(data: T[], total: number, window: PageWindow): Page<T> {
  return { data, total, page: window.page, limit: window.limit, totalPages: Math.ceil(total / window.limit) }
}

/** `[]` or one value or many, as an IN list's placeholders and values. */
export function inList(value: string | readonly string[]): { placeholders: string; values: string[] } {
  const values = typeof value === 'string' ? [value] : [...value]
  return { placeholders: values.map(() => '?').join(', '), values }
}
