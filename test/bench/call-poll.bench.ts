/**
 * Polls of 10,000 active calls in core: each body read as the calls feed reads
 * the transport's answer (`readPoll`: the text against the previous poll's,
 * each call read by the comparison with the previous poll, odd ones repaired or
 * quarantined by the tolerant reader) and its diff, the poll then kept as the
 * feed keeps it, against `JSON.parse` alone of the same bodies.
 *
 * The polls are realistic ones, each from the one before: every duration has
 * grown, a tenth of the calls changed (sentiment, last message), 1 % ended and
 * as many started, and three calls are odd (one repaired, two quarantined), so
 * the slow paths run too. A round times the process's CPU (every thread: the
 * collector's and the compiler's too) over the whole sequence on each side, per
 * poll, after a full collection before each side; the sides alternate which goes
 * first. As in the console, polls follow each other without a collection forced
 * between them, so what a poll leaves for the collector is counted where the
 * collector does it. A warm-up sequence runs first (the console polls every 2 s
 * all day: its code is compiled by the optimising compiler after a few polls).
 * Each round also times the read alone (the plain reader: JSON.parse and
 * `readActiveCall`), for the note: where the time goes.
 */
import { readBody } from '../../src/core/api/endpoints/requests'
import type { QuarantinedItem } from '../../src/core/api/tolerant'
import type { HttpAnswer } from '../../src/core/api/transport'
import { KeptCalls, readPoll, type CallsDiff } from '../../src/core/calls/calls-feed'
import type { ActiveCall } from '../../src/shared/api'
import { PLAIN_ACTIVE_CALLS } from '../support/polls'
import { makeCall, random } from './browser/call-wall/data'
import { QUICK, median, report } from './harness'

const CALLS = 10_000
const ROUNDS = QUICK ? 7 : 21
/**
 * Polls per sequence: each round reads them all on each side. A full collection
 * comes every few polls while the calls are kept; thirty polls hold several, so
 * each round carries its share of them (with ten, a round held one or none, and
 * the median flipped between 1.06× and 1.49× from one process to the next).
 */
const POLLS = 30
const SUITE = 'Active-call poll: 10,000 calls in core'

/** The body as the transport hands it to a reader. */
function answerOf(text: string): HttpAnswer {
  return { status: 200, headers: new Headers({ 'content-type': 'application/json' }), text, requestId: undefined }
}

function bodyOf(calls: readonly unknown[], at: string): string {
  return JSON.stringify({ data: calls, count: calls.length, timestamp: at })
}

/** The first poll and the sequence that follows it, each poll from the one before. */
function polls(): { first: string; following: string[] } {
  const rnd = random(7)
  let calls: ActiveCall[] = Array.from({ length: CALLS }, (_, index) => makeCall(index, rnd))
  const first = bodyOf(calls, at(0))
  const following: string[] = []
  const ended = CALLS / 100
  for (let poll = 1; poll <= POLLS; poll++) {
    calls = calls.slice(ended).map((call) => {
      const grown: ActiveCall = { ...call, duration: call.duration + 2 }
      return rnd() < 0.1 ? { ...grown, sentiment: pick(rnd, ['negative', 'neutral', 'positive']), lastMessage: `${call.lastMessage} And one more thing.` } : grown
    })
    calls.push(...Array.from({ length: ended }, (_, index) => makeCall(CALLS * poll + index, rnd)))
    // Odd calls: one with a null last message (repaired to ""), one with a text duration and one with no roomName (quarantined).
    const listed: unknown[] = [...calls]
    listed[1] = { ...calls[1]!, lastMessage: null }
    listed[2] = { ...calls[2]!, duration: '12' }
    listed[3] = { ...calls[3]!, roomName: undefined }
    following.push(bodyOf(listed, at(poll)))
  }
  return { first, following }
}

const at = (poll: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, 2 * poll)).toISOString()
const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!

/** CPU milliseconds of the process per poll (all its threads, the collector's too): on a shared machine wall time counts the neighbours. */
function perPoll(work: () => void): number {
  globalThis.gc?.()
  const before = process.cpuUsage()
  work()
  const { user, system } = process.cpuUsage(before)
  return (user + system) / 1000 / POLLS
}

