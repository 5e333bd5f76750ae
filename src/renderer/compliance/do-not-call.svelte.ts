import { errorText, t } from '../i18n/i18n.svelte'
import { bridge } from '../lib/bridge'
import { toasts } from '../lib/toasts.svelte'

/**
 * "Add to do-not-call" from wherever a customer's number is shown (a callback,
 * a History conversation): one dialog asking why, shared by the features. The
 * list itself is Settings → Compliance.
 */
class DoNotCallAdder {
  #asking = $state.raw<{ number: string; reason: string } | null>(null)
  #busy = $state(false)
  #error = $state<string | null>(null)

  /** The number waiting for a reason, with the suggested one. */
  get asking(): { number: string; reason: string } | null {
    return this.#asking
  }
  get busy(): boolean {
    return this.#busy
  }
  get error(): string | null {
    return this.#error
  }

  ask(number: string, reason: string): void {
    this.#asking = { number, reason }
    this.#error = null
  }

  cancel(): void {
    this.#asking = null
    this.#error = null
  }

  async add(reason: string): Promise<void> {
    const asking = this.#asking
    if (!asking || this.#busy) return
    this.#busy = true
    const result = await bridge.invoke('compliance.addDoNotCall', { number: asking.number, reason })
    this.#busy = false
    if (result.ok) {
      this.#asking = null
      toasts.show('do-not-call', 'info', t('compliance.add.added', { number: result.value.number }))
    } else this.#error = errorText(result.error)
  }
}

export const doNotCall = new DoNotCallAdder()
