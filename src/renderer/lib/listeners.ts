/** Who hears one kind of news from a state class; `add` answers the function that removes the listener. */
export class Listeners<Args extends unknown[]> {
  readonly #all = new Set<(...args: Args) => void>()

  add(listener: (...args: Args) => void): () => void {
    this.#all.add(listener)
    return () => this.#all.delete(listener)
  }

  emit(...args: Args): void {
    for (const listener of this.#all) listener(...args)
  }
}

/** Subscriptions that end together: answers the one function that stops every one. */
export function stopsTogether(stops: readonly (() => void)[]): () => void {
  return () => {
    for (const stop of stops) stop()
  }
}
