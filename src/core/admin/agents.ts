import type { Agent, AgentCreate, AgentUpdate } from '../../shared/api'
import type { AdminAgents, AgentChoices, AgentDeleted, AgentDetail, Freshness } from '../../shared/bridge'
import { deleteAgent, Directory, getAgent, getPhoneNumber, upsertAgents } from '../cache'
import { requireOnline } from '../sync'
import { CoreError, words } from '../errors/core-error'
import { isNotFound } from './service-failure'
import { refreshAgents } from './agent-refresh'
import { listNumbersFromService } from './phone-numbers'
import { followUp, readBack, serviceOrCached } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

/** The cached agents by name, with what the agent form offers. */
export function agentsOverview(scope: AdminScope): AdminAgents {
  const directory = new Directory(scope.db, scope.workspaceId)
  return {
    workspaceId: scope.workspaceId,
    agents: directory.agents.map((agent) => directory.agentRow(agent)),
    choices: agentChoices(directory),
  }
}

/** What the agent form offers: call flows, voices, the models and providers in use, the numbers. */
function agentChoices(directory: Directory): AgentChoices {
  const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))].sort()
  return {
    callFlows: directory.flows.filter((f) => f.type !== 'message').map((f) => ({ id: f._id, name: f.name })),
    voices: directory.voices.map((v) => ({ voiceId: v._id, name: v.name, language: v.language })),
    models: distinct(directory.agents.map((a) => a.model)),
    voiceProviders: distinct(directory.agents.map((a) => a.voice.provider)),
    phoneNumbers: directory.numbers.map((n) => ({
      phoneNumberId: n.phoneNumberId,
      phoneNumber: n.phoneNumber,
      label: n.label,
      flowType: n.flowType,
      agentId: n.agentId,
      agentName: directory.agentName(n.agentId),
    })),
  }
}

/** The agent as the service has it now (stored in the cache), or the cached copy. */
export async function agentDetail(scope: AdminScope, agentId: string): Promise<AgentDetail> {
  const { client, db, workspaceId } = scope
  try {
    const copy = await serviceOrCached(scope, {
      unopened: words('errors.admin.agentNotOpened', { id: agentId }),
      fetch: () => client.agents.get(agentId, USER_LANE),
      store: (agent) => upsertAgents(db, workspaceId, [agent]),
      cached: () => {
        const agent = getAgent(db, workspaceId, agentId)
        return agent && { value: agent, fetchedAt: null }
      },
    })
    return detailOf(scope, copy.value, copy.freshness)
  } catch (error) {
    if (!isNotFound(error)) throw error
    deleteAgent(db, workspaceId, agentId)
    throw new CoreError('not_found', words('errors.admin.agentGone', { id: agentId }), { status: 404 })
  }
}

export async function createAgent(scope: AdminScope, input: AgentCreate): Promise<AgentDetail> {
  requireOnline(scope, 'createAgent')
  return stored(scope, await scope.client.agents.create(input, USER_LANE))
}

export async function updateAgent(scope: AdminScope, agentId: string, changes: AgentUpdate): Promise<AgentDetail> {
  requireOnline(scope, 'changeAgent')
  return stored(scope, await scope.client.agents.update(agentId, changes, USER_LANE))
}

/** Deletes the agent; its number stops taking calls and is unassigned. */
export async function removeAgent(scope: AdminScope, agentId: string): Promise<AgentDeleted> {
  requireOnline(scope, 'deleteAgent')
  const { client, db, workspaceId } = scope
  const releasedPhoneNumberId = getAgent(db, workspaceId, agentId)?.phoneNumberId ?? null
  try {
    await client.agents.delete(agentId, USER_LANE)
  } catch (error) {
    // Already gone: the supervisor's intent holds; only the cache was behind.
    if (!isNotFound(error)) throw error
  }
  deleteAgent(db, workspaceId, agentId)
  scope.syncNow('agents')
  const note = releasedPhoneNumberId ? await followUp(() => listNumbersFromService(scope)) : { note: null }
  return { agentId, releasedPhoneNumberId, ...note }
}

/** Routes the number to the agent; the agent that had it, and the number the agent had, are read back too. */
export async function assignPhoneNumber(scope: AdminScope, agentId: string, phoneNumberId: string): Promise<AgentDetail> {
  requireOnline(scope, 'assignNumber')
  const { client, db, workspaceId } = scope
  const previousAgentId = getPhoneNumber(db, workspaceId, phoneNumberId)?.agentId
  await client.phoneNumbers.updateConfig(phoneNumberId, { agentId }, USER_LANE)
  return readBack(
    async () => {
      await listNumbersFromService(scope)
      await refreshAgents(scope, [previousAgentId])
      return agentDetail(scope, agentId)
    },
    () => cachedDetail(scope, agentId),
  )
}

/** `POST /v1/api/agents/{agentId}/release/{phoneNumberId}`, confirmed: the number stops routing to the agent. */
export async function releasePhoneNumber(scope: AdminScope, agentId: string, phoneNumberId: string): Promise<AgentDetail> {
  requireOnline(scope, 'releaseNumber')
  const { client, db, workspaceId } = scope
  const answer = await client.agents.releasePhoneNumber(agentId, phoneNumberId, true, USER_LANE)
  // The reference describes the updated agent as the answer, but only shows `status` and `message`.
  if (answer.agent) upsertAgents(db, workspaceId, [answer.agent])
  return readBack(
    async () => {
      await listNumbersFromService(scope)
      return answer.agent ? stored(scope, answer.agent) : agentDetail(scope, agentId)
    },
    () => cachedDetail(scope, agentId),
  )
}

function stored(scope: AdminScope, agent: Agent): AgentDetail {
  upsertAgents(scope.db, scope.workspaceId, [agent])
  scope.syncNow('agents')
  return detailOf(scope, agent, { source: 'service', fetchedAt: scope.now().toISOString(), note: null })
}

function cachedDetail(scope: AdminScope, agentId: string): AgentDetail {
  const agent = getAgent(scope.db, scope.workspaceId, agentId)
  if (!agent) throw new CoreError('not_found', words('errors.admin.agentNotCached', { id: agentId }), { status: 404 })
  return detailOf(scope, agent, { source: 'cache', fetchedAt: null, note: null })
}

function detailOf(scope: AdminScope, agent: Agent, freshness: Freshness): AgentDetail {
  return { agent, row: new Directory(scope.db, scope.workspaceId).agentRow(agent), ...freshness }
}
