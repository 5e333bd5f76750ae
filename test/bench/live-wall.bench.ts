/**
 * Issue 21: poll to pixel and a quiet idle, in the real console: the browser
 * host (its own process, the real poller, cache and Bridge) with the real
 * Svelte wall in headless Chromium, against the simulator. A proxy between the
 * host and the simulator (`live-wall/service-proxy.ts`) sees when each poll's
 * answer was complete and what it said; the page tells when a change was painted.
 *
 * - Quiet idle: 50 held calls (durations tick, nothing else changes). CPU time of
 *   the host process plus every process of the console's Chromium, against a
 *   hand-written page in a second Chromium that ticks the same 50 durations and
 *   fetches the same JSON every 2 s, over the same windows, once the start's
 *   one-time work is over. CPU time counts in 10 ms ticks per process: a window
 *   of a few seconds holds a few ticks and a garbage collection of either page
 *   doubles it, hence windows of 20 s, in every profile.
 * - Hidden: the page's `visibilityState` turns hidden (the init script fires
 *   `visibilitychange`, as a browser does; headless Chromium never hides a page
 *   by itself, and keeps rendering a page it thinks visible, so any DOM change
 *   shows in the trace); a call changes meanwhile. Polls are counted at the
 *   proxy and rendering work in a Chromium trace. Shown again, the change and
 *   the durations must be right at the first frame.
 * - Poll to pixel: 2,000 calls; a tenth of them change (`PATCH /_sim/calls`)
 *   at a random moment of the poll cycle; from the poll answer carrying the
 *   change to the frame painting it on the wall's top card, against the real
 *   API client's parse and validation of that same answer.
 * - Poll to pixel's floor: the same 2,000-call answer read by a bare relay
 *   process that parses nothing and shown as one text node in a page
 *   (`live-wall/bare-relay.ts`, `live-wall/relay-page.ts`): what reading the
 *   service in one process and drawing in another costs before any of the
 *   console's work, against the same parse.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { createApiClient, createRateLimiter } from '../../src/core/api'
import { startSimulator } from '../../src/simulator/server'
import { plainActiveCalls } from '../support/polls'
import { MIN_ROUNDS, percentile, QUICK, report } from './harness'
import { baselinePage } from './live-wall/baseline-page'
import { PAGE_PROBES } from './live-wall/page-probes'
import { relayPage } from './live-wall/relay-page'
import { epochNow, startServiceProxy, type PollAnswer, type ServiceProxy } from './live-wall/service-proxy'
import { launchChromium } from './support/chromium'
import { cardCount, firstSyncDone, startBenchHost, type BenchHost } from './support/web-host'

const SUITE = 'Live wall: poll to pixel and a quiet idle (browser host, Chromium)'
const WORKSPACE = 'ws_demo'
const API_KEY = 'demo-owner-key'
const IDLE_CALLS = 50
const WALL_CALLS = 2_000
const CHANGED_SHARE = 0.1
const VISIBLE_POLL_MS = 2_000
const IDLE_ROUND_MS = 20_000
/** After the first sync, the start's one-time work (the batches the sync named read, the cache checked, the page's first garbage collected) ends before idle is measured. */
const IDLE_SETTLE_MS = 15_000
const HIDDEN_MS = 11_000
const SHOWN_MS = 5_000
const SETTLE_MS = 250
const STEPS = QUICK ? 6 : 12
/** Trace events that are rendering work on the page's main thread: a frame, style, layout, paint. */
const RENDERING_EVENTS = new Set(['BeginMainThreadFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'FireAnimationFrame'])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sim<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/_sim${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, task: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task))
}

async function startHeldCalls(simUrl: string, count: number, from: number): Promise<string[]> {
  const rooms: string[] = []
  const indexes = Array.from({ length: count }, (_, i) => from + i)
  await inBatches(indexes, 16, async (i) => {
    const call = await sim<{ roomName: string }>(simUrl, 'POST', '/calls', {
      hold: true,
      customerName: `Caller ${i}`,
      customerPhone: `+1415555${String(i).padStart(4, '0')}`,
      duration: 20 + ((i * 37) % 1_500),
      sentiment: i % 7 === 0 ? 'negative' : 'neutral',
      lastMessage: `Line ${i}`,
    })
    rooms.push(call.roomName)
  })
  return rooms
}

/** CPU seconds of a process so far, from /proc (user + system). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of stat; after "pid (comm) " the list starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** CPU seconds of every process of a Chromium (browser, renderers, GPU, network...). */
async function chromiumCpuSeconds(session: CDPSession): Promise<number> {
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] }
  return processInfo.reduce((sum, info) => sum + info.cpuTime, 0)
}

