/**
 * The console's one date and time formatter: every time a view shows goes
 * through here, in the display zone (`app/time-zone.svelte.ts`), with the zone
 * named. One format per kind of time:
 *
 * | Kind | Function | Example |
 * |---|---|---|
 * | an instant, in a detail | `formatDateTime` | `Sun, Mar 8, 2026, 9:00 AM EDT` |
 * | an instant, in a list | `formatWhen` | `Sun, Mar 8, 9:00 AM EDT` (the year only when not this year's) |
 * | a time of day, under a day already shown | `formatTime` | `9:00 AM EDT` |
 * | a moment within a call, the wallboard's clock (seconds matter) | `formatMoment` | `9:00:27 AM EDT` |
 * | a tick on a chart's time axis (the zone is in the chart's title) | `formatAxisTime` | `14:05` |
 * | a calendar day (`YYYY-MM-DD`, already in the zone) | `formatDay` | `Sun, Mar 8` |
 * | how far from now | `formatRelative` | `in 10 minutes`, `2 hours ago` |
 * | the zone itself | `zoneLabel` | `America/New York (EDT)` |
 *
 * The lint (`eslint.config.js`) refuses `toLocale*String` and
 * `Intl.DateTimeFormat` anywhere else in the renderer.
 */

/** The language dates are written in: the platform's until `followLocale`. */
let localeOf: () => string | undefined = () => undefined

/**
 * Writes every date in the language `source` answers from now on. The
 * renderer hands its chosen language's getter; read inside a view's render,
 * it makes every date shown follow a switch.
 */
export function followLocale(source: () => string | undefined): void {
  localeOf = source
}

const formats = new Map<string, Intl.DateTimeFormat>()

function cached(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf()
  const id = `${locale ?? ''} ${key}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(id, format)
  }
  return format
}

function dateTimeFormat(zone: string, withYear: boolean): Intl.DateTimeFormat {
  return cached(`dateTime ${zone} ${withYear}`, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** A timestamp the service or the cache sent may be malformed: it is shown as it came rather than failing the view. */
function parsed(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

function yearIn(zone: string, at: number): string {
  return cached(`year ${zone}`, { timeZone: zone, year: 'numeric' }).format(at)
}

/** `Sun, Mar 8, 2026, 9:00 AM EDT`; `—` when there is no time. */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—'
  const date = parsed(iso)
  return date ? dateTimeFormat(zone, true).format(date) : iso
}

/** As `formatDateTime`, without the year when it is the current one (in `zone`): for lists. */
export function formatWhen(iso: string, zone: string, now: number): string {
  const date = parsed(iso)
  if (!date) return iso
  return dateTimeFormat(zone, yearIn(zone, date.getTime()) !== yearIn(zone, now)).format(date)
}

/** `9:00 AM EDT`, for rows under a day heading and times of today. */
export function formatTime(iso: string, zone: string): string {
  const date = parsed(iso)
  if (!date) return iso
  return cached(`time ${zone}`, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date)
}

/** `9:00:27 AM EDT`: a moment within a call, where seconds tell messages apart; the wallboard's clock, whose seconds show it is live. */
export function formatMoment(iso: string, zone: string): string {
  const date = parsed(iso)
  if (!date) return iso
  return cached(`moment ${zone}`, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

/** `14:05`: a tick on a chart's time axis, 24-hour so the ticks stay short; the chart names the zone. */
export function formatAxisTime(at: string | number, zone: string): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return String(at)
  return cached(`axis ${zone}`, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
}

/** A calendar day, `YYYY-MM-DD` already in the display zone, as `Sun, Mar 8`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const noon = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)
  return cached('day', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(noon)
}

const relatives = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = localeOf()
  let format = relatives.get(locale ?? '')
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relatives.set(locale ?? '', format)
  }
  return format
}

/** `in 10 minutes`, `2 hours ago`, `in 3 days`. */
export function formatRelative(iso: string, now: number): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return iso
  const relative = relativeFormat()
  const minutes = Math.round((at - now) / 60_000)
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour')
  return relative.format(Math.round(hours / 24), 'day')
}

/** `America/New York (EDT)`; just `UTC` for UTC. */
export function zoneLabel(zone: string, at: number = Date.now()): string {
  const abbreviation = zoneAbbreviation(zone, at)
  const name = zone.replaceAll('_', ' ')
  return abbreviation === zone ? name : `${name} (${abbreviation})`
}

/** The zone's abbreviation or offset at that instant: `EDT`, `GMT+2`. */
export function zoneAbbreviation(zone: string, at: number = Date.now()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? zone
}

/** The computer's zone, as this window's Intl sees it. */
export function systemZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}
