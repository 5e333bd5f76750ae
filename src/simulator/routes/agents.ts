import type { Route, RouteRequest } from '../context'
import type { AgentWrite } from '../contract/shapes'
import { assignGiven, readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { pageRequest, paginate } from '../http/query'
import { created, ok } from '../http/reply'
import type { AgentRecord } from '../state/store'
import { agentOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/api/v1/agents'

function agentRecord(request: RouteRequest): AgentRecord {
  return recordIn(request, request.sim.store.agents, 'agentId', 'Agent')
}

/** A flow id given in a body must name a call flow of the workspace. */
function flowIn({ sim, caller }: RouteRequest, flowId: string | undefined): string | undefined {
  if (flowId === undefined) return undefined
  const flow = sim.store.inWorkspace(sim.store.flows, flowId, caller.workspaceId)
  if (!flow) throw badRequest(`flowId: no flow ${flowId} in this workspace`)
  if (flow.type !== 'call') throw badRequest(`flowId: flow ${flowId} is a message flow; an agent needs a call flow`)
  return flow._id
}

/** Names are kept as the supervisor meant them, without the blanks around them. */
function trimmed<T extends Partial<AgentWrite>>(body: T): T {
  const { name, model, voice } = body
  return {
    ...body,
    ...(name !== undefined ? { name: name.trim() } : {}),
    ...(model !== undefined ? { model: model.trim() } : {}),
    ...(voice !== undefined ? { voice: { provider: voice.provider.trim(), voiceId: voice.voiceId.trim() } } : {}),
  }
}

export const agentRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const agents = sim.store.listIn(sim.store.agents, caller.workspaceId)
      return ok(paginate(agents.map(agentOf), pageRequest(query)))
    },
  },
  {
    method: 'POST',
    path: PATH,
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const body = trimmed(await readBody<AgentWrite>(request))
      const now = sim.engine.clock.iso()
      const agent: AgentRecord = {
        id: sim.store.newId('agt'),
        workspaceId: caller.workspaceId,
        name: body.name,
        model: body.model,
        voice: body.voice,
        personality: body.personality ?? '',
        phoneNumberId: null,
        flowId: flowIn(request, body.flowId) ?? null,
        createdAt: now,
        updatedAt: now,
      }
      sim.store.agents.set(agent.id, agent)
      return created(agentOf(agent))
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:agentId`,
    scope: 'workspace',
    handle: (request) => ok(agentOf(agentRecord(request))),
  },
  {
    method: 'PATCH',
    path: `${PATH}/:agentId`,
    scope: 'workspace',
    handle: async (request) => {
      const agent = agentRecord(request)
      const body = await readBody<Partial<AgentWrite>>(request)
      assignGiven(agent, trimmed(body), ['name', 'model', 'voice', 'personality'])
      if (body.flowId !== undefined) agent.flowId = flowIn(request, body.flowId) ?? null
      agent.updatedAt = request.sim.engine.clock.iso()
      return ok(agentOf(agent))
    },
  },
  {
    method: 'DELETE',
    path: `${PATH}/:agentId`,
    scope: 'workspace',
    handle: (request) => {
      const { store } = request.sim
      const agent = agentRecord(request)
      const number = store.numberOf(agent)
      if (number) store.assignNumber(number, null)
      store.agents.delete(agent.id)
      return ok({ success: true })
    },
  },
]
