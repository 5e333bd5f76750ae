import type { SyncClock } from '../../../src/core/sync'

/** A clock the test moves by hand; timers run when their time is passed. */
export class FakeClock implements SyncClock {
  #timers: { at: number; fn: () => void; id: number }[] = []
  #nextId = 1

  constructor(public time: number) {}

  now(): number {
    return this.time
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const id = this.#nextId++
    this.#timers.push({ at: this.time + Math.max(0, ms), fn, id })
    return () => {
      this.#timers = this.#timers.filter((timer) => timer.id !== id)
    }
  }

  /** Moves time forward, running each timer at its own time, in order. */
  advance(ms: number): void {
    const end = this.time + ms
    for (;;) {
      const next = this.#timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!next) break
      this.#timers = this.#timers.filter((timer) => timer !== next)
      this.time = Math.max(this.time, next.at)
      next.fn()
    }
    this.time = end
  }

  get pending(): number {
    return this.#timers.length
  }
}
