import { describe, expect, it } from 'vitest'
import { speakerOf, startOfDay } from '../../../../src/renderer/history/format'

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
})
