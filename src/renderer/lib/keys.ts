/** The parts of a keydown a view's single-key shortcuts look at (a KeyboardEvent has them all). */
export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  target: EventTarget | null
}

/** One line of a view's shortcut help: the keys, then what they do. */
export interface KeyHint {
  keys: readonly string[]
  action: string
}

/** Where typing, arrows and Enter belong to the control itself, so single-key shortcuts stay out. */
export const TYPING_TARGETS = 'input, textarea, select, [contenteditable="true"], nav'

/** A press someone already handled, or a chord with Ctrl/Cmd/Alt: never a single-key shortcut. */
export function isChordOrHandled(event: KeyLike): boolean {
  return event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey
}

/** Whether the event's target is (inside) an element matching the selector. */
export function within(target: EventTarget | null, selector: string): boolean {
  return !!target && typeof (target as Element).closest === 'function' && (target as Element).closest(selector) !== null
}
