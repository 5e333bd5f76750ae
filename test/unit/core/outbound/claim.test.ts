import { describe, expect, it } from 'vitest'
import { claimLine, lastClaim, notedTime, withLine } from '../../../../src/core/outbound'

describe('the lines a claim writes into a callback’s notes', () => {
  it('names the time in the console’s zone, to the minute, with the zone', () => {
    expect(notedTime(Date.parse('2026-11-23T13:05:42.000Z'), 'Europe/Paris')).toBe('2026-11-23 14:05 (Europe/Paris)')
    expect(notedTime(Date.parse('2026-03-08T07:30:00.000Z'), 'America/New_York')).toBe('2026-03-08 03:30 (America/New_York)')
  })

  it('adds a line of its own below the notes, and is the whole notes when there were none', () => {
    expect(withLine('', 'Claimed.')).toBe('Claimed.')
    expect(withLine('  \n ', 'Claimed.')).toBe('Claimed.')
    expect(withLine('Prefers mornings.\n\n', 'Claimed.')).toBe('Prefers mornings.\nClaimed.')
    expect(withLine('  Prefers mornings.', 'Claimed.')).toBe('  Prefers mornings.\nClaimed.')
  })

  it('reads back the newest claim, who made it and when, and nothing from other lines', () => {
    const first = claimLine('2026-11-23 14:05 (Europe/Paris)', 'Ana', 'abc123')
    const second = claimLine('2026-11-23 14:07 (Europe/Paris)', 'Ben Ortiz', 'def456')
    expect(first).toBe('Claimed at 2026-11-23 14:05 (Europe/Paris) by Ana for a call (claim abc123).')
    expect(lastClaim(`Prefers mornings.\n${first}\nCalled back.\n  ${second}  `)).toEqual({ at: '2026-11-23 14:07 (Europe/Paris)', who: 'Ben Ortiz', token: 'def456' })
    expect(lastClaim(`${first}\nCalled back.`)).toEqual({ at: '2026-11-23 14:05 (Europe/Paris)', who: 'Ana', token: 'abc123' })
    expect(lastClaim('Prefers mornings.\nClaimed at noon by Ana for a call.')).toBeNull()
    expect(lastClaim(`x ${first}`)).toBeNull()
    expect(lastClaim('')).toBeNull()
  })
})
