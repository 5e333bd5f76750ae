import { createSubscriber } from 'svelte/reactivity'
import { bridge } from '../lib/bridge'

/**
 * Tells core whether this window is visible, so active calls are polled every
 * 2 s while a supervisor can see them and every 10 s while the window is hidden
 * or minimized. Returns the function that stops reporting.
 */
export function reportVisibility(doc: Document = document): () => void {
  const send = () => void bridge.invoke('sync.setVisibility', { visible: doc.visibilityState === 'visible' })
  doc.addEventListener('visibilitychange', send)
  send()
  return () => doc.removeEventListener('visibilitychange', send)
}

/** Whether this window is visible, read reactively (in a template or a `$derived`, it follows `visibilitychange`). */
class PageVisibility {
  readonly #subscribe = createSubscriber((update) => {
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  })

  get visible(): boolean {
    this.#subscribe()
    return document.visibilityState === 'visible'
  }
}

export const pageVisibility = new PageVisibility()
