import type { Page } from '../contract/shapes'
import { badRequest } from './errors'

export const DEFAULT_PAGE_LIMIT = 50
export const MAX_PAGE_LIMIT = 200

export interface PageRequest {
  page: number
  limit: number
}

/** An optional integer query parameter, range-checked; 400 names the parameter. */
export function intParam(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const text = query.get(name)
  if (text === null || text === '') return undefined
  const value = Number(text)
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) throw badRequest(`${name}: expected an integer, got ${JSON.stringify(text)}`)
  if (value < min || value > max) throw badRequest(`${name}: must be from ${min} to ${max}, got ${value}`)
  return value
}

export function pageRequest(query: URLSearchParams): PageRequest {
  return {
    page: intParam(query, 'page', 1, Number.MAX_SAFE_INTEGER) ?? 1,
    limit: intParam(query, 'limit', 1, MAX_PAGE_LIMIT) ?? DEFAULT_PAGE_LIMIT,
  }
}

export function paginate<T>(items: readonly T[], { page, limit }: PageRequest): Page<T> {
  const start = (page - 1) * limit
  return {
    data: items.slice(start, start + limit),
    total: items.length,
    page,
    limit,
    totalPages: Math.ceil(items.length / limit),
  }
}

/** An optional string filter; empty counts as absent. */
export function textParam(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)
  return value === null || value === '' ? undefined : value
}

/** An optional enum filter; other values are a 400 naming the parameter. */
export function enumParam<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = textParam(query, name)
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${name}: must be one of ${allowed.join(', ')}`)
  return value as T
}
