import { apiErrorWords, isApiError } from '../api'
import { CoreError } from '../errors/core-error'

/**
 * An API failure in the supervisor's words, as Admin shows it: the message is
 * the sentence the supervisor reads; `details` keeps the service's own words,
 * which the form maps to the field they name (shape B carries them in its
 * message alone, shape A in `details`). Anything else is passed on unchanged.
 */
export function inSupervisorsWords(error: unknown): unknown {
  if (!isApiError(error)) return error
  return new CoreError(error.code, apiErrorWords(error), {
    status: error.status,
    details: error.details ?? error.message,
    retryAfterMs: error.retryAfterMs,
    permission: error.permission,
    cause: error,
  })
}

export function isNotFound(error: unknown): boolean {
  return error instanceof CoreError && error.status === 404
}
