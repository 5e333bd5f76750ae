import type { PeriodicResource, SyncProgress, SyncStep } from '../../shared/bridge'

/** How far back the pace is measured: long enough to smooth a slow page, short enough to follow a change of plan. */
export const PACE_WINDOW_MS = 20_000
/** Fewer requests than this in the window: the pace is not trusted yet and the budget says it. */
const MIN_PACE_SAMPLES = 10

/**
 * Milliseconds until `remaining` requests are done, at the pace of the requests
 * answered in the last PACE_WINDOW_MS (`doneAt`, epoch ms, oldest first). The
 * pace already holds whatever slows the sync down: the rate limit, the share
 * the live lane takes, the network. Null until MIN_PACE_SAMPLES were answered
 * in the window: no guess is better than a wrong one.
 */
export function estimateTimeLeftMs(remaining: number, doneAt: readonly number[], now: number): number | null {
  if (remaining <= 0) return 0
  const recent = doneAt.filter((t) => t > now - PACE_WINDOW_MS && t <= now)
  const first = recent[0]
  const last = recent[recent.length - 1]
  if (recent.length < MIN_PACE_SAMPLES || first === undefined || last === undefined || last <= first) return null
  // n answers span n - 1 intervals.
  return Math.round((remaining * (last - first)) / (recent.length - 1))
}

/** What a resource's syncer tells about its progress. */
export interface StepProgress {
  /** A step starts; `total` is its requests when known (a listing knows after its first page). */
  step(step: SyncStep, total: number | null): void
  /** The step's total became known. */
  stepTotal(total: number): void
  /** One request of the step was answered. */
  advance(): void
  /** The whole resource will need `requests` in this run, as now known. */
  expect(requests: number): void
}

export interface RoundProgressOptions {
  now(): number
  firstSync: boolean
  /** A request of the round was answered. */
  onAdvance(): void
}

/**
 * The progress of one round of the periodic sync: which resource and step run,
 * requests done and expected per resource, and the time left. A resource's
 * estimate comes from its last run (or a sizing request on a first sync) and is
 * replaced by what its syncer learns as it goes.
 */
export class RoundProgress {
  readonly #expected = new Map<PeriodicResource, number | null>()
  readonly #done = new Map<PeriodicResource, number>()
  readonly #doneAt: number[] = []
  #resource: PeriodicResource | null = null
  #step: SyncStep = 'pages'
  #stepDone = 0
  #stepTotal: number | null = null

  constructor(
    private readonly options: RoundProgressOptions,
    estimates: ReadonlyMap<PeriodicResource, number | null>,
  ) {
    for (const [resource, estimate] of estimates) this.#expected.set(resource, estimate)
  }

  /** A resource starts; its syncer reports through the answer. */
  start(resource: PeriodicResource): StepProgress {
    this.#resource = resource
    this.#step = 'pages'
    this.#stepDone = 0
    this.#stepTotal = null
    if (!this.#expected.has(resource)) this.#expected.set(resource, null)
    return {
      step: (step, total) => {
        this.#step = step
        this.#stepDone = 0
        this.#stepTotal = total
      },
      stepTotal: (total) => {
        this.#stepTotal = total
      },
      advance: () => {
        this.#stepDone++
        this.#done.set(resource, (this.#done.get(resource) ?? 0) + 1)
        const now = this.options.now()
        this.#doneAt.push(now)
        while ((this.#doneAt[0] ?? now) <= now - PACE_WINDOW_MS) this.#doneAt.shift()
        this.options.onAdvance()
      },
      expect: (requests) => {
        this.#expected.set(resource, requests)
      },
    }
  }

  /** The resource finished (or failed): whatever it still expected is no longer to come. */
  finish(resource: PeriodicResource): void {
    this.#expected.set(resource, this.requestsOf(resource))
  }

  /** The requests the resource needed in this round, for the next round's estimate. */
  requestsOf(resource: PeriodicResource): number {
    return this.#done.get(resource) ?? 0
  }

  snapshot(): SyncProgress | null {
    const resource = this.#resource
    if (resource === null) return null
    let done = 0
    let total = 0
    let unknown = false
    for (const [r, expected] of this.#expected) {
      const doneOf = this.#done.get(r) ?? 0
      done += doneOf
      if (expected === null) unknown = true
      total += Math.max(expected ?? 0, doneOf)
    }
    const now = this.options.now()
    return {
      resource,
      step: this.#step,
      stepDone: this.#stepDone,
      stepTotal: this.#stepTotal,
      done,
      total,
      timeLeftMs: unknown ? null : estimateTimeLeftMs(total - done, this.#doneAt, now),
      firstSync: this.options.firstSync,
    }
  }
}