async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}

interface IdleFigures {
  subject: number[]
  baseline: number[]
  host: number[]
}

async function quietIdle(host: BenchHost, consoleBrowser: CDPSession, baselineBrowser: CDPSession): Promise<IdleFigures> {
  const figures: IdleFigures = { subject: [], baseline: [], host: [] }
  for (let round = 0; round < MIN_ROUNDS; round++) {
    const hostBefore = processCpuSeconds(host.pid)
    const consoleBefore = await chromiumCpuSeconds(consoleBrowser)
    const baselineBefore = await chromiumCpuSeconds(baselineBrowser)
    await sleep(IDLE_ROUND_MS)
    const hostCpu = processCpuSeconds(host.pid) - hostBefore
    figures.host.push(hostCpu * 1000)
    figures.subject.push((hostCpu + (await chromiumCpuSeconds(consoleBrowser)) - consoleBefore) * 1000)
    figures.baseline.push(((await chromiumCpuSeconds(baselineBrowser)) - baselineBefore) * 1000)
  }
  return figures
}

/** Rendering events of the console's page over `ms`. */
async function renderingEvents(browser: Browser, page: Page, ms: number, during?: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] })
  await Promise.all([sleep(ms), during?.()])
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: { name: string; ph: string }[] }
  return trace.traceEvents.filter((event) => RENDERING_EVENTS.has(event.name) && event.ph !== 'E').length
}

/** Seconds between what the top card shows and the true duration of that call (from the latest poll answer). */
async function durationError(page: Page, proxy: ServiceProxy): Promise<number> {
  const shown = await page.evaluate(
    () =>
      new Promise<{ room: string; text: string; at: number }>((resolve) =>
        requestAnimationFrame(() => {
          const card = document.querySelector<HTMLElement>('[data-room]')!
          resolve({ room: card.dataset.room!, text: card.querySelector('.duration')!.firstChild!.textContent!, at: performance.timeOrigin + performance.now() })
        }),
      ),
  )
  const last = [...proxy.answers].reverse().find((answer) => answer.by === 'host')!
  const call = (JSON.parse(last.body) as { data: { roomName: string; duration: number }[] }).data.find((c) => c.roomName === shown.room)!
  const truth = call.duration + (shown.at - last.at) / 1000
  const seconds = shown.text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
  return Math.abs(seconds - truth)
}

interface HiddenFigures {
  hiddenEvents: number[]
  shownEvents: number[]
  hiddenGaps: number[]
  shownGaps: number[]
  catchUpError: number[]
  shownError: number[]
}

/** Whether the frame after now shows `text` in the card of `roomName`. */
const drawnAtFirstFrame = (page: Page, roomName: string, text: string) =>
  page.evaluate(
    ([room, expected]) =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => resolve(document.querySelector(`[data-room="${CSS.escape(room)}"]`)?.textContent?.includes(expected) === true)),
      ),
    [roomName, text] as const,
  )

