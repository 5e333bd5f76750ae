import type { DispositionFilters, DispositionRow } from '../../shared/bridge'
import { t } from '../i18n/translation.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { cached } from './cached'
import { PagedList } from './paged-list.svelte'

/** The dispositions history, and the one disposition open beside it. */
export class DispositionsHistory {
  readonly list = new PagedList<DispositionFilters, DispositionRow>(
    (filters, page, limit) => bridge.invoke('history.dispositions', { filters, page, limit }),
    {},
  )
  readonly #open = new Latest<DispositionRow>()

  get open(): DispositionRow | null {
    return this.#open.value
  }
  get openError(): string | null {
    return this.#open.error
  }

  /** Opens a row of the list at once, or one a search hit named from the cache. */
  async show(dispositionId: string): Promise<void> {
    const inList = this.list.rows.find((row) => row._id === dispositionId)
    if (inList) return this.#open.set(inList)
    await this.#open.load(async () => cached(await bridge.invoke('history.disposition', { dispositionId }), t('history.disposition.notCached')))
  }

  close(): void {
    this.#open.reset()
  }

  reset(): void {
    this.list.reset()
    this.close()
  }
}
