import { offsetAt } from '../../shared/time/zoned-time'

/** One zone as the supervisor picks it: the city in words and its offset now. */
export interface ZoneChoice {
  /** The IANA name, `America/Argentina/Buenos_Aires`. */
  zone: string
  /** `Buenos Aires, Argentina`. */
  city: string
  /** `UTC−3`, `UTC+5:30`, `UTC`. */
  offset: string
  offsetMs: number
}

export interface ZoneGroup {
  /** `Europe`, `Indian Ocean`. */
  region: string
  zones: ZoneChoice[]
}

/** The group of zones that are no place (UTC); first, as the one a team spread over zones often shares. */
const UNIVERSAL = 'Universal'

/** Region names that read as the name of a place. */
const REGION_WORDS: Readonly<Record<string, string>> = {
  Atlantic: 'Atlantic Ocean',
  Indian: 'Indian Ocean',
  Pacific: 'Pacific Ocean',
  Etc: 'Other',
}

const words = (part: string) => part.replaceAll('_', ' ')

/** `UTC`, `UTC+1`, `UTC−3:30` (a true minus sign, as printed). */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000)
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '−'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`
}

export function regionOf(zone: string): string {
  const [first, ...rest] = zone.split('/')
  if (rest.length === 0 || first === undefined) return UNIVERSAL
  return REGION_WORDS[first] ?? words(first)
}

/** The city in words, with the state or country an IANA name puts between: `Knox, Indiana`. */
export function cityOf(zone: string): string {
  const parts = zone.split('/').slice(1)
  const city = parts.at(-1)
  if (city === undefined) return zone
  return [city, ...parts.slice(0, -1).reverse()].map(words).join(', ')
}

export function zoneChoice(zone: string, at: number): ZoneChoice {
  const offsetMs = offsetAt(at, zone)
  return { zone, city: cityOf(zone), offset: formatOffset(offsetMs), offsetMs }
}

/** The zones grouped by region, Universal first then by name; each group's zones by city. */
export function groupZones(zones: readonly string[], at: number): ZoneGroup[] {
  const groups = new Map<string, ZoneChoice[]>()
  for (const zone of zones) {
    const region = regionOf(zone)
    const group = groups.get(region) ?? []
    group.push(zoneChoice(zone, at))
    groups.set(region, group)
  }
  return [...groups]
    .map(([region, choices]) => ({ region, zones: choices.sort((a, b) => a.city.localeCompare(b.city)) }))
    .sort((a, b) => (a.region === UNIVERSAL ? -1 : b.region === UNIVERSAL ? 1 : a.region.localeCompare(b.region)))
}

/** Accents, case and the kind of minus sign do not matter: `sao paulo` finds São Paulo, `utc-3` finds UTC−3. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replaceAll('−', '-').toLowerCase()
}

/**
 * The groups with only the zones every word of `query` is found in (the city,
 * the region, the IANA name or the offset); a group left empty goes.
 */
export function searchZones(groups: readonly ZoneGroup[], query: string): ZoneGroup[] {
  const terms = folded(query).split(/\s+/).filter(Boolean)
  if (terms.length === 0) return [...groups]
  return groups
    .map((group) => ({
      region: group.region,
      zones: group.zones.filter((choice) => {
        const text = folded(`${choice.city} ${group.region} ${choice.zone} ${choice.offset}`)
        return terms.every((term) => text.includes(term))
      }),
    }))
    .filter((group) => group.zones.length > 0)
}
