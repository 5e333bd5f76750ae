/** Times in the supervisor's chosen zone, with the zone shown. */

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
