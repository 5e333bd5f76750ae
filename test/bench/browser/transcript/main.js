import { flushSync, mount, unmount } from 'svelte'
import { mergeTranscript, RoomTranscripts } from '../../../../src/renderer/calls/listen/transcript'
import { systemZone } from '../../../../src/shared/time/zoned-format'
import clips from '../../../../src/simulator/media/speech/clips.json'
import BenchTranscript from './BenchTranscript.svelte'
import { VanillaTranscript } from './vanilla-transcript.ts'

/**
 * The page the transcript benchmark drives: the real TranscriptView showing a
 * one-hour call's transcript, built by the real transcript module, and a
 * hand-written list of the same lines in the same markup and CSS, each in its
 * own box of the same page.
 */
const svelteTarget = document.getElementById('svelte')
const vanillaTarget = document.getElementById('vanilla')
const ROOM = 'room-bench'
const T0 = Date.UTC(2026, 2, 8, 14)
const AGENT = { kind: 'agent', name: 'Billing Agent' }
const CUSTOMER = { kind: 'customer', name: 'Customer' }
const agentLines = clips.filter((clip) => clip.speaker === 'agent').map((clip) => clip.text)
const customerLines = clips.filter((clip) => clip.speaker === 'customer').map((clip) => clip.text)

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

let rooms = new RoomTranscripts()
let count = 0
let svelteList = null
let vanilla = null

/** The segment `n` of the call: the agent and the customer taking turns, one line every 2.4 s (1,500 in an hour). */
function heard(n, text, final) {
  const agent = n % 2 === 0
  const lines = agent ? agentLines : customerLines
  return { roomName: ROOM, segmentId: `SG_${n}`, speaker: agent ? AGENT : CUSTOMER, text: text ?? lines[n % lines.length], final, at: T0 + n * 2400 }
}

const transcript = () => mergeTranscript(rooms.of(ROOM), [])

/** Runs one change and forces style and layout, so the task measured holds the whole update. */
function settled(work) {
  work()
  void document.body.offsetHeight
}

/**
 * Scrolls a list at `speed` px/s, a step each frame: up until its first line is
 * at the top (earlier lines the view renders as it nears the top included), or
 * down to its bottom. Answers how many lines were in the DOM at the end.
 */
function scroll(lines, direction, speed) {
  lines.scrollIntoView({ block: 'start' })
  return new Promise((resolve) => {
    let last = null
    const step = (t) => {
      const dt = last === null ? 0 : t - last
      last = t
      lines.scrollTop += (direction === 'up' ? -1 : 1) * ((speed * dt) / 1000)
      const done = direction === 'up' ? lines.scrollTop <= 0 && lines.querySelectorAll('li').length >= count : lines.scrollHeight - lines.scrollTop - lines.clientHeight < 1
      if (done) resolve(lines.querySelectorAll('li').length)
      else requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })
}

/** The next line heard while the transcript shows: two interim texts, then the final one, each a stream. */
async function stream(show) {
  const n = count++
  const words = heard(n, undefined, true).text.split(' ')
  for (const [text, final] of [
    [words.slice(0, 2).join(' '), false],
    [words.slice(0, 5).join(' '), false],
    [words.join(' '), true],
  ]) {
    rooms.receive(heard(n, text, final))
    settled(() => show(transcript()))
    await frame()
  }
}

const svelteLines = () => svelteTarget.querySelector('[role="log"]')

window.bench = {
  /** A one-hour call's transcript: `segments` final segments through the real module. */
  prepare(segments) {
    rooms = new RoomTranscripts()
    for (count = 0; count < segments; count++) rooms.receive(heard(count, undefined, true))
  },
  svelteCreate: () =>
    settled(() => {
      svelteList = mount(BenchTranscript, { target: svelteTarget, props: { initial: transcript() } })
      flushSync()
    }),
  vanillaCreate: () =>
    settled(() => {
      vanilla = new VanillaTranscript(vanillaTarget, systemZone())
      vanilla.show(transcript())
    }),
  /**
   * One round: the transcript shown (at its end, as it opens), scrolled back to
   * its first line and down again at `speed` px/s, then three lines heard.
   * Answers how many lines the DOM held at the top.
   */
  async svelteRound(speed) {
    await frame()
    window.bench.svelteCreate()
    await frame()
    const lines = await scroll(svelteLines(), 'up', speed)
    await scroll(svelteLines(), 'down', speed)
    for (let i = 0; i < 3; i++)
      await stream((next) => {
        svelteList.show(next)
        flushSync()
      })
    unmount(svelteList)
    svelteList = null
    await frame()
    return { lines }
  },
  async vanillaRound(speed) {
    await frame()
    window.bench.vanillaCreate()
    await frame()
    const lines = await scroll(vanilla.lines, 'up', speed)
    await scroll(vanilla.lines, 'down', speed)
    for (let i = 0; i < 3; i++) await stream((next) => vanilla.show(next))
    vanilla.clear()
    vanilla = null
    await frame()
    return { lines }
  },
  svelteClear() {
    unmount(svelteList)
    svelteList = null
  },
  vanillaClear() {
    vanilla.clear()
    vanilla = null
  },
  /** The list and its last lines (those the view shows first), attributes sorted and spacing folded: the two must match. */
  markup() {
    const canonical = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.data.replace(/\s+/g, ' ').trim()
      if (node.nodeType !== Node.ELEMENT_NODE) return ''
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ')
      return `<${node.localName} ${attributes}>${[...node.childNodes].map(canonical).filter(Boolean).join('')}</${node.localName}>`
    }
    const of = (target) => {
      const list = target.querySelector('.lines').cloneNode(false)
      const items = [...target.querySelectorAll('li')].slice(-100)
      return canonical(list) + items.map(canonical).join('')
    }
    return { svelte: of(svelteTarget), vanilla: of(vanillaTarget) }
  },
}
