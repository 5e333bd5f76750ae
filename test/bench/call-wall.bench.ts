/**
 * The call wall in headless Chromium: 2,000 calls rendered by the real
 * CallGrid/CallCard (compiled by Vite + the Svelte plugin into a temp dir)
 * against a hand-written DOM wall of the same markup, on the same page, in the
 * same run. Each operation is timed from the data change to the end of style
 * and layout, as main-thread CPU time (Chrome's ThreadTime metric): the bench
 * machines are shared, and wall-clock times there vary by 3× from run to run.
 */
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { MIN_ROUNDS, QUICK, report } from './harness'
import { heapBytes, openBenchPage, threadTimeMs } from './support/chromium'

const CALLS = 2_000
/** Paired rounds of the first render; a poll's update runs twice as many. */
const RUNS = QUICK ? 7 : 25
const CYCLES = 5
const SUITE = 'Call wall: 2,000 calls in Chromium'
const BASELINE = 'hand-written DOM wall'

type Side = 'svelte' | 'vanilla'
interface BenchPage {
  prepare(count: number): void
  svelteCreate(): void
  svelteUpdate(): void
  svelteClear(): void
  vanillaCreate(): void
  vanillaUpdate(): void
  vanillaClear(): void
  markup(): { svelte: string; vanilla: string }
  counts(): { svelte: number; vanilla: number }
}
declare const bench: BenchPage

const call = <K extends keyof BenchPage>(page: Page, name: K) =>
  page.evaluate((n) => (bench[n] as () => ReturnType<BenchPage[K]>)(), name) as Promise<ReturnType<BenchPage[K]>>

/** Main-thread CPU milliseconds of one page operation (needs `Performance.enable` in thread ticks). */
async function cpuMs(cdp: CDPSession, page: Page, name: keyof BenchPage): Promise<number> {
  // A collection now, outside the measured window, rather than in the middle of it at random.
  await cdp.send('HeapProfiler.collectGarbage')
  const before = await threadTimeMs(cdp)
  await call(page, name)
  return (await threadTimeMs(cdp)) - before
}

async function createTimes(page: Page, cdp: CDPSession): Promise<Record<Side, number[]>> {
  const times: Record<Side, number[]> = { svelte: [], vanilla: [] }
  for (let run = 0; run < RUNS; run++) {
    // Alternate which goes first, so warm-up and GC pressure fall on both alike.
    for (const side of run % 2 === 0 ? (['svelte', 'vanilla'] as const) : (['vanilla', 'svelte'] as const)) {
      times[side].push(await cpuMs(cdp, page, `${side}Create`))
      await call(page, `${side}Clear`)
    }
  }
  return times
}

async function updateTimes(page: Page, cdp: CDPSession): Promise<Record<Side, number[]>> {
  const times: Record<Side, number[]> = { svelte: [], vanilla: [] }
  for (const side of ['svelte', 'vanilla'] as const) {
    await call(page, `${side}Create`)
    for (let run = 0; run < RUNS * 2; run++) times[side].push(await cpuMs(cdp, page, `${side}Update`))
    await call(page, `${side}Clear`)
  }
  return times
}

/** Per round: the rendered wall's heap above the empty page, for each side, measured alternately. */
async function heapFigures(page: Page, cdp: CDPSession): Promise<Record<Side, number[]>> {
  const cost: Record<Side, number[]> = { svelte: [], vanilla: [] }
  for (let round = 0; round < MIN_ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['svelte', 'vanilla'] as const) : (['vanilla', 'svelte'] as const)) {
      const empty = await heapBytes(cdp)
      await call(page, `${side}Create`)
      cost[side].push((await heapBytes(cdp)) - empty)
      await call(page, `${side}Clear`)
    }
  }
  return cost
}

/** Per round: the heap after the first and after the last of CYCLES create/clear cycles of the Svelte wall. */
async function growthFigures(page: Page, cdp: CDPSession): Promise<{ first: number[]; last: number[] }> {
  const first: number[] = []
  const last: number[] = []
  for (let round = 0; round < MIN_ROUNDS; round++) {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await call(page, 'svelteCreate')
      await call(page, 'svelteClear')
      if (cycle === 0) first.push(await heapBytes(cdp))
    }
    last.push(await heapBytes(cdp))
  }
  return { first, last }
}

async function main(): Promise<void> {
  // One fixed scope class, so the hand-written wall can carry the same CSS classes.
  const { page, cdp, close } = await openBenchPage({
    root: join(import.meta.dirname, 'browser/call-wall'),
    viewport: { width: 1400, height: 900 },
    svelte: { cssHash: 'svelte-bench' },
  })
  try {
    await page.evaluate((count) => bench.prepare(count), CALLS)

    // Same markup, same count, or the comparison means nothing.
    await call(page, 'svelteCreate')
    await call(page, 'vanillaCreate')
    const { svelte: svelteHtml, vanilla: vanillaHtml } = await call(page, 'markup')
    const counts = await call(page, 'counts')
    if (svelteHtml !== vanillaHtml || counts.svelte !== CALLS || counts.vanilla !== CALLS) {
      throw new Error(`The two walls differ:\n${svelteHtml}\n${vanillaHtml}\n${JSON.stringify(counts)}`)
    }
    await call(page, 'svelteClear')
    await call(page, 'vanillaClear')

    const create = await createTimes(page, cdp)
    const update = await updateTimes(page, cdp)
    const heap = await heapFigures(page, cdp)
    const growth = await growthFigures(page, cdp)
    const kib = (bytes: number[]) => bytes.map((b) => b / 1024)

    report({
      suite: SUITE,
      name: `first render of 2,000 cards (main-thread CPU to end of layout, ${RUNS} rounds)`,
      baselineLabel: BASELINE,
      baseline: create.vanilla,
      subject: create.svelte,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.15 }],
    })
    report({
      suite: SUITE,
      name: `a poll changing 10% of the calls (CPU, ${RUNS * 2} rounds)`,
      baselineLabel: BASELINE,
      baseline: update.vanilla,
      subject: update.svelte,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.25 }],
      note: 'The Svelte wall gets the whole new array (keyed diff); the hand-written one gets only the changed calls.',
    })
    report({
      suite: SUITE,
      name: 'memory of the rendered wall (JS + DOM heap after GC, above the empty page)',
      baselineLabel: BASELINE,
      baseline: kib(heap.vanilla),
      subject: kib(heap.svelte),
      unit: 'KiB',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.7 }],
    })
    report({
      suite: SUITE,
      name: `heap after ${CYCLES} create/clear cycles of the Svelte wall`,
      baselineLabel: 'after the 1st cycle',
      baseline: kib(growth.first),
      subject: kib(growth.last),
      unit: 'KiB',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.1 }],
    })
  } finally {
    await close()
  }
}

await main()
