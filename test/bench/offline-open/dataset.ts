/**
 * A cache file of issue 5's shape, written through the cache's own repositories
 * as a sync would: a seeded PRNG over the benchmarks' call-centre vocabulary
 * with a Zipf distribution (support/dataset.ts), like cache.bench.ts. Callback times are spread
 * around the real now, so the callbacks queue has overdue, today and later rows.
 */
import { openCache, upsertConversations, upsertDispositions } from '../../../src/core/cache'
import { benchRows } from '../support/dataset'

export interface DatasetSize {
  dispositions: number
  conversations: number
  messagesPerConversation: number
}

/** Writes the data set for `workspaceId` into a new cache file at `path`. */
export function writeDataset(path: string, workspaceId: string, size: DatasetSize, now: number): void {
  const rows = benchRows(now)
  // Generated and written a page at a time, as a sync does, so 500,000 messages never sit in memory at once.
  const db = openCache(path)
  try {
    for (let i = 0; i < size.dispositions; i += 1000) {
      const page = Array.from({ length: Math.min(1000, size.dispositions - i) }, (_, k) => rows.disposition(i + k))
      upsertDispositions(db, workspaceId, page)
    }
    for (let i = 0; i < size.conversations; i += 200) {
      const page = Array.from({ length: Math.min(200, size.conversations - i) }, (_, k) => rows.conversation(i + k, size.messagesPerConversation))
      upsertConversations(db, workspaceId, page)
    }
  } finally {
    db.close()
  }
}
