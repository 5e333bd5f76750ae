import { flushSync, mount, unmount } from 'svelte'
import '../../../../src/renderer/styles/attention.css'
import { DEFAULT_WALL_RULES, NO_FILTERS, applySnapshot, filterChoices, orderWall, summarizeWall } from '../../../../src/renderer/calls/wall/model'
import BenchWall from './BenchWall.svelte'
import TanstackWall from './TanstackWall.svelte'
import { BENCH_NOW, changeSome, makeWall } from './data.ts'
import { VanillaWall } from './vanilla-wall.ts'
import { formatPhone, phoneFormatLoaded } from '../../../../src/renderer/lib/phone.svelte'

/**
 * The page the call-wall benchmark drives: the real CallGrid/CallCard and a
 * hand-written DOM wall of the same markup and the same windowing, each in a
 * window-high scroller of the same page. Each operation ends with a forced
 * reflow; the bench script measures its main-thread CPU.
 */
const svelteTarget = document.getElementById('svelte')
const vanillaTarget = document.getElementById('vanilla')
const tanstackTarget = document.getElementById('tanstack')
let tanstackWall = null
const FRAME_MS = 1000 / 60
let svelteWall = null
let vanilla = null
let calls = []
let wall = new Map()
let poll = 0

function canonical(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data.replace(/\s+/g, ' ').trim()
  if (node.nodeType !== Node.ELEMENT_NODE) return ''
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ')
  const children = [...node.childNodes].map(canonical).filter(Boolean).join('')
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`
}

/**
 * Runs one change and forces style and layout, so the measured CPU covers the whole update. A clear too: the next
 * operation timed, often the other wall's, starts from a page laid out, not paying for the removal of this one.
 */
function settled(work) {
  work()
  void document.body.offsetHeight
}

const showSvelte = (next) => {
  svelteWall.show(next)
  flushSync()
}
const showVanilla = (next) => vanilla.show(next)

/**
 * One poll as the live wall takes it: the diff applied to the wall's map, the
 * wall ordered (pins first, then the longest) and summed up for the summary bar
 * and the filter menus, then shown.
 */
function wallPoll(show) {
  const { changed } = changeSome(calls, 0.1, ++poll)
  settled(() => {
    const snapshot = { workspaceId: 'ws', full: false, added: [], changed: changed.map((entry) => entry.call), removed: [], count: wall.size, serverTime: null, polledAt: new Date(BENCH_NOW).toISOString(), transfersWaiting: {}, matches: {} }
    wall = applySnapshot(wall, snapshot)
    calls = orderWall(wall, { filters: NO_FILTERS, sort: 'longest', rules: DEFAULT_WALL_RULES, now: BENCH_NOW }, calls)
    summarizeWall(wall, BENCH_NOW, DEFAULT_WALL_RULES)
    filterChoices(wall)
    show(calls)
  })
}

/** Counts frames for `ms` with nothing to do: what this machine draws at best, right now. */
function idleFrames(ms) {
  return scripted(null, ms, 0)
}

/** Scrolls a wall down at `speed` px/s for `ms`, a step each frame; counts the frames drawn and those missed (gaps over 1.5 frames). */
function scripted(scroller, ms, speed) {
  if (scroller) {
    // The scrollers stand one below the other: the one measured must be the one in the viewport, or it is scrolled unseen
    // and nothing of it is painted (a wall out of view missed no frames at all).
    scroller.scrollIntoView({ block: 'start' })
    scroller.scrollTop = 0
  }
  return new Promise((resolve) => {
    let start = null
    let last = 0
    let frames = 0
    let dropped = 0
    const step = (t) => {
      if (start === null) {
        start = last = t
      } else {
        const gap = t - last
        last = t
        frames++
        if (gap > 1.5 * FRAME_MS) dropped += Math.round(gap / FRAME_MS) - 1
        if (scroller) scroller.scrollTop = ((t - start) * speed) / 1000
      }
      if (t - start < ms) requestAnimationFrame(step)
      else resolve({ frames, dropped, rendered: scroller ? scroller.querySelectorAll('article').length : 0 })
    }
    requestAnimationFrame(step)
  })
}

window.bench = {
  async prepare(count) {
    // Both walls write numbers in words, as the console does once its formatter has arrived (at the first number shown).
    formatPhone('+14155550100')
    while (!phoneFormatLoaded()) await new Promise((resolve) => setTimeout(resolve, 10))
    wall = new Map(makeWall(count).map((entry) => [entry.call.roomName, entry]))
    calls = orderWall(wall, { filters: NO_FILTERS, sort: 'longest', rules: DEFAULT_WALL_RULES, now: BENCH_NOW })
  },
  svelteCreate: () =>
    settled(() => {
      svelteWall = mount(BenchWall, { target: svelteTarget, props: { now: BENCH_NOW, initial: calls, scroller: svelteTarget } })
      flushSync()
    }),
  svelteUpdate() {
    const { next } = changeSome(calls, 0.1, ++poll)
    settled(() => showSvelte(next))
    calls = next
  },
  sveltePoll: () => wallPoll(showSvelte),
  svelteClear: () =>
    settled(() => {
      unmount(svelteWall)
      svelteWall = null
      svelteTarget.scrollTop = 0
    }),
  vanillaCreate: () =>
    settled(() => {
      vanilla = new VanillaWall(vanillaTarget, BENCH_NOW)
      vanilla.create(calls)
    }),
  vanillaUpdate() {
    const { next } = changeSome(calls, 0.1, ++poll)
    settled(() => showVanilla(next))
    calls = next
  },
  vanillaPoll: () => wallPoll(showVanilla),
  /** The machine's floor for a scroll: the first `count` calls as a static list of the same cards, every one rendered, nothing changing as it scrolls. */
  staticCreate: (count) =>
    settled(() => {
      vanilla = new VanillaWall(vanillaTarget, BENCH_NOW, false)
      vanilla.create(calls.slice(0, count))
    }),
  vanillaClear: () =>
    settled(() => {
      vanilla.clear()
      vanilla = null
      vanillaTarget.scrollTop = 0
    }),
  svelteScroll: (ms, speed) => scripted(svelteTarget, ms, speed),
  tanstackCreate: () =>
    settled(() => {
      tanstackWall = mount(TanstackWall, { target: tanstackTarget, props: { now: BENCH_NOW, initial: calls, scroller: tanstackTarget } })
      flushSync()
    }),
  tanstackPoll: () =>
    wallPoll((next) => {
      tanstackWall.show(next)
      flushSync()
    }),
  tanstackClear() {
    unmount(tanstackWall)
    tanstackWall = null
    tanstackTarget.scrollTop = 0
  },
  tanstackScroll: (ms, speed) => scripted(tanstackTarget, ms, speed),
  vanillaScroll: (ms, speed) => scripted(vanillaTarget, ms, speed),
  idleFrames,
  /** Resolves once both walls have drawn the rows beyond the view (each waits for the window to be idle after its first frame). */
  drawn: () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(undefined), { timeout: 1_000 }))),
  /** The first card of each wall, canonical (attributes sorted, comments and blank text dropped): it must be the same. */
  /** Every card of each wall, flags and all: the walls must draw the same DOM for the comparison to mean anything. */
  markup() {
    const cards = (target) => [...target.querySelectorAll('article')].map(canonical).join('\n')
    return { svelte: cards(svelteTarget), vanilla: cards(vanillaTarget) }
  },
  counts: () => ({
    svelte: svelteTarget.querySelectorAll('article').length,
    vanilla: vanillaTarget.querySelectorAll('article').length,
    tanstack: tanstackTarget.querySelectorAll('article').length,
  }),
}
