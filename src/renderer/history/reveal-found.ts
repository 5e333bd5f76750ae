import { tick } from 'svelte'

/** A search hit's item in a shown list (`[attribute="id"]`): scrolled to the middle of the list and focused once it renders. */
export function revealFound(list: HTMLElement, attribute: string, id: string): void {
  void tick().then(() => {
    const element = list.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"]`)
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  })
}
