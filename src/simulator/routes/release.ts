import type { Route } from '../context'
import { readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { ok } from '../http/reply'
import { agentOf } from '../state/views'
import { recordIn } from './records'

/** Releasing a number from its agent: the agent then has no number and cannot place calls. */
export const releaseRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/api/agents/:agentId/release/:phoneNumberId',
    scope: 'workspace',
    handle: async (request) => {
      const { sim } = request
      const { store } = sim
      const agent = recordIn(request, store.agents, 'agentId', 'Agent')
      const number = recordIn(request, store.phoneNumbers, 'phoneNumberId', 'Phone number')
      const body = await readBody<{ confirmation: boolean }>(request)
      if (!body.confirmation) throw badRequest('confirmation: must be true to release the phone number')
      if (number.agentId !== agent.id) throw badRequest(`phoneNumberId: ${number.phoneNumberId} is not assigned to agent ${agent.id}`)
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
