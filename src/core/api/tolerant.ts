import type { z } from 'zod'
import { invalidResponse, type Answered } from './validate'

/** A list's items, validated one by one instead of the whole answer at once (docs/reliability.md). */
export interface ListItems {
  /** What the items are, as the quarantine shows it: `activeCalls`, `dispositions`, ... */
  resource: string
  item: z.ZodType<unknown>
  /**
   * The item schema's hand-written twin, for a list too long for zod on every read:
   * the item as the schema parses it, or undefined for the schema to judge it.
   * An item the schema repaired is read again, and kept as `read` answers it.
   */
  read?: (entry: unknown) => unknown
}

/** An item of a list that could not be read or repaired: kept out of the answer, never dropping the page. */
export interface QuarantinedItem {
  resource: string
  /** The item's `id`, `_id` or `roomName`; `#<index>` when it has none. */
  itemId: string
  /** The first thing wrong with it, e.g. `createdAt: not an ISO 8601 timestamp`. */
  reason: string
}

/** Told the items of a list answer that could be neither read nor repaired. */
export type Quarantine = (items: QuarantinedItem[]) => void

export interface SiftedList {
  /** The answer with only the valid (or repaired) items left in its list. */
  body: unknown
  quarantined: QuarantinedItem[]
  repaired: number
}

/** Enough for an item with several wrong fields: each round repairs every issue it can. */
const MAX_REPAIR_ROUNDS = 4

/**
 * Finds the list in an answer (a bare array, `{data: [...]}`, or the nested
 * `{data: {<name>: [...]}}` the reference shows for dispositions), checks each
 * item, repairs what can be and sets the others aside.
 */
export function siftList(raw: unknown, items: ListItems): SiftedList {
  const located = locateList(raw)
  if (!located) return { body: raw, quarantined: [], repaired: 0 }
  const kept: unknown[] = []
  const quarantined: QuarantinedItem[] = []
  let repaired = 0
  located.list.forEach((entry, index) => {
    const read = items.read?.(entry)
    if (read !== undefined) return void kept.push(read)
    const outcome = repairItem(items.item, entry)
    if (outcome.ok) {
      kept.push(items.read?.(outcome.value) ?? outcome.value)
      if (outcome.repaired) repaired++
    } else {
      quarantined.push({ resource: items.resource, itemId: idOf(entry, index), reason: outcome.reason })
    }
  })
  return { body: located.replace(kept), quarantined, repaired }
}

/**
 * A 2xx answer's body as the tolerant reader checks it: a list's items one by
 * one (those neither read nor repaired set aside and told to `quarantine`),
 * then the whole answer against `schema`.
 */
export function checkBody<T>(
  request: Answered,
  requestId: string | undefined,
  body: unknown,
  schema: z.ZodType<T>,
  items: ListItems | undefined,
  quarantine: Quarantine,
): T {
  let raw = body
  if (items) {
    const sifted = siftList(body, items)
    if (sifted.quarantined.length > 0) quarantine(sifted.quarantined)
    raw = sifted.body
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw invalidResponse(request, parsed.error, requestId)
  return parsed.data
}

type Repair = { ok: true; value: unknown; repaired: boolean } | { ok: false; reason: string }

/**
 * Repairs what a reader can guess without inventing data: a missing value
 * becomes null, a null string, list or object becomes empty, a value outside
 * an enum that has `other` becomes `other`. Anything else is a reason.
 */
export function repairItem(schema: z.ZodType<unknown>, entry: unknown): Repair {
  if (!isRecord(entry)) return { ok: false, reason: 'not an object' }
  let candidate: Record<string, unknown> = structuredClone(entry)
  // An object or list the repair made up may take its fields' defaults, never made-up fields.
  const madeUp: string[] = []
  for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
    const parsed = schema.safeParse(candidate)
    if (parsed.success) return { ok: true, value: candidate, repaired: round > 0 }
    const next = structuredClone(candidate)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.')
      const insideMadeUp = madeUp.some((parent) => path.startsWith(`${parent}.`))
      const replacement = insideMadeUp ? unrepairable : replacementFor(issue, valueAt(next, issue.path))
      if (replacement === unrepairable) return { ok: false, reason: describeIssue(issue) }
      if (typeof replacement.value === 'object' && replacement.value !== null) madeUp.push(path)
      setAt(next, issue.path, replacement.value)
    }
    candidate = next
  }
  return { ok: false, reason: 'could not be repaired' }
}

const unrepairable = Symbol('unrepairable')

function replacementFor(issue: z.core.$ZodIssue, value: unknown): { value: unknown } | typeof unrepairable {
  if (issue.path.length === 0) return unrepairable
  if (issue.code === 'invalid_value' && issue.values.includes('other') && typeof value === 'string') return { value: 'other' }
  if (issue.code !== 'invalid_type') return unrepairable
  // A missing field first becomes null (a nullable field accepts it); next round, an empty value.
  if (value === undefined) return { value: null }
  if (value !== null) return unrepairable
  if (issue.expected === 'string') return { value: '' }
  if (issue.expected === 'array') return { value: [] }
  if (issue.expected === 'object') return { value: {} }
  return unrepairable
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

function locateList(raw: unknown): { list: unknown[]; replace: (kept: unknown[]) => unknown } | null {
  if (Array.isArray(raw)) return { list: raw, replace: (kept) => kept }
  if (!isRecord(raw)) return null
  if (Array.isArray(raw.data)) return { list: raw.data, replace: (kept) => ({ ...raw, data: kept }) }
  const nested = raw.data
  if (isRecord(nested)) {
    const name = Object.keys(nested).find((key) => Array.isArray(nested[key]))
    if (name !== undefined) {
      return { list: nested[name] as unknown[], replace: (kept) => ({ ...raw, data: { ...nested, [name]: kept } }) }
    }
  }
  const top = Object.keys(raw).find((key) => Array.isArray(raw[key]))
  if (top !== undefined) return { list: raw[top] as unknown[], replace: (kept) => ({ ...raw, [top]: kept }) }
  return null
}

function idOf(entry: unknown, index: number): string {
  if (isRecord(entry)) {
    for (const key of ['id', '_id', 'roomName', 'phoneNumberId']) {
      const value = entry[key]
      if (typeof value === 'string' && value !== '') return value
    }
  }
  return `#${index}`
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = root
  for (const key of path) {
    if (!isRecord(at) && !Array.isArray(at)) return undefined
    at = (at as Record<PropertyKey, unknown>)[key]
  }
  return at
}

function setAt(root: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let at: Record<PropertyKey, unknown> = root
  for (const key of path.slice(0, -1)) at = at[key] as Record<PropertyKey, unknown>
  at[path[path.length - 1] as PropertyKey] = value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
