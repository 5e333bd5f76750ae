import { SvelteSet } from 'svelte/reactivity'

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

  close(): void {
    this.#openId = null
  }

  reset(): void {
    this.#selected.clear()
    this.#openId = null
  }
}
