import { redact } from '../log'
import { inEnglish, words, type CoreWords } from '../errors/core-error'

const MAX_MESSAGE_LENGTH = 240

/** Why an update failed: in English, and as core's message (`words`) unless it is electron-updater's own line. */
export interface UpdateFailure {
  message: string
  words?: CoreWords
}

/**
 * A supervisor-readable sentence for a failed check or download. electron-updater's
 * errors carry stacks and whole HTTP responses; we keep the gist, and never a
 * token that might be part of the update URL.
 */
export function describeUpdateError(error: unknown): UpdateFailure {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : ''
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED/.test(`${code} ${raw}`)) {
    return updateFailure(words('errors.updates.unreachable'))
  }
  if (/app-update\.yml/.test(raw)) return updateFailure(words('errors.updates.noServer'))
  if (/\b404\b/.test(raw)) return updateFailure(words('errors.updates.noRelease'))
  if (/sha512 checksum mismatch|signature/i.test(raw)) return updateFailure(words('errors.updates.corrupt'))
  const firstLine = redact(raw.split('\n')[0] ?? '').trim()
  if (!firstLine) return updateFailure(words('errors.updates.unknown'))
  return { message: firstLine.length > MAX_MESSAGE_LENGTH ? `${firstLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : firstLine }
}

/** Core's message in English and as itself, which the renderer words. */
export function updateFailure(said: CoreWords): Required<UpdateFailure> {
  return { message: inEnglish(said), words: said }
}
