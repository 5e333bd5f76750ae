import { describe, expect, it } from 'vitest'
import type { StoredCallbackAttempt } from '../../../../src/core/cache'
import { calledLine, failedLine, toCallbackAttempt, UNANSWERED_AFTER_MS } from '../../../../src/core/callbacks'

const AT = '2026-11-28T00:16:00.000Z'
const stored = (changes: Partial<StoredCallbackAttempt> = {}): StoredCallbackAttempt => ({
  id: 3,
  dispositionId: 'd1',
  at: AT,
  by: 'Ana',
  agentName: 'Support Agent',
  roomName: 'room_a1',
  failure: null,
  outcome: null,
  seen: false,
  live: false,
  ...changes,
})

describe('what Call now records of a callback', () => {
  it('writes who called, when in the display zone and with which agent, in words', () => {
    expect(calledLine(AT, 'America/New_York', 'Ana', 'Support Agent')).toBe('Called by Ana on Fri, Nov 27 at 7:16 PM EST with Support Agent.')
    expect(calledLine(AT, 'Europe/Paris', 'Ana', 'Support Agent')).toBe('Called by Ana on Sat, Nov 28 at 1:16 AM GMT+1 with Support Agent.')
    expect(failedLine(AT, 'UTC', 'Ana', 'Support Agent', 'The line was busy.')).toBe('Call by Ana on Sat, Nov 28 at 12:16 AM UTC with Support Agent failed: The line was busy.')
  })

  it('places the call: waiting for the wall, live, ended, refused, or unanswered when the wall never showed it', () => {
    const now = Date.parse(AT)
    expect(toCallbackAttempt(stored(), now + 5_000).call).toBe('waiting')
    expect(toCallbackAttempt(stored({ seen: true, live: true }), now + UNANSWERED_AFTER_MS * 10).call).toBe('live')
    expect(toCallbackAttempt(stored({ seen: true }), now + 5_000).call).toBe('ended')
    expect(toCallbackAttempt(stored({ roomName: null, failure: 'Busy.' }), now).call).toBe('failed')
    expect(toCallbackAttempt(stored(), now + UNANSWERED_AFTER_MS - 1).call).toBe('waiting')
    expect(toCallbackAttempt(stored(), now + UNANSWERED_AFTER_MS).call).toBe('unanswered')
    expect(toCallbackAttempt(stored({ seen: true, outcome: 'completed' }), now)).toEqual({
      id: 3, at: AT, by: 'Ana', agentName: 'Support Agent', roomName: 'room_a1', call: 'ended', failure: null, outcome: 'completed',
    })
  })
})
