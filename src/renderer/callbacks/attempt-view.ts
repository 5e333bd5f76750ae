import type { AttemptCall, CallbackAttempt } from '../../shared/bridge'
import { formatTime } from '../../shared/time/zoned-format'
import { formatServiceValue } from '../lib/format'
import { t } from '../i18n/translation.svelte'

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
  const sentiment = formatServiceValue(mood.sentiment)
  return mood.transferRequested ? t('callbacks.attempt.moodTransfer', { sentiment }) : t('callbacks.attempt.mood', { sentiment })
}

/** How the callback's detail and row show its latest Call now, and how its call is going while live; in English unless given the window's `t`. */
export function attemptView(attempt: CallbackAttempt, zone: string, mood: CallMood | null = null): AttemptView {
  const who = t('callbacks.attempt.who', { by: attempt.by, time: formatTime(attempt.at, zone), agent: attempt.agentName })
  switch (attempt.call) {
    case 'waiting':
      return { title: t('callbacks.attempt.calling'), detail: `${who} ${t('callbacks.attempt.waiting')}`, tone: 'calling', liveRoom: null, choosesOutcome: false }
    case 'live':
      return {
        title: t('callbacks.attempt.live'),
        detail: [who, mood && moodLine(mood), t('callbacks.attempt.chooseLater')].filter(Boolean).join(' '),
        tone: 'calling',
        liveRoom: attempt.roomName,
        choosesOutcome: false,
      }
    case 'ended':
      return attempt.outcome
        ? {
            title: t('callbacks.attempt.ended'),
            detail: `${who} ${t('callbacks.attempt.outcome', { outcome: formatServiceValue(attempt.outcome) })}`,
            tone: 'ended',
            liveRoom: null,
            choosesOutcome: false,
          }
        : { title: t('callbacks.attempt.ended'), detail: `${who} ${t('callbacks.attempt.howDidItGo')}`, tone: 'ended', liveRoom: null, choosesOutcome: true }
    case 'unanswered':
      return { title: t('callbacks.attempt.unanswered'), detail: `${who} ${t('callbacks.attempt.unansweredDetail')}`, tone: 'failed', liveRoom: null, choosesOutcome: false }
    case 'failed':
      return {
        title: t('callbacks.attempt.failed'),
        detail: [who, attempt.failure, t('callbacks.attempt.staysOpen')].filter(Boolean).join(' '),
        tone: 'failed',
        liveRoom: null,
        choosesOutcome: false,
      }
  }
}

/** The row's word for a callback being called right now; null otherwise. */
export function callingBadge(attempt: CallbackAttempt | null): string | null {
  return attempt && (attempt.call === 'waiting' || attempt.call === 'live') ? t('callbacks.attempt.calling') : null
}
