/** How long a confirmation stays once nothing holds it; errors stay until dismissed. */
export const TOAST_MS = 6_000

export type ToastKind = 'info' | 'error'

export interface ToastAction {
  label: string
  run: () => void
}

export interface Toast {
  readonly id: number
  readonly kind: ToastKind
  readonly text: string
  /** Who said it: a new toast from the same source takes the old one's place. */
  readonly source: string
  readonly action?: ToastAction
}

/** What holds the stack still: the pointer resting on it, keyboard focus in it. */
export type ToastHold = 'pointer' | 'focus'

/**
 * The outcomes of the supervisor's actions, stacked over the page (`Toasts.svelte`)
 * so nothing on the page moves when one comes or goes. Confirmations fade after
 * `TOAST_MS`, but not while the stack is held, so the one being read never slides
 * away; errors stay until dismissed.
 */
export class ToastStack {
  #items = $state<Toast[]>([])
  #holds = $state<Record<ToastHold, boolean>>({ pointer: false, focus: false })
  /** The confirmations fading, by toast id; not state, nothing shows them. */
  #timers: { id: number; timer: ReturnType<typeof setTimeout> }[] = []
  #nextId = 1

  constructor(readonly fadeMs = TOAST_MS) {}

  /** Oldest first. */
  get items(): readonly Toast[] {
    return this.#items
  }

  get held(): boolean {
    return this.#holds.pointer || this.#holds.focus
  }

  show(source: string, kind: ToastKind, text: string, action?: ToastAction): number {
    const toast: Toast = { id: this.#nextId++, kind, text, source, ...(action ? { action } : {}) }
    const at = this.#items.findIndex((item) => item.source === source)
    if (at === -1) {
      this.#items = [...this.#items, toast]
    } else {
      this.#forget(this.#items[at]?.id)
      this.#items = this.#items.map((item, index) => (index === at ? toast : item))
    }
    if (!this.held) this.#fadeLater(toast)
    return toast.id
  }

  dismiss(id: number): void {
    this.#forget(id)
    this.#items = this.#items.filter((item) => item.id !== id)
  }

  /** Takes away what `source` said, as when what it was about is gone (another workspace). */
  dismissFrom(source: string): void {
    for (const item of this.#items) if (item.source === source) this.dismiss(item.id)
  }

  hold(source: ToastHold, on: boolean): void {
    const wasHeld = this.held
    this.#holds = { ...this.#holds, [source]: on }
    if (this.held && !wasHeld) {
      for (const { timer } of this.#timers) clearTimeout(timer)
      this.#timers = []
    } else if (!this.held && wasHeld) {
      for (const item of this.#items) this.#fadeLater(item)
    }
  }

  #fadeLater(toast: Toast): void {
    if (toast.kind === 'error') return
    this.#timers.push({ id: toast.id, timer: setTimeout(() => this.dismiss(toast.id), this.fadeMs) })
  }

  #forget(id: number | undefined): void {
    for (const fading of this.#timers) if (fading.id === id) clearTimeout(fading.timer)
    this.#timers = this.#timers.filter((fading) => fading.id !== id)
  }
}

export const toasts = new ToastStack()
