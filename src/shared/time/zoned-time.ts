/**
 * Wall-clock time in an IANA zone, and back, with the zone rules of the
 * platform's Intl (ICU). A local date-time is `YYYY-MM-DDTHH:mm` or
 * `YYYY-MM-DDTHH:mm:ss`, as an `<input type="datetime-local">` gives it.
 *
 * Around a daylight-saving change a wall-clock time can be missing or occur
 * twice; `zonedToUtc` resolves both the way Temporal's `disambiguation:
 * 'compatible'` (and most calendar apps) do:
 * - in a gap (spring forward, e.g. 02:30 on 2026-03-08 in New York) the time is
 *   moved forward by the length of the gap: 03:30 EDT;
 * - in an overlap (fall back, e.g. 01:30 on 2026-11-01 in New York) the earlier
 *   of the two instants is taken: 01:30 EDT, not 01:30 EST.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const HOUR = 3_600_000
const DAY = 24 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()
/** Offsets by zone and quarter hour: Intl is slow, and a queue converts thousands of times at once. */
const offsets = new Map<string, Map<number, number>>()
const QUARTER_HOUR = 900_000
const MAX_CACHED_OFFSETS = 50_000

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

interface Fields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function fieldsAt(epochMs: number, zone: string): Fields {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(zone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

function intlOffsetAt(epochMs: number, zone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000
  const f = fieldsAt(whole, zone)
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - whole
}

/**
 * The zone's offset from UTC at that instant, in milliseconds (New York in
 * winter: -5 h). A quarter hour whose two ends share an offset has it
 * throughout (no zone changes twice in 15 minutes), so it is remembered; one
 * with a change inside is asked of Intl at the exact instant.
 */
export function offsetAt(epochMs: number, zone: string): number {
  const bucket = Math.floor(epochMs / QUARTER_HOUR)
  let cache = offsets.get(zone)
  if (!cache || cache.size > MAX_CACHED_OFFSETS) offsets.set(zone, (cache = new Map()))
  let known = cache.get(bucket)
  if (known === undefined) {
    const start = intlOffsetAt(bucket * QUARTER_HOUR, zone)
    known = start === intlOffsetAt((bucket + 1) * QUARTER_HOUR - 1000, zone) ? start : Number.NaN
    cache.set(bucket, known)
  }
  return Number.isNaN(known) ? intlOffsetAt(epochMs, zone) : known
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

/** The wall-clock time at `iso` in `zone`, `YYYY-MM-DDTHH:mm:ss`. */
export function utcToZoned(iso: string, zone: string): string {
  const epochMs = Date.parse(iso)
  if (Number.isNaN(epochMs)) throw new RangeError(`Not a timestamp: ${iso}`)
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offsetAt(epochMs, zone))
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`
  return `${date}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
}

/**
 * The same instant in ISO 8601 with the zone's offset, e.g.
 * `2025-05-03T16:30:00.000+02:00`; a malformed timestamp or an unknown zone is
 * given back unchanged.
 */
export function isoInZone(iso: string, zone: string): string {
  const epochMs = Date.parse(iso)
  if (Number.isNaN(epochMs)) return iso
  let offsetMinutes: number
  try {
    offsetMinutes = Math.round(offsetAt(epochMs, zone) / 60_000)
  } catch {
    return iso
  }
  const local = new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(0, 23)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The calendar day at `epochMs` in `zone`, `YYYY-MM-DD`. */
export function zonedDay(epochMs: number, zone: string): string {
  return utcToZoned(new Date(epochMs).toISOString(), zone).slice(0, 10)
}

/** Milliseconds of a local date-time read as if it were UTC; throws on a malformed or impossible one. */
function localAsUtc(local: string): number {
  const m = LOCAL_DATE_TIME.exec(local)
  if (!m) throw new RangeError(`Not a local date-time (YYYY-MM-DDTHH:mm): ${local}`)
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const ms = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(ms)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`No such date or time: ${local}`)
  }
  return ms
}

export function isLocalDateTime(value: string): boolean {
  try {
    localAsUtc(value)
    return true
  } catch {
    return false
  }
}

/** The instant (ISO 8601 UTC) of a wall-clock time in `zone`; gaps and overlaps as described above. */
export function zonedToUtc(local: string, zone: string): string {
  const wall = localAsUtc(local)
  // No zone changes its offset twice within a day, so the offsets a day either
  // side are the only ones that can apply.
  const before = offsetAt(wall - DAY, zone)
  const after = offsetAt(wall + DAY, zone)
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, zone) === wall)
    .sort((a, b) => a - b)
  // In a gap nothing matches: the offset in force before the change moves the time past it.
  const instant = matches[0] ?? wall - before
  return new Date(instant).toISOString()
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const m = LOCAL_DATE.exec(date)
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`)
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10)
}

/** The instant a local calendar day begins in `zone` (not always midnight: some zones skip it). */
export function startOfZonedDay(date: string, zone: string): number {
  return Date.parse(zonedToUtc(`${date}T00:00`, zone))
}

/** `Europe/Berlin`, `UTC`...: a name the platform's Intl knows. */
export function isTimeZoneName(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.trim() !== ''
  } catch {
    return false
  }
}
