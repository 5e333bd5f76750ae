import type { ActivityEntry, ActivityFilters } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { PagedList } from './paged-list.svelte'

/** The activity log: every write this console made in the workspace, newest first. */
export class ActivityHistory {
  readonly list = new PagedList<ActivityFilters, ActivityEntry>(
    (filters, page, limit) => bridge.invoke('history.activity', { filters, page, limit }),
    {},
  )

  /** A write was just recorded: the first page shows it; a supervisor reading page 3 keeps it still. */
  recorded(): void {
    if (this.list.loaded && this.list.page === 1) void this.list.load()
  }

  reset(): void {
    this.list.reset()
  }
}
