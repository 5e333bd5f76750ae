/**
 * The API client benchmark of issue 4: the client (one limiter with lanes) against
 * a naive fixed-interval poller with no limiter, in the same run, on the same
 * simulator, each with its own API key (the service limits per key).
 *
 * Time acceleration: the simulator's rate limit is a sliding window of 60 real
 * seconds that `--speed` does not shorten, so everything else is sped up by
 * SCALE instead: the limit is 60 × SCALE requests per minute on both the
 * simulator and the client's limiter, active calls are polled every 2 s / SCALE,
 * the background sync runs every 10 s / SCALE, and a supervisor acts every
 * 10 s / SCALE. One real minute is then SCALE developer-plan minutes of load.
 */
import { setMaxListeners } from 'node:events'
import { Agent, pageOf } from '../../src/shared/api'
import {
  ApiError,
  createApiClient,
  createRateLimiter,
  type ApiClient,
  type Lane,
  type RateLimiter,
} from '../../src/core/api'
import { startSimulator } from '../../src/simulator/server'
import { plainActiveCalls } from '../support/polls'
import { MIN_ROUNDS, QUICK, report } from './harness'

const SUITE = 'API client: rate limiter with lanes vs a naive poller'
const SCALE = 10
const PLAN_RPM = 60
const ALLOWED_RPM = PLAN_RPM * SCALE
const POLL_MS = 2_000 / SCALE
const SYNC_MS = 10_000 / SCALE
const USER_MS = 10_000 / SCALE
/**
 * Longer than the simulator's 60 s window, so the naive poller meets the limit; cut into
 * MIN_ROUNDS rounds of 15 s. The quick profile's rounds are 6 s: the naive poller then
 * stays inside one window and meets no 429, but the client's own goals are the same.
 */
const ROUND_MS = QUICK ? 6_000 : 15_000
/** Before the first round: the loops start, the JIT warms, the limiter's queue fills. */
const WARM_UP_MS = 3_000
const RUN_MS = WARM_UP_MS + ROUND_MS * MIN_ROUNDS

interface Tally {
  ok: number
  rateLimited: number
  other: number
}

const newTally = (): Tally => ({ ok: 0, rateLimited: 0, other: 0 })

/** Counts the outcome of one request; nothing but ApiError is expected. */
async function count(tally: Tally, request: Promise<unknown>): Promise<void> {
  try {
    await request
    tally.ok++
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) tally.rateLimited++
    else if (error instanceof ApiError && error.code === 'aborted') return
    else tally.other++
  }
}

/** The reads of one background sync round: what the cache refreshes. */
function syncRound(api: ApiClient, options: { signal?: AbortSignal }): Promise<unknown>[] {
  return [
    api.agents.list({}, options),
    api.flows.list({}, options),
    api.dispositions.list({ limit: 50 }, options),
    api.conversations.list({ limit: 50 }, options),
    api.voices.list({}, options),
    api.phoneNumbers.list({}, options),
  ]
}

/** Records how long each acquire waited, per lane. */
function timedLimiter(inner: RateLimiter, waits: Record<Lane, number[]>): RateLimiter {
  return {
    ...inner,
    acquire: async (lane, signal) => {
      const started = performance.now()
      await inner.acquire(lane, signal)
      waits[lane].push(performance.now() - started)
    },
  }
}

/** A limiter that never waits and ignores 429s: the naive poller's. */
const noLimiter: RateLimiter = {
  ...createRateLimiter(),
  acquire: async () => undefined,
  reportRateLimited: () => undefined,
}

/** The client: live polling, a sync loop that always has work, and a supervisor's actions. */
async function runClient(api: ApiClient, tally: Tally, signal: AbortSignal): Promise<void> {
  const loops: Promise<void>[] = []
  loops.push(
    (async () => {
      while (!signal.aborted) {
        const due = performance.now() + POLL_MS
        await count(tally, plainActiveCalls(api, { signal }))
        await pause(due - performance.now(), signal)
      }
    })(),
  )
  loops.push(
    (async () => {
      while (!signal.aborted) {
        const due = performance.now() + SYNC_MS
        await Promise.all(syncRound(api, { signal }).map((r) => count(tally, r)))
        await pause(due - performance.now(), signal)
      }
    })(),
  )
  loops.push(
    (async () => {
      while (!signal.aborted) {
        await pause(USER_MS * (0.5 + Math.random()), signal)
        if (!signal.aborted) await count(tally, api.agents.get('agt_sales', { lane: 'user', signal }))
      }
    })(),
  )
  await Promise.all(loops)
}

/** The naive poller: fixed intervals, no limiter, no waiting for earlier requests. */
async function runNaive(api: ApiClient, tally: Tally, signal: AbortSignal): Promise<void> {
  const pending: Promise<void>[] = []
  const every = (ms: number, task: () => Promise<unknown>[]) => {
    const timer = setInterval(() => pending.push(...task().map((r) => count(tally, r))), ms)
    signal.addEventListener('abort', () => clearInterval(timer), { once: true })
  }
  every(POLL_MS, () => [plainActiveCalls(api, { signal })])
  every(SYNC_MS, () => syncRound(api, { signal }))
  every(USER_MS, () => [api.agents.get('agt_sales', { signal })])
  await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
  await Promise.all(pending)
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)

