import { describeApiError, isApiError } from '../api'
import { CoreError } from '../errors/core-error'

const KEPT = 'The recording is kept: try again, or discard it.'

/**
 * A failed clone or create in words a supervisor can act on. The generic
 * wording of `describeApiError` is kept where it already says what to do; the
 * cases specific to an audio upload get their own.
 */
export function describeCloneFailure(error: unknown): CoreError {
  if (!isApiError(error)) {
    if (error instanceof CoreError) return error
    const said = error instanceof Error ? ` (${error.message})` : ''
    return new CoreError('internal', `Saving the voice failed unexpectedly${said}. ${KEPT}`)
  }
  const { status, details, retryAfterMs, permission } = error
  const fail = (message: string) => new CoreError(error.code, message, { status, details, retryAfterMs, permission })
  if (error.code === 'aborted') return new CoreError('cancelled', `Upload cancelled. ${KEPT}`)
  switch (error.status) {
    case 413:
      return fail(`The service refused the file as too large (it accepts at most 50 MB). Trim the recording or record a shorter one. ${KEPT}`)
    case 400:
      return fail(
        `The service refused the audio or the voice details${error.details ? ` (${error.details})` : error.message ? ` (${error.message})` : ''}. Check the name and language; if the audio is the problem, record again. ${KEPT}`,
      )
    case 403:
      return fail(`This API key may not create voices in this workspace. Ask the workspace owner for the permission. ${KEPT}`)
  }
  return fail(`${describeApiError(error)} ${KEPT}`)
}
