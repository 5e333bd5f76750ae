import type { Route, RouteRequest } from '../context'
import { enumOf } from '../contract/contract'
import type { FlowType, FlowWrite } from '../contract/shapes'
import { assignGiven, readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { enumParam, pageRequest, paginate } from '../http/query'
import { created, ok } from '../http/reply'
import type { FlowRecord } from '../state/store'
import { flowOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/api/v1/flows'

function flowRecord(request: RouteRequest): FlowRecord {
  return recordIn(request, request.sim.store.flows, 'flowId', 'Flow')
}

const FLOW_TYPES = enumOf('FlowType') as FlowType[]

/** Node ids unique, and edges joining nodes of the flow as it will be after the write (docs/api-choices.md). */
function checkGraph(flow: Pick<FlowRecord, 'nodes' | 'edges'>): void {
  const problems: string[] = []
  const ids = new Set<unknown>()
  flow.nodes.forEach((node, index) => {
    if (ids.has(node.id)) problems.push(`nodes.${index}.id: another node already has the id "${String(node.id)}"`)
    ids.add(node.id)
  })
  flow.edges.forEach((edge, index) => {
    for (const end of ['source', 'target'] as const) {
      if (!ids.has(edge[end])) problems.push(`edges.${index}.${end}: no node has the id "${String(edge[end])}"`)
    }
  })
  if (problems.length > 0) throw badRequest(problems.join('; '))
}

export const flowRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const type = enumParam(query, 'type', FLOW_TYPES)
      const flows = sim.store.listIn(sim.store.flows, caller.workspaceId).filter((f) => type === undefined || f.type === type)
      return ok(paginate(flows.map(flowOf), pageRequest(query)))
    },
  },
  {
    method: 'POST',
    path: PATH,
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const body = await readBody<FlowWrite>(request)
      const now = sim.engine.clock.iso()
      const flow: FlowRecord = {
        _id: sim.store.newId('flw'),
        workspaceId: caller.workspaceId,
        name: body.name.trim(),
        description: body.description ?? '',
        type: body.type ?? 'call',
        nodes: body.nodes ?? [],
        edges: body.edges ?? [],
        createdAt: now,
        updatedAt: now,
      }
      checkGraph(flow)
      sim.store.flows.set(flow._id, flow)
      return created(flowOf(flow))
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:flowId`,
    scope: 'workspace',
    handle: (request) => ok(flowOf(flowRecord(request))),
  },
  {
    method: 'PATCH',
    path: `${PATH}/:flowId`,
    scope: 'workspace',
    handle: async (request) => {
      const flow = flowRecord(request)
      const body = await readBody<Partial<FlowWrite>>(request)
      checkGraph({ nodes: body.nodes ?? flow.nodes, edges: body.edges ?? flow.edges })
      assignGiven(flow, body, ['name', 'description', 'type', 'nodes', 'edges'])
      flow.updatedAt = request.sim.engine.clock.iso()
      return ok(flowOf(flow))
    },
  },
  {
    method: 'DELETE',
    path: `${PATH}/:flowId`,
    scope: 'workspace',
    handle: (request) => {
      const { store } = request.sim
      const flow = flowRecord(request)
      store.flows.delete(flow._id)
      for (const folder of store.folders.values()) folder.pathways = folder.pathways.filter((id) => id !== flow._id)
      for (const agent of store.agents.values()) if (agent.flowId === flow._id) agent.flowId = null
      return ok({ success: true })
    },
  },
]
