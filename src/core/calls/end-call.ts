import type { EndCallResult } from '../../shared/bridge'
import { ApiError, apiErrorWords, type ApiClient } from '../api'
import { markEnded, type Cache } from '../cache'
import { CoreError, words } from '../errors/core-error'

/**
 * Ends a call in the `user` lane, ahead of polling, and records in the call
 * history that the supervisor ended it. A 404 means the call had already
 * ended: not a failure, the call is gone either way. Every other failure is
 * one, in the supervisor's words.
 */
export async function endCall(client: ApiClient, db: Cache, roomName: string): Promise<EndCallResult> {
  let result: EndCallResult
  try {
    const answer = await client.activeCalls.end(roomName, { lane: 'user' })
    result = { roomName, outcome: 'ended', endedAt: answer.endTime, message: answer.message || 'Call ended.' }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 404) {
      return { roomName, outcome: 'already-ended', endedAt: new Date().toISOString(), message: 'This call had already ended.' }
    }
    throw endFailure(error)
  }
  markEnded(db, client.workspaceId, roomName, { endedAt: result.endedAt, endedBy: 'supervisor' })
  return result
}

/** Connection failures that happen before the request is sent: the call was surely not ended. */
const NEVER_SENT = /\((ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\)/

function endFailure(error: ApiError): CoreError {
  const unknownOutcome = error.isNetwork && error.code !== 'aborted' && !NEVER_SENT.test(error.message)
  const message = unknownOutcome ? words('errors.calls.endUnknown') : apiErrorWords(error)
  return new CoreError(error.code, message, {
    status: error.status,
    details: error.details ?? error.message,
    retryAfterMs: error.retryAfterMs,
    permission: error.permission,
    cause: error,
  })
}
