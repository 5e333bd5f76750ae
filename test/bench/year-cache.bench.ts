/**
 * Issue 38: a year of cache for a floor of 200 calls at once
 * (support/year-cache.ts), at the default retention of 90 days: the calls of
 * the last 90 days, the year's dispositions and conversations. The generated
 * files are kept between runs (the OS temp dir, keyed by schema version), and
 * each run works on its own copy.
 * 1. Start-up: what core does with the cache before it serves (open, migrate;
 *    the first prune waits until after the first screen), against the same on
 *    a cache with no rows.
 * 2. History search (`searchHistory`) over it: prefixes of words that are there
 *    and words that are not, p95, against counting their matches in each FTS
 *    index, which bm25 does for every term before it ranks (its floor).
 * 3. Insights' 30-day overview (`insightsOverview`), p95, against the empty cache.
 * 4. Retention lowered from 90 to 30 days in five steps: the file after each
 *    prune against the size of the calls it keeps, read from a 90-day and a 30-day file
 *    written fresh (the calls are alike every day, so the size is linear between them).
 */
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Directory, openCache, toFtsQuery, type Cache } from '../../src/core/cache'
import { searchHistory } from '../../src/core/history'
import { insightsOverview } from '../../src/core/insights/overview'
import { pruneOlderThan } from '../../src/core/insights/retention'
import { RETENTION_DAYS } from '../../src/shared/bridge'
import { MIN_ROUNDS, median, percentile, QUICK, report } from './harness'
import { YEAR, YEAR_END_MS, YEAR_WORKSPACE, yearCacheFile } from './support/year-cache'

const KEPT_DAYS = RETENTION_DAYS.default
const SHORTER_DAYS = 30
const SUITE = `A year of cache: 200 calls at once, ${KEPT_DAYS} days of calls kept, ${YEAR.dispositions.toLocaleString('en-US')} dispositions, ${YEAR.conversations.toLocaleString('en-US')} conversations`
const ZONE = 'America/New_York'
const ROUNDS = QUICK ? MIN_ROUNDS : 11
/**
 * Opens of each file per round of the start-up figure, the two files taking turns;
 * the round's figures are their medians. One open is ~3 ms with an fsync or two:
 * five of each let one slow sync move a round by a tenth.
 */
const OPENS = 25
const OVERVIEW_RUNS = 8
/** Typed as a search box sends them (prefixes from two letters): history-search's words, and words no row holds. */
const PRESENT = ['afternoon', 'appointment', 'invoice', 'tomorrow', 'callback', 'voicemail', 'address', 'lovelace', 'booked', 'opening']
const ABSENT = ['xylophone', 'quokka', 'zeppelin']
const QUERIES = [...PRESENT, ...ABSENT].flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
const MIB = 2 ** 20
/** The FTS5 tables History searches. */
const FTS_TABLES = ['messages_fts', 'conversations_fts', 'call_dispositions_fts', 'transcript_segments_fts']

const work = mkdtempSync(join(tmpdir(), 'switchboard-year-cache-bench-'))
try {
  const kept = yearCacheFile(KEPT_DAYS)
  const shorter = yearCacheFile(SHORTER_DAYS)
  const year = join(work, 'year.sqlite')
  copyFileSync(kept, year)
  const empty = join(work, 'empty.sqlite')
  openCache(empty).close()

  startUp(year, empty)
  const yearDb = openCache(year)
  const emptyDb = openCache(empty)
  search(yearDb)
  overview(yearDb, emptyDb)
  emptyDb.close()
  retention(yearDb, year, statSync(kept).size, statSync(shorter).size)
  yearDb.close()
} finally {
  rmSync(work, { recursive: true, force: true })
}

function startUp(year: string, empty: string): void {
  const start = (path: string) => {
    const t0 = performance.now()
    const db = openCache(path)
    const took = performance.now() - t0
    db.close()
    return took
  }
  start(year)
  start(empty)
  const baseline: number[] = []
  const subject: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    const times = { year: [] as number[], empty: [] as number[] }
    for (let i = 0; i < OPENS; i++) {
      const yearFirst = i % 2 === 0
      if (yearFirst) times.year.push(start(year))
      times.empty.push(start(empty))
      if (!yearFirst) times.year.push(start(year))
    }
    baseline.push(median(times.empty))
    subject.push(median(times.year))
  }
  report({
    suite: SUITE,
    name: `start-up (open, migrate), the year's ${(statSync(year).size / MIB).toFixed(0)} MiB file, median of ${OPENS} per round, the two files taking turns`,
    baselineLabel: 'a cache with no rows',
    fair: 'same steps, same schema: what the rows add',
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 1.1 }],
  })
}