async function main(): Promise<void> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (npm run bench does)')
  const { first, following } = polls()
  let quarantined: QuarantinedItem[] = []
  const quarantine = (items: QuarantinedItem[]) => void (quarantined = items)
  const plainRead = readBody(PLAIN_ACTIVE_CALLS)
  /** The sequence as the poller reads it: the first poll kept, then each poll read against the one before, diffed and kept. */
  const sequence = () => {
    const kept = new KeptCalls()
    const firstPoll = kept.compare()
    readPoll(answerOf(first), firstPoll, quarantine)
    kept.keep(firstPoll)
    return () => {
      const diffs: CallsDiff[] = []
      for (const body of following) {
        const comparison = kept.compare()
        const list = readPoll(answerOf(body), comparison, quarantine)
        diffs.push(comparison.diff())
        kept.keep(comparison)
        if (list.data.length !== CALLS - 2) throw new Error(`the poll was misread: ${list.data.length} calls`)
      }
      return diffs
    }
  }

  // The polls the bench times must be read right, or their time means nothing.
  const diffs = sequence()()
  const reasons = quarantined.map((item) => item.reason.split(':')[0]).sort()
  // The first poll's two quarantined calls were on the first one's list; later polls' were on the poll before too.
  const wrong = diffs.find((diff, poll) => diff.added.length !== CALLS / 100 || diff.removed.length !== CALLS / 100 + (poll === 0 ? 2 : 0))
  if (wrong || reasons.join() !== 'duration,roomName') {
    throw new Error(`a poll was misread: ${wrong?.added.length} added, ${wrong?.removed.length} removed, quarantined ${reasons.join()}`)
  }
  const changed = median(diffs.slice(1).map((diff) => diff.changed.length))
  for (let i = 0; i < 2; i++) sequence()()

  const baseline: number[] = []
  const subject: number[] = []
  const readOnly: number[] = []
  const parseOnly = () => perPoll(() => following.forEach((body) => JSON.parse(body)))
  const pipeline = () => perPoll(sequence())
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      baseline.push(parseOnly())
      subject.push(pipeline())
    } else {
      subject.push(pipeline())
      baseline.push(parseOnly())
    }
  }
  // After the timed rounds, so that the product's one reader is the only one the tolerant reader has seen while they ran.
  for (let round = 0; round < ROUNDS; round++) readOnly.push(perPoll(() => following.forEach((body) => plainRead(answerOf(body), quarantine))))
  const ms = (value: number) => `${value.toFixed(1)} ms`
  report({
    suite: SUITE,
    name: `parse + validate + diff of a poll, ${POLLS} polls in a row (4.5 MiB each, ${ROUNDS} rounds)`,
    baselineLabel: 'JSON.parse alone of the same bodies',
    fair: "the least a poll must do with the same bodies: the schema check and the diff are the client's own cost",
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 1.3 }],
    note:
      `each body is read from its text against the previous poll's (\`parsePollText\`: a call whose text is the same but for its duration's number is the previous poll's call itself, its duration renewed, not parsed), ` +
      `then each call by the poller's comparison with the previous poll (\`PollComparison\`): a call equal to its previous sighting but for its duration is compared once (\`readUnchangedCall\`), any other is checked by \`readActiveCall\` (zod judges only the calls it refuses, to repair or quarantine them) and compared; ` +
      `per poll ${changed} calls changed, ${CALLS / 100} added, ${CALLS / 100} removed, 1 repaired, 2 quarantined. ` +
      `Where the time goes (medians of the rounds, per poll): JSON.parse ${ms(median(baseline))}, the plain read (JSON.parse, each call checked by \`readActiveCall\`, no comparison) ${ms(median(readOnly))}, the poller's ${ms(median(subject))}. ` +
      `Before: 1.39–1.46× with a copy of each call taken from the previous poll; 2.25–2.52× with JSON.parse of the whole body, then the comparison (docs/decisions/0003-poll-read-from-text.md).`,
  })
}

await main()
