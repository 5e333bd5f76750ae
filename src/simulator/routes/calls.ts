import { placeOutboundCall } from '../activity/outbound'
import type { Route, RouteRequest } from '../context'
import { describe } from '../contract/check'
import type { OutboundCallBody, PlaceCallBody } from '../contract/shapes'
import { bodyWithIssues } from '../http/body'
import { badRequest, invalidNumber } from '../http/errors'
import { ok } from '../http/reply'

/** The body as the contract lets it through, but a malformed number is answered in shape B, once every other field is right. */
async function callBody<T>(request: RouteRequest, numberField: keyof T & string): Promise<T> {
  const { body, issues } = await bodyWithIssues(request)
  const others = issues.filter((issue) => issue.rule !== 'e164')
  if (others.length > 0) throw badRequest(describe(others))
  const number = (body as Record<string, unknown>)[numberField]
  if (issues.length > 0 && typeof number === 'string') throw invalidNumber(numberField, number)
  return body as T
}

export const callRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/api/call',
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const body = await callBody<OutboundCallBody>(request, 'to')
      const placed = placeOutboundCall(sim, {
        workspaceId: caller.workspaceId,
        agentId: body.call_agent_id,
        toNumber: body.to,
        ...(body.callback_url !== undefined ? { callbackUrl: body.callback_url } : {}),
        ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
        ...(body.dynamic_variables !== undefined ? { dynamicVariables: body.dynamic_variables } : {}),
      })
      return ok({ status: 'success', call_id: placed.callId, message: `Call to ${body.to} initiated` })
    },
  },
  {
    method: 'POST',
    path: '/api/v1/calls/call',
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const body = await callBody<PlaceCallBody>(request, 'toNumber')
      const placed = placeOutboundCall(sim, { workspaceId: caller.workspaceId, agentId: body.agentId, toNumber: body.toNumber })
      const { agent } = placed
      return ok({
        status: 'success',
        callId: placed.callId,
        roomName: placed.roomName,
        fromNumber: placed.fromNumber,
        toNumber: body.toNumber,
        agent: { id: agent.id, name: agent.name, model: agent.model, voice: agent.voice },
      })
    },
  },
]
