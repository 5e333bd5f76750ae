import type { ErrorWords, WordsParam } from '../../shared/bridge'
import { inEnglish, type CoreWords } from '../errors/core-error'

/**
 * A failure as the cache keeps it (a sync's, an outbox edit's): its English
 * and, for core's message, its words as JSON, so the supervisor reads it in
 * their language after a restart too. Text passed on as it is has no words.
 */
export function storedError(error: CoreWords | string): { text: string; words: string | null } {
  return typeof error === 'string' ? { text: error, words: null } : { text: inEnglish(error), words: JSON.stringify(error) }
}

/** The words kept with a failure, read tolerantly: a value this version cannot read leaves the English shown. */
export function storedWords(text: string | null): ErrorWords | null {
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  return wordsIn(value)
}

/** A message and its parameters, the messages it quotes within included; null for anything else. */
function wordsIn(value: unknown): ErrorWords | null {
  if (typeof value !== 'object' || value === null || typeof (value as { key?: unknown }).key !== 'string') return null
  const { key, params } = value as { key: string; params?: unknown }
  if (params === undefined) return { key }
  if (typeof params !== 'object' || params === null) return null
  const kept: Record<string, WordsParam> = {}
  for (const [name, param] of Object.entries(params)) {
    const read = typeof param === 'string' || typeof param === 'number' ? param : wordsIn(param)
    if (read === null) return null
    kept[name] = read
  }
  return { key, params: kept }
}
