/**
 * Recording one poll of 10,000 live calls into a real cache file (`recordSightings`:
 * a sighting per call, timeline events, ended calls, concurrency, and Insights'
 * rollups of the calls), CPU per poll, against the floor: the same poll written
 * into a file without Insights' call rollups, one statement per call (as
 * before migration 0010). A second figure
 * compares the writer before migration 0010, whose triggers updated three
 * rollup rows for each call whose duration grew (a file of version 9, the same
 * writer as the floor).
 *
 * The calls were first seen over 25 minutes across midnight UTC (in batches of
 * a tenth, one per poll), so a poll touches rollup rows of several quarter hours
 * and of two days. Each poll grows every duration, changes a tenth of the calls
 * (sentiment, last message), ends 1 % and starts as many. Each round records
 * five polls into each file, the files in a rotating order, each poll after a
 * full collection, and keeps each file's median.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { recordSightings, type CallsDiff } from '../../src/core/calls'
import { KeptCalls } from '../../src/core/calls/calls-feed'
import { addSightingEvent, findSighting, openCache, updateSighting, type Cache } from '../../src/core/cache'
import type { ActiveCall } from '../../src/shared/api'
import { comparePoll } from '../support/polls'
import { makeCall, random } from './browser/call-wall/data'
import { QUICK, median, report } from './harness'

const CALLS = 10_000
const ROUNDS = QUICK ? 5 : 11
const RUNS = 5
const WS = 'ws_bench'
const SUITE = 'Sightings: one poll of 10,000 live calls recorded'
const START = Date.parse('2030-01-01T23:52:00.000Z')
const POLL_MS = 2_000
const SENTIMENTS = ['positive', 'neutral', 'negative']

type Recorder = (db: Cache, diff: CallsDiff, seenAt: string, first: boolean) => void

const product: Recorder = (db, diff, seenAt, first) => recordSightings(db, WS, diff, seenAt, first)

const TOUCH_ONE = `UPDATE call_sightings SET last_seen_at = ?, peak_duration = max(peak_duration, ?) WHERE workspace_id = ? AND room_name = ?`

/**
 * The writer before migration 0010, one statement per call: `recordSightings`
 * for the new and gone calls and the concurrency, the changed calls' facts and
 * timeline events one by one, and one UPDATE of last seen and duration per call
 * seen again (`touchSighting`).
 */
const rowByRow: Recorder = (db, diff, seenAt, first) => {
  const touch = db.statement(TOUCH_ONE)
  db.transaction(() => {
    const added = new Set(diff.added.map((call) => call.roomName))
    recordSightings(db, WS, { added: diff.added, changed: [], removed: diff.removed, current: diff.added }, seenAt, first)
    for (const call of diff.changed) {
      const stored = findSighting(db, WS, call.roomName)!
      updateSighting(db, stored.pk, call)
      if (call.sentiment !== stored.lastSentiment) addSightingEvent(db, WS, stored.pk, { at: seenAt, kind: 'sentiment', value: call.sentiment })
      if (call.lastMessage !== stored.lastMessage) addSightingEvent(db, WS, stored.pk, { at: seenAt, kind: 'message', value: call.lastMessage })
    }
    for (const call of diff.current) if (!added.has(call.roomName)) touch.run(seenAt, call.duration, WS, call.roomName)
  })
}

interface Side {
  label: string
  db: Cache
  record: Recorder
  cpu: number[]
}

/** CPU milliseconds of the process (all its threads): on a shared machine wall time counts the neighbours. */
function timed(fn: () => unknown): number {
  globalThis.gc?.()
  const before = process.cpuUsage()
  fn()
  const { user, system } = process.cpuUsage(before)
  return (user + system) / 1000
}

/** The polls, in order: first the calls arriving a tenth at a time, then polls of all of them, each with its diff. */
function* polls(): Generator<{ diff: CallsDiff; seenAt: string; first: boolean }> {
  const rnd = random(11)
  let next = CALLS
  let calls: ActiveCall[] = []
  const wall = new KeptCalls()
  for (let poll = 0; ; poll++) {
    if (poll < 10) calls = [...calls, ...Array.from({ length: CALLS / 10 }, (_, i) => makeCall(poll * (CALLS / 10) + i, rnd))]
    else {
      calls = calls.slice(CALLS / 100).map((call) => {
        const grown = { ...call, duration: call.duration + POLL_MS / 1000 }
        return rnd() < 0.1 ? { ...grown, sentiment: SENTIMENTS[poll % 3]!, lastMessage: `${call.lastMessage} (${poll})` } : grown
      })
      calls.push(...Array.from({ length: CALLS / 100 }, () => makeCall(next++, rnd)))
    }
    const at = poll < 10 ? START + poll * 150_000 : START + 10 * 150_000 + (poll - 10) * POLL_MS
    const diff = comparePoll(wall, calls)
    yield { diff, seenAt: new Date(at).toISOString(), first: poll === 0 }
  }
}

