import { createSubscriber } from 'svelte/reactivity'
import { visibleTicker } from './ticker'

/**
 * One ticker for the whole wall: every card's duration reads `clock.now`. It
 * runs only while something on screen reads it and the window is visible
 * (`visibleTicker`): hidden, nothing ticks; shown again, `now` is the present at
 * once and every duration catches up in the first frame.
 */
class Clock {
  #now = Date.now()
  readonly #subscribe = createSubscriber((update) => {
    this.#now = Date.now()
    return visibleTicker(document, (now) => {
      this.#now = now
      update()
    })
  })

  get now(): number {
    this.#subscribe()
    return this.#now
  }
}

export const clock = new Clock()
