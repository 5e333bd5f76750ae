import { flushSync, mount, unmount } from 'svelte'
import BenchWall from './BenchWall.svelte'
import { BENCH_NOW, changeSome, makeWall } from './data.ts'
import { VanillaWall } from './vanilla-wall.ts'

/**
 * The page the call-wall benchmark drives: the real CallGrid/CallCard and a
 * hand-written DOM wall of the same markup, in the same page. Each operation
 * ends with a forced reflow; the bench script measures its main-thread CPU.
 */
const svelteTarget = document.getElementById('svelte')
const vanillaTarget = document.getElementById('vanilla')
let svelteWall = null
let vanilla = null
let calls = []
let poll = 0

function canonical(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data.replace(/\s+/g, ' ').trim()
  if (node.nodeType !== Node.ELEMENT_NODE) return ''
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ')
  const children = [...node.childNodes].map(canonical).filter(Boolean).join('')
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`
}

/** Runs one change and forces style and layout, so the measured CPU covers the whole update. */
function settled(work) {
  work()
  void document.body.offsetHeight
}

window.bench = {
  prepare(count) {
    calls = makeWall(count)
  },
  svelteCreate: () =>
    settled(() => {
      svelteWall = mount(BenchWall, { target: svelteTarget, props: { now: BENCH_NOW, initial: calls } })
      flushSync()
    }),
  svelteUpdate() {
    const { next } = changeSome(calls, 0.1, ++poll)
    settled(() => {
      svelteWall.show(next)
      flushSync()
    })
    calls = next
  },
  svelteClear() {
    unmount(svelteWall)
    svelteWall = null
  },
  vanillaCreate: () =>
    settled(() => {
      vanilla = new VanillaWall(vanillaTarget, BENCH_NOW)
      vanilla.create(calls)
    }),
  vanillaUpdate() {
    const { next, changed } = changeSome(calls, 0.1, ++poll)
    settled(() => vanilla.update(changed))
    calls = next
  },
  vanillaClear() {
    vanilla.clear()
    vanilla = null
  },
  /** The first card of each wall, canonical (attributes sorted, comments and blank text dropped): it must be the same. */
  markup() {
    return {
      svelte: canonical(svelteTarget.querySelector('article')),
      vanilla: canonical(vanillaTarget.querySelector('article')),
    }
  },
  counts: () => ({ svelte: svelteTarget.querySelectorAll('article').length, vanilla: vanillaTarget.querySelectorAll('article').length }),
}
