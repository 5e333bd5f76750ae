/**
 * The choice behind the wall's windowing: @tanstack/svelte-virtual (a
 * virtualizer over rows of cards, `browser/call-wall/TanstackWall.svelte`)
 * against CallGrid's hand-written window (`wall-window.ts`), both rendering the
 * same CallCard at 10,000 calls on the call-wall bench page, in the same run.
 * Figures without goals: they say which to keep (docs/decisions/0001-wall-windowing.md).
 */
import type { CDPSession, Page } from 'playwright-core'
import { MIN_ROUNDS, QUICK, report } from './harness'
import { openCallWallPage } from './browser/call-wall/open'
import { mainThreadCpuMs } from './support/chromium'

const CALLS = 10_000
const RUNS = QUICK ? 7 : 15
const SCROLL_MS = QUICK ? 2_000 : 4_000
const SCROLL_PX_PER_S = 2_000
const SUITE = 'Call wall windowing: @tanstack/svelte-virtual vs the hand-written window, 10,000 calls'
const BASELINE = 'CallGrid (hand-written window)'

type Side = 'svelte' | 'tanstack'
type Op = `${Side}${'Create' | 'Poll' | 'Clear'}`
interface ScrollResult {
  frames: number
  dropped: number
}
declare const bench: Record<Op, () => void> & Record<`${Side}Scroll`, (ms: number, speed: number) => Promise<ScrollResult>> & {
  prepare(count: number): void
  counts(): Record<string, number>
  drawn(): Promise<void>
}

const run = (page: Page, op: Op) => page.evaluate((name: Op) => bench[name](), op)

const cpuMs = (cdp: CDPSession, page: Page, op: Op) => mainThreadCpuMs(cdp, () => run(page, op))

async function main(): Promise<void> {
  const { page, cdp, close } = await openCallWallPage()
  try {
    await page.evaluate((count) => bench.prepare(count), CALLS)
    const create: Record<Side, number[]> = { svelte: [], tanstack: [] }
    const poll: Record<Side, number[]> = { svelte: [], tanstack: [] }
    const scroll: Record<Side, number[]> = { svelte: [], tanstack: [] }
    let rendered = ''
    for (let round = 0; round < RUNS; round++) {
      for (const side of round % 2 === 0 ? (['svelte', 'tanstack'] as const) : (['tanstack', 'svelte'] as const)) {
        create[side].push(await cpuMs(cdp, page, `${side}Create`))
        // CallGrid draws the rows beyond the view once the window is idle: the poll is timed on the wall as it stands.
        await page.evaluate(() => bench.drawn())
        if (round === 0) rendered += `${side} ${(await page.evaluate(() => bench.counts()))[side]} cards; `
        poll[side].push(await cpuMs(cdp, page, `${side}Poll`))
        if (round < MIN_ROUNDS) {
          const result = await page.evaluate(([s, ms, speed]) => bench[s === 'svelte' ? 'svelteScroll' : 'tanstackScroll'](ms, speed), [side, SCROLL_MS, SCROLL_PX_PER_S] as const)
          scroll[side].push(result.dropped / (result.frames + result.dropped))
        }
        await run(page, `${side}Clear`)
      }
    }
    const common = { suite: SUITE, baselineLabel: BASELINE, fair: 'the other way to window the same cards on the same page: the figures say which to keep', higherIsBetter: false }
    report({ ...common, name: `first render (main-thread CPU to end of layout, ${RUNS} rounds)`, baseline: create.svelte, subject: create.tanstack, unit: 'ms', note: rendered })
    report({ ...common, name: `a poll changing 10%: applied, ordered, summed up and shown (CPU, ${RUNS} rounds)`, baseline: poll.svelte, subject: poll.tanstack, unit: 'ms' })
    report({
      ...common,
      name: `frames missed in a ${SCROLL_MS / 1000}-s scripted scroll (share of frames at 60 fps, ${MIN_ROUNDS} rounds)`,
      baseline: scroll.svelte.slice(0, MIN_ROUNDS),
      subject: scroll.tanstack.slice(0, MIN_ROUNDS),
      unit: '',
    })
  } finally {
    await close()
  }
}

await main()