async function hiddenWindow(browser: Browser, page: Page, proxy: ServiceProxy, simUrl: string): Promise<HiddenFigures> {
  const figures: HiddenFigures = { hiddenEvents: [], shownEvents: [], hiddenGaps: [], shownGaps: [], catchUpError: [], shownError: [] }
  const hostPolls = (from: number, to: number) => proxy.answers.filter((a) => a.by === 'host' && a.at >= from && a.at < to).map((a) => a.at)
  const gapsEndingIn = (from: number, to: number) => {
    const all = proxy.answers.filter((a) => a.by === 'host').map((a) => a.at)
    return all.flatMap((at, i) => (i > 0 && at >= from && at < to ? [at - all[i - 1]!] : []))
  }
  for (let round = 0; round < MIN_ROUNDS; round++) {
    figures.shownError.push(await durationError(page, proxy))
    const shownFrom = epochNow()
    figures.shownEvents.push(await renderingEvents(browser, page, SHOWN_MS))
    figures.shownGaps.push(...gapsEndingIn(shownFrom + VISIBLE_POLL_MS, epochNow()))
    await page.evaluate(() => window.pixelProbe.setHidden(true))
    // A frame the last tick before hiding had already asked for may still come.
    await sleep(SETTLE_MS)
    const hiddenFrom = epochNow()
    // A change while hidden: the poll brings it, the wall draws it only when shown.
    const changed = await page.evaluate(() => document.querySelector<HTMLElement>('[data-room]')!.dataset.room!)
    const change = `Changed while hidden ${round}`
    figures.hiddenEvents.push(
      await renderingEvents(browser, page, HIDDEN_MS, () => sim(simUrl, 'PATCH', `/calls/${changed}`, { lastMessage: change })),
    )
    const hiddenTo = epochNow()
    figures.hiddenGaps.push(...gapsEndingIn(hiddenFrom, hiddenTo))
    if (hostPolls(hiddenFrom, hiddenTo).length === 0) throw new Error(`no poll in ${HIDDEN_MS} ms hidden`)
    if (!proxy.answers.some((a) => a.by === 'host' && a.at >= hiddenFrom && a.body.includes(change))) throw new Error('no poll while hidden carried the change')
    await page.evaluate(() => window.pixelProbe.setHidden(false))
    if (!(await drawnAtFirstFrame(page, changed, change))) throw new Error('the change made while hidden is not on the first frame shown')
    figures.catchUpError.push(await durationError(page, proxy))
  }
  return figures
}

interface PixelFigures {
  pollToPixel: number[][]
  parse: number[][]
  simToPixel: number[][]
  pollGap: number[]
  /** The display's floor: a trivial change in a task at a random moment, to the same paint probe. */
  floor: number[][]
  /** Of poll to pixel: the answer to the page's task for the message that carried it (the host's share, and the WebSocket)... */
  toPage: number[]
  /** ...and that task to the change in the DOM (the page's script: parse, apply, order, summary, cards)... */
  pageTask: number[]
  /** ...and the change in the DOM to the paint (the wait for the frame, the frame). */
  frame: number[]
}

/** The real API client's parse and validation of one answer, read as any list is (`plainActiveCalls`). */
function parseTimer(): (body: string) => Promise<number> {
  let body = ''
  const client = createApiClient({
    baseUrl: 'http://bench.invalid',
    workspaceId: WORKSPACE,
    apiKey: API_KEY,
    limiter: createRateLimiter({ requestsPerMinute: 10_000_000 }),
    fetch: async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  })
  return async (text) => {
    body = text
    const started = performance.now()
    await plainActiveCalls(client)
    return performance.now() - started
  }
}

async function pollToPixel(page: Page, simUrl: string, proxy: ServiceProxy, rooms: readonly string[]): Promise<PixelFigures> {
  const figures: PixelFigures = { pollToPixel: [], parse: [], simToPixel: [], pollGap: [], floor: [], toPage: [], pageTask: [], frame: [] }
  const timeParse = parseTimer()
  for (let i = 0; i < 5; i++) await timeParse(proxy.answers.at(-1)!.body)
  const floorOnce = (delayMs: number) => page.evaluate((ms) => window.pixelProbe.floor(ms), delayMs)
  await floorOnce(0)
  for (let round = 0; round < MIN_ROUNDS; round++) {
    const pixel: number[] = []
    const parse: number[] = []
    const sim2pixel: number[] = []
    const floor: number[] = []
    const roundFrom = epochNow()
    for (let step = 0; step < STEPS; step++) {
      const probe = await page.evaluate(() => document.querySelector<HTMLElement>('[data-room]')!.dataset.room!)
      const marker = `Pixel ${round}.${step}`
      const others = rooms.filter((room) => room !== probe && Math.random() < CHANGED_SHARE)
      const waitMs = Math.random() * VISIBLE_POLL_MS
      const [floorMs] = await Promise.all([floorOnce(Math.random() * waitMs), sleep(waitMs)])
      floor.push(floorMs)
      const since = epochNow()
      const painted = page.evaluate(([room, text]) => window.pixelProbe.painted(room, text), [probe, `${marker}!`] as const)
      const answer = proxy.answerWith(`${marker}!`, since)
      await inBatches(others, 16, (room) => sim(simUrl, 'PATCH', `/calls/${room}`, { lastMessage: marker }))
      const sentAt = epochNow()
      await sim(simUrl, 'PATCH', `/calls/${probe}`, { lastMessage: `${marker}!` })
      const [paintedAt, carried] = await Promise.all([painted, answer])
      pixel.push(paintedAt.at - carried.at)
      sim2pixel.push(paintedAt.at - sentAt)
      figures.toPage.push(paintedAt.messageAt - carried.at)
      figures.pageTask.push(paintedAt.changedAt - paintedAt.messageAt)
      figures.frame.push(paintedAt.at - paintedAt.changedAt)
      parse.push(await timeParse(carried.body))
    }
    const gaps = proxy.answers.filter((a) => a.by === 'host' && a.at >= roundFrom).map((a) => a.at)
    figures.pollGap.push(percentile(gaps.slice(1).map((at, i) => at - gaps[i]!), 50))
    figures.pollToPixel.push(pixel)
    figures.parse.push(parse)
    figures.simToPixel.push(sim2pixel)
    figures.floor.push(floor)
    const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(' ')
    process.stderr.write(`  round ${round + 1}: poll→pixel ${list(pixel)} ms; parse ${list(parse)} ms; floor ${list(floor)} ms; to page ${list(figures.toPage.slice(-STEPS))}, page task ${list(figures.pageTask.slice(-STEPS))}, frame ${list(figures.frame.slice(-STEPS))} ms\n`)
  }
  return figures
}

