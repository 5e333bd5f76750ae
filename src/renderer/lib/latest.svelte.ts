import type { Result } from '../../shared/bridge'
import { errorText } from '../i18n/translation.svelte'

/**
 * One value read through the Bridge where the latest request wins: each load
 * takes a number, and an answer whose number is no longer the latest (a newer
 * load, `set` or `reset` came since) is dropped, so a slow answer never
 * overwrites a newer one. The value shown stays while a reload runs and when
 * it fails; the failure is `error`.
 */
export class Latest<T> {
  #value = $state.raw<T | null>(null)
  #error = $state<string | null>(null)
  #loading = $state(false)
  #request = 0

  get value(): T | null {
    return this.#value
  }
  get error(): string | null {
    return this.#error
  }
  get loading(): boolean {
    return this.#loading
  }
  get loaded(): boolean {
    return this.#value !== null
  }

  /** Runs `request`; answers whether its outcome landed (false when a newer one replaced it). */
  async load(request: () => Promise<Result<T>>): Promise<boolean> {
    const number = ++this.#request
    this.#loading = true
    const result = await request()
    if (number !== this.#request) return false
    this.#loading = false
    if (result.ok) {
      this.#value = result.value
      this.#error = null
    } else {
      this.#error = errorText(result.error)
    }
    return true
  }

  /** A value known without asking (a row already on screen): it wins over any answer still on its way. */
  set(value: T): void {
    this.#request++
    this.#loading = false
    this.#value = value
    this.#error = null
  }

  /** Forgets the value and the error; an answer still on its way is dropped. */
  reset(): void {
    this.#request++
    this.#loading = false
    this.#value = null
    this.#error = null
  }
}
