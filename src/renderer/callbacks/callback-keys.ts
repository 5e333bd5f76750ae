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

/** Each shortcut's keys as written on the keyboard, or (with words in them) as a message; what it does, as a message. */
export const CALLBACK_SHORTCUTS = [
  { keys: { message: 'callbacks.keys.moveKeys' }, action: 'callbacks.keys.move' },
  { keys: 'Enter', action: 'callbacks.keys.open' },
  { keys: 'x', action: 'callbacks.keys.toggle' },
  { keys: 's', action: 'callbacks.keys.snooze15' },
  { keys: 'h', action: 'callbacks.keys.snooze1h' },
  { keys: 't', action: 'callbacks.keys.snoozeTomorrow' },
  { keys: 'c', action: 'callbacks.keys.call' },
  { keys: 'a', action: 'callbacks.keys.agenda' },
  { keys: '/', action: 'callbacks.keys.search' },
  { keys: 'Esc', action: 'callbacks.keys.escape' },
] as const

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
