/**
 * The alert rules in core: 50 rules evaluated on each poll of 2,000 calls
 * (`RuleEvaluator.evaluate`, as the poller runs it), beside the poll's own
 * reading of the same answers (`readPoll` against the previous poll), in the
 * same rounds. The rules are what a busy team writes: 40 phrases, some scoped
 * to one agent, and negative, transfer and near-maximum rules of several
 * thresholds. The polls follow each other as in call-poll.bench.ts: durations
 * grow, a tenth of the calls change (a new last message, often one a phrase
 * matches), 1 % end and as many start. A round times the CPU of each side's
 * every poll over the next polls of one sequence, after a full collection;
 * the sides alternate which goes first. (Timed by the wall clock, a poll's
 * p95 was a loaded machine's: one side or the other was put off the CPU.)
 *
 * As in the console, one evaluator and one kept poll live through every
 * round. (Made afresh each round, the last round's died at the next forced
 * collection and took the optimised code that held its objects with it: each
 * round then measured the compiler's warm-up, which doubled the evaluator's
 * polls and cost the reading, mostly JSON.parse, a small share.)
 */
import type { HttpAnswer } from '../../src/core/api/transport'
import { KeptCalls, readPoll } from '../../src/core/calls/calls-feed'
import { RuleEvaluator } from '../../src/core/calls/alert-watch'
import type { ActiveCall } from '../../src/shared/api'
import type { AlertRule, RuleCondition } from '../../src/shared/bridge'
import { makeCall, random } from './browser/call-wall/data'
import { QUICK, median, report } from './harness'

const CALLS = 2_000
const ROUNDS = QUICK ? 7 : 21
/** Polls per round on each side, in both profiles: the p95 of ten is their slowest, the one after the forced collection. */
const POLLS = 30
const SUITE = 'Alert rules: 50 rules, 2,000 calls, in core'
const T0 = Date.UTC(2030, 0, 1, 12)

const PHRASES = [
  'cancel my account', 'speak to a manager', 'refund', 'lawyer', 'complaint', 'too expensive', 'human being', 'furious',
  'close my account', 'charged twice', 'not happy', 'competitor', 'terrible', 'broken', 'never again', 'supervisor',
  'cheaper', 'penalty', 'overcharged', 'thursday evening', 'invoice', 'payment', 'late fee', 'discount', 'manager', 'unsubscribe',
  'report you', 'sue', 'fraud', 'stolen', 'hacked', 'password', 'emergency', 'urgent', 'angry', 'disappointed',
  'waste of time', 'ridiculous', 'unacceptable', 'escalate',
]
const AGENTS = ['Sales Agent', 'Support Agent', 'Billing Agent', 'Scheduling Agent']

function rules(): AlertRule[] {
  const rule = (i: number, when: RuleCondition): AlertRule => ({
    id: `r${i}`,
    label: `Rule ${i}`,
    enabled: true,
    when,
    colour: 'blue',
    sound: false,
    notify: true,
    tile: false,
    agents: i % 3 === 0 ? [AGENTS[i % AGENTS.length]!] : [],
  })
  const list = PHRASES.map((phrase, i) => rule(i, { kind: 'heard', phrase }))
  for (const seconds of [0, 30, 60, 120]) list.push(rule(list.length, { kind: 'negative', seconds }))
  for (const [seconds, redSeconds] of [[0, 60], [30, 120], [60, 0]] as const) list.push(rule(list.length, { kind: 'transfer', seconds, redSeconds }))
  for (const percent of [80, 90, 95]) list.push(rule(list.length, { kind: 'near-max', percent }))
  return list
}

const LINES = ['I want to cancel my account today.', 'This is ridiculous, I was charged twice!', 'Could I speak to a manager?', 'Thanks, that is all.', 'What is the price?']

interface Poll {
  calls: ActiveCall[]
  body: string
  polledAt: number
  transfersWaiting: Record<string, string>
}

/** The first poll of one sequence, and the next ones, each from the one before, made as they are needed. */
function sequence(): { first: Poll; next: (count: number) => Poll[] } {
  const rnd = random(11)
  let calls = Array.from({ length: CALLS }, (_, index) => makeCall(index, rnd))
  const ended = CALLS / 100
  const pollOf = (list: ActiveCall[], n: number): Poll => {
    const polledAt = T0 + n * 2000
    const waitingSince = new Date(polledAt - 30_000).toISOString()
    return {
      calls: list,
      body: JSON.stringify({ data: list, count: list.length, timestamp: new Date(polledAt).toISOString() }),
      polledAt,
      transfersWaiting: Object.fromEntries(list.filter((call) => call.transferRequested).map((call) => [call.roomName, waitingSince])),
    }
  }
  let poll = 1
  const next = (count: number) =>
    Array.from({ length: count }, () => {
      calls = calls.slice(ended).map((call) => {
        const grown = { ...call, duration: call.duration + 2 }
        if (rnd() >= 0.1) return grown
        return { ...grown, sentiment: rnd() < 0.4 ? 'negative' : 'neutral', lastMessage: LINES[Math.floor(rnd() * LINES.length)]!, transferRequested: call.transferRequested || rnd() < 0.05 }
      })
      calls.push(...Array.from({ length: ended }, (_, index) => makeCall(CALLS * poll + index, rnd)))
      return pollOf(calls, poll++)
    })
  return { first: pollOf(calls, 0), next }
}

