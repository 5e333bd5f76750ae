import { KNOWN_DISPOSITION_STATUSES, KNOWN_DISPOSITION_TYPES } from '../../shared/api'
import type { CallbackFilterOptions } from '../../shared/bridge'
import { Directory, listDispositions, type Cache } from '../cache'
import { MAX_QUEUE_SCAN } from './queue'

const PAGE_SIZE = 500

/**
 * What the filter menus offer: the cached agents, and the batches, statuses,
 * types and attempts the cached callbacks have. Known statuses and types are
 * always offered, so a filter can be set before the first callback of a kind.
 */
export function callbackFilterOptions(db: Cache, workspaceId: string | null): CallbackFilterOptions {
  if (workspaceId === null) return { agents: [], batchIds: [], statuses: [], dispositions: [], attempts: [] }
  const batchIds = new Set<string>()
  const statuses = new Set<string>(KNOWN_DISPOSITION_STATUSES)
  const dispositions = new Set<string>(KNOWN_DISPOSITION_TYPES)
  const attempts = new Set<number>()
  for (let page = 1; (page - 1) * PAGE_SIZE < MAX_QUEUE_SCAN; page++) {
    const result = listDispositions(db, workspaceId, { order: 'scheduledAt', page, limit: PAGE_SIZE })
    for (const d of result.data) {
      if (d.batchId) batchIds.add(d.batchId)
      statuses.add(d.status)
      dispositions.add(d.disposition)
      attempts.add(d.attempt)
    }
    if (page >= result.totalPages) break
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b))
  return {
    agents: new Directory(db, workspaceId).agentRefs(),
    batchIds: sorted(batchIds),
    statuses: sorted(statuses),
    dispositions: sorted(dispositions),
    attempts: [...attempts].sort((a, b) => a - b),
  }
}
