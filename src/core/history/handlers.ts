import type { Page } from '../../shared/api'
import type { ConnectionStatus } from '../../shared/bridge'
import { Directory, getConversation, getDisposition, type Cache } from '../cache'
import type { ActiveWorkspace, FeatureModule, WorkspaceAccess } from '../console/context'
import type { Outbox } from '../sync'
import { exportHistory } from './export'
import { activityPage, agentDirectory, callHistory, conversationPage, dispositionPage, type HistoryScope } from './lists'
import { PhoneNumberConfigs } from './phone-number-configs'
import { refreshConversation } from './refresh'
import { conversationDetail, dispositionRow } from './rows'
import { searchHistory } from './search'
import { callTranscript } from './transcripts'

/** What `history.*` needs: the active workspace's cache, with the edits not sent yet, and the connection. */
export interface HistoryPorts {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  connection(): ConnectionStatus
  readonly outbox: Pick<Outbox, 'withPendingEdits'>
}

/**
 * `history.*`: the cache of the active workspace, browsed, searched and
 * exported. Only `refreshConversation` and `phoneNumberConfig` touch the
 * network, and both fall back to what is known when it is down.
 */
export function historyModule(ports: HistoryPorts): FeatureModule<'history'> {
  const phoneNumberConfigs = new PhoneNumberConfigs()
  const scopeOf = (workspace: ActiveWorkspace): HistoryScope => {
    const workspaceId = workspace.profile.workspaceId
    const cache = ports.cache()
    return {
      db: cache,
      workspaceId,
      names: new Directory(cache, workspaceId),
      withPendingEdits: (dispositions) => ports.outbox.withPendingEdits(dispositions),
    }
  }
  const scope = (): HistoryScope | null => {
    const workspace = ports.activeWorkspace.current
    return workspace && scopeOf(workspace)
  }
  const handlers: FeatureModule<'history'>['handlers'] = {
    'history.facets': async () => {
      const s = scope()
      return { workspaceId: s?.workspaceId ?? null, agents: s?.names.agentRefs() ?? [], flows: s?.names.flowRefs() ?? [] }
    },
    'history.conversations': async ({ filters, page, limit }) => {
      const s = scope()
      return s ? conversationPage(s, filters, { page, limit }) : emptyPage(page, limit)
    },
    'history.conversation': async ({ conversationId }) => {
      const s = scope()
      const found = s && getConversation(s.db, s.workspaceId, conversationId)
      return s && found ? conversationDetail(found, s.names) : null
    },
    'history.refreshConversation': async ({ conversationId }) => {
      const workspace = ports.activeWorkspace.require()
      return refreshConversation(scopeOf(workspace), workspace.client, conversationId, ports.connection())
    },
    'history.calls': async ({ filters, page, limit, timeZone }) => {
      const s = scope()
      return s ? callHistory(s, filters, { page, limit }, timeZone) : { page: emptyPage(page, limit), perDay: [] }
    },
    'history.dispositions': async ({ filters, page, limit }) => {
      const s = scope()
      return s ? dispositionPage(s, filters, { page, limit }) : emptyPage(page, limit)
    },
    'history.disposition': async ({ dispositionId }) => {
      const s = scope()
      const found = s && getDisposition(s.db, s.workspaceId, dispositionId)
      const shown = found && (s.withPendingEdits?.([found])[0] ?? found)
      return s && shown ? dispositionRow(shown, s.names) : null
    },
    'history.agents': async () => {
      const s = scope()
      return s ? agentDirectory(s) : []
    },
    'history.transcript': async ({ roomName }) => {
      const s = scope()
      return s ? callTranscript(s, roomName) : []
    },
    'history.phoneNumberConfig': async ({ phoneNumberId }) => {
      const workspace = ports.activeWorkspace.require()
      return phoneNumberConfigs.get(workspace.client, phoneNumberId, ports.connection())
    },
    'history.search': async ({ query, limit }) => {
      const s = scope()
      if (!s) return { query, messages: [], conversations: [], dispositions: [], transcripts: [], agents: [], tookMs: 0 }
      return searchHistory(s, query, limit)
    },
    'history.activity': async ({ filters, page, limit }) => {
      const s = scope()
      return s ? activityPage(s, filters, { page, limit }) : emptyPage(page, limit)
    },
    'history.export': async (request) => exportHistory(scopeOf(ports.activeWorkspace.require()), request, new Date()),
  }
  return { prefix: 'history', handlers }
}

function emptyPage<T>(page: number, limit: number): Page<T> {
  return { data: [], total: 0, page, limit, totalPages: 0 }
}