interface FloorFigures {
  /** The relay's answer complete to its page's paint. */
  floor: number[][]
  parse: number[][]
}

/** Starts the bare relay on `proxyUrl`; resolves with its WebSocket address and the function that stops it. */
async function startRelay(proxyUrl: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/live-wall/bare-relay.ts', proxyUrl, API_KEY, WORKSPACE], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare relay exited (${code})`)))
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /relay (ws:\/\/\S+)/.exec(chunk.toString('utf8'))
      if (match) resolve(match[1]!)
    })
  })
  child.removeAllListeners('exit')
  return { url, stop: () => child.stdin.end() }
}

/**
 * The console hidden (it draws nothing and polls every 10 s), the bare relay
 * polls the same 2,000 calls every 2 s; each answer to its paint, and the API
 * client's parse of that answer.
 */
async function pollFloor(browser: Browser, consolePage: Page, proxy: ServiceProxy): Promise<FloorFigures> {
  const figures: FloorFigures = { floor: [], parse: [] }
  const timeParse = parseTimer()
  await consolePage.evaluate(() => window.pixelProbe.setHidden(true))
  const relay = await startRelay(proxy.url)
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  try {
    await page.goto(`${proxy.url}/relay?relay=${encodeURIComponent(relay.url)}`)
    const nextAnswer = async () => {
      const paint = await page.evaluate(() => window.relay.next())
      let answer: PollAnswer | undefined
      await waitFor(`the relay's answer ${paint.seq}`, 5_000, async () => !!(answer = proxy.answers.find((a) => a.by === 'relay' && a.seq === paint.seq)))
      return { paintedAt: paint.at, answer: answer! }
    }
    await nextAnswer()
    for (let round = 0; round < MIN_ROUNDS; round++) {
      const floor: number[] = []
      const parse: number[] = []
      for (let step = 0; step < STEPS; step++) {
        const { paintedAt, answer } = await nextAnswer()
        floor.push(paintedAt - answer.at)
        parse.push(await timeParse(answer.body))
      }
      figures.floor.push(floor)
      figures.parse.push(parse)
      const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(' ')
      process.stderr.write(`  floor round ${round + 1}: answer→pixel ${list(floor)} ms; parse ${list(parse)} ms\n`)
    }
  } finally {
    relay.stop()
    await page.close()
  }
  return figures
}

