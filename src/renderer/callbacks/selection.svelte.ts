import { SvelteSet } from 'svelte/reactivity'

/** `#/callbacks?id=disp_…` opens that callback: what a reminder's notification links to. */
export function callbackHref(dispositionId: string): string {
  return `#/callbacks?id=${encodeURIComponent(dispositionId)}`
}

function idInHash(hash: string): string | null {
  const [view, query = ''] = hash.replace(/^#\/?/, '').split('?')
  if (view !== 'callbacks') return null
  return new URLSearchParams(query).get('id')
}

/** Which callbacks are ticked for a bulk edit, and which one is open in the detail panel. */
export class CallbackSelection {
  readonly #selected = new SvelteSet<string>()
  #openId = $state<string | null>(null)

  get selected(): ReadonlySet<string> {
    return this.#selected
  }
  get ids(): string[] {
    return [...this.#selected]
  }
  get openId(): string | null {
    return this.#openId
  }

  /** Opens what the address asks for, now and on every change; returns the function that stops. */
  start(): () => void {
    const follow = () => {
      const id = idInHash(window.location.hash)
      if (id) this.#openId = id
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }

  has(id: string): boolean {
    return this.#selected.has(id)
  }

  toggle(id: string): void {
    this.setMany([id], !this.#selected.has(id))
  }

  setMany(ids: readonly string[], on: boolean): void {
    for (const id of ids) {
      if (on) this.#selected.add(id)
      else this.#selected.delete(id)
    }
  }

  clear(): void {
    this.#selected.clear()
  }

  open(id: string): void {
    this.#openId = id
  }

  /** Closing also drops `?id=` from the address, so the same reminder can open it again. */
  close(): void {
    this.#openId = null
    if (idInHash(window.location.hash)) history.replaceState(null, '', '#/callbacks')
  }
}
