/**
 * Issue 19: Insights over 30 days of a busy workspace (1,000,000 calls seen,
 * 100,000 dispositions, 50,000 conversations).
 * 1. Every Insights query: p95 of the SQL over the rollups and indexes, against
 *    the same aggregation done in JS over the raw rows (read from the same
 *    file, in the same run); the two answers are checked equal first.
 * 2. First paint of the view: navigation start to the frame that shows the
 *    charts, on the large cache against the same view on an empty cache.
 * 3. The chart library: the biggest chart (calls per hour over 30 days, 720
 *    bars) drawn by Chart.js and by uPlot on one page (main-thread CPU).
 */
import { deepStrictEqual } from 'node:assert'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import {
  callbacksDueBySpan,
  callTotalsByAgent,
  callTotalsBySpan,
  concurrencyByMinute,
  conversationsByLength,
  conversationsBySpan,
  dispositionsByKind,
  liveCallStats,
  openCache,
  peakConcurrencyBySpan,
  type Cache,
  type Span,
} from '../../src/core/cache'
import { CACHE_FILE } from '../../src/core/console/console'
import { insightsOverview, LENGTH_BANDS, OVERDUE_BANDS } from '../../src/core/insights/overview'
import { resolveRange } from '../../src/core/insights/range'
import { shownOverdueCallbacks } from '../../src/core/sync'
import { DONE_STATUSES } from '../../src/shared/bridge'
import { MIN_ROUNDS, percentile, QUICK, report } from './harness'
import { writeInsightsDataset } from './insights/dataset'
import { startOfflineHost, type OfflineHost } from './offline-open/offline-host'
import { launchChromium, mainThreadCpuMs, openBenchPage } from './support/chromium'

const SUITE = 'Insights (30 days: 1,000,000 calls seen, 100,000 dispositions, 50,000 conversations)'
const WORKSPACE = 'ws_bench_insights'
const ZONE = 'America/New_York'
/**
 * The quick profile (`npm run bench -- --quick`) reads a tenth of the calls seen, whose JS aggregation is the
 * slow side; dispositions and conversations stay full size, since at a tenth a query's fixed cost (about 1 ms)
 * would weigh against a JS pass of about 5 ms and the same ratio goal would measure the fixed cost.
 */
const SIZE = QUICK
  ? { sightings: 100_000, dispositions: 100_000, conversations: 50_000 }
  : { sightings: 1_000_000, dispositions: 100_000, conversations: 50_000 }
/** Paired rounds: in each, the JS aggregation once and the SQL `SQL_RUNS` times (its p95). */
const ROUNDS = MIN_ROUNDS
const SQL_RUNS = 8
const PAINT_RUNS = MIN_ROUNDS

const inSpans = (spans: readonly Span[], at: string): number => {
  let lo = 0
  let hi = spans.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (at < spans[mid]!.start) hi = mid - 1
    else if (at >= spans[mid]!.end) lo = mid + 1
    else return mid
  }
  return -1
}

interface RawCall {
  first_seen_at: string
  last_seen_at: string
  ai_agent_name: string
  peak_duration: number
  last_sentiment: string
  transfer_requested: number
  turned_negative: number
}

function rawCalls(db: Cache, span: Span): RawCall[] {
  return db.sqlite
    .prepare(
      `SELECT first_seen_at, last_seen_at, ai_agent_name, peak_duration, last_sentiment, transfer_requested, turned_negative
       FROM call_sightings WHERE workspace_id = ? AND first_seen_at >= ? AND first_seen_at < ?`,
    )
    .all(WORKSPACE, span.start, span.end) as RawCall[]
}

