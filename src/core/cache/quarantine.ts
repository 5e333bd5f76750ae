import type { QuarantineEntry } from '../../shared/bridge'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import { toIso } from './values'


interface QuarantineRow {
  resource: string
  item_id: string
  reason: string
  first_seen_at: string
  last_seen_at: string
  count: number
}

/** The most recently seen first; a service answering thousands of odd items still shows a bounded list. */
const LIST_LIMIT = 200

/** Records each item (a repeat counts up and keeps the newest reason); answers the items seen for the first time. */
export const recordQuarantined = namedQuery(
  'recordQuarantined',
  (
    db: Cache,
    workspaceId: string,
    items: readonly { resource: string; itemId: string; reason: string }[],
    at: string,
  ): { resource: string; itemId: string; reason: string }[] => {
    const seenAt = toIso(at)
    return db.transaction(() =>
      items.filter((item) => {
        const row = db
          .statement(
            `INSERT INTO quarantine (workspace_id, resource, item_id, reason, first_seen_at, last_seen_at, count)
             VALUES (@workspaceId, @resource, @itemId, @reason, @at, @at, 1)
             ON CONFLICT (workspace_id, resource, item_id) DO UPDATE SET
               reason = @reason, last_seen_at = @at, count = quarantine.count + 1
             RETURNING count`,
          )
          .get({ workspaceId, resource: item.resource, itemId: item.itemId, reason: item.reason, at: seenAt }) as {
          count: number
        }
        return row.count === 1
      }),
    )
  },
)

export const listQuarantine = namedQuery('listQuarantine', (db: Cache, workspaceId: string): QuarantineEntry[] => {
  const rows = db
    .statement(
      `SELECT resource, item_id, reason, first_seen_at, last_seen_at, count FROM quarantine
       WHERE workspace_id = ? ORDER BY last_seen_at DESC, resource, item_id LIMIT ${LIST_LIMIT}`,
    )
    .all(workspaceId) as QuarantineRow[]
  return rows.map((row) => ({
    resource: row.resource,
    itemId: row.item_id,
    reason: row.reason,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
    count: row.count,
  }))
})