function search(db: Cache): void {
  const scope = { db, workspaceId: YEAR_WORKSPACE, names: new Directory(db, YEAR_WORKSPACE) }
  const counts = FTS_TABLES.map((table) => db.sqlite.prepare(`SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck())
  const searches = () => QUERIES.map((query) => timeRunsSync(() => searchHistory(scope, query, 20)))
  // bm25 weighs each term by how many rows hold it: it reads every match of the term, before ranking any.
  const floors = () =>
    QUERIES.map((query) => {
      const match = toFtsQuery(query)
      return timeRunsSync(() => counts.forEach((count) => count.get(match)))
    })
  const { baseline, subject } = pairedRounds(() => percentile(floors(), 95), () => percentile(searches(), 95))
  report({
    suite: SUITE,
    name: `History search, p95 of ${QUERIES.length} per round (prefixes of ${PRESENT.length} words found, ${ABSENT.length} not)`,
    baselineLabel: 'counting their matches in each FTS index',
    fair: "bm25's weight of a term counts its matches in the whole index: the floor of a bm25 ranking",
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'subject', atMost: 20 }],
  })
}

function overview(yearDb: Cache, emptyDb: Cache): void {
  const runs = (db: Cache) => percentile(Array.from({ length: OVERVIEW_RUNS }, () => timeRunsSync(() => insightsOverview(db, YEAR_WORKSPACE, { preset: '30d' }, ZONE, YEAR_END_MS))), 95)
  const { baseline, subject } = pairedRounds(() => runs(emptyDb), () => runs(yearDb))
  report({
    suite: SUITE,
    name: `Insights' 30-day overview, p95 of ${OVERVIEW_RUNS} per round`,
    baselineLabel: 'a cache with no rows',
    fair: "the overview's fixed cost",
    baseline,
    subject,
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'subject', atMost: 100 }],
  })
}

/** Five prunes from 90 to 30 days kept; after each, the file against the size of what it keeps, and an empty WAL. */
function retention(db: Cache, path: string, keptSize: number, shorterSize: number): void {
  const perDay = (keptSize - shorterSize) / (KEPT_DAYS - SHORTER_DAYS)
  const subject: number[] = []
  const baseline: number[] = []
  const step = (KEPT_DAYS - SHORTER_DAYS) / MIN_ROUNDS
  for (let days = KEPT_DAYS - step; days >= SHORTER_DAYS; days -= step) {
    pruneOlderThan(db, days, YEAR_END_MS)
    const wal = statSync(`${path}-wal`).size
    if (wal !== 0) throw new Error(`the WAL holds ${wal} bytes after the prune to ${days} days`)
    subject.push(statSync(path).size / MIB)
    baseline.push((shorterSize + (days - SHORTER_DAYS) * perDay) / MIB)
  }
  const month = (perDay * 30) / MIB
  report({
    suite: SUITE,
    name: `the file, retention lowered ${KEPT_DAYS} → ${SHORTER_DAYS} days in ${MIN_ROUNDS} prunes (WAL empty after each)`,
    baselineLabel: `the days kept written fresh (${SHORTER_DAYS} days: ${(shorterSize / MIB).toFixed(0)} MiB, + ${month.toFixed(0)} MiB per 30 days)`,
    fair: 'a file that only ever held what is kept',
    baseline,
    subject,
    unit: 'MiB',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 1.1 }],
  })
}

/** Each side once to warm up (the subject first), then ROUNDS rounds of the baseline and the subject, in that order. */
function pairedRounds(baseline: () => number, subject: () => number): { baseline: number[]; subject: number[] } {
  subject()
  baseline()
  const rounds = { baseline: [] as number[], subject: [] as number[] }
  for (let r = 0; r < ROUNDS; r++) {
    rounds.baseline.push(baseline())
    rounds.subject.push(subject())
  }
  return rounds
}

function timeRunsSync(fn: () => unknown): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}
