import { KNOWN_DISPOSITION_STATUSES, KNOWN_DISPOSITION_TYPES } from '../../shared/api'
import type { CallbackBatch, CallbackFilterOptions } from '../../shared/bridge'
import { Directory, getRememberedBatch, listDispositions, type Cache } from '../cache'
import { MAX_QUEUE_SCAN } from './queue'

const PAGE_SIZE = 500

/**
 * What the filter menus offer: the cached agents, and the batches, statuses,
 * types and attempts the cached callbacks have. Known statuses and types are
 * always offered, so a filter can be set before the first callback of a kind.
 */
export function callbackFilterOptions(db: Cache, workspaceId: string | null): CallbackFilterOptions {
  if (workspaceId === null) return { agents: [], batches: [], statuses: [], dispositions: [], attempts: [] }
  const batches = new Map<string, { agentId: string; firstCreatedAt: string }>()
  const statuses = new Set<string>(KNOWN_DISPOSITION_STATUSES)
  const dispositions = new Set<string>(KNOWN_DISPOSITION_TYPES)
  const attempts = new Set<number>()
  for (let page = 1; (page - 1) * PAGE_SIZE < MAX_QUEUE_SCAN; page++) {
    const result = listDispositions(db, workspaceId, { order: 'scheduledAt', page, limit: PAGE_SIZE })
    for (const d of result.data) {
      const seen = d.batchId ? batches.get(d.batchId) : undefined
      if (d.batchId && (!seen || d.createdAt < seen.firstCreatedAt)) batches.set(d.batchId, { agentId: d.agentId, firstCreatedAt: d.createdAt })
      statuses.add(d.status)
      dispositions.add(d.disposition)
      attempts.add(d.attempt)
    }
    if (page >= result.totalPages) break
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b))
  const directory = new Directory(db, workspaceId)
  const named = [...batches].map(([batchId, seen]): CallbackBatch => {
    const remembered = getRememberedBatch(db, workspaceId, batchId)
    return {
      batchId,
      name: remembered?.name ?? null,
      fileName: remembered?.fileName ?? null,
      agentName: directory.agentName(remembered?.agentId ?? seen.agentId),
      createdAt: remembered?.createdAt ?? seen.firstCreatedAt,
    }
  })
  return {
    agents: directory.agentRefs(),
    batches: named.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    statuses: sorted(statuses),
    dispositions: sorted(dispositions),
    attempts: [...attempts].sort((a, b) => a - b),
  }
}
