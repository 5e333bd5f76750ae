const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone)
  if (cached) return cached
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
    return formatter
  } catch {
    return null
  }
}

export function isTimeZone(name: string): boolean {
  return formatterFor(name) !== null
}

/** The same instant in ISO 8601 with the zone's offset, e.g. `2025-05-03T16:30:00.000+02:00`. */
export function isoInZone(isoUtc: string, timeZone: string): string {
  const formatter = formatterFor(timeZone)
  const ms = Date.parse(isoUtc)
  if (formatter === null || Number.isNaN(ms)) return isoUtc
  const parts: Record<string, number> = {}
  for (const part of formatter.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  const offsetMinutes = Math.round((wall - (ms - (ms % 1000))) / 60000)
  const local = new Date(ms + offsetMinutes * 60000).toISOString().slice(0, 23)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
