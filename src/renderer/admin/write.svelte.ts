import type { Result } from '../../shared/bridge'
import { errorText, t } from '../i18n/translation.svelte'
import { toasts } from '../lib/toasts.svelte'

/** The outcome of a write, shown as a toast until the next write, the list's reset or a dismissal. */
export interface WriteOutcome {
  kind: 'done' | 'failed'
  text: string
  /** Puts it back, where that is one cheap request (a flow taken out of a folder). */
  undo?: () => void
}

let lists = 0

/**
 * One write at a time per list: while one runs, `busy` says what it does (the
 * buttons show it and stay disabled), and its outcome is a toast after (one
 * per list: the next write's replaces it). A second write asked for meanwhile
 * is refused, never queued.
 */
export class Writes {
  #busy = $state<string | null>(null)
  readonly #toastSource = `admin-list-${++lists}`

  get busy(): string | null {
    return this.#busy
  }

  /** `progress`: "Saving Night Agent…"; `done` words the success; a failure shows the Bridge's message. */
  async run<T>(
    progress: string,
    request: () => Promise<Result<T>>,
    done: (value: T) => string | WriteOutcome,
  ): Promise<Result<T>> {
    if (this.#busy) return { ok: false, error: { code: 'busy', message: t('admin.write.wait', { busy: this.#busy }) } }
    this.#busy = progress
    this.reset()
    try {
      const result = await request()
      const outcome = result.ok ? done(result.value) : ({ kind: 'failed', text: errorText(result.error) } as const)
      this.#tell(typeof outcome === 'string' ? { kind: 'done', text: outcome } : outcome)
      return result
    } finally {
      this.#busy = null
    }
  }

  /** What the toast said is about a list no longer shown as it was. */
  reset(): void {
    toasts.dismissFrom(this.#toastSource)
  }

  #tell({ kind, text, undo }: WriteOutcome): void {
    toasts.show(this.#toastSource, kind === 'failed' ? 'error' : 'info', text, undo ? { label: t('admin.write.undo'), run: undo } : undefined)
  }
}
