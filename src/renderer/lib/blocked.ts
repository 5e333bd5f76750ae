/**
 * The one way a control says why it cannot be used: `use:blockedBy={reason}`
 * disables it, puts the reason on hover (`title`) and in its accessible
 * description (`aria-describedby`, a visually hidden sentence beside it).
 * A null reason opens it again. Works on a button, an input or a fieldset.
 * (The wall's cards say the same with plain attributes and one shared
 * description, `END_BLOCKED_ID`: an action per card would cost at 2,000 cards.)
 */
/** Numbers the description elements, one per blocked control. */
let counter = 0

export function blockedBy(node: HTMLElement & { disabled: boolean }, reason: string | null) {
  let why: HTMLSpanElement | null = null

  function apply(next: string | null): void {
    node.disabled = next !== null
    if (next === null) {
      node.removeAttribute('title')
      node.removeAttribute('aria-describedby')
      why?.remove()
      why = null
      return
    }
    if (!why) {
      why = document.createElement('span')
      why.className = 'visually-hidden'
      why.id = `blocked-${++counter}`
      node.after(why)
    }
    why.textContent = next
    node.title = next
    node.setAttribute('aria-describedby', why.id)
  }

  apply(reason)
  return {
    update: apply,
    destroy: () => why?.remove(),
  }
}

/** The first reason that closes a control (a permission, offline, a write running), or null when none does. */
export function firstReason(...reasons: (string | null | undefined)[]): string | null {
  return reasons.find((reason): reason is string => typeof reason === 'string' && reason !== '') ?? null
}
