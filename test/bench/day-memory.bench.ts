/**
 * Issue 38: memory after a day. The browser host (`out/main/web.js`, its own
 * process, the real poller, cache and Bridge) and the real Svelte wall in
 * headless Chromium, against the simulator keeping 200 calls going for 8
 * simulated hours; the same figures after its first 10 simulated minutes are
 * the baseline.
 *
 * - The simulator's `speed` runs its whole clock faster: ticks (one simulated
 *   second each) move call durations, the scripts' lines, hang-ups and new
 *   arrivals, and every timestamp the API answers. At 200 calls of 5 minutes on
 *   average, a day is about 20,000 calls started and ended.
 * - The console polls every 2 s of real time, so each poll sees `SPEED` × 2
 *   simulated seconds pass: many calls started and ended between two polls,
 *   harsher than a real day for the diff, the sightings and the wall's churn,
 *   and the same number of calls in all.
 * - The host's own timers (the 2-s poll, the sync, rollups, the pruner every
 *   6 h on a retention of days) run on its real clock: 8 simulated hours are
 *   minutes for them. A day's retention prunes nothing either way; what this
 *   measures is what a day's calls leave behind, not a day of the host's timers.
 * - Readings are taken with the simulator paused (its clock stopped, the
 *   calls still live and polled), one poll apart: the host's V8 heap after a
 *   full collection (its inspector, `--inspect` on loopback) and its resident
 *   set; the page's JS and DOM heap after a full collection and its DOM nodes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { startSimulator } from '../../src/simulator/server'
import { MIN_ROUNDS, QUICK, report } from './harness'
import { heapBytes, launchChromium } from './support/chromium'
import { cardCount, firstSyncDone, startBenchHost, type BenchHost } from './support/web-host'

const SUITE = 'Memory after a day (browser host, Chromium, 200 calls)'
const WORKSPACE = 'ws_demo'
const API_KEY = 'demo-owner-key'
const CALLS = 200
/** Simulated seconds per wall second: 8 simulated hours in 12 min (full) or 4 min (quick). */
const SPEED = QUICK ? 120 : 40
const BASELINE_AT = 10 * 60
const HOURS = 8
const HOUR = 3_600
const POLL_MS = 2_000
const MB = 2 ** 20

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sim<T>(base: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${base}/_sim${path}`, { method, headers: { 'x-api-key': API_KEY } })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** The simulated clock reaches `tick` (its seconds since it was resumed at the start), with room for a loaded machine. */
async function untilTick(simUrl: string, tick: number): Promise<void> {
  await waitFor(`simulated second ${tick}`, (tick / SPEED) * 2_000 + 60_000, async () => (await sim<{ tick: number }>(simUrl, 'GET', '/status')).tick >= tick)
}

interface Inspector {
  send<T>(method: string): Promise<T>
  close(): void
}

/** A session on a Node process's V8 inspector (the DevTools protocol over its WebSocket). */
async function openInspector(url: string): Promise<Inspector> {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`the host's inspector at ${url} did not open`))
  })
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    if (message.id === undefined) return
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  }
  let id = 0
  return {
    send: <T>(method: string) =>
      new Promise<T>((resolve, reject) => {
        const n = ++id
        pending.set(n, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T)))
        socket.send(JSON.stringify({ id: n, method, params: {} }))
      }),
    close: () => socket.close(),
  }
}

interface Reading {
  hostHeap: number
  hostRss: number
  pageHeap: number
  domNodes: number
  calls: number
}

/** The host's resident set, from /proc. */
function rssBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(kb![1]) * 1024
}

async function read(host: BenchHost, inspector: Inspector, page: Page, cdp: CDPSession): Promise<Reading> {
  for (let i = 0; i < 3; i++) await inspector.send('HeapProfiler.collectGarbage')
  const { usedSize } = await inspector.send<{ usedSize: number }>('Runtime.getHeapUsage')
  const pageHeap = await heapBytes(cdp)
  const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number }
  return { hostHeap: usedSize, hostRss: rssBytes(host.pid), pageHeap, domNodes: nodes, calls: await cardCount(page) }
}

/** `MIN_ROUNDS` readings one poll apart, the simulator paused at `tick`. */
async function readingsAt(simUrl: string, tick: number, take: () => Promise<Reading>): Promise<Reading[]> {
  await untilTick(simUrl, tick)
  await sim(simUrl, 'POST', '/activity/pause')
  const readings: Reading[] = []
  for (let round = 0; round < MIN_ROUNDS; round++) {
    await sleep(POLL_MS)
    readings.push(await take())
  }
  await sim(simUrl, 'POST', '/activity/resume')
  return readings
}

const mb = (bytes: number) => (bytes / MB).toFixed(1)
const line = (r: Reading) => `host heap ${mb(r.hostHeap)} MB, RSS ${mb(r.hostRss)} MB; page heap ${mb(r.pageHeap)} MB, ${r.domNodes} DOM nodes; ${r.calls} calls on the wall`

