import { isChordOrHandled, TYPING_TARGETS, within, type KeyHint, type KeyLike } from '../../lib/keys'
import { t } from '../../i18n/translation.svelte'
import type { Move } from './model'

export type { KeyLike }

/** What a key press means on the wall; listed in `wallShortcuts`, the view's shortcut help. */
export type WallKeyAction =
  | { kind: 'move'; by: Move }
  | { kind: 'open' }
  | { kind: 'listen' }
  | { kind: 'barge' }
  | { kind: 'end' }
  | { kind: 'search' }
  | { kind: 'wallboard' }
  | { kind: 'escape' }

/** The shortcut help, worded when shown. */
export function wallShortcuts(): readonly KeyHint[] {
  return [
    { keys: ['←', '→', '↑', '↓'], action: t('calls.keys.move') },
    { keys: ['Enter'], action: t('calls.keys.open') },
    { keys: ['L'], action: t('calls.keys.listen') },
    { keys: ['B'], action: t('calls.keys.barge') },
    { keys: ['M'], action: t('calls.keys.mute') },
    { keys: ['E'], action: t('calls.keys.end') },
    { keys: ['/'], action: t('calls.keys.search') },
    { keys: ['F'], action: t('calls.keys.wallboard') },
    { keys: ['Esc'], action: t('calls.keys.close') },
  ]
}

const MOVES: Record<string, Move> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
}

/**
 * Maps a key press to a wall action, or null when the key belongs to someone
 * else: a field being typed in, a control that uses arrows (selects, sliders),
 * an open dialog, the navigation, or a chord with Ctrl/Cmd/Alt.
 */
export function wallKeyAction(event: KeyLike): WallKeyAction | null {
  if (isChordOrHandled(event)) return null
  if (within(event.target, 'dialog')) return null
  if (event.key === 'Escape') return { kind: 'escape' }
  if (ownsKeys(event.target)) return null
  const move = MOVES[event.key]
  if (move) return { kind: 'move', by: move }
  switch (event.key) {
    case 'Enter':
      return isControl(event.target) ? null : { kind: 'open' }
    case 'l':
    case 'L':
      return { kind: 'listen' }
    case 'b':
    case 'B':
      return { kind: 'barge' }
    case 'e':
    case 'E':
      return { kind: 'end' }
    case '/':
      return { kind: 'search' }
    case 'f':
    case 'F':
      return { kind: 'wallboard' }
    default:
      return null
  }
}

function ownsKeys(target: EventTarget | null): boolean {
  return within(target, `${TYPING_TARGETS}, [data-own-keys]`)
}

/** A focused button or link handles Enter itself (the card's name button opens the call). */
function isControl(target: EventTarget | null): boolean {
  return within(target, 'button, a')
}
