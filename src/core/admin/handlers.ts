import type { ConnectionStatus, HandlersOf } from '../../shared/bridge'
import { actorOf, type ActivityLog, type ActivityTarget } from '../activity'
import { getAgent, getFlow, getOpenedRecord, getPhoneNumber, type Cache } from '../cache'
import type { ActiveWorkspace, FeatureModule, WorkspaceAccess } from '../console/context'
import type { SyncClock } from '../sync'
import { agentDetail, agentsOverview, assignPhoneNumber, createAgent, releasePhoneNumber, removeAgent, updateAgent } from './agents'
import { createFlow, flowDetail, flowRows, removeFlow, updateFlow } from './flows'
import { addFlowToFolder, folders, openFolder, removeFlowFromFolder } from './folders'
import { knowledgeBases, openKnowledgeBase } from './knowledge-bases'
import { phoneNumberDetail, phoneNumbers, updatePhoneNumber } from './phone-numbers'
import type { AdminScope } from './scope'
import { inSupervisorsWords } from './service-failure'
import { renameWorkspace, workspaceDetail } from './workspace'

type AdminHandlers = HandlersOf<'admin'>

/** What `admin.*` needs: the active workspace, its cache and connection, the activity log, and a sync on demand. */
export interface AdminPorts {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  connection(): ConnectionStatus
  readonly clock: SyncClock
  readonly activity: Pick<ActivityLog, 'track'>
  readonly sync: Pick<AdminScope, 'syncNow'>
}

/**
 * `admin.*`: the active workspace's agents, flows and folders, phone numbers,
 * knowledge bases and the workspace itself. Lists read the cache; details and
 * writes go to the service in the `user` lane and store what it answers.
 */
