import { prngFor, type Prng } from '../fixture/prng'

/** `--fail-rate` and `--latency-ms`: the faults the simulator injects into API requests. */
export class Faults {
  private readonly rng: Prng
  private readonly timers = new Map<NodeJS.Timeout, () => void>()

  constructor(
    seed: number,
    private readonly failRate: number,
    private readonly latencyMs: number,
  ) {
    this.rng = prngFor(seed, 'faults')
  }

  /** Whether this request fails; the n-th request's fate depends only on the seed. */
  shouldFail(): boolean {
    return this.failRate > 0 && this.rng.next() < this.failRate
  }

  delay(): Promise<void> {
    if (this.latencyMs <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, this.latencyMs)
      this.timers.set(timer, resolve)
    })
  }

  stop(): void {
    for (const [timer, wake] of this.timers) {
      clearTimeout(timer)
      wake()
    }
    this.timers.clear()
  }
}
