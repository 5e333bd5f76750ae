import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../../src/shared/time/zoned-format'
import { activityWords, speakerOf, startOfDay } from '../../../../src/renderer/history/format'

describe('History’s words and days', () => {
  it('labels a message by the direction the service gave, and says when it gave none', () => {
    expect(speakerOf('inbound')).toBe('Customer')
    expect(speakerOf('outbound')).toBe('AI agent')
    expect(speakerOf(null)).toBe('Unknown speaker')
  })

  it('reads a day of the date filter in the display zone, not the computer’s', () => {
    expect(startOfDay('2026-07-04', 'America/New_York')).toBe('2026-07-04T04:00:00.000Z')
    expect(startOfDay('2026-07-04', 'Asia/Tokyo', 1)).toBe('2026-07-04T15:00:00.000Z')
    expect(startOfDay('4 July', 'UTC')).toBeUndefined()
  })

  it('writes an activity entry’s times in the display zone and its service values in words', () => {
    const at = '2026-11-27T20:12:00.000Z'
    expect(activityWords(`status → no_answer; rescheduled to ${at}`, 'America/New_York')).toBe(
      `status → No answer; rescheduled to ${formatDateTime(at, 'America/New_York')}`,
    )
    expect(activityWords('notes changed (made 2026-11-27T20:10:00Z, sent from the outbox)', 'UTC')).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
    expect(activityWords('By Sales Agent.', 'UTC')).toBe('By Sales Agent.')
  })
})