const count = (db: Cache, sql: string) => (db.sqlite.prepare(sql).get(WS) as { n: number }).n

async function main(): Promise<void> {
  if (!globalThis.gc) throw new Error('run with --expose-gc (npm run bench does)')
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-sightings-bench-'))
  const sides: Side[] = []
  try {
    const floorDb = openCache(join(dir, 'floor.db'))
    floorDb.sqlite.exec(['insert', 'delete', 'update_in_place', 'update_moved'].map((t) => `DROP TRIGGER call_rollups_${t};`).join('\n'))
    const floor: Side = { label: 'floor', db: floorDb, record: rowByRow, cpu: [] }
    const before: Side = { label: 'before', db: openCache(join(dir, 'before.db'), { appSchemaVersion: 9 }), record: rowByRow, cpu: [] }
    const subject: Side = { label: 'subject', db: openCache(join(dir, 'subject.db')), record: product, cpu: [] }
    sides.push(floor, before, subject)

    const stream = polls()
    const take = () => stream.next().value as { diff: CallsDiff; seenAt: string; first: boolean }
    for (let poll = 0; poll < 11; poll++) {
      const { diff, seenAt, first } = take()
      for (const side of sides) side.record(side.db, diff, seenAt, first)
    }
    // The poll the bench times must be recorded right, or its time means nothing.
    for (const side of sides) {
      const live = count(side.db, 'SELECT count(*) AS n FROM call_sightings WHERE workspace_id = ? AND active = 1')
      if (live !== CALLS) throw new Error(`${side.label}: ${live} live calls, not ${CALLS}`)
    }
    const rollups = `SELECT count(DISTINCT bucket) AS n FROM call_rollups WHERE workspace_id = ? AND grain = 'd'`
    if (count(subject.db, rollups) !== 2) throw new Error('the live calls should span two UTC days')
    const sums = (db: Cache) => db.sqlite.prepare(`SELECT sum(duration_sum) AS s FROM call_rollups WHERE grain = 'Q'`).get() as { s: number }
    const rows = (db: Cache) => db.sqlite.prepare('SELECT sum(peak_duration) AS s FROM call_sightings').get() as { s: number }
    for (const side of [before, subject]) {
      if (sums(side.db).s !== rows(side.db).s) throw new Error(`${side.label}: the rollups' durations ${sums(side.db).s} are not the calls' ${rows(side.db).s}`)
    }

    const changed: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const times = new Map<Side, number[]>(sides.map((side) => [side, []]))
      for (let run = 0; run < RUNS; run++) {
        const { diff, seenAt, first } = take()
        changed.push(diff.changed.length)
        const order = sides.map((_, i) => sides[(i + round + run) % sides.length]!)
        for (const side of order) times.get(side)!.push(timed(() => side.record(side.db, diff, seenAt, first)))
      }
      for (const side of sides) side.cpu.push(median(times.get(side)!))
    }
    if (sums(subject.db).s !== rows(subject.db).s) throw new Error('the rollups lost the calls’ durations')

    const detail =
      `${CALLS} live calls first seen over 25 minutes across midnight UTC; each poll grows every duration, changes about ${median(changed)} calls ` +
      `(sentiment, last message), ends ${CALLS / 100} and starts as many; ${ROUNDS} rounds, each the median of ${RUNS} polls per file. `
    report({
      suite: SUITE,
      name: 'CPU to record one poll (sightings, events, ends, concurrency, call rollups)',
      baselineLabel: 'the same rows written without call rollups, one statement per call (the floor)',
      fair: 'the same rows with nothing derived: the floor of recording a poll',
      baseline: floor.cpu,
      subject: subject.cpu,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.5 }],
      note:
        detail +
        `Subject: migration 0010, the calls seen again found once by room name (into a temporary table), their growth added to the rollup rows they touch in one statement and their rows moved (last seen, duration) in one more. ` +
        `Goal ≤ 1.5×: the rollups then cost one grouped pass over the touched calls and an update per rollup row, no longer three row updates per call; ` +
        `what is left above the floor is that pass and the triggers of the tenth changed (a new sentiment updates three rollup rows), measured at about 15 and 20 ms. ` +
        `Before migration 0010 (the next figure) the triggers did that: ${median(before.cpu).toFixed(0)} ms, ${(median(before.cpu) / median(floor.cpu)).toFixed(2)}× the floor.`,
    })
    report({
      suite: SUITE,
      name: 'CPU to record one poll, against the writer before migration 0010',
      baselineLabel: 'version 9: the rollup triggers update three rows for each call whose duration grew',
      fair: 'the writer this one replaced, on the same poll',
      baseline: before.cpu,
      subject: subject.cpu,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 0.5 }],
      note: detail + 'Goal ≤ 0.5×: the triggers were about 85 % of the poll measured by hand, so taking the per-call rollup updates away must at least halve it.',
    })
  } finally {
    for (const side of sides) side.db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
