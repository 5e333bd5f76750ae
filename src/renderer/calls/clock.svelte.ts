import { createSubscriber } from 'svelte/reactivity'

/**
 * One ticker for the whole wall: every card's duration reads `clock.now`, and
 * the interval runs only while something on screen reads it.
 */
class Clock {
  #now = Date.now()
  readonly #subscribe = createSubscriber((update) => {
    this.#now = Date.now()
    const timer = setInterval(() => {
      this.#now = Date.now()
      update()
    }, 1000)
    return () => clearInterval(timer)
  })

  get now(): number {
    this.#subscribe()
    return this.#now
  }
}

export const clock = new Clock()
