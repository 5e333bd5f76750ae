import { isE164, type CallDisposition } from '../../shared/api'
import type { CallNowResult } from '../../shared/bridge'
import { describeApiError, isApiError, type ApiClient } from '../api'
import { CoreError } from '../errors/core-error'

/**
 * Places a callback through `POST /api/v1/calls/call` in the `user` lane (ahead
 * of polling). The number is checked before anything is sent: a malformed one
 * would only come back as a 400.
 */
export async function placeCallback(
  client: ApiClient,
  disposition: CallDisposition,
  agent: { id: string; name: string | null },
): Promise<CallNowResult> {
  const toNumber = dialableNumber(disposition)
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

/** The callback's number, when it is E.164; otherwise the refusal, before anything is sent. */
export function dialableNumber(disposition: CallDisposition): string {
  const toNumber = disposition.phoneNumber.trim()
  if (isE164(toNumber)) return toNumber
  throw new CoreError(
    'invalid_number',
    `The callback's number "${toNumber}" is not in international format (E.164: a plus sign, the country code and the number, e.g. +14155550100), so it cannot be dialed.`,
  )
}

/** The errors the reference documents for placing a call, in a supervisor's words. */
export function describeCallFailure(error: unknown, agentName: string): unknown {
  if (!isApiError(error)) return error
  const said = error.details ?? error.message
  const keep = (code: string, message: string) => new CoreError(code, message, { status: error.status, details: said })
  if (error.status === 404) {
    return keep('agent_not_found', `The agent "${agentName}" does not exist in this workspace, or this API key cannot use it. Choose another agent.`)
  }
  if (error.status === 400 && error.code === 'invalid_number') {
    return keep('invalid_number', `The service refused the number as invalid: ${said}`)
  }
  if (error.status === 400) {
    const flow = /flow|pathway/i.test(said) && !/phone/i.test(said)
    return keep(
      'agent_not_ready',
      flow
        ? `The agent "${agentName}" has no call flow configured, so it cannot place calls. Give it a flow in Admin, or choose another agent.`
        : `The agent "${agentName}" has no phone number configured, so it cannot place calls. Assign it a number in Admin, or choose another agent.`,
    )
  }
  if (error.status === 429 && error.code === 'CONCURRENCY_LIMIT') {
    return keep('concurrency_limit', "The plan's limit of simultaneous calls is reached. Wait for a call to end, then try again.")
  }
  if (error.status === 500 && error.code === 'UNKNOWN_ERROR') {
    return keep('call_failed', `The call could not be started. The service said: ${said.replace(/[.!?]+$/, '')}. Try again in a moment.`)
  }
  return keep(error.code, describeApiError(error))
}
