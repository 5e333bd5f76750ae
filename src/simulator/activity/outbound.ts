import type { SimContext } from '../context'
import { shapeA } from '../http/errors'
import type { AgentRecord } from '../state/store'
import { dialOutcome } from './dial-outcome'

export interface OutboundRequest {
  workspaceId: string
  agentId: string
  toNumber: string
  callbackUrl?: string
  metadata?: Record<string, unknown>
  dynamicVariables?: Record<string, string>
}

export interface PlacedCall {
  callId: string
  roomName: string
  fromNumber: string
  agent: AgentRecord
}

/**
 * The rules of both outbound endpoints, in the reference's order: the agent exists
 * (404), has an active phone number and flow (400), the plan has a free call slot
 * (429), and the carrier accepts the call (500 UNKNOWN_ERROR).
 */
export function placeOutboundCall(sim: SimContext, request: OutboundRequest): PlacedCall {
  const { store, engine } = sim
  const agent = store.inWorkspace(store.agents, request.agentId, request.workspaceId)
  if (!agent)
    throw shapeA(404, 'Agent not found', `No agent ${request.agentId} exists in this workspace, or the caller has no access to it`)
  const number = store.numberOf(agent)
  if (!number) throw shapeA(400, 'Invalid configuration', `Agent ${agent.id} has no phone number configured`)
  const flow = agent.flowId === null ? undefined : store.flows.get(agent.flowId)
  if (!flow) throw shapeA(400, 'Invalid configuration', `Agent ${agent.id} has no active flow configured`)
  const limit = sim.limits.concurrentCalls
  if (engine.apiCallsIn(request.workspaceId) >= limit)
    throw shapeA(
      429,
      'Too many concurrent calls',
      `The ${sim.options.plan} plan allows ${limit} concurrent outbound call${limit === 1 ? '' : 's'}; end a call or wait`,
      'CONCURRENCY_LIMIT',
    )

  const outcome = dialOutcome(request.toNumber)
  if (outcome === 'cannot-start')
    throw shapeA(500, 'Failed to initiate call', `The carrier refused the call to ${request.toNumber}`, 'UNKNOWN_ERROR')
  const spec = {
    agent,
    origin: 'api' as const,
    customerPhone: request.toNumber,
    customerName: request.dynamicVariables?.customerName ?? null,
    callbackUrl: request.callbackUrl ?? null,
    metadata: request.metadata ?? null,
  }
  const call = outcome === 'connect' ? engine.start(spec) : engine.startFailing(spec, request.toNumber)
  return { callId: call.id, roomName: call.roomName, fromNumber: number.phoneNumber, agent }
}
