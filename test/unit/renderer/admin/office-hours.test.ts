import { describe, expect, it } from 'vitest'
import { OfficeHoursSchedule } from '../../../../src/shared/api'
import { readOfficeHours, scheduleInZone, scheduleOf, weekProblems, emptyWeek } from '../../../../src/renderer/admin/office-hours'

const WEEKDAYS_8_TO_18 = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, [{ start: '08:00', end: '18:00' }]]))

describe('office hours kept in one zone, edited in another', () => {
  it('places Los Angeles 08:00–18:00 in Paris, split at midnight and joined where days meet', () => {
    const june = Date.parse('2025-06-04T12:00:00Z')
    const week = scheduleInZone(WEEKDAYS_8_TO_18, 'America/Los_Angeles', 'Europe/Paris', june)
    // PDT is UTC-7, CEST UTC+2: nine hours later, so 17:00 to 03:00 the next day.
    expect(week.monday).toEqual([{ start: '17:00', end: '24:00' }])
    expect(week.tuesday).toEqual([
      { start: '00:00', end: '03:00' },
      { start: '17:00', end: '24:00' },
    ])
    expect(week.saturday).toEqual([{ start: '00:00', end: '03:00' }])
    expect(week.sunday).toEqual([])
    expect(OfficeHoursSchedule.safeParse(scheduleOf(week)).success).toBe(true)
  })

  it('follows the weeks when only one zone has changed to summer time', () => {
    // 12 March 2025: Los Angeles on PDT since the 9th, Paris still on CET: eight hours apart.
    const week = scheduleInZone(WEEKDAYS_8_TO_18, 'America/Los_Angeles', 'Europe/Paris', Date.parse('2025-03-12T12:00:00Z'))
    expect(week.monday).toEqual([{ start: '16:00', end: '24:00' }])
  })

  it('wraps Monday morning in Paris back to Sunday in Los Angeles', () => {
    const week = scheduleInZone({ monday: [{ start: '08:00', end: '18:00' }] }, 'Europe/Paris', 'America/Los_Angeles', Date.parse('2025-06-04T12:00:00Z'))
    expect(week.sunday).toEqual([{ start: '23:00', end: '24:00' }])
    expect(week.monday).toEqual([{ start: '00:00', end: '09:00' }])
  })

  it('keeps a schedule unchanged in its own zone', () => {
    const week = scheduleInZone({ friday: [{ start: '09:00', end: '12:30' }] }, 'UTC', 'UTC', Date.now())
    expect(scheduleOf(week)).toEqual({ friday: [{ start: '09:00', end: '12:30' }] })
  })
})

describe('reading and checking office hours', () => {
  it('keeps a schedule in a shape it does not know aside, rather than guessing', () => {
    expect(readOfficeHours({ enabled: true, timezone: 'UTC', schedule: { mon: '9-5' } })).toMatchObject({ schedule: null, raw: { mon: '9-5' } })
    expect(readOfficeHours({ enabled: false })).toMatchObject({ enabled: false, timezone: null, schedule: {} })
  })

  it('names the opening and the end that is wrong', () => {
    const week = emptyWeek()
    week.tuesday = [
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '10:00' },
    ]
    week.friday = [{ start: '9', end: '24:00' }]
    expect(weekProblems(week)).toEqual({
      'tuesday.1.end': 'Must be after the start',
      'tuesday.1.start': 'Overlaps or comes before the opening above',
      'friday.0.start': 'Expected HH:MM from 00:00 to 23:59',
    })
  })
})
