import type { HandlersOf } from '../../shared/bridge'
import type { ActiveWorkspace } from '../console/active-workspace'
import type { ConsoleContext } from '../console/context'
import { agentDetail, agentsOverview, assignPhoneNumber, createAgent, releasePhoneNumber, removeAgent, updateAgent } from './agents'
import { createFlow, flowDetail, flowRows, removeFlow, updateFlow } from './flows'
import { addFlowToFolder, folders, openFolder, removeFlowFromFolder } from './folders'
import { knowledgeBases, openKnowledgeBase } from './knowledge-bases'
import { phoneNumberDetail, phoneNumbers, updatePhoneNumber } from './phone-numbers'
import type { AdminScope } from './scope'
import { inSupervisorsWords } from './service-failure'
import { renameWorkspace, workspaceDetail } from './workspace'

type AdminHandlers = HandlersOf<'admin'>

/**
 * `admin.*`: the active workspace's agents, flows and folders, phone numbers,
 * knowledge bases and the workspace itself. Lists read the cache; details and
 * writes go to the service in the `user` lane and store what it answers.
 */
export function adminHandlers(ctx: ConsoleContext): AdminHandlers {
  const scopeOf = (workspace: ActiveWorkspace): AdminScope => ({
    db: ctx.cache,
    workspaceId: workspace.profile.workspaceId,
    client: workspace.client,
    connection: () => ctx.connection(),
    now: () => new Date(ctx.clock.now()),
    syncNow: (resource) => ctx.sync.syncNow(resource),
  })
  const scope = (): AdminScope => scopeOf(ctx.activeWorkspace.require())
  const handlers: AdminHandlers = {
    'admin.agents': async () => {
      const workspace = ctx.activeWorkspace.current
      return workspace
        ? agentsOverview(scopeOf(workspace))
        : { workspaceId: null, agents: [], choices: { callFlows: [], voices: [], models: [], voiceProviders: [], phoneNumbers: [] } }
    },
    'admin.agent': ({ agentId }) => agentDetail(scope(), agentId),
    'admin.createAgent': ({ agent }) => createAgent(scope(), agent),
    'admin.updateAgent': ({ agentId, changes }) => updateAgent(scope(), agentId, changes),
    'admin.deleteAgent': ({ agentId }) => removeAgent(scope(), agentId),
    'admin.assignPhoneNumber': ({ agentId, phoneNumberId }) => assignPhoneNumber(scope(), agentId, phoneNumberId),
    'admin.releasePhoneNumber': ({ agentId, phoneNumberId }) => releasePhoneNumber(scope(), agentId, phoneNumberId),

    'admin.flows': async () => {
      const workspace = ctx.activeWorkspace.current
      return workspace ? flowRows(scopeOf(workspace)) : []
    },
    'admin.flow': ({ flowId }) => flowDetail(scope(), flowId),
    'admin.createFlow': ({ flow }) => createFlow(scope(), flow),
    'admin.updateFlow': ({ flowId, changes }) => updateFlow(scope(), flowId, changes),
    'admin.deleteFlow': ({ flowId }) => removeFlow(scope(), flowId),

    'admin.folders': async () => {
      const workspace = ctx.activeWorkspace.current
      return workspace ? folders.list(scopeOf(workspace)) : []
    },
    'admin.openFolder': ({ folderId }) => openFolder(scope(), folderId),
    'admin.forgetFolder': async ({ folderId }) => folders.forget(scope(), folderId),
    'admin.addFlowToFolder': ({ folderId, flowId, flowType }) => addFlowToFolder(scope(), folderId, flowId, flowType),
    'admin.removeFlowFromFolder': ({ folderId, flowId }) => removeFlowFromFolder(scope(), folderId, flowId),

    'admin.phoneNumbers': ({ refresh }) => phoneNumbers(scope(), refresh),
    'admin.phoneNumber': ({ phoneNumberId }) => phoneNumberDetail(scope(), phoneNumberId),
    'admin.updatePhoneNumber': ({ phoneNumberId, changes }) => updatePhoneNumber(scope(), phoneNumberId, changes),

    'admin.knowledgeBases': async () => {
      const workspace = ctx.activeWorkspace.current
      return workspace ? knowledgeBases.list(scopeOf(workspace)) : []
    },
    'admin.openKnowledgeBase': ({ knowledgeBaseId }) => openKnowledgeBase(scope(), knowledgeBaseId),
    'admin.forgetKnowledgeBase': async ({ knowledgeBaseId }) => knowledgeBases.forget(scope(), knowledgeBaseId),

    'admin.workspace': () => workspaceDetail(scope()),
    'admin.renameWorkspace': ({ name }) => renameWorkspace(scope(), name),
  }
  return withFailuresInSupervisorsWords(handlers)
}

/** Every failure of the service reaches the view as a sentence, with the service's words kept in `details`. */
function withFailuresInSupervisorsWords(handlers: AdminHandlers): AdminHandlers {
  const wrapped: Partial<Record<keyof AdminHandlers, unknown>> = {}
  for (const name of Object.keys(handlers) as (keyof AdminHandlers)[]) {
    const handler = handlers[name] as (args: unknown) => Promise<unknown>
    wrapped[name] = async (args: unknown) => {
      try {
        return await handler(args)
      } catch (error) {
        throw inSupervisorsWords(error)
      }
    }
  }
  return wrapped as AdminHandlers
}
