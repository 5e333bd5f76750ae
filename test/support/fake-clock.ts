import type { SyncClock } from '../../src/core/sync'

/** Lets promises and callbacks queued by the code under test run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}

/** A clock whose time moves only when the test says so. */
export class FakeClock implements SyncClock {
  #now: number
  #seq = 0
  #timers: { id: number; at: number; fn: () => void }[] = []

  constructor(start = Date.parse('2025-05-01T09:00:00.000Z')) {
    this.#now = start
  }

  now(): number {
    return this.#now
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const id = ++this.#seq
    this.#timers.push({ id, at: this.#now + Math.max(0, ms), fn })
    return () => {
      this.#timers = this.#timers.filter((t) => t.id !== id)
    }
  }

  /** Timers set and not yet fired or cancelled. */
  get pending(): number {
    return this.#timers.length
  }

  /** Moves time forward, firing each due timer at its own time and letting the work it starts settle. */
  async advance(ms: number): Promise<void> {
    const until = this.#now + ms
    await flush()
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.#timers = this.#timers.filter((t) => t.id !== due.id)
      this.#now = due.at
      due.fn()
      await flush()
    }
    this.#now = until
    await flush()
  }
}
