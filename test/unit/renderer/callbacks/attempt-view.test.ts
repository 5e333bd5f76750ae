import { describe, expect, it } from 'vitest'
import { attemptView, callingBadge, currentAttempt } from '../../../../src/renderer/callbacks/attempt-view'
import type { CallbackAttempt } from '../../../../src/shared/bridge'

const ZONE = 'America/New_York'
const attempt = (call: CallbackAttempt['call'], changes: Partial<CallbackAttempt> = {}): CallbackAttempt => ({
  id: 7,
  at: '2026-11-28T00:16:00.000Z',
  by: 'Ana',
  agentName: 'Support Agent',
  roomName: 'room_a1',
  call,
  failure: null,
  outcome: null,
  ...changes,
})

describe("the view of a callback's Call now", () => {
  it('says "Calling now…" while the call waits for the wall or is on it, and offers no outcome yet', () => {
    expect(attemptView(attempt('waiting'), ZONE)).toEqual({
      title: 'Calling now…',
      detail: 'Ana called at 7:16 PM EST with Support Agent. Waiting for the call to show on the live wall.',
      tone: 'calling',
      liveRoom: null,
      choosesOutcome: false,
    })
    expect(attemptView(attempt('live'), ZONE)).toMatchObject({ title: 'Calling now… on the live wall', liveRoom: 'room_a1', choosesOutcome: false })
    expect(attemptView(attempt('live'), ZONE, { sentiment: 'negative', transferRequested: true }).detail).toBe(
      'Ana called at 7:16 PM EST with Support Agent. Sentiment: Negative · Asking for a transfer. Choose the outcome once the call has ended.',
    )
    expect(attemptView(attempt('live'), ZONE, { sentiment: 'positive', transferRequested: false }).detail).toContain('Sentiment: Positive. Choose')
    expect(callingBadge(attempt('waiting'))).toBe('Calling now…')
    expect(callingBadge(attempt('live'))).toBe('Calling now…')
  })

  it('asks for the outcome once the call has ended, and shows it once chosen', () => {
    expect(attemptView(attempt('ended'), ZONE)).toMatchObject({ title: 'The call has ended', detail: expect.stringContaining('How did it go?'), choosesOutcome: true, liveRoom: null })
    const chosen = attemptView(attempt('ended', { outcome: 'completed' }), ZONE)
    expect(chosen).toMatchObject({ choosesOutcome: false, tone: 'ended' })
    expect(chosen.detail).toBe('Ana called at 7:16 PM EST with Support Agent. Outcome: Completed.')
    expect(callingBadge(attempt('ended'))).toBeNull()
    expect(callingBadge(null)).toBeNull()
  })

  it('says a failed or unanswered call leaves the callback open, with no outcome to choose', () => {
    const failed = attemptView(attempt('failed', { roomName: null, failure: 'The plan allows no more calls.' }), ZONE)
    expect(failed).toEqual({
      title: 'The call could not be placed',
      detail: 'Ana called at 7:16 PM EST with Support Agent. The plan allows no more calls. The callback stays open.',
      tone: 'failed',
      liveRoom: null,
      choosesOutcome: false,
    })
    expect(attemptView(attempt('unanswered'), ZONE)).toMatchObject({ title: 'The call did not connect', choosesOutcome: false, detail: expect.stringContaining('stays open') })
  })

  it("takes the call placed in this window over core's older record, moved on by what the wall showed", () => {
    const stored = attempt('ended', { id: 6, roomName: 'room_old' })
    const placed = attempt('waiting', { id: 7 })
    expect(currentAttempt(stored, placed, null)).toBe(placed)
    expect(currentAttempt(stored, null, null)).toBe(stored)
    expect(currentAttempt(null, null, null)).toBeNull()
    expect(currentAttempt(stored, placed, { roomName: 'room_a1', live: true, ended: false })?.call).toBe('live')
    expect(currentAttempt(stored, placed, { roomName: 'room_a1', live: false, ended: true })?.call).toBe('ended')
    // A refreshed record is newer than the window's copy of the same attempt, and never moves back.
    expect(currentAttempt(attempt('ended', { outcome: 'completed' }), placed, { roomName: 'room_a1', live: true, ended: false })).toMatchObject({ call: 'ended', outcome: 'completed' })
    // What the wall showed of another room says nothing of this attempt.
    expect(currentAttempt(stored, null, { roomName: 'room_a1', live: true, ended: false })).toBe(stored)
  })
})
