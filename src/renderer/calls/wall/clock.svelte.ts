import { createSubscriber } from 'svelte/reactivity'

/**
 * One ticker for the whole wall: every card's duration reads `clock.now`. It
 * runs only while something on screen reads it and the window is visible
 * (`visibleTicker`): hidden, nothing ticks; shown again, `now` is the present at
 * once and every duration catches up in the first frame.
 */
class Clock {
  #now = Date.now()
  #ticker: VisibleTicker | undefined
  readonly #subscribe = createSubscriber((update) => {
    this.#now = Date.now()
    const ticker = visibleTicker(document, (now) => {
      this.#now = now
      update()
    })
    this.#ticker = ticker
    return () => {
      ticker.stop()
      this.#ticker = undefined
    }
  })

  get now(): number {
    this.#subscribe()
    return this.#now
  }

  /**
   * Keeps the ticks a quarter of a second away from a poll's changes. Chromium
   * draws a change at once when it drew nothing for a few frames, but a change
   * that comes within a few frames of another waits for the display's next
   * frame (up to 17 ms at 60 Hz): a tick landing just before each poll made
   * every poll's changes wait (the ticks and the polls keep their phase).
   */
  keepClearOf(at: number): void {
    this.#ticker?.keepClearOf(at)
  }
}

export const clock = new Clock()

/** What the ticker needs of the document: whether it is visible, and when that changes. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

export interface VisibleTicker {
  /** Stops ticking and following the document's visibility. */
  stop(): void
  /**
   * Keeps the ticks at least a quarter of an interval away from `at` (when
   * something else is drawn, such as a poll's changes): a tick that nearly
   * meets it is made at `at` instead, and the ticks go on from half an
   * interval after it.
   */
  keepClearOf(at: number): void
}

/**
 * Calls `tick` with the time every `everyMs` while the document is visible, and
 * never while it is hidden: a hidden window does no rendering work at all. Shown
 * again, it ticks at once, so whatever counts from the time catches up in the
 * first frame.
 */
export function visibleTicker(doc: VisibilitySource, tick: (now: number) => void, everyMs = 1_000): VisibleTicker {
  let timer: ReturnType<typeof setTimeout> | undefined
  /** When the next tick is due (`Date.now()` time): each one an interval after the last, whenever the timer fires. */
  let dueAt = 0
  const schedule = (at: number) => {
    clearTimeout(timer)
    dueAt = at
    timer = setTimeout(() => {
      tick(Date.now())
      schedule(dueAt + everyMs > Date.now() ? dueAt + everyMs : Date.now() + everyMs)
    }, at - Date.now())
  }
  const stop = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const changed = () => {
    if (doc.visibilityState !== 'visible') return stop()
    tick(Date.now())
    if (timer === undefined) schedule(Date.now() + everyMs)
  }
  doc.addEventListener('visibilitychange', changed)
  if (doc.visibilityState === 'visible') schedule(Date.now() + everyMs)
  return {
    stop() {
      stop()
      doc.removeEventListener('visibilitychange', changed)
    },
    keepClearOf(at) {
      if (timer === undefined || Math.min(Math.abs(dueAt - at), Math.abs(at - (dueAt - everyMs))) >= everyMs / 4) return
      tick(Date.now())
      schedule(at + everyMs / 2)
    },
  }
}
