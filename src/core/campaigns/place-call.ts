import { isE164, type OutboundCallRequest } from '../../shared/api'
import type { OutboundBlockKind, CallForm, PlacedCall } from '../../shared/bridge'
import { describeCallFailure, type ApiClient } from '../api'
import { CoreError, words } from '../errors/core-error'

export interface NewCall {
  agentId: string
  agentName: string | null
  to: string
  customerName?: string
  dynamicVariables: Record<string, string>
  metadata: Record<string, string>
  callbackUrl?: string
  overridden: OutboundBlockKind[]
}

/**
 * The listed form (`POST /api/v1/calls/call`) when the call is only an agent
 * and a number: it answers the room name, so the wall can open the call the
 * moment the poller sees it. Anything more (a customer name, variables,
 * metadata, a callback URL) needs the detailed form (`POST /v1/api/call`).
 */
export function formOf(call: Omit<NewCall, 'agentName' | 'overridden'>): CallForm {
  const extras =
    Boolean(call.customerName) ||
    Boolean(call.callbackUrl) ||
    Object.keys(call.dynamicVariables).length > 0 ||
    Object.keys(call.metadata).length > 0
  return extras ? 'detailed' : 'listed'
}

/** The detailed form's body; the customer's name travels as the `customerName` variable (docs/api-choices.md). */
export function detailedBody(call: NewCall): OutboundCallRequest {
  const variables = call.customerName ? { ...call.dynamicVariables, customerName: call.customerName } : call.dynamicVariables
  return {
    to: call.to,
    call_agent_id: call.agentId,
    ...(call.callbackUrl ? { callback_url: call.callbackUrl } : {}),
    ...(Object.keys(variables).length > 0 ? { dynamic_variables: variables } : {}),
    ...(Object.keys(call.metadata).length > 0 ? { metadata: call.metadata } : {}),
  }
}

/** Places the call in the `user` lane; the reference's documented failures in a supervisor's words. */
export async function placeCall(client: ApiClient, call: NewCall): Promise<PlacedCall> {
  if (!isE164(call.to)) {
    throw new CoreError('invalid_number', words('errors.campaigns.notInternational', { number: call.to }))
  }
  const form = formOf(call)
  const placed = { form, agentId: call.agentId, toNumber: call.to, overridden: call.overridden }
  try {
    if (form === 'listed') {
      const answer = await client.calls.placeCall({ agentId: call.agentId, toNumber: call.to }, { lane: 'user' })
      return { ...placed, callId: answer.callId, roomName: answer.roomName }
    }
    const answer = await client.calls.outboundCall(detailedBody(call), { lane: 'user' })
    return { ...placed, callId: answer.call_id, roomName: null }
  } catch (error) {
    throw describeCallFailure(error, call.agentName ?? call.agentId)
  }
}
