import { namedQuery } from './cache'
import type { Cache } from './cache'

/** The resources a full sync lists, so deletions on the service can be detected. */
export type SyncedResource = 'agents' | 'flows' | 'dispositions' | 'conversations' | 'voices' | 'phoneNumbers'

const TABLE_OF: Record<SyncedResource, string> = {
  agents: 'agents',
  flows: 'flows',
  dispositions: 'call_dispositions',
  conversations: 'conversations',
  voices: 'voices',
  phoneNumbers: 'phone_numbers',
}

/**
 * After a complete full sync of `resource`: deletes the workspace's rows whose id
 * the service no longer listed (`keepIds`), with their messages and search
 * entries. Returns the deleted ids. Never call it after a partial listing.
 */
export const deleteMissing = namedQuery(
  'deleteMissing',
  (db: Cache, workspaceId: string, resource: SyncedResource, keepIds: readonly string[]): string[] => {
    const table = TABLE_OF[resource]
    const rows = db
      .statement(
        `DELETE FROM ${table} WHERE workspace_id = ? AND id NOT IN (SELECT value FROM json_each(?)) RETURNING id`,
      )
      .all(workspaceId, JSON.stringify(keepIds)) as { id: string }[]
    return rows.map((r) => r.id)
  },
)

/**
 * Every table that holds workspace rows; messages, sighting events and transcript segments go with their parents (ON DELETE CASCADE).
 * The compliance tables stay: a do-not-call entry is the supervisor's record, kept if the workspace is added again.
 */
const WORKSPACE_TABLES = [
  // The rollups before their rows, so the rows' delete triggers have nothing left to correct.
  'conversation_rollups',
  'conversation_lengths',
  'callback_rollups',
  'disposition_rollups',
  'conversations',
  'call_dispositions',
  'callback_attempts',
  'agents',
  'flows',
  'voices',
  'phone_numbers',
  'opened_records',
  'campaign_batches',
  // The rollups before the sightings, so the sightings' delete trigger has nothing left to correct.
  'call_rollups',
  'concurrency_rollups',
  'call_concurrency',
  'call_sightings',
  'sync_state',
  'outbox',
  'activity',
  'quarantine',
] as const

/** Removes everything cached for the workspace (when it is removed from the console). */
export const deleteWorkspace = namedQuery('deleteWorkspace', (db: Cache, workspaceId: string): void => {
  db.transaction(() => {
    for (const table of WORKSPACE_TABLES) {
      db.statement(`DELETE FROM ${table} WHERE workspace_id = ?`).run(workspaceId)
    }
  })
})