function totalsOf(calls: Iterable<RawCall>) {
  const t = { calls: 0, transfers: 0, turnedNegative: 0, durationSum: 0, durationMax: 0, positive: 0, neutral: 0, negative: 0, other: 0 }
  for (const c of calls) {
    t.calls++
    t.transfers += c.transfer_requested
    t.turnedNegative += c.turned_negative
    t.durationSum += c.peak_duration
    t.durationMax = Math.max(t.durationMax, c.peak_duration)
    if (c.last_sentiment === 'positive' || c.last_sentiment === 'neutral' || c.last_sentiment === 'negative') t[c.last_sentiment]++
    else t.other++
  }
  return t
}

function totalsBySpanJs(db: Cache, spans: readonly Span[]) {
  const groups: RawCall[][] = spans.map(() => [])
  for (const c of rawCalls(db, { start: spans[0]!.start, end: spans.at(-1)!.end })) groups[inSpans(spans, c.first_seen_at)]?.push(c)
  return groups.map(totalsOf)
}

function byAgentJs(db: Cache, span: Span) {
  const groups = new Map<string, RawCall[]>()
  for (const c of rawCalls(db, span)) {
    const group = groups.get(c.ai_agent_name)
    if (group) group.push(c)
    else groups.set(c.ai_agent_name, [c])
  }
  return [...groups]
    .map(([aiAgentName, calls]) => ({ aiAgentName, ...totalsOf(calls) }))
    .sort((a, b) => b.calls - a.calls || a.aiAgentName.localeCompare(b.aiAgentName))
}

/** The most calls in progress at once per span, swept over every call's first and last sighting. */
function peaksJs(db: Cache, spans: readonly Span[]): number[] {
  const events: [string, number][] = []
  for (const c of rawCalls(db, { start: spans[0]!.start, end: spans.at(-1)!.end })) events.push([c.first_seen_at, 1], [c.last_seen_at, -1])
  events.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  const peaks = spans.map(() => 0)
  let now = 0
  for (const [at, step] of events) {
    now += step
    const i = inSpans(spans, at)
    if (i >= 0) peaks[i] = Math.max(peaks[i]!, now)
  }
  return peaks
}

interface RawDisposition {
  disposition: string
  status: string
  scheduled_at: string | null
  created_at: string
}

function rawDispositions(db: Cache): RawDisposition[] {
  return db.sqlite
    .prepare('SELECT disposition, status, scheduled_at, created_at FROM call_dispositions WHERE workspace_id = ?')
    .all(WORKSPACE) as RawDisposition[]
}

function rawConversations(db: Cache, span: Span): { created_at: string; message_count: number }[] {
  return db.sqlite
    .prepare('SELECT created_at, message_count FROM conversations WHERE workspace_id = ? AND created_at >= ? AND created_at < ?')
    .all(WORKSPACE, span.start, span.end) as { created_at: string; message_count: number }[]
}

interface QueryCase {
  name: string
  sql: () => unknown
  js: () => unknown
  /** Compare after rounding (float sums differ in the last digits by summation order). */
  same?: (sql: unknown, js: unknown) => void
}

const rounded = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)))
const equalRounded = (a: unknown, b: unknown) => deepStrictEqual(rounded(a), rounded(b))

