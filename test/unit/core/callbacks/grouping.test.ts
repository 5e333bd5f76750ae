import { describe, expect, it } from 'vitest'
import { arrangeQueue, toItem, type ScheduledDisposition } from '../../../../src/core/callbacks'
import type { CallbackItem } from '../../../../src/shared/bridge'
import { callback } from './fixtures'

const NY = 'America/New_York'
const names = new Map([['agt_sales', 'Sales Agent']])

function items(zone: string, ...rows: [string, string, string?][]): CallbackItem[] {
  return rows
    .map(([id, at, status]) => callback(id, at, status ? { status } : {}) as ScheduledDisposition)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))
    .map((d) => toItem(d, zone, names))
}

function ids(queue: ReturnType<typeof arrangeQueue>) {
  return Object.fromEntries(queue.groups.map((g) => [g.id, g.items.map((i) => i.disposition._id)]))
}

describe('arrangeQueue', () => {
  // 2026-07-10 14:00 in New York (EDT).
  const now = Date.parse('2026-07-10T18:00:00Z')

  it('sorts into Overdue, Due in the next hour, Today, Later and Done, in the chosen zone', () => {
    const queue = arrangeQueue(
      items(
        NY,
        ['past', '2026-07-09T12:00:00Z'],
        ['just-missed', '2026-07-10T17:59:00Z'],
        ['in-10-min', '2026-07-10T18:10:00Z'],
        ['at-the-hour', '2026-07-10T19:00:00Z'],
        ['tonight', '2026-07-11T03:30:00Z'],
        ['tomorrow', '2026-07-11T04:30:00Z'],
        ['done-past', '2026-07-09T12:00:00Z', 'completed'],
        ['done-future', '2026-07-12T12:00:00Z', 'cancelled'],
        ['failed', '2026-07-10T18:05:00Z', 'failed'],
      ),
      now,
      NY,
      100,
    )
    expect(ids(queue)).toEqual({
      overdue: ['past', 'just-missed'],
      nextHour: ['in-10-min'],
      // 23:30 New York time is still today there, though it is tomorrow in UTC.
      today: ['at-the-hour', 'tonight'],
      later: ['tomorrow'],
      done: ['done-future', 'failed', 'done-past'],
    })
    expect(queue.groups.find((g) => g.id === 'today')?.items[1]?.localTime).toBe('2026-07-10T23:30')
    expect(queue.groups[0]?.items[0]?.agentName).toBe('Sales Agent')
  })

  it('uses the zone for "today": the same queue in Berlin has tonight in Later', () => {
    const queue = arrangeQueue(items('Europe/Berlin', ['tonight', '2026-07-11T03:30:00Z']), now, 'Europe/Berlin', 100)
    expect(ids(queue).later).toEqual(['tonight'])
  })

  it('counts every callback but lists at most the limit per section', () => {
    const rows = Array.from({ length: 7 }, (_, i) => [`d${i}`, `2026-07-0${i + 1}T12:00:00Z`] as [string, string])
    const queue = arrangeQueue(items(NY, ...rows), now, NY, 3)
    const overdue = queue.groups.find((g) => g.id === 'overdue')
    expect(overdue?.total).toBe(7)
    expect(overdue?.items.map((i) => i.disposition._id)).toEqual(['d0', 'd1', 'd2'])
  })

  it('builds a seven-day agenda from today in the zone, done ones included', () => {
    const queue = arrangeQueue(
      items(
        NY,
        ['yesterday', '2026-07-09T16:00:00Z'],
        ['this-morning', '2026-07-10T13:00:00Z', 'completed'],
        ['tonight', '2026-07-11T03:30:00Z'],
        ['day-7', '2026-07-16T15:00:00Z'],
        ['day-8', '2026-07-17T15:00:00Z'],
      ),
      now,
      NY,
      100,
    )
    expect(queue.agenda.map((d) => d.date)).toEqual([
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
    ])
    expect(queue.agenda[0]).toMatchObject({ total: 2, openCount: 1 })
    expect(queue.agenda[0]?.items.map((i) => i.disposition._id)).toEqual(['this-morning', 'tonight'])
    expect(queue.agenda[6]?.items.map((i) => i.disposition._id)).toEqual(['day-7'])
  })

  it('agenda days follow the zone across a DST change (New York, 2026-11-01 has 25 hours)', () => {
    const nov = Date.parse('2026-10-31T16:00:00Z')
    const queue = arrangeQueue(
      items(NY, ['late-sunday', '2026-11-02T04:30:00Z'], ['monday', '2026-11-02T05:30:00Z']),
      nov,
      NY,
      100,
    )
    const sunday = queue.agenda.find((d) => d.date === '2026-11-01')
    const monday = queue.agenda.find((d) => d.date === '2026-11-02')
    // 04:30Z on the 2nd is 23:30 EST on Sunday the 1st; 05:30Z is 00:30 Monday.
    expect(sunday?.items.map((i) => [i.disposition._id, i.localTime])).toEqual([['late-sunday', '2026-11-01T23:30']])
    expect(monday?.items.map((i) => i.disposition._id)).toEqual(['monday'])
  })
})
