/**
 * The live transcript of a one-hour call (1,500 segments) in headless
 * Chromium: the real TranscriptView (compiled by Vite + the Svelte plugin into
 * a temp dir) fed by the real transcript module, against a hand-written list
 * of the same lines in the same markup and CSS, on the same page, in the same
 * run. Each round shows the transcript (at its end, as it opens), scrolls
 * back to its first line and down again, then hears three more lines (two
 * interim texts and the final one each). Figures: the longest main-thread
 * task of each round, as main-thread CPU time (a trace's top-level tasks on
 * the renderer's main thread, their thread duration): the bench machines are
 * shared, and a task's wall-clock time there is mostly waiting for a core;
 * and the first show's main-thread CPU (Chrome's ThreadTime).
 */
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { QUICK, report } from './harness'
import { mainThreadCpuMs, mainThreadEventCpuMs, openBenchPage } from './support/chromium'

const SEGMENTS = 1_500
const RUNS = QUICK ? 5 : 9
/** A supervisor flicking back through an hour (about 40,000 px) in some 5 s, and down again. */
const SCROLL_PX_PER_S = 8_000
const SUITE = 'Live transcript: a one-hour call (1,500 segments) in Chromium'
const BASELINE = 'hand-written list of the same lines, same markup and CSS'

type Side = 'svelte' | 'vanilla'
interface Round {
  /** The lines in the DOM with the first line at the top. */
  lines: number
}
interface TranscriptBench {
  prepare(segments: number): void
  svelteCreate(): void
  vanillaCreate(): void
  svelteClear(): void
  vanillaClear(): void
  svelteRound(speed: number): Promise<Round>
  vanillaRound(speed: number): Promise<Round>
  markup(): { svelte: string; vanilla: string }
}
declare const bench: TranscriptBench

/** Runs `work` traced; answers the main-thread CPU time of each top-level task of the renderer's main thread meanwhile, in ms. */
const taskCpuMs = (cdp: CDPSession, work: () => Promise<unknown>): Promise<number[]> =>
  mainThreadEventCpuMs(cdp, { category: 'toplevel', event: 'ThreadControllerImpl::RunTask' }, work)

const sides = (run: number): readonly Side[] => (run % 2 === 0 ? ['svelte', 'vanilla'] : ['vanilla', 'svelte'])

async function showTimes(page: Page, cdp: CDPSession): Promise<Record<Side, number[]>> {
  const times: Record<Side, number[]> = { svelte: [], vanilla: [] }
  for (let run = 0; run < RUNS; run++) {
    for (const side of sides(run)) {
      times[side].push(await mainThreadCpuMs(cdp, () => page.evaluate((s) => bench[s === 'svelte' ? 'svelteCreate' : 'vanillaCreate'](), side)))
      await page.evaluate((s) => bench[s === 'svelte' ? 'svelteClear' : 'vanillaClear'](), side)
    }
  }
  return times
}

async function main(): Promise<void> {
  const root = join(import.meta.dirname, 'browser/transcript')
  const { page, cdp, close } = await openBenchPage({
    root,
    viewport: { width: 900, height: 900 },
    svelte: { cssHash: 'svelte-bench' },
    alias: [{ find: /^\.\.\/lib\/bridge$/, replacement: join(root, 'bridge-stub.ts') }],
  })
  try {
    await page.evaluate((segments) => bench.prepare(segments), SEGMENTS)
    // Same markup, or the comparison means nothing.
    await page.evaluate(() => {
      bench.svelteCreate()
      bench.vanillaCreate()
    })
    const { svelte, vanilla } = await page.evaluate(() => bench.markup())
    if (svelte !== vanilla) throw new Error(`The two lists differ:\n${svelte.slice(0, 2000)}\n${vanilla.slice(0, 2000)}`)
    await page.evaluate(() => {
      bench.svelteClear()
      bench.vanillaClear()
    })

    const show = await showTimes(page, cdp)
    const longest: Record<Side, number[]> = { svelte: [], vanilla: [] }
    let tasks = 0
    for (let run = 0; run < RUNS; run++) {
      for (const side of sides(run)) {
        await page.evaluate((segments) => bench.prepare(segments), SEGMENTS)
        await cdp.send('HeapProfiler.collectGarbage')
        let round: Round | undefined
        const cpu = await taskCpuMs(cdp, async () => {
          round = await page.evaluate(([s, speed]) => bench[s === 'svelte' ? 'svelteRound' : 'vanillaRound'](speed), [side, SCROLL_PX_PER_S] as const)
        })
        if (round?.lines !== SEGMENTS) throw new Error(`${side} held ${round?.lines} lines at the top, not ${SEGMENTS}`)
        if (cpu.length === 0) throw new Error(`No task of the ${side} round in the trace`)
        longest[side].push(Math.max(...cpu))
        if (side === 'svelte') tasks += cpu.length
      }
    }
    const subjectLongest = longest.svelte
    report({
      suite: SUITE,
      name: `longest main-thread task of each round (CPU): shown, scrolled back to the first line and down at ${SCROLL_PX_PER_S} px/s, three lines heard (${RUNS} rounds)`,
      baselineLabel: BASELINE,
      fair: 'the same lines in the same markup and CSS by hand, on the same page; the goal is on the task itself (issue 33)',
      baseline: longest.vanilla,
      subject: subjectLongest,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'subject', atMost: 50 }],
      note: `worst round ${Math.max(...subjectLongest).toFixed(1)} ms, of ${tasks} tasks in all. The view renders the last 100 lines, 100 more each time the supervisor scrolls near the top; the hand-written list renders all 1,500.`,
    })
    report({
      suite: SUITE,
      name: `first show of a 1,500-line transcript (main-thread CPU to end of layout, ${RUNS} rounds)`,
      baselineLabel: BASELINE,
      fair: 'the same lines in the same markup and CSS by hand, on the same page, all of them rendered at once',
      baseline: show.vanilla,
      subject: show.svelte,
      unit: 'ms',
      higherIsBetter: false,
    })
  } finally {
    await close()
  }
}

await main()
