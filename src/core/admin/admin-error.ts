import { describeApiError, isApiError } from '../api'

/**
 * A failure the Bridge passes to the Admin view as is (`dispatch` keeps an
 * error's string `code`, `message`, `status` and `details`): the message is the
 * sentence the supervisor reads; for a refused write `details` keeps the
 * service's own words, which the form maps to the field they name.
 */
export class AdminError extends Error {
  override readonly name = 'AdminError'

  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly details?: string,
  ) {
    super(message)
  }
}

/** An API failure in the supervisor's words; anything else is passed on unchanged. */
export function asAdminError(error: unknown): unknown {
  if (!isApiError(error)) return error
  // Shape B carries its words in the message alone; shape A in `details`.
  return new AdminError(error.code, describeApiError(error), error.status, error.details ?? error.message)
}

export function isNotFound(error: unknown): boolean {
  return (isApiError(error) || error instanceof AdminError) && error.status === 404
}
