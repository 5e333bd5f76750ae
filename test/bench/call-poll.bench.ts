/**
 * One poll of 10,000 active calls in core: the body read as the client reads it
 * (`parseBody` with the endpoint's own request: JSON.parse, each call read by
 * the poller's comparison with the previous poll, odd ones repaired or
 * quarantined by the tolerant reader) and its diff, against `JSON.parse` alone
 * of the same body.
 *
 * The poll is a realistic one: every duration has grown, a tenth of the calls
 * changed (sentiment, last message), 1 % ended and as many started, and three
 * calls are odd (one repaired, two quarantined), so the slow path runs too.
 * Each round collects garbage before each side and times its CPU as the median
 * of three runs; the sides alternate which goes first. Each round also times the
 * read alone (`parseBody`, no diff), for the note: where the time goes.
 */
import { activeCallsApi } from '../../src/core/api/endpoints/calls'
import type { QuarantinedItem } from '../../src/core/api/tolerant'
import { parseBody, type RequestSpec } from '../../src/core/api/transport'
import { KeptCalls, type PollComparison } from '../../src/core/calls/calls-diff'
import type { ActiveCall, ActiveCallList } from '../../src/shared/api'
import { makeCall, random } from './browser/call-wall/data'
import { QUICK, median, report } from './harness'

const CALLS = 10_000
const ROUNDS = QUICK ? 7 : 21
const RUNS = 3
const SUITE = 'Active-call poll: 10,000 calls in core'

/** The request the client really sends for the active calls (with the poller's reader, if any), caught on its way to the transport. */
function activeCallsSpec(comparison?: PollComparison): RequestSpec<ActiveCallList> {
  let caught: RequestSpec<ActiveCallList> | undefined
  void activeCallsApi(async (spec) => {
    caught = spec as unknown as RequestSpec<ActiveCallList>
    return undefined as never
  }).list(undefined, comparison?.read)
  if (!caught) throw new Error('activeCallsApi sent no request')
  return caught
}

function bodyOf(calls: readonly unknown[], at: string): string {
  return JSON.stringify({ data: calls, count: calls.length, timestamp: at })
}

function polls(): { first: string; next: string } {
  const rnd = random(7)
  const calls = Array.from({ length: CALLS }, (_, index) => makeCall(index, rnd))
  const first = bodyOf(calls, '2030-01-01T12:00:00.000Z')
  const ended = CALLS / 100
  const following: unknown[] = calls.slice(ended).map((call) => {
    const grown: ActiveCall = { ...call, duration: call.duration + 2 }
    return rnd() < 0.1 ? { ...grown, sentiment: 'negative', lastMessage: `${call.lastMessage} And one more thing.` } : grown
  })
  following.push(...Array.from({ length: ended }, (_, index) => makeCall(CALLS + index, rnd)))
  // Odd calls: one with a null last message (repaired to ""), one with a text duration and one with no roomName (quarantined).
  following[1] = { ...(following[1] as ActiveCall), lastMessage: null }
  following[2] = { ...(following[2] as ActiveCall), duration: '12' }
  following[3] = { ...(following[3] as ActiveCall), roomName: undefined }
  return { first, next: bodyOf(following, '2030-01-01T12:00:02.000Z') }
}

/** CPU milliseconds of the process (all its threads, the collector's too): on a shared machine wall time counts the neighbours. */
function timed<T>(prepare: () => T, fn: (prepared: T) => unknown): number {
  const prepared = prepare()
  globalThis.gc?.()
  const before = process.cpuUsage()
  fn(prepared)
  const { user, system } = process.cpuUsage(before)
  return (user + system) / 1000
}

async function main(): Promise<void> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (npm run bench does)')
  const { first, next } = polls()
  let quarantined: QuarantinedItem[] = []
  const read = (body: string, spec: RequestSpec<ActiveCallList>) => parseBody(spec, body, undefined, (items) => (quarantined = items))
  // The previous poll, kept as the poller keeps it; each timed poll is compared with it, and not kept.
  const kept = new KeptCalls()
  const firstPoll = kept.compare()
  read(first, activeCallsSpec(firstPoll))
  kept.keep(firstPoll)
  const comparing = () => {
    const comparison = kept.compare()
    return { comparison, spec: activeCallsSpec(comparison) }
  }
  const poll = ({ comparison, spec }: ReturnType<typeof comparing>) => {
    const list = read(next, spec)
    return { list, diff: comparison.diff() }
  }

  // The poll the bench times must be read right, or its time means nothing.
  const { list, diff } = poll(comparing())
  const reasons = quarantined.map((item) => item.reason.split(':')[0]).sort()
  if (list.data.length !== CALLS - 2 || diff.added.length !== CALLS / 100 || diff.removed.length !== CALLS / 100 + 2 || reasons.join() !== 'duration,roomName') {
    throw new Error(`the poll was misread: ${list.data.length} calls, ${diff.added.length} added, ${diff.removed.length} removed, quarantined ${reasons.join()}`)
  }
  const changed = diff.changed.length

  const baseline: number[] = []
  const subject: number[] = []
  const readOnly: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const parseOnly = () => median(Array.from({ length: RUNS }, () => timed(() => next, (body) => JSON.parse(body))))
    const pipeline = () => median(Array.from({ length: RUNS }, () => timed(comparing, poll)))
    if (round % 2 === 0) {
      baseline.push(parseOnly())
      subject.push(pipeline())
    } else {
      subject.push(pipeline())
      baseline.push(parseOnly())
    }
  }
  // After the timed rounds, so that the product's one reader is the only one the tolerant reader has seen while they ran.
  for (let round = 0; round < ROUNDS; round++) {
    readOnly.push(median(Array.from({ length: RUNS }, () => timed(activeCallsSpec, (spec) => read(next, spec)))))
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  report({
    suite: SUITE,
    name: `parse + validate + diff of one poll (${(next.length / 1024 / 1024).toFixed(1)} MiB, ${ROUNDS} rounds)`,
    baselineLabel: 'JSON.parse alone of the same body',
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 1.3, openIn: 21 }],
    note:
      `each call is read by the poller's comparison with the previous poll (\`PollComparison\`): a call equal to its previous sighting but for its duration is compared once (\`readUnchangedCall\`), any other is checked by \`readActiveCall\` (zod judges only the calls it refuses, to repair or quarantine them) and compared; ` +
      `${changed} calls changed, ${diff.added.length} added, ${diff.removed.length} removed, 1 repaired, 2 quarantined. ` +
      `Where the time goes (medians of the rounds): JSON.parse ${ms(median(baseline))}, the read without the comparison (each call checked by \`readActiveCall\`) ${ms(median(readOnly))}, with it ${ms(median(subject))}. ` +
      `Each run follows a full collection, so the previous poll's calls it compares with are out of the caches: in a warm loop the same poll takes about 1.1–1.2× JSON.parse (docs/calls.md). ` +
      `Before: zod for each call, then again for the whole answer, and a JSON fingerprint of both sides of each comparison: about 11× JSON.parse; then the check and a separate diff with a new Map per poll: 1.66×.`,
  })
}

await main()
