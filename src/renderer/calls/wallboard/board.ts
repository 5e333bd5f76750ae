/**
 * The wallboard's header and lists, pure: whether what it shows is live (a
 * frozen screen must not look live from across the room), and how many calls
 * each list has room for.
 */
import { formatMoment } from '../../../shared/time/zoned-format'
import { t } from '../../i18n/translation.svelte'
import { formatCount } from '../../lib/format'

/** With polls every 2 s, this long without one means the board is not live, whatever the connection says (a host or window that stopped hearing core). */
export const STALE_AFTER_MS = 10_000

export interface Freshness {
  /** Grey the board: its figures are not live. */
  stale: boolean
  /** "Live", or "Not updated for 42 s — offline"; "Waiting for the first update" before one. */
  state: string
  /** "as of 10:42:07 AM UTC": the last poll, in the display zone; "" before one. */
  asOf: string
}

export interface FreshnessInput {
  /** The last poll's time (ISO), null before one. */
  polledAt: string | null
  /** The screen's clock, which goes on when the polls stop. */
  now: number
  offline: boolean
  /** The live poll is overdue (`connection.stale` while online). */
  overdue: boolean
  zone: string
}

/** "42 s", "3 min", "2 h 5 min": how long a screen across the room has not been updated. */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds < 60) return t('calls.age.seconds', { seconds: formatCount(seconds) })
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('calls.age.minutes', { minutes: formatCount(minutes) })
  return t('calls.age.hours', { hours: formatCount(Math.floor(minutes / 60)), minutes: formatCount(minutes % 60) })
}

export function freshness({ polledAt, now, offline, overdue, zone }: FreshnessInput): Freshness {
  if (polledAt === null) return { stale: true, state: offline ? t('calls.board.firstUpdateOffline') : t('calls.board.firstUpdate'), asOf: '' }
  const age = now - Date.parse(polledAt)
  const asOf = t('calls.wall.asOf', { time: formatMoment(polledAt, zone) })
  if (!offline && !overdue && age <= STALE_AFTER_MS) return { stale: false, state: t('calls.board.live'), asOf }
  const why = offline ? t('calls.board.offline') : overdue ? t('calls.board.noAnswer') : t('calls.board.noUpdates')
  return { stale: true, state: t('calls.board.notUpdated', { age: formatAge(age), why }), asOf }
}

/** The heights the lists are laid out in (one unit, the wallboard's vh), and how many calls a line of a list holds. */
export interface ListSizes {
  heading: number
  row: number
  gap: number
  /** The "+N more" line, and the "No call needs attention" line. */
  line: number
  columns: number
}

/** How many calls of `count` fit `room` (rows `gap` apart), leaving a line for "+N more" under them when not all do and `more`. */
function rowsIn(room: number, count: number, { row, gap, line, columns }: ListSizes, more: boolean): number {
  const fit = (height: number) => Math.max(0, Math.floor((height + gap) / (row + gap))) * columns
  return count <= fit(room) || !more ? Math.min(count, fit(room)) : fit(room - line)
}

function rowsHeight(calls: number, { row, gap, columns }: ListSizes): number {
  const lines = Math.ceil(calls / columns)
  return lines === 0 ? 0 : lines * (row + gap) - gap
}

export interface ListsShown {
  attention: number
  /** The other calls' rows; null when their list has no room for a row (it is not shown). */
  others: number | null
}

/**
 * The calls needing attention first, as many as fit, then "+N more"; in the
 * room they leave, the other calls (their heading counts them all), so the
 * screen is never half empty. Everything shown fits `room`.
 */
export function fitLists(room: number, counts: { attention: number; others: number }, sizes: ListSizes): ListsShown {
  const attention = counts.attention === 0 ? 0 : rowsIn(room - sizes.heading, counts.attention, sizes, true)
  const attentionHeight =
    sizes.heading + (counts.attention === 0 ? sizes.line : rowsHeight(attention, sizes) + (attention < counts.attention ? sizes.line : 0))
  // The lists are `gap` apart.
  const left = room - attentionHeight - sizes.gap - sizes.heading
  if (attention < counts.attention || counts.others === 0 || left < sizes.row) return { attention, others: null }
  const others = rowsIn(left, counts.others, sizes, false)
  return { attention, others: others === 0 ? null : others }
}
