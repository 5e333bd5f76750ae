import { t } from '../i18n/translation.svelte'
import { isChordOrHandled, TYPING_TARGETS, within, type KeyHint, type KeyLike } from '../lib/keys'

/** What a key press means in Admin's lists; the same pattern as the other views' list and detail. */
export type AdminKeyAction =
  | { kind: 'move'; by: 1 | -1 | 'first' | 'last' }
  | { kind: 'search' }
  | { kind: 'new' }
  | { kind: 'delete' }
  | { kind: 'close' }

/** The keys' hints, in the language in use (the keys keep their names). */
export function adminShortcuts(): readonly KeyHint[] {
  return [
    { keys: ['↑', '↓'], action: t('admin.keys.move') },
    { keys: ['Enter'], action: t('admin.keys.open') },
    { keys: ['/'], action: t('admin.keys.search') },
    { keys: ['N'], action: t('admin.keys.new') },
    { keys: ['Delete'], action: t('admin.keys.delete') },
    { keys: ['Esc'], action: t('admin.keys.close') },
  ]
}

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
