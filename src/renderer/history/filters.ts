import type { CallFilters, ConversationFilters } from '../../shared/bridge'
import { startOfDay } from './format'

/** A date range as the date inputs hold it: days in the supervisor's zone, both included. */
export interface DayRange {
  fromDay?: string
  toDay?: string
}

export type ConversationViewFilters = Omit<ConversationFilters, 'from' | 'to'> & DayRange
export type CallViewFilters = Omit<CallFilters, 'from' | 'to'> & DayRange

/** The instants the cache filters on: from the first day's midnight to the midnight after the last day, in the display zone. */
export function instants(range: DayRange, zone: string): { from?: string; to?: string } {
  const from = range.fromDay ? startOfDay(range.fromDay, zone) : undefined
  const to = range.toDay ? startOfDay(range.toDay, zone, 1) : undefined
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

export function conversationFilters({ fromDay, toDay, ...rest }: ConversationViewFilters, zone: string): ConversationFilters {
  return { ...rest, ...instants({ fromDay, toDay }, zone) }
}

export function callFilters({ fromDay, toDay, ...rest }: CallViewFilters, zone: string): CallFilters {
  return { ...rest, ...instants({ fromDay, toDay }, zone) }
}

export function rangeBackwards(range: DayRange): boolean {
  return Boolean(range.fromDay && range.toDay && range.fromDay > range.toDay)
}

/** Whether any filter is set: an empty list then means "nothing matches", not "nothing cached". */
export function isFiltered(filters: object): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '')
}

/** Sets or (for '' and undefined) removes one filter. */
export function withFilter<F extends object, K extends keyof F>(filters: F, key: K, value: F[K] | '' | undefined): F {
  const next = { ...filters }
  if (value === '' || value === undefined) delete next[key]
  else next[key] = value as F[K]
  return next
}
