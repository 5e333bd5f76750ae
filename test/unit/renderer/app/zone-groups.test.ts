import { describe, expect, it } from 'vitest'
import { cityOf, formatOffset, groupZones, regionOf, searchZones } from '../../../../src/renderer/app/zone-groups'

const JANUARY = Date.UTC(2026, 0, 15, 12)
const JULY = Date.UTC(2026, 6, 15, 12)
const ZONES = ['UTC', 'Europe/Lisbon', 'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Europe/Berlin', 'Indian/Maldives', 'America/New_York']

describe('time zones as the supervisor picks them', () => {
  it('names the city in words, with the state or country the name puts between', () => {
    expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires, Argentina')
    expect(cityOf('America/Indiana/Knox')).toBe('Knox, Indiana')
    expect(cityOf('Europe/Lisbon')).toBe('Lisbon')
    expect(cityOf('UTC')).toBe('UTC')
    expect(regionOf('Indian/Maldives')).toBe('Indian Ocean')
    expect(regionOf('UTC')).toBe('Universal')
  })

  it('writes offsets as printed, with half hours and a true minus sign', () => {
    expect(formatOffset(0)).toBe('UTC')
    expect(formatOffset(3_600_000)).toBe('UTC+1')
    expect(formatOffset(-3 * 3_600_000)).toBe('UTC−3')
    expect(formatOffset(5.5 * 3_600_000)).toBe('UTC+5:30')
    expect(formatOffset(-3.5 * 3_600_000)).toBe('UTC−3:30')
  })

  it('groups by region, Universal first then by name, each group by city, with the offset at that instant', () => {
    const groups = groupZones(ZONES, JANUARY)
    expect(groups.map((group) => group.region)).toEqual(['Universal', 'America', 'Asia', 'Europe', 'Indian Ocean'])
    expect(groups[1]?.zones.map((choice) => `${choice.city} (${choice.offset})`)).toEqual([
      'Buenos Aires, Argentina (UTC−3)',
      'New York (UTC−5)',
      'Sao Paulo (UTC−3)',
    ])
    expect(groups[2]?.zones[0]?.offset).toBe('UTC+5:30')
    expect(groupZones(ZONES, JULY)[3]?.zones.map((choice) => `${choice.city} (${choice.offset})`)).toEqual(['Berlin (UTC+2)', 'Lisbon (UTC+1)'])
  })

  it('finds a zone by its city, region, name or offset, whatever the case, accents or minus sign', () => {
    const groups = groupZones(ZONES, JANUARY)
    const found = (query: string) => searchZones(groups, query).flatMap((group) => group.zones.map((choice) => choice.zone))
    expect(found('lisbon')).toEqual(['Europe/Lisbon'])
    expect(found('São Paulo')).toEqual(['America/Sao_Paulo'])
    expect(found('europe')).toEqual(['Europe/Berlin', 'Europe/Lisbon'])
    expect(found('utc-3')).toEqual(['America/Argentina/Buenos_Aires', 'America/Sao_Paulo'])
    expect(found('buenos argentina')).toEqual(['America/Argentina/Buenos_Aires'])
    expect(found('Atlantis')).toEqual([])
    expect(searchZones(groups, '  ')).toEqual(groups)
  })
})