function queryCases(db: Cache, nowMs: number): QueryCase[] {
  const range = resolveRange({ preset: '30d' }, nowMs, ZONE)
  const { days, hours, span } = range
  const now = new Date(nowMs).toISOString()
  const hourAgo = new Date(nowMs - 3_600_000).toISOString()
  const done = new Set(DONE_STATUSES)
  return [
    { name: 'calls per day (30 zoned days)', sql: () => callTotalsBySpan(db, WORKSPACE, days), js: () => totalsBySpanJs(db, days) },
    { name: 'calls per hour (720 zoned hours)', sql: () => callTotalsBySpan(db, WORKSPACE, hours), js: () => totalsBySpanJs(db, hours) },
    { name: 'per agent (calls, durations, transfer and negative rates, sentiment mix)', sql: () => callTotalsByAgent(db, WORKSPACE, span), js: () => byAgentJs(db, span) },
    {
      name: 'peak concurrency per day',
      sql: () => peakConcurrencyBySpan(db, WORKSPACE, days),
      js: () => peaksJs(db, days),
      // The poll's per-minute counts and a sweep over the calls' spans are different measurements of the same thing.
      same: (sql, js) => deepStrictEqual((sql as number[]).length, (js as number[]).length),
    },
    {
      name: 'callbacks due and done per day',
      sql: () => callbacksDueBySpan(db, WORKSPACE, days),
      js: () => {
        const out = days.map(() => ({ due: 0, done: 0 }))
        for (const d of rawDispositions(db)) {
          const i = d.scheduled_at === null ? -1 : inSpans(days, d.scheduled_at)
          if (i < 0) continue
          out[i]!.due++
          if (done.has(d.status)) out[i]!.done++
        }
        return out
      },
    },
    {
      name: 'overdue callbacks by age',
      sql: () => shownOverdueCallbacks(db, WORKSPACE, nowMs, OVERDUE_BANDS.map((b) => b.upToMs)),
      js: () => {
        const byAge = [...OVERDUE_BANDS.map(() => 0), 0]
        let count = 0
        let oldestAt: string | null = null
        for (const d of rawDispositions(db)) {
          if (d.scheduled_at === null || d.scheduled_at >= now || done.has(d.status)) continue
          count++
          if (oldestAt === null || d.scheduled_at < oldestAt) oldestAt = d.scheduled_at
          const age = nowMs - Date.parse(d.scheduled_at)
          const band = OVERDUE_BANDS.findIndex((b) => age < b.upToMs)
          byAge[band < 0 ? OVERDUE_BANDS.length : band]!++
        }
        return { count, byAge, oldestAt }
      },
    },
    {
      name: 'dispositions by type and status',
      sql: () => dispositionsByKind(db, WORKSPACE, span),
      js: () => {
        const counts = new Map<string, number>()
        for (const d of rawDispositions(db)) {
          if (d.created_at < span.start || d.created_at >= span.end) continue
          const key = `${d.disposition}\u0000${d.status}`
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
        return [...counts]
          .map(([key, count]) => {
            const [disposition, status] = key.split('\u0000') as [string, string]
            return { disposition, status, count }
          })
          .sort((a, b) => a.disposition.localeCompare(b.disposition) || b.count - a.count || a.status.localeCompare(b.status))
      },
    },
    {
      name: 'conversations and messages per day',
      sql: () => conversationsBySpan(db, WORKSPACE, days),
      js: () => {
        const out = days.map(() => ({ conversations: 0, messages: 0 }))
        for (const c of rawConversations(db, span)) {
          const i = inSpans(days, c.created_at)
          out[i]!.conversations++
          out[i]!.messages += c.message_count
        }
        return out
      },
    },
    {
      name: 'conversations by number of messages',
      sql: () => conversationsByLength(db, WORKSPACE, span, LENGTH_BANDS.map((b) => b.upTo)),
      js: () => {
        const out = [...LENGTH_BANDS.map(() => 0), 0]
        for (const c of rawConversations(db, span)) {
          const band = LENGTH_BANDS.findIndex((b) => c.message_count <= b.upTo)
          out[band < 0 ? LENGTH_BANDS.length : band]!++
        }
        return out
      },
    },
    {
      name: 'live now (calls in progress, transfers waiting, the longest) and the last hour a minute a point',
      sql: () => ({ ...liveCallStats(db, WORKSPACE), minutes: concurrencyByMinute(db, WORKSPACE, hourAgo, now).length }),
      js: () => {
        const rows = db.sqlite
          .prepare('SELECT room_name, active, transfer_requested, peak_duration FROM call_sightings WHERE workspace_id = ?')
          .all(WORKSPACE) as { room_name: string; active: number; transfer_requested: number; peak_duration: number }[]
        const live = rows.filter((r) => r.active === 1)
        const minutes = db.sqlite
          .prepare('SELECT minute FROM call_concurrency WHERE workspace_id = ?')
          .all(WORKSPACE) as { minute: string }[]
        return {
          active: live.length,
          transfersWaiting: live.filter((r) => r.transfer_requested === 1).length,
          longest: live.sort((a, b) => b.peak_duration - a.peak_duration)[0] ?? null,
          minutes: minutes.filter((m) => m.minute >= hourAgo && m.minute < now).length,
        }
      },
    },
  ]
}

function queryFigures(db: Cache, nowMs: number): void {
  const cases = queryCases(db, nowMs)
  const jsByRound: number[] = Array.from({ length: ROUNDS }, () => 0)
  for (const q of cases) {
    ;(q.same ?? equalRounded)(q.sql(), q.js())
    const js: number[] = []
    const sql: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now()
      q.js()
      js.push(performance.now() - t0)
      jsByRound[round]! += js[round]!
      sql.push(percentile(timeRunsSync(SQL_RUNS, q.sql), 95))
    }
    report({
      suite: SUITE,
      name: `${q.name}: SQL p95 of ${SQL_RUNS} per round`,
      baselineLabel: 'the same aggregation in JS over the raw rows',
      fair: 'the same answer computed in JS from the raw rows (checked equal): what the SQL and its rollups save',
      baseline: js,
      subject: sql,
      unit: 'ms',
      higherIsBetter: false,
      goals: [
        { on: 'subject', atMost: 50 },
        { on: 'ratio', atMost: 0.1 },
      ],
    })
  }
  report({
    suite: SUITE,
    name: `the whole overview of 30 days (insights.overview: every query above but live now), p95 of ${SQL_RUNS} per round`,
    baselineLabel: 'every aggregation above in JS over the raw rows',
    fair: 'the same answers computed in JS from the raw rows (checked equal)',
    baseline: jsByRound,
    subject: Array.from({ length: ROUNDS }, () =>
      percentile(timeRunsSync(SQL_RUNS, () => insightsOverview(db, WORKSPACE, { preset: '30d' }, ZONE, nowMs)), 95),
    ),
    unit: 'ms',
    higherIsBetter: false,
  })
}

