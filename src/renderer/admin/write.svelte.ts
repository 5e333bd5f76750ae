import type { Result } from '../../shared/bridge'

/** The outcome of the last write, shown until the next one or a dismissal. */
export interface WriteOutcome {
  kind: 'done' | 'failed'
  text: string
  /** Puts it back, where that is one cheap request (a flow taken out of a folder). */
  undo?: () => void
}

/**
 * One write at a time per list: while one runs, `busy` says what it does (the
 * buttons show it and stay disabled), and its outcome stays shown after.
 * A second write asked for meanwhile is refused, never queued.
 */
export class Writes {
  #busy = $state<string | null>(null)
  #outcome = $state<WriteOutcome | null>(null)

  get busy(): string | null {
    return this.#busy
  }
  get outcome(): WriteOutcome | null {
    return this.#outcome
  }

  /** `progress`: "Saving Night Agent…"; `done` words the success; a failure shows the Bridge's message. */
  async run<T>(
    progress: string,
    request: () => Promise<Result<T>>,
    done: (value: T) => string | WriteOutcome,
  ): Promise<Result<T>> {
    if (this.#busy) return { ok: false, error: { code: 'busy', message: `Wait until “${this.#busy}” has finished.` } }
    this.#busy = progress
    this.#outcome = null
    try {
      const result = await request()
      if (result.ok) {
        const outcome = done(result.value)
        this.#outcome = typeof outcome === 'string' ? { kind: 'done', text: outcome } : outcome
      } else {
        this.#outcome = { kind: 'failed', text: result.error.message }
      }
      return result
    } finally {
      this.#busy = null
    }
  }

  dismiss(): void {
    this.#outcome = null
  }

  reset(): void {
    this.#outcome = null
  }
}
