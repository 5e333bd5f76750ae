import type { Agent, Flow, Voice } from '../../shared/api'
import type { AgentRow, NamedRef } from '../../shared/bridge'
import { listAgents } from './agents'
import type { Cache } from './cache'
import { listFlows } from './flows'
import { listPhoneNumbers, type CachedPhoneNumber } from './phone-numbers'
import { listVoices } from './voices'

/**
 * The names behind the ids that cached rows carry (agents, flows, voices,
 * phone numbers) in one workspace, and the agent row every view shows. Made
 * for one command: each table is read on first use, once (a workspace has
 * tens of each, not thousands). A name is null when its record is not cached
 * (deleted, or not synced yet); the caller chooses what to show instead.
 */
export class Directory {
  #agents: Agent[] | undefined
  #flows: Flow[] | undefined
  #voices: Voice[] | undefined
  #numbers: CachedPhoneNumber[] | undefined
  #agentNames: ReadonlyMap<string, string> | undefined
  #flowNames: ReadonlyMap<string, string> | undefined
  #voiceNames: ReadonlyMap<string, string> | undefined
  #numbersById: ReadonlyMap<string, CachedPhoneNumber> | undefined

  constructor(
    private readonly db: Cache,
    private readonly workspaceId: string,
  ) {}

  get agents(): Agent[] {
    return (this.#agents ??= listAgents(this.db, this.workspaceId))
  }

  get flows(): Flow[] {
    return (this.#flows ??= listFlows(this.db, this.workspaceId))
  }

  get voices(): Voice[] {
    return (this.#voices ??= listVoices(this.db, this.workspaceId))
  }

  get numbers(): CachedPhoneNumber[] {
    return (this.#numbers ??= listPhoneNumbers(this.db, this.workspaceId))
  }

  /** Agent id → name. */
  get agentNames(): ReadonlyMap<string, string> {
    return (this.#agentNames ??= new Map(this.agents.map((agent) => [agent.id, agent.name])))
  }

  /** The agents as a filter offers them. */
  agentRefs(): NamedRef[] {
    return this.agents.map((agent) => ({ id: agent.id, name: agent.name }))
  }

  flowRefs(): NamedRef[] {
    return this.flows.map((flow) => ({ id: flow._id, name: flow.name }))
  }

  agentName(agentId: string | null | undefined): string | null {
    return agentId ? (this.agentNames.get(agentId) ?? null) : null
  }

  flowName(flowId: string | null | undefined): string | null {
    this.#flowNames ??= new Map(this.flows.map((flow) => [flow._id, flow.name]))
    return flowId ? (this.#flowNames.get(flowId) ?? null) : null
  }

  voiceName(voiceId: string): string | null {
    this.#voiceNames ??= new Map(this.voices.map((voice) => [voice._id, voice.name]))
    return this.#voiceNames.get(voiceId) ?? null
  }

  /** The number's E.164, when it is cached. */
  phoneNumber(phoneNumberId: string | null): string | null {
    this.#numbersById ??= new Map(this.numbers.map((number) => [number.phoneNumberId, number]))
    return phoneNumberId ? (this.#numbersById.get(phoneNumberId)?.phoneNumber ?? null) : null
  }

  /** The agent with the names of its voice, number and flow (Admin's list, History's directory). */
  agentRow(agent: Agent): AgentRow {
    const phoneNumberId = agent.phoneNumberId ?? null
    const flowId = agent.flowId ?? null
    return {
      agentId: agent.id,
      name: agent.name,
      model: agent.model,
      voiceProvider: agent.voice.provider,
      voiceId: agent.voice.voiceId,
      voiceName: this.voiceName(agent.voice.voiceId),
      phoneNumberId,
      phoneNumber: this.phoneNumber(phoneNumberId),
      flowId,
      flowName: this.flowName(flowId),
      status: agent.status ?? null,
      updatedAt: agent.updatedAt ?? null,
    }
  }
}
