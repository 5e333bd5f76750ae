import { z } from 'zod'
import type { Route } from '../context'
import { readBody } from '../http/body'
import { badRequest, notFound } from '../http/errors'
import { ok } from '../http/reply'
import { agentOf } from '../state/views'

const ReleaseBody = z.object({ confirmation: z.boolean() })

/** Releasing a number from its agent: the agent then has no number and cannot place calls. */
export const releaseRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/api/agents/:agentId/release/:phoneNumberId',
    scope: 'workspace',
    handle: async ({ sim, caller, params, req }) => {
      const { store } = sim
      const agentId = params.agentId ?? ''
      const phoneNumberId = params.phoneNumberId ?? ''
      const agent = store.inWorkspace(store.agents, agentId, caller.workspaceId)
      if (!agent) throw notFound('Agent', agentId)
      const number = store.inWorkspace(store.phoneNumbers, phoneNumberId, caller.workspaceId)
      if (!number) throw notFound('Phone number', phoneNumberId)
      const body = await readBody(req, ReleaseBody)
      if (!body.confirmation) throw badRequest('confirmation: must be true to release the phone number')
      if (number.agentId !== agent.id) throw badRequest(`phoneNumberId: ${phoneNumberId} is not assigned to agent ${agentId}`)
      store.assignNumber(number, null)
      agent.updatedAt = sim.engine.clock.iso()
      return ok({
        status: 'success',
        message: `Phone number ${number.phoneNumber} released from agent ${agent.name}`,
        agent: agentOf(agent),
      })
    },
  },
]
