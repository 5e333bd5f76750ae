import { z } from 'zod'
import { isE164 } from '../../shared/api/common'
import { OutboundCallRequest, PlaceCallRequest } from '../../shared/api/calls'
import { placeOutboundCall } from '../activity/outbound'
import type { Route } from '../context'
import { readBody } from '../http/body'
import { invalidNumber } from '../http/errors'
import { ok } from '../http/reply'

/** The shared schemas with the numbers as plain strings: a malformed number is answered in shape B, not as a field error. */
const DetailedBody = OutboundCallRequest.extend({ to: z.string().min(1) })
const ListedBody = PlaceCallRequest.extend({ toNumber: z.string().min(1) })

export const callRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/api/call',
    scope: 'workspace',
    handle: async ({ sim, caller, req }) => {
      const body = await readBody(req, DetailedBody)
      if (!isE164(body.to)) throw invalidNumber('to', body.to)
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
    handle: async ({ sim, caller, req }) => {
      const body = await readBody(req, ListedBody)
      if (!isE164(body.toNumber)) throw invalidNumber('toNumber', body.toNumber)
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
