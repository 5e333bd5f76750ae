import type { CallRow, DayCount } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { callFilters, type CallViewFilters } from './filters'
import { currentUtcOffsetMinutes } from './format'
import { PagedList } from './paged-list.svelte'

/** The calls the console saw, with per-day counts over the whole filtered history. */
export class CallsHistory {
  #perDay = $state.raw<DayCount[]>([])
  #sequence = 0
  readonly list = new PagedList<CallViewFilters, CallRow>(async (filters, page, limit) => {
    const utcOffsetMinutes = currentUtcOffsetMinutes()
    const sequence = ++this.#sequence
    const result = await bridge.invoke('history.calls', {
      filters: callFilters(filters),
      page,
      limit,
      utcOffsetMinutes,
    })
    if (!result.ok) return result
    // A stale answer is dropped by the list; its counts must not land either.
    if (sequence === this.#sequence) this.#perDay = result.value.perDay
    return { ok: true, value: result.value.page }
  }, {})

  get perDay(): DayCount[] {
    return this.#perDay
  }

  reset(): void {
    this.#sequence++
    this.list.reset()
    this.#perDay = []
  }
}
