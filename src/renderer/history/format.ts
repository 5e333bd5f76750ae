/** Times in the supervisor's zone (the system's), in the system's language. */

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date)
}

/** Today's times without the date, older ones with it. */
export function when(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dateTimeFormat.format(date)
}

/** `YYYY-MM-DD` (already the supervisor's day) as `Mon, Mar 3`. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/**
 * A date input's day (`YYYY-MM-DD`, the supervisor's zone) as the instant its
 * midnight starts; `to` filters are exclusive, so the day after a "to" date is used.
 */
export function startOfDay(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays)
  return date.toISOString()
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`
}

/** Minutes east of UTC of the supervisor's zone now: per-day counts cut days there (off by an hour across DST, docs/cache.md). */
export function currentUtcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset()
}
