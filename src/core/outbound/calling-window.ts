import type { CallingWindow } from '../../shared/bridge'
import { utcToZoned } from '../../shared/time/zoned-time'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export function isClockTime(value: string): boolean {
  return HH_MM.test(value)
}

/** `HH:mm` in `zone` at `at`. */
export function localClockTime(at: Date, zone: string): string {
  return utcToZoned(at.toISOString(), zone).slice(11, 16)
}

/**
 * Whether `time` (`HH:mm`) is inside the window: from `start` included to `end`
 * excluded, so 08:00–21:00 allows 08:00 and 20:59 and refuses 21:00. A window
 * whose end is before its start runs over midnight (22:00–06:00); equal ends
 * allow every hour.
 */
export function isInsideWindow(time: string, window: CallingWindow): boolean {
  const { start, end } = window
  if (start === end) return true
  return start < end ? time >= start && time < end : time >= start || time < end
}