async function main(): Promise<void> {
  const simulator = await startSimulator({ port: 0, plan: 'enterprise', activeCalls: CALLS, speed: SPEED, paused: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-day-memory-'))
  let browser: Browser | undefined
  let host: BenchHost | undefined
  let inspector: Inspector | undefined
  try {
    host = await startBenchHost(dataDir, { baseUrl: simulator.url, workspaceId: WORKSPACE, apiKey: API_KEY }, { inspect: true })
    inspector = await openInspector(host.inspector!)
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`))
    await page.goto(`${host.origin}/#token=${host.token}`)
    const cdp = await page.context().newCDPSession(page)
    await waitFor(`${CALLS} calls on the wall`, 60_000, async () => (await cardCount(page)) === CALLS)
    await waitFor("the console's first sync", 60_000, () => firstSyncDone(host!))

    const wallStart = performance.now()
    await sim(simulator.url, 'POST', '/activity/resume')
    const take = () => read(host!, inspector!, page, cdp)
    const early = await readingsAt(simulator.url, BASELINE_AT, take)
    process.stderr.write(`  after ${BASELINE_AT / 60} simulated min: ${line(early.at(-1)!)}\n`)
    const hourly: Reading[] = []
    for (let hour = 1; hour < HOURS; hour++) {
      await untilTick(simulator.url, hour * HOUR)
      hourly.push(await take())
      process.stderr.write(`  after ${hour} simulated h (${((performance.now() - wallStart) / 1000).toFixed(0)} s): ${line(hourly.at(-1)!)}\n`)
    }
    const late = await readingsAt(simulator.url, HOURS * HOUR, take)
    const wallSeconds = (performance.now() - wallStart) / 1000
    process.stderr.write(`  after ${HOURS} simulated h (${wallSeconds.toFixed(0)} s): ${line(late.at(-1)!)}\n`)

    const trend = (pick: (r: Reading) => number) => [early.at(-1)!, ...hourly, late.at(-1)!].map((r) => mb(pick(r))).join(', ')
    const common =
      `${HOURS} simulated hours at speed ${SPEED} (simulated seconds per wall second: ${wallSeconds.toFixed(0)} s of wall time, ${(SPEED * POLL_MS) / 1000} simulated s between ` +
      `two polls), about ${CALLS} calls live throughout. ${MIN_ROUNDS} readings one poll apart, the simulator paused at ${BASELINE_AT / 60} min and at ${HOURS} h.`
    report({
      suite: SUITE,
      name: `host: V8 heap used after a full collection, after ${HOURS} simulated hours`,
      baselineLabel: `after the first ${BASELINE_AT / 60} simulated minutes`,
      fair: 'the same host and workspace at the start of the day: what the day added',
      baseline: early.map((r) => r.hostHeap / MB),
      subject: late.map((r) => r.hostHeap / MB),
      unit: 'MB',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.2 }],
      note: `${common} Through the host's inspector: HeapProfiler.collectGarbage three times, then Runtime.getHeapUsage. Hour by hour (MB): ${trend((r) => r.hostHeap)}.`,
    })
    report({
      suite: SUITE,
      name: `host: resident set, after ${HOURS} simulated hours`,
      baselineLabel: `after the first ${BASELINE_AT / 60} simulated minutes`,
      fair: 'the same host and workspace at the start of the day: what the day added',
      baseline: early.map((r) => r.hostRss / MB),
      subject: late.map((r) => r.hostRss / MB),
      unit: 'MB',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.2 }],
      note: `VmRSS of the host's process (/proc), right after its collection: V8, SQLite's page cache, the allocator's arenas. Hour by hour (MB): ${trend((r) => r.hostRss)}.`,
    })
    report({
      suite: SUITE,
      name: `renderer: JS and DOM heap after a full collection, after ${HOURS} simulated hours`,
      baselineLabel: `after the first ${BASELINE_AT / 60} simulated minutes`,
      fair: 'the same page at the start of the day: what the day added',
      baseline: early.map((r) => r.pageHeap / MB),
      subject: late.map((r) => r.pageHeap / MB),
      unit: 'MB',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.2 }],
      note: `The console's page, never reloaded: HeapProfiler.collectGarbage three times, then Runtime.getHeapUsage (V8 and Blink's heap). Hour by hour (MB): ${trend((r) => r.pageHeap)}.`,
    })
    report({
      suite: SUITE,
      name: `renderer: DOM nodes, after ${HOURS} simulated hours`,
      baselineLabel: `after the first ${BASELINE_AT / 60} simulated minutes`,
      fair: 'the same page at the start of the day, showing as many calls',
      baseline: early.map((r) => r.domNodes),
      subject: late.map((r) => r.domNodes),
      unit: 'nodes',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.2 }],
      note: `Memory.getDOMCounters after the collection; calls on the wall at the readings: ${early.map((r) => r.calls).join(', ')} and ${late.map((r) => r.calls).join(', ')}.`,
    })
  } finally {
    inspector?.close()
    await browser?.close()
    await host?.stop()
    await simulator.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
