/** How the callbacks view writes days, relative times and the service's values. */

/** A calendar day of the agenda (`YYYY-MM-DD`, already in the zone): `Sunday, March 8`. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  )
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
