import { utcToZoned, zonedToUtc } from '../../shared/time/zoned-time'

const QUARTER_HOUR = 15 * 60_000

/** The next sensible callback time: the first quarter hour at least 15 minutes from now, as wall-clock time in `zone`. */
export function nextSlot(now: number, zone: string): string {
  const slot = Math.ceil((now + QUARTER_HOUR) / QUARTER_HOUR) * QUARTER_HOUR
  return utcToZoned(new Date(slot).toISOString(), zone).slice(0, 16)
}

/** Where the picker starts: the callback's own time when it is still ahead of the next slot, otherwise the next slot. */
export function pickerStart(current: string, now: number, zone: string): string {
  const slot = nextSlot(now, zone)
  if (current === '') return slot
  return isPast(current, zone, Date.parse(zonedToUtc(slot, zone))) ? slot : current.slice(0, 16)
}

/** Whether a wall-clock time in `zone` is at or before `now`; an unreadable time counts as past. */
export function isPast(local: string, zone: string, now: number): boolean {
  const at = instantOf(local, zone)
  return at === null || Date.parse(at) <= now
}

/** A wall-clock time in `zone` as the instant it names, for the one formatter; null when it is not a time. */
export function instantOf(local: string, zone: string): string | null {
  try {
    return zonedToUtc(local, zone)
  } catch {
    return null
  }
}
