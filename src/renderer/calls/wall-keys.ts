/** What a key press means on the wall; documented in the view's shortcut help. */
export type WallKeyAction =
  | { kind: 'move'; by: 'left' | 'right' | 'up' | 'down' | 'first' | 'last' }
  | { kind: 'open' }
  | { kind: 'listen' }
  | { kind: 'end' }
  | { kind: 'search' }
  | { kind: 'wallboard' }
  | { kind: 'escape' }

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  target: EventTarget | null
}

const MOVES: Record<string, Extract<WallKeyAction, { kind: 'move' }>['by']> = {
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
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null
  if (inDialog(event.target)) return null
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

function closest(target: EventTarget | null, selector: string): boolean {
  return !!target && typeof (target as Element).closest === 'function' && (target as Element).closest(selector) !== null
}

function inDialog(target: EventTarget | null): boolean {
  return closest(target, 'dialog')
}

function ownsKeys(target: EventTarget | null): boolean {
  return closest(target, 'input, textarea, select, [contenteditable="true"], nav, [data-own-keys]')
}

/** A focused button or link handles Enter itself (the card's name button opens the call). */
function isControl(target: EventTarget | null): boolean {
  return closest(target, 'button, a')
}
