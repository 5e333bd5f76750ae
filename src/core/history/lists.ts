import type { CallDisposition, Page } from '../../shared/api'
import type {
  ActivityEntry,
  ActivityFilters,
  AgentRow,
  CallFilters,
  CallHistory,
  CallRow,
  ConversationFilters,
  DayCount,
  ConversationRow,
  DispositionFilters,
  DispositionRow,
} from '../../shared/bridge'
import {
  countSightingsBySpan,
  sightingsExtent,
  getConversation,
  listActivity,
  listConversations,
  listDispositions,
  listSightings,
  transcriptCounts,
  type Cache,
  type Directory,
  type PageRequest,
} from '../cache'
import { zonedDayBuckets } from '../../shared/time/zoned-buckets'
import { zonedDay } from '../../shared/time/zoned-time'
import { callRow, conversationRow, dispositionRow, messageViews } from './rows'

/** The history lists, read from the cache of one workspace. */
export interface HistoryScope {
  db: Cache
  workspaceId: string
  /** The names behind the ids the rows carry. */
  names: Directory
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
  zone: string,
): CallHistory {
  const found = callPage(scope, filters, page)
  return { page: found, perDay: callsPerDay(scope, filters, zone) }
}

/** The filtered calls per day of `zone`, from the first day with a call to the last (days without one count 0). */
function callsPerDay(scope: HistoryScope, filters: CallFilters, zone: string): DayCount[] {
  const extent = sightingsExtent(scope.db, scope.workspaceId, filters)
  if (!extent) return []
  const days = zonedDayBuckets(zonedDay(Date.parse(extent.first), zone), zonedDay(Date.parse(extent.last), zone), zone)
  const counts = countSightingsBySpan(scope.db, scope.workspaceId, filters, days)
  return days.map((day, i) => ({ day: day.label, count: counts[i] ?? 0 })).filter((day) => day.count > 0)
}

export function callPage(scope: HistoryScope, filters: CallFilters, page: PageRequest): Page<CallRow> {
  const found = listSightings(scope.db, scope.workspaceId, { ...filters, ...page })
  const lines = transcriptCounts(scope.db, scope.workspaceId, found.data.map((call) => call.roomName))
  return { ...found, data: found.data.map((call) => callRow(call, lines.get(call.roomName) ?? 0)) }
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

export function agentDirectory(scope: HistoryScope): AgentRow[] {
  return scope.names.agents.map((agent) => scope.names.agentRow(agent))
}

/** The activity log (this console's writes), newest first. */
export function activityPage(scope: HistoryScope, filters: ActivityFilters, page: PageRequest): Page<ActivityEntry> {
  return listActivity(scope.db, scope.workspaceId, filters, page)
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
