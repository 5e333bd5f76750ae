import type { CallDisposition, Page } from '../../shared/api'
import type {
  AgentDirectoryEntry,
  CallFilters,
  CallHistory,
  CallRow,
  ConversationFilters,
  ConversationRow,
  DispositionFilters,
  DispositionRow,
} from '../../shared/bridge'
import {
  countSightingsByDay,
  getConversation,
  listAgents,
  listConversations,
  listDispositions,
  listSightings,
  type Cache,
  type PageRequest,
} from '../cache'
import type { NameBook } from './names'
import { agentEntry, callRow, conversationRow, dispositionRow, messageViews } from './rows'

/** The history lists, read from the cache of one workspace. */
export interface HistoryScope {
  db: Cache
  workspaceId: string
  names: NameBook
  /** Dispositions as the supervisor should see them: with their edits not yet sent applied (the outbox). */
  withPendingEdits?: (dispositions: readonly CallDisposition[]) => CallDisposition[]
}

export function conversationPage(
  scope: HistoryScope,
  filters: ConversationFilters,
  page: PageRequest,
): Page<ConversationRow> {
  const { db, workspaceId, names } = scope
  const found = listConversations(db, workspaceId, {
    agentId: filters.agentId,
    pathwayId: filters.flowId,
    from: filters.from,
    to: filters.to,
    direction: filters.direction,
    ...page,
  })
  // The list has no message text; the last message comes from each conversation (a page is at most 500).
  const data = found.data.map((item) => {
    const full = item.messageCount > 0 ? getConversation(db, workspaceId, item._id) : undefined
    return conversationRow(item, names, full && messageViews(full))
  })
  return { ...found, data }
}

export function callHistory(
  scope: HistoryScope,
  filters: CallFilters,
  page: PageRequest,
  utcOffsetMinutes: number,
): CallHistory {
  const found = callPage(scope, filters, page)
  const perDay = countSightingsByDay(scope.db, scope.workspaceId, { ...filters, utcOffsetMinutes })
  return { page: found, perDay }
}

export function callPage(scope: HistoryScope, filters: CallFilters, page: PageRequest): Page<CallRow> {
  const found = listSightings(scope.db, scope.workspaceId, { ...filters, ...page })
  return { ...found, data: found.data.map(callRow) }
}

export function dispositionPage(
  scope: HistoryScope,
  filters: DispositionFilters,
  page: PageRequest,
): Page<DispositionRow> {
  const search = filters.search?.trim()
  const found = listDispositions(scope.db, scope.workspaceId, {
    agentId: filters.agentId,
    status: filters.status,
    disposition: filters.disposition,
    ...(search ? { search } : {}),
    ...page,
  })
  const shown = scope.withPendingEdits?.(found.data) ?? found.data
  return { ...found, data: shown.map((d) => dispositionRow(d, scope.names)) }
}

export function agentDirectory(scope: HistoryScope): AgentDirectoryEntry[] {
  return listAgents(scope.db, scope.workspaceId).map((a) => agentEntry(a, scope.names))
}

/** Every row of a paged list, for an export: pages of 500, the cache's largest. */
export function everyRow<Row>(readPage: (page: PageRequest) => Page<Row>): Row[] {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const found = readPage({ page, limit: 500 })
    rows.push(...found.data)
    if (page >= found.totalPages) return rows
  }
}
