import { apiErrorWords, isApiError } from '../api'
import { isDiskFull } from '../cache'
import { CoreError, inEnglish, words, type CoreWords } from '../errors/core-error'

/**
 * The live poll is overdue: the service takes longer than its cadence allows
 * (frozen, or stalled on the way). Not `isUnreachable`: the state is degraded
 * until the request gives up or the answer comes.
 */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError'
  readonly words: CoreWords
  constructor(readonly silentMs: number) {
    const said = words('errors.connection.noAnswer', { seconds: Math.round(silentMs / 1000) })
    super(inEnglish(said))
    this.words = said
  }
}

/**
 * The wall is older than its cadence and the slack allow although the service
 * answers: it refuses the polls (a 429 above all). Like `NoAnswerError`, it
 * makes the state degraded and the wall stale; it says the age and the cause.
 */
export class WallBehindError extends Error {
  override name = 'WallBehindError'
  readonly words: CoreWords
  constructor(
    readonly ageMs: number,
    /** Why, in words: `behindCause` of the refusal, or `KEY_LIMITED`. */
    readonly why: string,
  ) {
    const seconds = Math.round(ageMs / 1000)
    const said = why === KEY_LIMITED ? words('errors.connection.behindLimited', { seconds }) : words('errors.connection.behind', { seconds, why })
    super(inEnglish(said))
    this.words = said
  }
}

export const KEY_LIMITED = 'the service is limiting this key'

/** The cause a `WallBehindError` names for the poll's refusal. */
export function behindCause(error: unknown): string {
  return isRateLimited(error) ? KEY_LIMITED : describeFailure(error).replace(/\.$/, '')
}

/** The wall shows calls older than its cadence allows: the poll in flight is overdue, or the polls are refused. */
export function isWallStale(error: unknown): boolean {
  return error instanceof NoAnswerError || error instanceof WallBehindError
}

/** No answer from the service at all: the network or the service is down. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.code === 'offline' || error.code === 'timeout')
}

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.status === 429
}

/** Our own cancellation (stop, workspace switch): not a failure worth reporting. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.code === 'aborted'
}

/** Failures worth trying again later; anything else will fail the same way. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.status === undefined) return error.code !== 'redirected'
  // 401/403: the key may be rotated or the permission granted; the edit must not be lost meanwhile.
  return error.status === 429 || error.status >= 500 || error.status === 401 || error.status === 403
}

/** A sentence for the supervisor, whatever was thrown. */
export function describeFailure(error: unknown): string {
  const said = failureWords(error)
  return typeof said === 'string' ? said : inEnglish(said)
}

/** {@link describeFailure}'s sentence as core's message, which the renderer words, or the text it passes on as it is. */
export function failureWords(error: unknown): CoreWords | string {
  if (isApiError(error)) return apiErrorWords(error)
  if (error instanceof NoAnswerError || error instanceof WallBehindError) return error.words
  if (error instanceof CoreError && error.words) return error.words
  return error instanceof Error ? error.message : String(error)
}

export function retryAfterOf(error: unknown): number | undefined {
  return isApiError(error) ? error.retryAfterMs : undefined
}

/**
 * Runs a write that only notes a failure (a sync error, a retry): when the disk holding the cache refuses it, the
 * failure itself is that refusal, already told, and the write is dropped rather than thrown from a handler.
 */
export function noteUnlessDiskFull(write: () => unknown): void {
  try {
    write()
  } catch (error) {
    if (!isDiskFull(error)) throw error
  }
}
