import { getCountry, getTimezone } from 'countries-and-timezones'
import { isTimeZoneName } from '../../shared/time/zoned-time'

/** Where the customer's zone came from: a hint (a CSV column), the number's country, or the console's display zone. */
export type ZoneSource = 'hint' | 'country' | 'display'

/**
 * The zone a customer is taken to be in. A valid `zoneHint` wins; a country
 * whose zones all keep the same time (Germany's Europe/Berlin and Büsingen's
 * Europe/Zurich) has that zone; a country with several times (the United
 * States, Australia, Spain with the Canaries) cannot be told from the number,
 * so the console's display zone stands in for it.
 */
export function customerZone(
  country: string | undefined,
  zoneHint: string | undefined,
  displayZone: string,
): { zone: string; source: ZoneSource } {
  if (zoneHint && isTimeZoneName(zoneHint)) return { zone: zoneHint, source: 'hint' }
  const zone = country === undefined ? undefined : singleZoneOf(country)
  return zone ? { zone, source: 'country' } : { zone: displayZone, source: 'display' }
}

const singleZones = new Map<string, string | undefined>()

function singleZoneOf(country: string): string | undefined {
  if (!singleZones.has(country)) singleZones.set(country, findSingleZone(country))
  return singleZones.get(country)
}

function findSingleZone(country: string): string | undefined {
  const zones = (getCountry(country)?.timezones ?? []).filter(isTimeZoneName)
  const offsets = new Set(
    zones.map((name) => {
      const zone = getTimezone(name)
      return zone ? `${zone.utcOffset}/${zone.dstOffset}` : name
    }),
  )
  return offsets.size === 1 ? zones[0] : undefined
}
