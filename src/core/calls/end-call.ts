import type { EndCallResult } from '../../shared/bridge'
import { ApiError, type ApiClient } from '../api'
import { markEnded, type Cache } from '../cache'

/**
 * Ends a call in the `user` lane, ahead of polling, and records in the call
 * history that the supervisor ended it. A 404 means the call had already
 * ended: not a failure, the call is gone either way.
 */
export async function endCall(client: ApiClient, db: Cache, roomName: string): Promise<EndCallResult> {
  let result: EndCallResult
  try {
    const answer = await client.activeCalls.end(roomName, { lane: 'user' })
    result = { roomName, outcome: 'ended', endedAt: answer.endTime, message: answer.message || 'Call ended.' }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    return { roomName, outcome: 'already-ended', endedAt: new Date().toISOString(), message: 'This call had already ended.' }
  }
  markEnded(db, client.workspaceId, roomName, { endedAt: result.endedAt, endedBy: 'supervisor' })
  return result
}
