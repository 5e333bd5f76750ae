import type { CallDisposition } from '../../shared/api'
import type { CallNowResult } from '../../shared/bridge'
import { describeCallFailure, type ApiClient } from '../api'

/** A placed callback, before its attempt is recorded (so without its notes line and attempt). */
export type PlacedCallback = Omit<CallNowResult, 'notesLine' | 'attempt'>

/**
 * Places a callback through `POST /api/v1/calls/call` in the `user` lane (ahead
 * of polling), to `toNumber` (E.164, which the outbound guard checked).
 */
export async function placeCallback(
  client: ApiClient,
  disposition: CallDisposition,
  toNumber: string,
  agent: { id: string; name: string | null },
): Promise<PlacedCallback> {
  try {
    const placed = await client.calls.placeCall({ agentId: agent.id, toNumber }, { lane: 'user' })
    return {
      dispositionId: disposition._id,
      callId: placed.callId,
      roomName: placed.roomName,
      agentId: agent.id,
      agentName: placed.agent.name || agent.name || agent.id,
      toNumber,
    }
  } catch (error) {
    throw describeCallFailure(error, agent.name ?? agent.id)
  }
}