async function main(): Promise<void> {
  const simulator = await startSimulator({ port: 0, plan: 'enterprise', activeCalls: 0 })
  const proxy = await startServiceProxy(simulator.url, { '/': baselinePage(API_KEY, WORKSPACE), '/relay': relayPage() })
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-live-wall-'))
  const browsers: Browser[] = []
  let host: BenchHost | undefined
  try {
    await sim(simulator.url, 'PUT', '/activity/target', { activeCalls: 0 })
    const rooms = await startHeldCalls(simulator.url, IDLE_CALLS, 0)
    host = await startBenchHost(dataDir, { baseUrl: proxy.url, workspaceId: WORKSPACE, apiKey: API_KEY })
    const consoleBrowser = await launchChromium()
    const baselineBrowser = await launchChromium()
    browsers.push(consoleBrowser, baselineBrowser)
    const page = await consoleBrowser.newPage({ viewport: { width: 1400, height: 900 } })
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`))
    await page.addInitScript({ content: PAGE_PROBES })
    await page.goto(`${host.origin}/#token=${host.token}`)
    const baseline = await baselineBrowser.newPage({ viewport: { width: 1400, height: 900 } })
    await baseline.goto(proxy.url)
    await waitFor(`${IDLE_CALLS} calls on the wall`, 30_000, async () => (await cardCount(page)) === IDLE_CALLS)
    await waitFor(`${IDLE_CALLS} cards on the baseline page`, 10_000, async () => (await baseline.locator('.card').count()) === IDLE_CALLS)
    await waitFor("the console's first sync", 60_000, () => firstSyncDone(host!))
    await sleep(IDLE_SETTLE_MS)

    const idle = await quietIdle(host, await consoleBrowser.newBrowserCDPSession(), await baselineBrowser.newBrowserCDPSession())
    await baseline.close()
    const hidden = await hiddenWindow(consoleBrowser, page, proxy, simulator.url)

    rooms.push(...(await startHeldCalls(simulator.url, WALL_CALLS - IDLE_CALLS, IDLE_CALLS)))
    await waitFor(`${WALL_CALLS} calls on the wall`, 60_000, async () => (await cardCount(page)) === WALL_CALLS)
    await sleep(2 * VISIBLE_POLL_MS)
    const pixel = await pollToPixel(page, simulator.url, proxy, rooms)
    const floor = await pollFloor(consoleBrowser, page, proxy)

    const p95 = (rounds: number[][]) => rounds.map((values) => percentile(values, 95))
    const spread = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`
    const all = (rounds: number[][]) => rounds.flat()
    report({
      suite: SUITE,
      name: `poll to pixel, 2,000 calls, a tenth changed: poll answer complete to the change painted, p95 of ${STEPS} polls per round`,
      baselineLabel: 'the API client parsing and validating that answer alone (p95)',
      fair: "the least the console must do with the answer: everything past it is the console's own",
      baseline: p95(pixel.parse),
      subject: p95(pixel.pollToPixel),
      unit: 'ms',
      higherIsBetter: false,
      // The 1.5× is blocked (docs/decisions/0005-poll-to-pixel-floor.md): the floor below, with no parse at all, already
      // costs about the parse. The 50 ms is met and gated.
      goals: [
        { on: 'subject', atMost: 50 },
        { on: 'ratio', atMost: 1.5, openIn: 21 },
      ],
      note:
        `${MIN_ROUNDS} rounds of ${STEPS} polls; each change lands at a random moment of the 2-s cycle. ` +
        `All polls: median ${percentile(all(pixel.pollToPixel), 50).toFixed(1)} ms, max ${Math.max(...all(pixel.pollToPixel)).toFixed(1)} ms; ` +
        `parse + validate median ${percentile(all(pixel.parse), 50).toFixed(1)} ms. The answer's time is when the proxy in front of the ` +
        `simulator handed its last byte to the socket; the paint is the task after the next animation frame once the top card shows the change. ` +
        `The display's floor, in the same rounds and page: a task at a random moment changing one text node, to the same paint probe: ` +
        `p95 ${percentile(all(pixel.floor), 95).toFixed(1)} ms, median ${percentile(all(pixel.floor), 50).toFixed(1)} ms. ` +
        `Of poll to pixel, the answer to the page's task for the host's message carrying it (host: receive, parse, diff, send): ` +
        `${spread(pixel.toPage)}; that task's script until the card changed (parse, apply, order, summary, cards): ${spread(pixel.pageTask)}; ` +
        `the change to the paint (the wait for the frame, the frame): ${spread(pixel.frame)}.`,
    })
    report({
      suite: SUITE,
      name: `poll to pixel's floor, 2,000 calls: the same answer read by a bare relay process that parses nothing, shown as one text node in a page, p95 of ${STEPS} polls per round`,
      baselineLabel: 'the API client parsing and validating that answer alone (p95)',
      fair: 'the least the console must do with the answer: the relay shows what the stack itself costs',
      baseline: p95(floor.parse),
      subject: p95(floor.floor),
      unit: 'ms',
      higherIsBetter: false,
      note:
        `${MIN_ROUNDS} rounds of ${STEPS} polls, after the poll to pixel rounds, the console hidden (it polls every 10 s and draws nothing). ` +
        `The relay (test/bench/live-wall/bare-relay.ts) reads each answer as the host's poller does (Node's fetch, the whole text) and sends only its number ` +
        `over a WebSocket; the page writes it into one text node; timed as poll to pixel is, from the answer's last byte at the proxy to the paint. ` +
        `All polls: median ${percentile(all(floor.floor), 50).toFixed(1)} ms, max ${Math.max(...all(floor.floor)).toFixed(1)} ms; ` +
        `parse + validate median ${percentile(all(floor.parse), 50).toFixed(1)} ms. Poll to pixel over this floor, p95 per round: ` +
        `${p95(pixel.pollToPixel).map((ms, i) => (ms / p95(floor.floor)[i]!).toFixed(2)).join(', ')}×.`,
    })
    report({
      suite: SUITE,
      name: 'a change made in the simulator to it on screen, 2,000 calls (p95 per round)',
      baselineLabel: 'the poll interval measured (median gap between polls)',
      fair: 'the poll interval is the physical floor of a change reaching the screen',
      baseline: pixel.pollGap,
      subject: p95(pixel.simToPixel),
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'subject', atMost: VISIBLE_POLL_MS + 100 }],
      note: `From the PATCH /_sim/calls/{room} sent to the frame painting it; the poll interval is the floor. All: median ${percentile(all(pixel.simToPixel), 50).toFixed(0)} ms.`,
    })
    report({
      suite: SUITE,
      name: `quiet idle, 50 calls ticking, polls every 2 s: CPU of the host process and the console's Chromium per ${IDLE_ROUND_MS / 1000} s`,
      baselineLabel: 'a hand-written page ticking the same durations and fetching the same JSON (its Chromium)',
      fair: "a page doing the same visible work by hand, in its own Chromium: the console's overhead when idle",
      baseline: idle.baseline,
      subject: idle.subject,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.5 }],
      note:
        `${MIN_ROUNDS} rounds of ${IDLE_ROUND_MS / 1000} s from ${IDLE_SETTLE_MS / 1000} s after the first sync, both pages open at once and measured over the same windows: the host's /proc CPU time, ` +
        `and each Chromium's processes (SystemInfo.getProcessInfo: browser, renderer, GPU, network). Of the subject, the host: median ${percentile(idle.host, 50).toFixed(0)} ms.`,
    })
    report({
      suite: SUITE,
      name: 'hidden: time between polls',
      baselineLabel: 'shown',
      fair: 'the same console shown: hidden, it polls at its slower cadence',
      baseline: hidden.shownGaps.slice(0, hidden.hiddenGaps.length),
      subject: hidden.hiddenGaps.slice(0, hidden.shownGaps.length),
      unit: 'ms',
      higherIsBetter: false,
      goals: [
        { on: 'subject', atLeast: 9_500 },
        { on: 'subject', atMost: 10_500 },
      ],
    })
    report({
      suite: SUITE,
      name: `hidden: rendering work on the page over ${HIDDEN_MS / 1000} s (frames, style, layout, paint in a trace)`,
      baselineLabel: `shown, over ${SHOWN_MS / 1000} s`,
      fair: 'the same console shown: hidden, it renders nothing',
      baseline: hidden.shownEvents,
      subject: hidden.hiddenEvents,
      unit: 'events',
      higherIsBetter: false,
      goals: [{ on: 'subject', atMost: 0 }],
      note: `Trace events ${[...RENDERING_EVENTS].join(', ')} of the console's Chromium from ${SETTLE_MS} ms after the page's visibilityState turned hidden; a call changed meanwhile (drawn when shown).`,
    })
    report({
      suite: SUITE,
      name: "shown again: the top card's duration against the call's true duration, at the first frame",
      baselineLabel: 'before it was hidden',
      fair: 'the same console before it was hidden: shown again, the durations are right at once',
      baseline: hidden.shownError,
      subject: hidden.catchUpError,
      unit: 's',
      higherIsBetter: false,
      goals: [{ on: 'subject', atMost: 1.5 }],
      note: 'The true duration: the last poll answer\'s duration plus the time since that answer. A card shows whole seconds, so up to 1 s off is exact.',
    })
  } finally {
    for (const browser of browsers) await browser.close()
    await host?.stop()
    await proxy.close()
    await simulator.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
