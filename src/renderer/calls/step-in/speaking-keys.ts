import { isChordOrHandled, TYPING_TARGETS, within, type KeyLike } from '../../lib/keys'

/** What a key means while the supervisor speaks in a call: M mutes or unmutes; with push-to-talk, Space held speaks. */
export type SpeakingKeyAction = { kind: 'toggle-mute' } | { kind: 'talk'; held: boolean }

export interface SpeakingKeyEvent extends KeyLike {
  type: string
}

/**
 * Maps a key press or release, from any view, while the microphone is
 * published. Releasing Space always silences a push-to-talk microphone, even
 * in a field, so it is never left open by a key released elsewhere.
 */
export function speakingKeyAction(event: SpeakingKeyEvent, pushToTalk: boolean): SpeakingKeyAction | null {
  const space = event.key === ' '
  if (event.type === 'keyup') return pushToTalk && space ? { kind: 'talk', held: false } : null
  if (event.type !== 'keydown' || isChordOrHandled(event) || within(event.target, `${TYPING_TARGETS}, dialog`)) return null
  if (pushToTalk && space) return { kind: 'talk', held: true }
  if (!pushToTalk && (event.key === 'm' || event.key === 'M')) return { kind: 'toggle-mute' }
  return null
}
