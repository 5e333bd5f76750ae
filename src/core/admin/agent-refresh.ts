import { deleteAgent, upsertAgents } from '../cache'
import { isNotFound } from './service-failure'
import { USER_LANE, type AdminScope } from './scope'

/**
 * Reads the agents a write changed on the service's side (a number moved
 * between them, a flow they used was deleted) back into the cache; one that no
 * longer exists leaves it.
 */
export async function refreshAgents(scope: AdminScope, agentIds: readonly (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(agentIds.filter((id): id is string => typeof id === 'string' && id !== ''))]
  for (const agentId of ids) {
    try {
      upsertAgents(scope.db, scope.workspaceId, [await scope.client.agents.get(agentId, USER_LANE)])
    } catch (error) {
      if (!isNotFound(error)) throw error
      deleteAgent(scope.db, scope.workspaceId, agentId)
    }
  }
  scope.syncNow('agents')
}
