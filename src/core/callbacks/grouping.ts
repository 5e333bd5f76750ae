import type { CallDisposition } from '../../shared/api'
import {
  CALLBACK_GROUPS,
  isDoneStatus,
  type AgendaDay,
  type CallbackGroup,
  type CallbackAttempt,
  type CallbackGroupId,
  type CallbackItem,
} from '../../shared/bridge'
import { addDays, utcToZoned, zonedDay } from '../../shared/time/zoned-time'
import { NO_FLAGS, type CallbackFlags } from './outbound-texts'

export type ScheduledDisposition = CallDisposition & { scheduledAt: string }

export const AGENDA_DAYS = 7
const HOUR = 3_600_000

export function toItem(
  disposition: ScheduledDisposition,
  zone: string,
  agentNames: ReadonlyMap<string, string>,
  flags: CallbackFlags = NO_FLAGS,
  attempt: CallbackAttempt | null = null,
): CallbackItem {
  return {
    disposition,
    agentName: agentNames.get(disposition.agentId) ?? null,
    localTime: utcToZoned(disposition.scheduledAt, zone).slice(0, 16),
    done: isDoneStatus(disposition.status),
    ...flags,
    attempt,
  }
}

/**
 * The first section that fits: done ones by status, whatever their time; then
 * past, within the coming hour, later today (in the queue's zone), after today.
 */
export function groupOf(item: CallbackItem, now: number, today: string): CallbackGroupId {
  if (item.done) return 'done'
  const at = Date.parse(item.disposition.scheduledAt)
  if (at < now) return 'overdue'
  if (at < now + HOUR) return 'nextHour'
  return item.localTime.slice(0, 10) === today ? 'today' : 'later'
}

/**
 * Sorts callbacks (given soonest first) into the queue's sections and the
 * agenda of the next seven days. Open sections run soonest first (so the most
 * overdue callback leads); Done runs most recent first. Each list keeps at most
 * `limit` items; the counts cover all.
 */
export function arrangeQueue(
  items: readonly CallbackItem[],
  now: number,
  zone: string,
  limit: number,
): { groups: CallbackGroup[]; agenda: AgendaDay[] } {
  const today = zonedDay(now, zone)
  const sections = new Map<CallbackGroupId, CallbackItem[]>(CALLBACK_GROUPS.map((id) => [id, []]))
  const days = Array.from({ length: AGENDA_DAYS }, (_, i) => addDays(today, i))
  const agenda = new Map<string, CallbackItem[]>(days.map((date) => [date, []]))
  for (const item of items) {
    sections.get(groupOf(item, now, today))?.push(item)
    agenda.get(item.localTime.slice(0, 10))?.push(item)
  }
  sections.get('done')?.reverse()
  return {
    groups: CALLBACK_GROUPS.map((id) => {
      const all = sections.get(id) ?? []
      return { id, total: all.length, items: all.slice(0, limit) }
    }),
    agenda: days.map((date) => {
      const all = agenda.get(date) ?? []
      return { date, total: all.length, openCount: all.filter((item) => !item.done).length, items: all.slice(0, limit) }
    }),
  }
}