async function main(): Promise<void> {
  const sim = await startSimulator({ port: 0, seed: 4, rateLimit: ALLOWED_RPM, speed: SCALE, activeCalls: 12 })
  try {
    const waits: Record<Lane, number[]> = { user: [], live: [], background: [] }
    const limiter = createRateLimiter({ requestsPerMinute: ALLOWED_RPM })
    const common = { baseUrl: sim.url, workspaceId: 'ws_demo' }
    const client = createApiClient({ ...common, apiKey: 'demo-owner-key', limiter: timedLimiter(limiter, waits) })
    const naive = createApiClient({
      ...common,
      apiKey: 'demo-member-key',
      limiter: noLimiter,
      retry: { maxTries: 1, baseDelayMs: 0, maxDelayMs: 0 },
    })
    const ours = newTally()
    const theirs = newTally()
    const stop = AbortSignal.timeout(RUN_MS)
    // Every request in flight listens to it; they remove their listeners when done.
    setMaxListeners(1_000, stop)
    // The tallies and waits at each round's end; a round's figures are the differences.
    const marks: { at: number; ours: Tally; theirs: Tally; waits: Record<Lane, number> }[] = []
    const mark = () =>
      marks.push({
        at: performance.now(),
        ours: { ...ours },
        theirs: { ...theirs },
        waits: { user: waits.user.length, live: waits.live.length, background: waits.background.length },
      })
    let marker: NodeJS.Timeout | undefined
    const warmedUp = setTimeout(() => {
      mark()
      marker = setInterval(mark, ROUND_MS)
    }, WARM_UP_MS)
    await Promise.all([runClient(client, ours, stop), runNaive(naive, theirs, stop)])
    clearTimeout(warmedUp)
    clearInterval(marker)
    if (marks.length <= MIN_ROUNDS) mark()
    const rounds = marks.slice(1, MIN_ROUNDS + 1).map((end, i) => {
      const start = marks[i]!
      const minutes = (end.at - start.at) / 60_000
      const delta = (a: Tally, b: Tally): Tally => ({ ok: a.ok - b.ok, rateLimited: a.rateLimited - b.rateLimited, other: a.other - b.other })
      const lane = (name: Lane) => waits[name].slice(start.waits[name], end.waits[name])
      return { minutes, ours: delta(end.ours, start.ours), theirs: delta(end.theirs, start.theirs), user: lane('user'), background: lane('background') }
    })

    // A last check that what the client handed back is valid: it validates every answer.
    pageOf(Agent).parse(await client.agents.list({}, { lane: 'user' }))

    const used = (t: Tally, minutes: number) => t.ok / minutes / ALLOWED_RPM
    const share429 = (t: Tally) => t.rateLimited / Math.max(1, t.ok + t.rateLimited + t.other)
    process.stderr.write(
      `client: ${JSON.stringify(ours)}, naive: ${JSON.stringify(theirs)}, ` +
        `waits (ms, mean): user ${mean(waits.user).toFixed(1)}, live ${mean(waits.live).toFixed(1)}, background ${mean(waits.background).toFixed(1)}\n`,
    )
    const scaleNote = `simulator and limiter at ${ALLOWED_RPM}/min (the 60/min plan × ${SCALE}), ${MIN_ROUNDS} rounds of ${ROUND_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up`
    report({
      suite: SUITE,
      name: 'throughput used, share of the allowed requests per minute',
      baselineLabel: 'naive poller',
      fair: "the same load on another key of the same simulator with no limiter: what the plan allows without the client's care",
      baseline: rounds.map((r) => used(r.theirs, r.minutes)),
      subject: rounds.map((r) => used(r.ours, r.minutes)),
      unit: '× allowed',
      higherIsBetter: true,
      goals: [{ on: 'subject', atLeast: 0.95 }],
      note:
        `${scaleNote}; successful requests per minute in each round. The naive poller can exceed 1 because the ` +
        "simulator's sliding window starts empty: it spends a minute's allowance in its first 50 s, then meets 429s",
    })
    // A share of 0 has no ratio: the figure's ratio is against the naive poller's share plus one request in a thousand.
    report({
      suite: SUITE,
      name: 'share of requests answered 429 (ratio against the naive share + 0.001)',
      baselineLabel: 'naive poller',
      fair: "the same load on another key of the same simulator with no limiter: what the plan allows without the client's care",
      baseline: rounds.map((r) => share429(r.theirs) + 0.001),
      subject: rounds.map((r) => share429(r.ours)),
      unit: 'of requests',
      higherIsBetter: false,
      goals: [{ on: 'subject', atMost: 0.01 }],
      note: `over the whole run: ${ours.rateLimited} of ${ours.ok + ours.rateLimited + ours.other} for the client, ${theirs.rateLimited} of ${theirs.ok + theirs.rateLimited + theirs.other} for the naive poller`,
    })
    report({
      suite: SUITE,
      name: 'mean limiter wait of a user request vs a background one',
      baselineLabel: 'background lane',
      fair: 'the same limiter in the same run: user requests must not queue behind background ones',
      baseline: rounds.map((r) => mean(r.background)),
      subject: rounds.map((r) => mean(r.user)),
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 0.2 }],
      note: `${waits.user.length} user and ${waits.background.length} background requests; the live lane waited ${mean(waits.live).toFixed(0)} ms on average`,
    })
  } finally {
    await sim.stop()
  }
}

await main()
