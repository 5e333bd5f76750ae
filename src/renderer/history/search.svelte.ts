import type { HistorySearchResults } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'

/** Typing pauses shorter than this are one search: fast typists do not queue a search per key. */
export const SEARCH_DEBOUNCE_MS = 120
const HITS_PER_KIND = 10

/**
 * The one search box over the history. Searches after a short pause in
 * typing; only the latest query's answer is shown. `shown` hides the results
 * (the query stays) once a hit was opened.
 */
export class HistorySearch {
  #query = $state('')
  readonly #results = new Latest<HistorySearchResults>()
  /** A search waits for the pause in typing. */
  #waiting = $state(false)
  #shown = $state(false)
  #timer: ReturnType<typeof setTimeout> | undefined

  get query(): string {
    return this.#query
  }
  /** The answer to the current query; null while none arrived yet. */
  get results(): HistorySearchResults | null {
    return this.#results.value
  }
  get error(): string | null {
    return this.#results.error
  }
  get searching(): boolean {
    return this.#waiting || this.#results.loading
  }
  get shown(): boolean {
    return this.#shown && this.#query.trim() !== ''
  }
  get total(): number {
    const r = this.#results.value
    return r ? r.messages.length + r.conversations.length + r.dispositions.length + r.transcripts.length + r.agents.length : 0
  }

  type(query: string): void {
    this.#query = query
    this.#shown = true
    clearTimeout(this.#timer)
    if (query.trim() === '') {
      this.#waiting = false
      this.#results.reset()
      return
    }
    this.#waiting = true
    this.#timer = setTimeout(() => {
      this.#waiting = false
      void this.#run(query)
    }, SEARCH_DEBOUNCE_MS)
  }

  show(): void {
    this.#shown = true
  }
  hide(): void {
    this.#shown = false
  }
  clear(): void {
    this.type('')
  }

  /** Searches the current query again now, for new data (a sync finished, the workspace changed). */
  rerun(): void {
    if (this.#query.trim() !== '') void this.#run(this.#query)
  }

  async #run(query: string): Promise<void> {
    await this.#results.load(() => bridge.invoke('history.search', { query, limit: HITS_PER_KIND }))
  }
}
