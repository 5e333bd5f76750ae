/** How the callbacks view writes times: always in the chosen zone, with the zone shown. */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(zone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${zone} ${withYear}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    dateTimeFormats.set(key, format)
  }
  return format
}

/** `Sun, Mar 8, 2026, 9:00 AM EDT`. */
export function formatDateTime(iso: string, zone: string): string {
  return dateTimeFormat(zone, true).format(new Date(iso))
}

/** As `formatDateTime`, without the year when it is the current one (in `zone`): for lists. */
export function formatWhen(iso: string, zone: string, now: number): string {
  const year = (at: number) => new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' }).format(at)
  return dateTimeFormat(zone, year(Date.parse(iso)) !== year(now)).format(new Date(iso))
}

/** `9:00 AM EDT`, for rows under a day heading. */
export function formatTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  )
}

/** A calendar day of the agenda (`YYYY-MM-DD`, already in the zone): `Sunday, March 8`. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  )
}

/** `America/New_York (EDT)`; just `UTC` for UTC. */
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

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

/** `in 10 minutes`, `2 hours ago`, `in 3 days`. */
export function formatRelative(iso: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000)
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour')
  return relative.format(Math.round(hours / 24), 'day')
}

/** Words for the service's values: `no_answer` → `No answer`. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
