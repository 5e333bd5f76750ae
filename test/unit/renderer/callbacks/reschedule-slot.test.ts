import { describe, expect, it } from 'vitest'
import { isPast, nextSlot, pickerStart } from '../../../../src/renderer/callbacks/reschedule-slot'

const at = (iso: string) => Date.parse(iso)

describe('where the reschedule picker starts', () => {
  it('is the next quarter hour at least 15 minutes ahead, in the chosen zone', () => {
    expect(nextSlot(at('2026-11-23T10:00:00Z'), 'UTC')).toBe('2026-11-23T10:15')
    expect(nextSlot(at('2026-11-23T10:00:01Z'), 'UTC')).toBe('2026-11-23T10:30')
    expect(nextSlot(at('2026-11-23T10:07:00Z'), 'America/New_York')).toBe('2026-11-23T05:30')
    expect(nextSlot(at('2026-11-23T23:50:00Z'), 'Asia/Kathmandu')).toBe('2026-11-24T06:00')
  })

  it("keeps a callback's own time when it is still ahead, and never starts in the past", () => {
    const now = at('2026-11-23T10:00:00Z')
    expect(pickerStart('2026-11-24T09:00', now, 'UTC')).toBe('2026-11-24T09:00')
    expect(pickerStart('2026-11-20T09:00', now, 'UTC')).toBe('2026-11-23T10:15')
    expect(pickerStart('2026-11-23T10:05', now, 'UTC')).toBe('2026-11-23T10:15')
    expect(pickerStart('', now, 'Europe/Paris')).toBe('2026-11-23T11:15')
  })

  it('calls a time past when it is at or before now in the zone, or unreadable', () => {
    const now = at('2026-11-23T10:00:00Z')
    expect(isPast('2026-11-23T05:00', 'America/New_York', now)).toBe(true)
    expect(isPast('2026-11-23T05:01', 'America/New_York', now)).toBe(false)
    expect(isPast('not a time', 'UTC', now)).toBe(true)
  })
})