const answerOf = (text: string): HttpAnswer => ({ status: 200, headers: new Headers({ 'content-type': 'application/json' }), text, requestId: undefined })
/** Billing's number cuts calls at 30 minutes; the others' numbers are unknown (the reference's hour). */
const maxByAgent = new Map([['Billing Agent', 1800]])

const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Milliseconds of CPU each poll's work took the process (every thread: what the work leaves the collector and the
 * compiler counts), after a full collection whose threads have finished (the other side's garbage is not counted).
 */
function timed(polls: readonly Poll[], work: (poll: Poll) => void): number[] {
  globalThis.gc?.()
  settle()
  return polls.map((poll) => {
    const start = process.cpuUsage()
    work(poll)
    const used = process.cpuUsage(start)
    return (used.user + used.system) / 1000
  })
}

/** Waits (up to 100 ms) for a millisecond in which the process's threads used almost no CPU. */
function settle(): void {
  for (let i = 0; i < 100; i++) {
    const start = process.cpuUsage()
    Atomics.wait(pause, 0, 0, 1)
    const used = process.cpuUsage(start)
    if (used.user + used.system < 100) return
  }
}

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!
}

async function main(): Promise<void> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (npm run bench does)')
  const { first, next } = sequence()
  const ruleList = rules()
  const evaluator = new RuleEvaluator(() => ruleList)
  const kept = new KeptCalls()
  const reading = (polls: readonly Poll[]) =>
    timed(polls, (poll) => {
      const comparison = kept.compare()
      readPoll(answerOf(poll.body), comparison, () => undefined)
      comparison.diff()
      kept.keep(comparison)
    })
  let last: Record<string, unknown> = {}
  const evaluating = (polls: readonly Poll[]) =>
    timed(polls, (poll) => {
      last = evaluator.evaluate({ calls: poll.calls, polledAt: poll.polledAt, transfersWaiting: poll.transfersWaiting, maxByAgent })
    })
  reading([first])
  evaluating([first])
  for (let i = 0; i < 3; i++) {
    const polls = next(POLLS)
    reading(polls)
    evaluating(polls)
  }
  const readMedian: number[] = []
  const evalMedian: number[] = []
  const readP95: number[] = []
  const evalP95: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const polls = next(POLLS)
    const [read, evaluated] = round % 2 === 0 ? [reading(polls), evaluating(polls)] : (() => {
      const evaluated = evaluating(polls)
      return [reading(polls), evaluated]
    })()
    readMedian.push(median(read))
    evalMedian.push(median(evaluated))
    readP95.push(p95(read))
    evalP95.push(p95(evaluated))
  }
  // Counted outside the timing: the bench's own reading of the answer, not the evaluation's work.
  const matched = Object.keys(last).length
  const fair = "the poll's own work: rules must cost a fraction of it"
  const note = `${ruleList.length} rules (${PHRASES.length} phrases, a third scoped to one agent), ${CALLS} calls, ${POLLS} polls in a row per round, one sequence through every round; about ${matched} calls matched some rule on the last poll.`
  report({
    suite: SUITE,
    name: `evaluation per poll, median (${ROUNDS} rounds)`,
    baselineLabel: 'readPoll of the same answers',
    fair,
    baseline: readMedian,
    subject: evalMedian,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 0.3 }],
    note,
  })
  report({
    suite: SUITE,
    name: `evaluation per poll, p95 of each round (${ROUNDS} rounds)`,
    baselineLabel: 'readPoll of the same answers, p95',
    fair,
    baseline: readP95,
    subject: evalP95,
    unit: 'ms',
    higherIsBetter: false,
    // Open (issue 33): met in a full run (0.145x, 0.63 ms), but a quick run in CI had 4 of 7 rounds with spikes (0.447x, 2.4 ms).
    goals: [{ on: 'subject', atMost: 2, openIn: 33 }, { on: 'ratio', atMost: 0.3, openIn: 33 }],
    note,
  })
}

await main()
