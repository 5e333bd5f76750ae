import type { Flow, FlowCreate, FlowUpdate } from '../../shared/api'
import type { AdminFlowRow, FlowDeleted, FlowDetail, Freshness } from '../../shared/bridge'
import { deleteFlow, getFlow, listAgents, listFlows, upsertFlows } from '../cache'
import { requireOnline } from '../sync'
import { CoreError, words } from '../errors/core-error'
import { isNotFound } from './service-failure'
import { refreshAgents } from './agent-refresh'
import { refreshFoldersHolding } from './folders'
import { followUp, serviceOrCached } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

function flowRow(flow: Flow): AdminFlowRow {
  return {
    flowId: flow._id,
    name: flow.name,
    description: flow.description,
    type: flow.type ?? null,
    nodeCount: flow.nodes?.length ?? null,
    edgeCount: flow.edges?.length ?? null,
    updatedAt: flow.updatedAt,
  }
}

/** The cached flows, by name. */
export function flowRows(scope: AdminScope): AdminFlowRow[] {
  return listFlows(scope.db, scope.workspaceId).map(flowRow)
}

export async function flowDetail(scope: AdminScope, flowId: string): Promise<FlowDetail> {
  const { client, db, workspaceId } = scope
  try {
    const copy = await serviceOrCached(scope, {
      unopened: words('errors.admin.flowNotOpened', { id: flowId }),
      fetch: () => client.flows.get(flowId, USER_LANE),
      store: (flow) => upsertFlows(db, workspaceId, [flow]),
      cached: () => {
        const flow = getFlow(db, workspaceId, flowId)
        return flow && { value: flow, fetchedAt: null }
      },
    })
    return detailOf(scope, copy.value, copy.freshness)
  } catch (error) {
    if (!isNotFound(error)) throw error
    deleteFlow(db, workspaceId, flowId)
    throw new CoreError('not_found', words('errors.admin.flowGone', { id: flowId }), { status: 404 })
  }
}

export async function createFlow(scope: AdminScope, input: FlowCreate): Promise<FlowDetail> {
  requireOnline(scope, 'createFlow')
  return stored(scope, await scope.client.flows.create(input, USER_LANE))
}

export async function updateFlow(scope: AdminScope, flowId: string, changes: FlowUpdate): Promise<FlowDetail> {
  requireOnline(scope, 'changeFlow')
  return stored(scope, await scope.client.flows.update(flowId, changes, USER_LANE))
}

/** Deletes the flow; the service also takes it out of its folders and off the agents using it, which are read back. */
export async function removeFlow(scope: AdminScope, flowId: string): Promise<FlowDeleted> {
  requireOnline(scope, 'deleteFlow')
  const { client, db, workspaceId } = scope
  const users = listAgents(db, workspaceId).filter((agent) => agent.flowId === flowId)
  try {
    await client.flows.delete(flowId, USER_LANE)
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  deleteFlow(db, workspaceId, flowId)
  scope.syncNow('flows')
  const note = await followUp(async () => {
    await refreshAgents(scope, users.map((agent) => agent.id))
    await refreshFoldersHolding(scope, flowId)
  })
  return { flowId, ...note }
}

function stored(scope: AdminScope, flow: Flow): FlowDetail {
  upsertFlows(scope.db, scope.workspaceId, [flow])
  scope.syncNow('flows')
  return detailOf(scope, flow, { source: 'service', fetchedAt: scope.now().toISOString(), note: null })
}

function detailOf(scope: AdminScope, flow: Flow, freshness: Freshness): FlowDetail {
  const usedBy = listAgents(scope.db, scope.workspaceId)
    .filter((agent) => agent.flowId === flow._id)
    .map((agent) => ({ id: agent.id, name: agent.name }))
  return { flow, usedBy, ...freshness }
}
