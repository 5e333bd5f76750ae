import type { Page } from '../../shared/api'
import type { HandlersOf } from '../../shared/bridge'
import { getConversation, getDisposition } from '../cache'
import type { ActiveWorkspace } from '../console/active-workspace'
import type { ConsoleContext } from '../console/context'
import { exportHistory } from './export'
import { activityPage, agentDirectory, callHistory, conversationPage, dispositionPage, type HistoryScope } from './lists'
import { NameBook } from './names'
import { PhoneNumberConfigs } from './phone-number-configs'
import { refreshConversation } from './refresh'
import { conversationDetail, dispositionRow } from './rows'
import { searchHistory } from './search'

/**
 * `history.*`: the cache of the active workspace, browsed, searched and
 * exported. Only `refreshConversation` and `phoneNumberConfig` touch the
 * network, and both fall back to what is known when it is down.
 */
export function historyHandlers(ctx: ConsoleContext): HandlersOf<'history'> {
  const phoneNumberConfigs = new PhoneNumberConfigs()
  const scopeOf = (workspace: ActiveWorkspace): HistoryScope => {
    const workspaceId = workspace.profile.workspaceId
    return {
      db: ctx.cache,
      workspaceId,
      names: new NameBook(ctx.cache, workspaceId),
      withPendingEdits: (dispositions) => ctx.outbox.withPendingEdits(dispositions),
    }
  }
  const scope = (): HistoryScope | null => {
    const workspace = ctx.activeWorkspace.current
    return workspace && scopeOf(workspace)
  }
  return {
    'history.facets': async () => {
      const s = scope()
      return { workspaceId: s?.workspaceId ?? null, agents: s?.names.agents ?? [], flows: s?.names.flows ?? [] }
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
      const workspace = ctx.activeWorkspace.require()
      return refreshConversation(scopeOf(workspace), workspace.client, conversationId, ctx.connection())
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
    'history.phoneNumberConfig': async ({ phoneNumberId }) => {
      const workspace = ctx.activeWorkspace.require()
      return phoneNumberConfigs.get(workspace.client, phoneNumberId, ctx.connection())
    },
    'history.search': async ({ query, limit }) => {
      const s = scope()
      if (!s) return { query, messages: [], conversations: [], dispositions: [], agents: [], tookMs: 0 }
      return searchHistory(s, query, limit)
    },
    'history.activity': async ({ filters, page, limit }) => {
      const s = scope()
      return s ? activityPage(s, filters, { page, limit }) : emptyPage(page, limit)
    },
    'history.export': async (request) => exportHistory(scopeOf(ctx.activeWorkspace.require()), request, new Date()),
  }
}

function emptyPage<T>(page: number, limit: number): Page<T> {
  return { data: [], total: 0, page, limit, totalPages: 0 }
}
