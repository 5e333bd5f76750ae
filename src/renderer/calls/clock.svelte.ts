import { createSubscriber } from 'svelte/reactivity'
import { visibleTicker, type VisibleTicker } from './ticker'

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
