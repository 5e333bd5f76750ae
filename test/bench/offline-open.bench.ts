/**
 * Issue 5: opening the console offline on a large cache (100,000 dispositions,
 * 20,000 conversations with 500,000 messages), time to the first rendered list.
 * The real browser host runs on each cache with a workspace whose service is
 * unreachable; headless Chromium opens History (conversations) and Callbacks,
 * and the page itself times from navigation start to the frame that first
 * shows a row. Baseline, in the same run and interleaved with the subject: the
 * same console on a small cache (1,000 / 200 / 5,000).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { CACHE_FILE } from '../../src/core/console/console'
import { MIN_ROUNDS, QUICK, report } from './harness'
import { writeDataset, type DatasetSize } from './offline-open/dataset'
import { startOfflineHost, type OfflineHost } from './offline-open/offline-host'
import { launchChromium } from './support/chromium'

const SUITE = 'Offline open (browser host, Chromium)'
// Not ws_demo: a ws_demo profile on a loopback address is the demo, whose simulator the host restarts.
const WORKSPACE = 'ws_bench_offline'
const RUNS = MIN_ROUNDS
/** The quick profile keeps the hundredfold difference between the caches, on a tenth of the data. */
const LARGE: DatasetSize = QUICK
  ? { dispositions: 10_000, conversations: 2_000, messagesPerConversation: 25 }
  : { dispositions: 100_000, conversations: 20_000, messagesPerConversation: 25 }
const SMALL: DatasetSize = QUICK
  ? { dispositions: 100, conversations: 20, messagesPerConversation: 25 }
  : { dispositions: 1_000, conversations: 200, messagesPerConversation: 25 }

const VIEWS = [
  { hash: '#/history', list: 'conversations list (History)', row: '#history-panel-conversations tbody tr' },
  { hash: '#/callbacks', list: 'callbacks queue (Callbacks)', row: '[data-callback-row]' },
] as const
type View = (typeof VIEWS)[number]

declare global {
  interface Window {
    /** Set by the init script: performance.now() at the frame that first shows a row. */
    firstRowAt?: Promise<number>
  }
}

/** A tab on one host, signed in through the printed URL's token (kept in the tab's sessionStorage). */
async function openTab(browser: Browser, host: OfflineHost): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.addInitScript((selectors: string) => {
    window.firstRowAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selectors)) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now()))
      })
      observer.observe(document, { childList: true, subtree: true })
    })
  }, VIEWS.map((view) => view.row).join(', '))
  await page.goto(`${host.origin}/#token=${host.token}`)
  await page.getByRole('navigation', { name: 'Views' }).waitFor()
  return page
}

/** A fresh document at the view; milliseconds from its navigation start to the first row on screen. */
async function timeToFirstRow(page: Page, origin: string, view: View): Promise<number> {
  await page.goto('about:blank')
  await page.goto(`${origin}/${view.hash}`)
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no row of the ${view.list} within 30 s`)), 30_000).unref(),
  )
  const at = await Promise.race([page.evaluate(() => window.firstRowAt), timeout])
  if (at === undefined) throw new Error('the init script did not run')
  return at
}

/** Guards the figures: the page shows the offline banner and every cached conversation is counted. */
async function checkOfflineOnItsCache(page: Page, size: DatasetSize): Promise<void> {
  await page.getByRole('status', { name: 'Offline' }).waitFor({ timeout: 20_000 })
  const pager = (await page.getByRole('navigation', { name: 'Conversation pages' }).textContent()) ?? ''
  const counted = Number(/·\s*([\d.,\s]+) conversations/.exec(pager)?.[1]?.replace(/\D/g, ''))
  if (counted !== size.conversations) throw new Error(`expected ${size.conversations} conversations, the page says "${pager}"`)
}

interface Side {
  label: string
  size: DatasetSize
  dataDir: string
  host?: OfflineHost
  page?: Page
  /** Per view: the first open after the host started, then RUNS more. */
  times: Map<View, number[]>
}

async function main(): Promise<void> {
  const sides: Side[] = [SMALL, LARGE].map((size) => ({
    label: describe(size),
    size,
    dataDir: mkdtempSync(join(tmpdir(), 'switchboard-offline-open-')),
    times: new Map(VIEWS.map((view) => [view, []])),
  }))
  const removeDataDirs = () => sides.forEach((side) => rmSync(side.dataDir, { recursive: true, force: true }))
  // Interrupted, exit anyway, so the hosts' exit hooks end their process groups.
  const interrupted = () => {
    removeDataDirs()
    process.exit(130)
  }
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
  let browser: Browser | undefined
  try {
    for (const side of sides) writeDataset(join(side.dataDir, CACHE_FILE), WORKSPACE, side.size, Date.now())
    for (const side of sides) side.host = await startOfflineHost(side.dataDir, WORKSPACE)
    browser = await launchChromium()
    for (const side of sides) side.page = await openTab(browser, required(side.host))
    // Interleaved, so a noisy neighbour on the shared machine slows both sides alike.
    for (let run = 0; run <= RUNS; run++) {
      for (const view of VIEWS) {
        for (const side of sides) {
          const time = await timeToFirstRow(required(side.page), required(side.host).origin, view)
          side.times.get(view)?.push(time)
          if (run === 0 && view === VIEWS[0]) await checkOfflineOnItsCache(required(side.page), side.size)
        }
      }
    }
  } finally {
    await browser?.close()
    await Promise.all(sides.map((side) => side.host?.stop()))
    removeDataDirs()
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
  }

  const [small, large] = sides as [Side, Side]
  for (const view of VIEWS) {
    const [smallFirst, ...smallRuns] = small.times.get(view) ?? []
    const [largeFirst, ...largeRuns] = large.times.get(view) ?? []
    report({
      suite: SUITE,
      name: `offline open, navigation start to the first rendered row of the ${view.list}, ${large.label}`,
      baselineLabel: `the same on a small cache (${small.label})`,
      fair: 'the same console and path on a small cache: opening must not grow with the cache',
      baseline: smallRuns,
      subject: largeRuns,
      unit: 'ms',
      higherIsBetter: false,
      // The lists are paged: a hundred times the data may not take twice as long to show its first row.
      goals: [{ on: 'ratio', atMost: 2 }],
      note:
        `${RUNS} rounds, each a fresh page load per cache, taken alternately; the workspace's service is unreachable ` +
        `(the console shows it offline). The first open after each host started: ${fmt(largeFirst)} ms vs ` +
        `${fmt(smallFirst)} ms. All runs: ${largeRuns.map(fmt).join(', ')} vs ${smallRuns.map(fmt).join(', ')} ms.`,
    })
  }
}

function describe(size: DatasetSize): string {
  const n = (value: number) => value.toLocaleString('en')
  return `${n(size.dispositions)} dispositions, ${n(size.conversations)} conversations, ${n(size.conversations * size.messagesPerConversation)} messages`
}

function fmt(ms: number | undefined): string {
  return ms === undefined ? '–' : ms.toFixed(0)
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the bench was not set up')
  return value
}

await main()
