import type { Agent, Flow } from '../../shared/api'
import type { AdminAgentRow, AdminFlowRow, AdminPhoneNumberRow, AgentChoices } from '../../shared/bridge'
import { listAgents, listFlows, listPhoneNumbers, listVoices, type CachedPhoneNumber } from '../cache'
import type { AdminScope } from './scope'

/**
 * The cached agents, flows, voices and numbers of the workspace, read once per
 * command to join names to ids (a workspace has tens of each, not thousands).
 */
export class Directory {
  readonly agents: Agent[]
  readonly flows: Flow[]
  readonly numbers: CachedPhoneNumber[]
  readonly #agentNames: Map<string, string>
  readonly #flowNames: Map<string, string>
  readonly #voiceNames: Map<string, string>
  readonly #numbers: Map<string, CachedPhoneNumber>
  readonly #voices: ReturnType<typeof listVoices>

  constructor(scope: Pick<AdminScope, 'db' | 'workspaceId'>) {
    const { db, workspaceId } = scope
    this.agents = listAgents(db, workspaceId)
    this.flows = listFlows(db, workspaceId)
    this.numbers = listPhoneNumbers(db, workspaceId)
    this.#voices = listVoices(db, workspaceId)
    this.#agentNames = new Map(this.agents.map((a) => [a.id, a.name]))
    this.#flowNames = new Map(this.flows.map((f) => [f._id, f.name]))
    this.#voiceNames = new Map(this.#voices.map((v) => [v._id, v.name]))
    this.#numbers = new Map(this.numbers.map((n) => [n.phoneNumberId, n]))
  }

  agentName(agentId: string | null | undefined): string | null {
    return agentId ? (this.#agentNames.get(agentId) ?? null) : null
  }

  agentRow(agent: Agent): AdminAgentRow {
    const phoneNumberId = agent.phoneNumberId ?? null
    const flowId = agent.flowId ?? null
    return {
      agentId: agent.id,
      name: agent.name,
      model: agent.model,
      voiceProvider: agent.voice.provider,
      voiceId: agent.voice.voiceId,
      voiceName: this.#voiceNames.get(agent.voice.voiceId) ?? null,
      phoneNumberId,
      phoneNumber: phoneNumberId ? (this.#numbers.get(phoneNumberId)?.phoneNumber ?? null) : null,
      flowId,
      flowName: flowId ? (this.#flowNames.get(flowId) ?? null) : null,
      status: agent.status ?? null,
      updatedAt: agent.updatedAt ?? null,
    }
  }

  numberRow(number: CachedPhoneNumber): AdminPhoneNumberRow {
    return { ...number, agentName: this.agentName(number.agentId) }
  }

  choices(): AgentChoices {
    const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))].sort()
    return {
      callFlows: this.flows.filter((f) => f.type !== 'message').map((f) => ({ id: f._id, name: f.name })),
      voices: this.#voices.map((v) => ({ voiceId: v._id, name: v.name, language: v.language })),
      models: distinct(this.agents.map((a) => a.model)),
      voiceProviders: distinct(this.agents.map((a) => a.voice.provider)),
      phoneNumbers: this.numbers.map((n) => ({
        phoneNumberId: n.phoneNumberId,
        phoneNumber: n.phoneNumber,
        label: n.label,
        flowType: n.flowType,
        agentId: n.agentId,
        agentName: this.agentName(n.agentId),
      })),
    }
  }
}

export function flowRow(flow: Flow): AdminFlowRow {
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