function timeRunsSync(runs: number, fn: () => unknown): number[] {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    out.push(performance.now() - t0)
  }
  return out
}

declare global {
  interface Window {
    chartsAt?: Promise<number>
  }
}

/** Navigation start to the frame that first shows the Insights charts, on a fresh document. */
async function timeToCharts(page: Page, origin: string): Promise<number> {
  await page.goto('about:blank')
  await page.goto(`${origin}/#/insights`)
  const at = await page.evaluate(() => window.chartsAt)
  if (at === undefined) throw new Error('the init script did not run')
  return at
}

async function openTab(browser: Browser, host: OfflineHost): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage()
  await page.addInitScript(() => {
    window.chartsAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-chart-ready] canvas')) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now()))
      })
      observer.observe(document, { childList: true, subtree: true })
    })
  })
  await page.goto(`${host.origin}/#token=${host.token}`)
  await page.getByRole('navigation', { name: 'Views' }).waitFor()
  return page
}

async function paintFigures(largeDir: string): Promise<void> {
  const emptyDir = mkdtempSync(join(tmpdir(), 'switchboard-insights-empty-'))
  mkdirSync(emptyDir, { recursive: true })
  openCache(join(emptyDir, CACHE_FILE)).close()
  const hosts: OfflineHost[] = []
  let browser: Browser | undefined
  try {
    const empty = await startOfflineHost(emptyDir, WORKSPACE)
    hosts.push(empty)
    const large = await startOfflineHost(largeDir, WORKSPACE)
    hosts.push(large)
    browser = await launchChromium()
    const pages = { empty: await openTab(browser, empty), large: await openTab(browser, large) }
    const times = { empty: [] as number[], large: [] as number[] }
    for (let run = 0; run <= PAINT_RUNS; run++) {
      for (const side of ['empty', 'large'] as const) {
        const t = await timeToCharts(pages[side], side === 'empty' ? empty.origin : large.origin)
        if (run > 0) times[side].push(t)
      }
    }
    report({
      suite: SUITE,
      name: 'first paint of the Insights view (30 days): navigation start to the frame with its charts',
      baselineLabel: 'the same view on an empty cache',
      fair: 'the same view and console on an empty cache: the cost of the data',
      baseline: times.empty,
      subject: times.large,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.3 }],
      note: `${PAINT_RUNS} fresh page loads each, alternating, the browser host offline.`,
    })
  } finally {
    await browser?.close()
    await Promise.all(hosts.map((host) => host.stop()))
    rmSync(emptyDir, { recursive: true, force: true })
  }
}

