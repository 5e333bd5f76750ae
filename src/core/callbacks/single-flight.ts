import { CoreError, words } from '../errors/core-error'

/**
 * The calls being placed now, by callback and by number: a second Call now for
 * either (a double click, a second window) is refused until the first answers.
 */
export class CallsInFlight {
  readonly #keys = new Set<string>()

  /** Claims every key or none; answers the release. */
  claim(dispositionId: string, number: string): () => void {
    const keys = [`callback:${dispositionId}`, `number:${number}`]
    if (keys.some((key) => this.#keys.has(key))) {
      throw new CoreError('call_in_flight', words('errors.callbacks.inFlight', { number }))
    }
    for (const key of keys) this.#keys.add(key)
    return () => {
      for (const key of keys) this.#keys.delete(key)
    }
  }
}
