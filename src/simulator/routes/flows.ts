import { FlowCreate, FlowType, FlowUpdate, flowGraphProblems } from '../../shared/api/flows'
import type { Route, RouteRequest } from '../context'
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

/** Edges must join nodes of the flow as it will be after the write. */
function checkGraph(flow: Pick<FlowRecord, 'nodes' | 'edges'>): void {
  const nodes = flow.nodes.map((node) => ({ ...node, id: typeof node.id === 'string' ? node.id : '' }))
  const edges = flow.edges.map((edge) => ({ ...edge, source: String(edge.source), target: String(edge.target) }))
  const problems = flowGraphProblems(nodes, edges)
  if (problems.length > 0) throw badRequest(problems.map((p) => `${p.path}: ${p.message}`).join('; '))
}

export const flowRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const type = enumParam(query, 'type', FlowType.options)
      const flows = sim.store.listIn(sim.store.flows, caller.workspaceId).filter((f) => type === undefined || f.type === type)
      return ok(paginate(flows.map(flowOf), pageRequest(query)))
    },
  },
  {
    method: 'POST',
    path: PATH,
    scope: 'workspace',
    handle: async ({ sim, caller, req }) => {
      const body = await readBody(req, FlowCreate)
      const now = sim.engine.clock.iso()
      const flow: FlowRecord = {
        _id: sim.store.newId('flw'),
        workspaceId: caller.workspaceId,
        name: body.name,
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
      const body = await readBody(request.req, FlowUpdate)
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
