import type { AttemptCall, CallbackAttempt } from '../../shared/bridge'
import { formatDay, formatTime } from '../../shared/time/zoned-format'
import { zonedDay } from '../../shared/time/zoned-time'
import type { StoredCallbackAttempt } from '../cache'

/** A placed call not on the live wall this long after dialling did not connect. */
export const UNANSWERED_AFTER_MS = 120_000

/** "on Sat, Nov 28 at 7:16 PM EST": the day and time in the display zone, as the views write them. */
function when(at: string, zone: string): string {
  return `on ${formatDay(zonedDay(Date.parse(at), zone))} at ${formatTime(at, zone)}`
}

/** The line a placed call adds to the callback's notes: who, when, with which agent; no id. */
export function calledLine(at: string, zone: string, by: string, agentName: string): string {
  return `Called by ${by} ${when(at, zone)} with ${agentName}.`
}

export function failedLine(at: string, zone: string, by: string, agentName: string, reason: string): string {
  return `Call by ${by} ${when(at, zone)} with ${agentName} failed: ${reason}`
}

function callOf(attempt: StoredCallbackAttempt, now: number): AttemptCall {
  if (attempt.failure !== null) return 'failed'
  if (attempt.seen) return attempt.live ? 'live' : 'ended'
  return now - Date.parse(attempt.at) >= UNANSWERED_AFTER_MS ? 'unanswered' : 'waiting'
}

/** The attempt as the view shows it, its call placed where the live wall last saw it. */
export function toCallbackAttempt(attempt: StoredCallbackAttempt, now: number): CallbackAttempt {
  return {
    id: attempt.id,
    at: attempt.at,
    by: attempt.by,
    agentName: attempt.agentName,
    roomName: attempt.roomName,
    call: callOf(attempt, now),
    failure: attempt.failure,
    outcome: attempt.outcome,
  }
}