type ChartOp = 'uplotCreate' | 'uplotUpdate' | 'uplotDestroy' | 'chartjsCreate' | 'chartjsUpdate' | 'chartjsDestroy'
declare const bench: Record<ChartOp, () => Promise<void> | void>

async function chartFigures(): Promise<void> {
  const { page, cdp, close } = await openBenchPage({ root: join(import.meta.dirname, 'browser/charts'), viewport: { width: 1200, height: 700 } })
  try {
    const cpu = (op: ChartOp) => mainThreadCpuMs(cdp, () => page.evaluate((name) => bench[name](), op))
    const times = { uplotCreate: [] as number[], chartjsCreate: [] as number[], uplotUpdate: [] as number[], chartjsUpdate: [] as number[] }
    for (let run = 0; run < 15; run++) {
      for (const lib of run % 2 === 0 ? (['uplot', 'chartjs'] as const) : (['chartjs', 'uplot'] as const)) {
        times[`${lib}Create`].push(await cpu(`${lib}Create`))
        await page.evaluate((name) => bench[name](), `${lib}Destroy` as ChartOp)
      }
    }
    await page.evaluate(() => Promise.all([bench.uplotCreate(), bench.chartjsCreate()]))
    for (let run = 0; run < 30; run++) {
      times.uplotUpdate.push(await cpu('uplotUpdate'))
      times.chartjsUpdate.push(await cpu('chartjsUpdate'))
    }
    const gz = (path: string) => (gzipSync(readFileSync(path)).length / 1024).toFixed(0)
    const size = `Minified + gzip (whole builds): Chart.js ${gz('node_modules/chart.js/dist/chart.umd.min.js')} KiB, uPlot ${gz('node_modules/uplot/dist/uPlot.iife.min.js')} KiB; the console registers only Chart.js's bar and line parts.`
    for (const op of ['Create', 'Update'] as const) {
      report({
        suite: 'Insights chart library: calls per hour over 30 days (720 bars) in Chromium',
        name: `${op === 'Create' ? 'first draw' : 'new data (a reload)'}, Chart.js (main-thread CPU to the next frame)`,
        baselineLabel: 'uPlot',
        fair: 'a leaner chart library drawing the same data on the same page',
        baseline: times[`uplot${op}`],
        subject: times[`chartjs${op}`],
        unit: 'ms',
        higherIsBetter: false,
        note: op === 'Create' ? size : undefined,
      })
    }
  } finally {
    await close()
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-insights-bench-'))
  try {
    const nowMs = Date.now()
    const t0 = performance.now()
    writeInsightsDataset(join(dir, CACHE_FILE), WORKSPACE, SIZE, nowMs)
    process.stderr.write(`dataset written in ${Math.round(performance.now() - t0)} ms\n`)
    const db = openCache(join(dir, CACHE_FILE))
    try {
      queryFigures(db, nowMs)
    } finally {
      db.close()
    }
    await paintFigures(dir)
    await chartFigures()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
