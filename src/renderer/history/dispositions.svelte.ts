import type { DispositionFilters, DispositionRow } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { PagedList } from './paged-list.svelte'

/** The dispositions history, and the one disposition open beside it. */
export class DispositionsHistory {
  readonly list = new PagedList<DispositionFilters, DispositionRow>(
    (filters, page, limit) => bridge.invoke('history.dispositions', { filters, page, limit }),
    {},
  )
  #open = $state.raw<DispositionRow | null>(null)
  #openError = $state<string | null>(null)
  #sequence = 0

  get open(): DispositionRow | null {
    return this.#open
  }
  get openError(): string | null {
    return this.#openError
  }

  /** Opens a row of the list at once, or one a search hit named from the cache. */
  async show(dispositionId: string): Promise<void> {
    const sequence = ++this.#sequence
    this.#openError = null
    const inList = this.list.rows.find((row) => row._id === dispositionId)
    if (inList) {
      this.#open = inList
      return
    }
    const result = await bridge.invoke('history.disposition', { dispositionId })
    if (sequence !== this.#sequence) return
    if (!result.ok) this.#openError = result.error.message
    else if (!result.value) this.#openError = 'This disposition is not in the cache any more.'
    else this.#open = result.value
  }

  close(): void {
    this.#sequence++
    this.#open = null
    this.#openError = null
  }

  reset(): void {
    this.list.reset()
    this.close()
  }
}
