import { apiErrorWords, isApiError } from '../api'
import { CoreError, words, type CoreWords } from '../errors/core-error'

/**
 * A failed clone or create in words a supervisor can act on. The generic
 * wording of `describeApiError` is kept where it already says what to do; the
 * cases specific to an audio upload get their own.
 */
export function describeCloneFailure(error: unknown): CoreError {
  if (!isApiError(error)) {
    if (error instanceof CoreError) return error
    const unexpected = error instanceof Error ? words('errors.voices.unexpectedWhy', { why: error.message }) : words('errors.voices.unexpected')
    return new CoreError('internal', unexpected)
  }
  const { status, details, retryAfterMs, permission } = error
  const fail = (message: CoreWords | string) => new CoreError(error.code, message, { status, details, retryAfterMs, permission })
  if (error.code === 'aborted') return new CoreError('cancelled', words('errors.voices.cancelled'))
  switch (error.status) {
    case 413:
      return fail(words('errors.voices.fileTooLarge'))
    case 400: {
      const why = error.details || error.message
      return fail(why ? words('errors.voices.refusedWhy', { why }) : words('errors.voices.refused'))
    }
    case 403:
      return fail(words('errors.voices.mayNotCreate'))
  }
  return fail(words('errors.voices.failedKept', { reason: apiErrorWords(error) }))
}