export function adminModule(ports: AdminPorts): FeatureModule<'admin'> {
  const scopeOf = (workspace: ActiveWorkspace): AdminScope => ({
    db: ports.cache(),
    workspaceId: workspace.profile.workspaceId,
    client: workspace.client,
    connection: () => ports.connection(),
    now: () => new Date(ports.clock.now()),
    syncNow: (resource) => ports.sync.syncNow(resource),
  })
  const scope = (): AdminScope => scopeOf(ports.activeWorkspace.require())
  /** A write, recorded in the activity log with its outcome in the supervisor's words. */
  const write = <T>(
    what: (workspaceId: string) => ActivityTarget,
    run: (scope: AdminScope) => Promise<T>,
    after?: (value: T) => Partial<ActivityTarget>,
  ): Promise<T> => {
    const workspace = ports.activeWorkspace.require()
    const target = what(workspace.profile.workspaceId)
    return ports.activity.track(actorOf(workspace), target, () => run(scopeOf(workspace)).catch((error: unknown) => Promise.reject(inSupervisorsWords(error))), after)
  }
  const agentName = (workspaceId: string, agentId: string) => `agent ${getAgent(ports.cache(), workspaceId, agentId)?.name ?? agentId}`
  const flowName = (workspaceId: string, flowId: string) => `flow ${getFlow(ports.cache(), workspaceId, flowId)?.name ?? flowId}`
  const numberName = (workspaceId: string, id: string) => getPhoneNumber(ports.cache(), workspaceId, id)?.phoneNumber ?? id
  const folderName = (workspaceId: string, id: string) => getOpenedRecord(ports.cache(), workspaceId, 'flowFolder', id)?.name ?? id
  const handlers: AdminHandlers = {
    'admin.agents': async () => {
      const workspace = ports.activeWorkspace.current
      return workspace
        ? agentsOverview(scopeOf(workspace))
        : { workspaceId: null, agents: [], choices: { callFlows: [], voices: [], models: [], voiceProviders: [], phoneNumbers: [] } }
    },
    'admin.agent': ({ agentId }) => agentDetail(scope(), agentId),
    'admin.createAgent': ({ agent }) =>
      write(() => ({ kind: 'agent.create', target: `agent ${agent.name}` }), (s) => createAgent(s, agent), (d) => ({ targetId: d.agent.id })),
    'admin.updateAgent': ({ agentId, changes }) =>
      write(
        (w) => ({ kind: 'agent.update', target: agentName(w, agentId), targetId: agentId, detail: `changed ${Object.keys(changes).join(', ')}` }),
        (s) => updateAgent(s, agentId, changes),
      ),
    'admin.deleteAgent': ({ agentId }) =>
      write((w) => ({ kind: 'agent.delete', target: agentName(w, agentId), targetId: agentId }), (s) => removeAgent(s, agentId)),
    'admin.assignPhoneNumber': ({ agentId, phoneNumberId }) =>
      write(
        (w) => ({ kind: 'agent.assignNumber', target: agentName(w, agentId), targetId: agentId, detail: `number ${numberName(w, phoneNumberId)}` }),
        (s) => assignPhoneNumber(s, agentId, phoneNumberId),
      ),
    'admin.releasePhoneNumber': ({ agentId, phoneNumberId }) =>
      write(
        (w) => ({ kind: 'agent.releaseNumber', target: agentName(w, agentId), targetId: agentId, detail: `number ${numberName(w, phoneNumberId)}` }),
        (s) => releasePhoneNumber(s, agentId, phoneNumberId),
      ),

    'admin.flows': async () => {
      const workspace = ports.activeWorkspace.current
      return workspace ? flowRows(scopeOf(workspace)) : []
    },
    'admin.flow': ({ flowId }) => flowDetail(scope(), flowId),
    'admin.createFlow': ({ flow }) =>
      write(() => ({ kind: 'flow.create', target: `flow ${flow.name}` }), (s) => createFlow(s, flow), (d) => ({ targetId: d.flow._id })),
    'admin.updateFlow': ({ flowId, changes }) =>
      write(
        (w) => ({ kind: 'flow.update', target: flowName(w, flowId), targetId: flowId, detail: `changed ${Object.keys(changes).join(', ')}` }),
        (s) => updateFlow(s, flowId, changes),
      ),
    'admin.deleteFlow': ({ flowId }) =>
      write((w) => ({ kind: 'flow.delete', target: flowName(w, flowId), targetId: flowId }), (s) => removeFlow(s, flowId)),

    'admin.folders': async () => {
      const workspace = ports.activeWorkspace.current
      return workspace ? folders.list(scopeOf(workspace)) : []
    },
    'admin.openFolder': ({ folderId }) => openFolder(scope(), folderId),
    'admin.forgetFolder': async ({ folderId }) => folders.forget(scope(), folderId),
    'admin.addFlowToFolder': ({ folderId, flowId, flowType }) =>
      write(
        (w) => ({ kind: 'folder.addFlow', target: `folder ${folderName(w, folderId)}`, targetId: folderId, detail: flowName(w, flowId) }),
        (s) => addFlowToFolder(s, folderId, flowId, flowType),
      ),
    'admin.removeFlowFromFolder': ({ folderId, flowId }) =>
      write(
        (w) => ({ kind: 'folder.removeFlow', target: `folder ${folderName(w, folderId)}`, targetId: folderId, detail: flowName(w, flowId) }),
        (s) => removeFlowFromFolder(s, folderId, flowId),
      ),

    'admin.phoneNumbers': ({ refresh }) => phoneNumbers(scope(), refresh),
    'admin.phoneNumber': ({ phoneNumberId }) => phoneNumberDetail(scope(), phoneNumberId),
    'admin.updatePhoneNumber': ({ phoneNumberId, changes }) =>
      write(
        (w) => ({ kind: 'number.update', target: `number ${numberName(w, phoneNumberId)}`, targetId: phoneNumberId, detail: `changed ${Object.keys(changes).join(', ')}` }),
        (s) => updatePhoneNumber(s, phoneNumberId, changes),
      ),

    'admin.knowledgeBases': async () => {
      const workspace = ports.activeWorkspace.current
      return workspace ? knowledgeBases.list(scopeOf(workspace)) : []
    },
    'admin.openKnowledgeBase': ({ knowledgeBaseId }) => openKnowledgeBase(scope(), knowledgeBaseId),
    'admin.forgetKnowledgeBase': async ({ knowledgeBaseId }) => knowledgeBases.forget(scope(), knowledgeBaseId),

    'admin.workspace': () => workspaceDetail(scope()),
    'admin.renameWorkspace': ({ name }) =>
      write((w) => ({ kind: 'workspace.rename', target: `workspace ${w}`, targetId: w, detail: `to ${name}` }), (s) => renameWorkspace(s, name)),
  }
  return { prefix: 'admin', handlers: withFailuresInSupervisorsWords(handlers) }
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
