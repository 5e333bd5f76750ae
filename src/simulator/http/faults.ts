import { z } from 'zod'
import { prngFor, type Prng } from '../fixture/prng'

/**
 * `PUT /_sim/faults/chaos`: shares of API requests answered with a fault, and a
 * share delayed. The three failures are exclusive (their shares add up to at most 1).
 */
export const ChaosSettings = z
  .object({
    /** `500` shape A `INTERNAL_ERROR`. */
    serverErrors: z.number().min(0).max(1).default(0),
    /** `429` shape A `RATE_LIMITED` with `Retry-After: 1`. */
    rateLimits: z.number().min(0).max(1).default(0),
    /** The connection closed before the request is handled, without an answer. */
    drops: z.number().min(0).max(1).default(0),
    /** Of the requests other than GET that pass: handled (the write applied), then the connection closed without the answer. */
    lostAnswers: z.number().min(0).max(1).default(0),
    /** Delayed by `slowMs` (then answered normally). */
    slow: z.number().min(0).max(1).default(0),
    slowMs: z.number().int().min(0).max(60_000).default(0),
  })
  .strict()
  .refine((s) => s.serverErrors + s.rateLimits + s.drops <= 1, { message: 'serverErrors + rateLimits + drops must be at most 1' })
export type ChaosSettings = z.infer<typeof ChaosSettings>

export const NO_CHAOS: ChaosSettings = { serverErrors: 0, rateLimits: 0, drops: 0, lostAnswers: 0, slow: 0, slowMs: 0 }

export type ChaosFailure = 'serverError' | 'rateLimit' | 'drop'

/** What the chaos switch injected since the simulator started (whatever the settings were at the time). */
export interface ChaosCounts {
  serverErrors: number
  rateLimits: number
  drops: number
  lostAnswers: number
  slow: number
}

/** `--fail-rate`, `--latency-ms` and the chaos switch: the faults the simulator injects into API requests. */
export class Faults {
  private readonly rng: Prng
  private readonly chaosRng: Prng
  private readonly timers = new Map<NodeJS.Timeout, () => void>()
  chaos: ChaosSettings = NO_CHAOS
  readonly injected: ChaosCounts = { serverErrors: 0, rateLimits: 0, drops: 0, lostAnswers: 0, slow: 0 }

  constructor(
    seed: number,
    private readonly failRate: number,
    private readonly latencyMs: number,
  ) {
    this.rng = prngFor(seed, 'faults')
    this.chaosRng = prngFor(seed, 'chaos')
  }

  /** Whether this request fails; the n-th request's fate depends only on the seed. */
  shouldFail(): boolean {
    return this.failRate > 0 && this.rng.next() < this.failRate
  }

  /** The chaos switch's failure for this request, if any, counted as injected. */
  chaosFailure(): ChaosFailure | null {
    const { serverErrors, rateLimits, drops } = this.chaos
    if (serverErrors + rateLimits + drops === 0) return null
    const draw = this.chaosRng.next()
    if (draw < serverErrors) {
      this.injected.serverErrors++
      return 'serverError'
    }
    if (draw < serverErrors + rateLimits) {
      this.injected.rateLimits++
      return 'rateLimit'
    }
    if (draw < serverErrors + rateLimits + drops) {
      this.injected.drops++
      return 'drop'
    }
    return null
  }

  /** Whether this write's answer is lost after it is applied (counted as injected). */
  loseAnswer(method: string): boolean {
    if (method === 'GET' || this.chaos.lostAnswers === 0 || this.chaosRng.next() >= this.chaos.lostAnswers) return false
    this.injected.lostAnswers++
    return true
  }

  /** `--latency-ms`, plus `slowMs` for the chaos switch's share of slow requests. */
  delay(): Promise<void> {
    let ms = this.latencyMs
    if (this.chaos.slow > 0 && this.chaosRng.next() < this.chaos.slow) {
      this.injected.slow++
      ms += this.chaos.slowMs
    }
    if (ms <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, ms)
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
