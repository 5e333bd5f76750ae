import type { AttemptCall, CallbackAttempt } from '../../shared/bridge'
import { formatTime } from '../../shared/time/zoned-format'
import { formatServiceValue } from '../lib/format'

/** What the window saw of a call it placed, on the wall's polls; core's record may be up to a refresh behind. */
export interface FollowedCall {
  roomName: string
  live: boolean
  ended: boolean
}

/** The latest Call now of a callback, with what the window followed of its call applied. */
export function currentAttempt(
  stored: CallbackAttempt | null,
  placedHere: CallbackAttempt | null,
  followed: FollowedCall | null,
): CallbackAttempt | null {
  const attempt = placedHere && (!stored || placedHere.id > stored.id) ? placedHere : stored
  if (!attempt || !followed || followed.roomName !== attempt.roomName) return attempt
  const seen: AttemptCall | null = followed.ended ? 'ended' : followed.live ? 'live' : null
  // A call only moves forward: waiting, then live, then ended.
  const order: AttemptCall[] = ['waiting', 'live', 'ended']
  return seen && order.indexOf(seen) > order.indexOf(attempt.call) ? { ...attempt, call: seen } : attempt
}

/** How a live call is going, as the wall shows it. */
export interface CallMood {
  sentiment: string
  transferRequested: boolean
}

export interface AttemptView {
  /** Where the call is, in a few words: "Calling now…", "The call has ended". */
  title: string
  /** Who called, when and with which agent; then what to do. */
  detail: string
  tone: 'calling' | 'ended' | 'failed'
  /** The call to open on the live wall, while it is there. */
  liveRoom: string | null
  /** The call ended and no outcome was chosen yet: the supervisor chooses it. */
  choosesOutcome: boolean
}

/** "Sentiment: Negative · Asking for a transfer." */
function moodLine(mood: CallMood): string {
  const parts = [`Sentiment: ${formatServiceValue(mood.sentiment)}`, ...(mood.transferRequested ? ['Asking for a transfer'] : [])]
  return `${parts.join(' · ')}.`
}

/** How the callback's detail and row show its latest Call now, and how its call is going while live. */
export function attemptView(attempt: CallbackAttempt, zone: string, mood: CallMood | null = null): AttemptView {
  const who = `${attempt.by} called at ${formatTime(attempt.at, zone)} with ${attempt.agentName}.`
  switch (attempt.call) {
    case 'waiting':
      return { title: 'Calling now…', detail: `${who} Waiting for the call to show on the live wall.`, tone: 'calling', liveRoom: null, choosesOutcome: false }
    case 'live':
      return {
        title: 'Calling now… on the live wall',
        detail: [who, mood && moodLine(mood), 'Choose the outcome once the call has ended.'].filter(Boolean).join(' '),
        tone: 'calling',
        liveRoom: attempt.roomName,
        choosesOutcome: false,
      }
    case 'ended':
      return attempt.outcome
        ? { title: 'The call has ended', detail: `${who} Outcome: ${formatServiceValue(attempt.outcome)}.`, tone: 'ended', liveRoom: null, choosesOutcome: false }
        : { title: 'The call has ended', detail: `${who} How did it go?`, tone: 'ended', liveRoom: null, choosesOutcome: true }
    case 'unanswered':
      return { title: 'The call did not connect', detail: `${who} It never showed on the live wall (no answer or busy); the callback stays open.`, tone: 'failed', liveRoom: null, choosesOutcome: false }
    case 'failed':
      return {
        title: 'The call could not be placed',
        detail: [who, attempt.failure, 'The callback stays open.'].filter(Boolean).join(' '),
        tone: 'failed',
        liveRoom: null,
        choosesOutcome: false,
      }
  }
}

/** The row's word for a callback being called right now; null otherwise. */
export function callingBadge(attempt: CallbackAttempt | null): string | null {
  return attempt && (attempt.call === 'waiting' || attempt.call === 'live') ? 'Calling now…' : null
}
