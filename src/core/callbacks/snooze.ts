import type { Snooze } from '../../shared/bridge'
import { addDays, zonedDay, zonedToUtc } from '../../shared/time/zoned-time'

const MINUTE = 60_000
const DELAYS: Record<Exclude<Snooze, 'tomorrow-9'>, number> = { '15m': 15 * MINUTE, '1h': 60 * MINUTE }

/**
 * The new callback time of a quick snooze, ISO 8601 UTC, on a whole minute.
 * `+15 min` and `+1 h` count from now, or from the callback time when that is
 * later: a snooze never brings a callback forward. `tomorrow-9` is 09:00 on the
 * day after today, both in `zone`.
 */
export function snoozedUntil(snooze: Snooze, scheduledAt: string | null, now: number, zone: string): string {
  if (snooze === 'tomorrow-9') return zonedToUtc(`${addDays(zonedDay(now, zone), 1)}T09:00`, zone)
  const scheduled = scheduledAt === null ? Number.NEGATIVE_INFINITY : Date.parse(scheduledAt)
  const from = Math.floor(Math.max(now, scheduled) / MINUTE) * MINUTE
  return new Date(from + DELAYS[snooze]).toISOString()
}
