/**
 * How long a closed dialog keeps swallowing presses: the second press of a
 * double-click comes within the system's double-click time, 500 ms by default
 * on Windows and macOS.
 */
export const SHIELD_MS = 500

/**
 * Covers the page with an invisible layer that takes every pointer event from
 * the moment a dialog closes until no press has been in progress for
 * `SHIELD_MS`: the rest of a double-click (or of any press begun on the
 * dialog) lands on the layer, never on whatever the dialog was covering.
 */
export function shieldClicks(doc: Document = document): void {
  const shield = doc.createElement('div')
  shield.dataset['clickShield'] = ''
  shield.setAttribute('aria-hidden', 'true')
  shield.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:transparent'
  const pressed = new Set<number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle = (): void => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (pressed.size === 0) shield.remove()
    }, SHIELD_MS)
  }
  shield.addEventListener('pointerdown', (event) => {
    pressed.add(event.pointerId)
    clearTimeout(timer)
  })
  for (const type of ['pointerup', 'pointercancel'] as const) {
    shield.addEventListener(type, (event) => {
      pressed.delete(event.pointerId)
      settle()
    })
  }
  doc.body.append(shield)
  settle()
}
