import { isChordOrHandled, TYPING_TARGETS, within, type KeyHint, type KeyLike } from '../lib/keys'

/** What a key press means in Admin's lists; the same pattern as the other views' list and detail. */
export type AdminKeyAction =
  | { kind: 'move'; by: 1 | -1 | 'first' | 'last' }
  | { kind: 'search' }
  | { kind: 'new' }
  | { kind: 'delete' }
  | { kind: 'close' }

export const ADMIN_SHORTCUTS: readonly KeyHint[] = [
  { keys: ['↑', '↓'], action: 'move' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['/'], action: 'search' },
  { keys: ['N'], action: 'new' },
  { keys: ['Delete'], action: 'delete (asks first)' },
  { keys: ['Esc'], action: 'close' },
]

const KEYS: Record<string, AdminKeyAction> = {
  ArrowDown: { kind: 'move', by: 1 },
  ArrowUp: { kind: 'move', by: -1 },
  Home: { kind: 'move', by: 'first' },
  End: { kind: 'move', by: 'last' },
  '/': { kind: 'search' },
  n: { kind: 'new' },
  Delete: { kind: 'delete' },
}

/**
 * Maps a key press to an action, or null when the key belongs to someone else:
 * a field being typed in, a select, a dialog, the tabs or the navigation, or a
 * chord. Esc still closes from inside a form field, as in the other views.
 */
export function adminKeyAction(event: KeyLike): AdminKeyAction | null {
  if (isChordOrHandled(event)) return null
  if (within(event.target, 'dialog')) return null
  if (event.key === 'Escape') return { kind: 'close' }
  if (within(event.target, `${TYPING_TARGETS}, [role="tab"]`)) return null
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null
}
