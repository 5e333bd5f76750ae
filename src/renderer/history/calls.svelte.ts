import type { Page } from '../../shared/api'
import type { CallRow, DayCount } from '../../shared/bridge'
import { timeZone } from '../app/time-zone.svelte'
import { bridge } from '../lib/bridge'
import { callFilters, type CallViewFilters } from './filters'
import { PagedList } from './paged-list.svelte'

/** A page of calls with the per-day counts over the whole filtered history. */
type CallsAnswer = Page<CallRow> & { perDay: DayCount[] }

/** The calls the console saw, with per-day counts over the whole filtered history. */
export class CallsHistory {
  readonly list = new PagedList<CallViewFilters, CallRow, CallsAnswer>(
    async (filters, page, limit) => {
      const result = await bridge.invoke('history.calls', { filters: callFilters(filters, timeZone.zone), page, limit, timeZone: timeZone.zone })
      return result.ok ? { ok: true, value: { ...result.value.page, perDay: result.value.perDay } } : result
    },
    {},
  )

  /** Counted with the page shown, so a stale answer's counts never land either. */
  get perDay(): DayCount[] {
    return this.list.answer?.perDay ?? []
  }

  reset(): void {
    this.list.reset()
  }
}
