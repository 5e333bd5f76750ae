import type { HistorySearchResults } from '../../shared/bridge'
import { bridge } from '../lib/bridge'

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
  #results = $state.raw<HistorySearchResults | null>(null)
  #error = $state<string | null>(null)
  #searching = $state(false)
  #shown = $state(false)
  #timer: ReturnType<typeof setTimeout> | undefined
  #sequence = 0

  get query(): string {
    return this.#query
  }
  /** The answer to the current query; null while none arrived yet. */
  get results(): HistorySearchResults | null {
    return this.#results
  }
  get error(): string | null {
    return this.#error
  }
  get searching(): boolean {
    return this.#searching
  }
  get shown(): boolean {
    return this.#shown && this.#query.trim() !== ''
  }
  get total(): number {
    const r = this.#results
    return r ? r.messages.length + r.conversations.length + r.dispositions.length + r.agents.length : 0
  }

  type(query: string): void {
    this.#query = query
    this.#shown = true
    clearTimeout(this.#timer)
    if (query.trim() === '') {
      this.#sequence++
      this.#results = null
      this.#searching = false
      this.#error = null
      return
    }
    this.#searching = true
    this.#timer = setTimeout(() => void this.#run(query), SEARCH_DEBOUNCE_MS)
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
    const sequence = ++this.#sequence
    const result = await bridge.invoke('history.search', { query, limit: HITS_PER_KIND })
    if (sequence !== this.#sequence) return
    this.#searching = false
    if (result.ok) {
      this.#results = result.value
      this.#error = null
    } else {
      this.#error = result.error.message
    }
  }
}
