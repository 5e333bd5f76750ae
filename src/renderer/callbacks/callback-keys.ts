import type { Snooze } from '../../shared/bridge'
import { isChordOrHandled, TYPING_TARGETS, within, type KeyLike } from '../lib/keys'

export type { KeyLike }

/** What a key press means in the callbacks view; listed in its shortcut help. */
export type CallbackKeyAction =
  | { kind: 'move'; by: 1 | -1 | 'first' | 'last' }
  | { kind: 'toggle' }
  | { kind: 'snooze'; snooze: Snooze }
  | { kind: 'call' }
  | { kind: 'search' }
  | { kind: 'agenda' }
  | { kind: 'escape' }

export const CALLBACK_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: '↑ ↓ (or k j), Home, End', action: 'Move between callbacks' },
  { keys: 'Enter', action: 'Open the callback' },
  { keys: 'x', action: 'Select or unselect it for a bulk change' },
  { keys: 's', action: 'Snooze 15 minutes (the selection, or this callback)' },
  { keys: 'h', action: 'Snooze 1 hour' },
  { keys: 't', action: 'Snooze to tomorrow 9:00' },
  { keys: 'c', action: 'Open it to call now' },
  { keys: 'a', action: 'Switch between queue and agenda' },
  { keys: '/', action: 'Search' },
  { keys: 'Esc', action: 'Close the detail, then clear the selection' },
]

const KEYS: Record<string, CallbackKeyAction> = {
  ArrowDown: { kind: 'move', by: 1 },
  j: { kind: 'move', by: 1 },
  ArrowUp: { kind: 'move', by: -1 },
  k: { kind: 'move', by: -1 },
  Home: { kind: 'move', by: 'first' },
  End: { kind: 'move', by: 'last' },
  x: { kind: 'toggle' },
  s: { kind: 'snooze', snooze: '15m' },
  h: { kind: 'snooze', snooze: '1h' },
  t: { kind: 'snooze', snooze: 'tomorrow-9' },
  c: { kind: 'call' },
  a: { kind: 'agenda' },
  '/': { kind: 'search' },
}

/**
 * Maps a key press to an action, or null when the key belongs to someone else:
 * a field being typed in, a select, a dialog, the navigation, or a chord.
 */
export function callbackKeyAction(event: KeyLike): CallbackKeyAction | null {
  if (isChordOrHandled(event)) return null
  if (within(event.target, 'dialog')) return null
  if (event.key === 'Escape') return { kind: 'escape' }
  if (within(event.target, TYPING_TARGETS)) return null
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null
}
