import type { Freshness } from '../../shared/bridge'
import { apiErrorWords, isApiError, type ApiError } from '../api'
import { CoreError, inEnglish, words, type CoreWords } from '../errors/core-error'
import type { AdminScope } from './scope'

export interface Copy<T> {
  value: T
  freshness: Freshness
}

export interface CopySource<T> {
  /** Asks the service; throws ApiError. */
  fetch(): Promise<T>
  /** Stores what the service answered. */
  store(value: T, fetchedAt: string): void
  /** The kept copy, if any, and when it was fetched. */
  cached(): { value: T; fetchedAt: string | null } | undefined
  /** The refusal when nothing is kept: "Flow folder fld_x has not been opened on this computer before; …". */
  unopened: CoreWords
}

const OFFLINE = words('errors.admin.offlineCopy')
export const OFFLINE_NOTE = inEnglish(OFFLINE)

/** A kept copy's note: in English and as core's message, which the renderer words. */
export function noteOf(note: CoreWords): Pick<Freshness, 'note' | 'noteWords'> {
  return { note: inEnglish(note), noteWords: note }
}

export const OFFLINE_FRESHNESS = noteOf(OFFLINE)

/**
 * The service's copy when it answers, otherwise the kept one with a note
 * saying why. A 404 is never answered from the cache: the record is gone, and
 * the caller drops its copy. Nothing kept and no service is a refusal.
 */
export async function serviceOrCached<T>(scope: AdminScope, source: CopySource<T>): Promise<Copy<T>> {
  if (scope.connection().state === 'offline') return cachedOr(source, OFFLINE_FRESHNESS)
  try {
    const value = await source.fetch()
    const fetchedAt = scope.now().toISOString()
    source.store(value, fetchedAt)
    return { value, freshness: { source: 'service', fetchedAt, note: null } }
  } catch (error) {
    if (!isApiError(error) || error.status === 404 || error.status === 403 || error.status === 401) throw error
    const unreachable = error.code === 'offline' || error.code === 'timeout'
    return cachedOr(source, unreachable ? OFFLINE_FRESHNESS : noteOf(words('errors.admin.serviceNotAsked', { reason: apiErrorWords(error) })), error)
  }
}

function cachedOr<T>(source: CopySource<T>, note: Pick<Freshness, 'note' | 'noteWords'>, error?: unknown): Copy<T> {
  const kept = source.cached()
  if (kept) return { value: kept.value, freshness: { source: 'cache', fetchedAt: kept.fetchedAt, ...note } }
  if (error) throw error
  throw new CoreError('offline_action', source.unopened)
}

/**
 * After a write the service accepted: what it now has, read back; when reading
 * fails, the kept copy with a note that the write itself went through.
 */
export async function readBack<T extends Freshness>(read: () => Promise<T>, kept: () => T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!isApiError(error)) throw error
    return { ...kept(), source: 'cache', ...unreadNote(error) }
  }
}

/** The note of a write the service accepted whose result could not be read back. */
function unreadNote(error: ApiError): Pick<Freshness, 'note' | 'noteWords'> {
  return noteOf(words('errors.admin.readBackFailed', { reason: apiErrorWords(error) }))
}

/**
 * The reads that follow an accepted write (records the service changed along
 * with it): null when they worked, else the note saying the write went through.
 */
export async function followUp(reads: () => Promise<unknown>): Promise<Pick<Freshness, 'note' | 'noteWords'>> {
  try {
    await reads()
    return { note: null }
  } catch (error) {
    if (!isApiError(error)) throw error
    return unreadNote(error)
  }
}
