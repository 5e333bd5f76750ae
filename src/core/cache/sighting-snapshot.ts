import type { ActiveCall } from '../../shared/api'
import { namedQuery } from './cache'
import type { Cache } from './cache'
import type { SightingEventKind, SnapshotDiff } from './sightings'
import { toIso } from './values'

interface StoredSighting {
  pk: number
  active: number
  ended_by: string | null
  customer_name: string | null
  last_sentiment: string
  last_message: string
  transfer_requested: number
}

/**
 * Records one poll of the active calls, in one transaction: new calls get a
 * sighting, known ones their last-seen facts, and a timeline event for each new
 * sentiment, new last message and transfer request. Calls active before and
 * missing now are ended remotely (ended at their last sighting, unless a
 * supervisor already ended them).
 */
export const recordSnapshot = namedQuery(
  'recordSnapshot',
  (db: Cache, workspaceId: string, calls: readonly ActiveCall[], seenAt: string): SnapshotDiff => {
    const at = toIso(seenAt)
    const findActive = db.statement('SELECT pk, room_name FROM call_sightings WHERE workspace_id = ? AND active = 1')
    const find = db.statement(
      `SELECT pk, active, ended_by, customer_name, last_sentiment, last_message, transfer_requested
       FROM call_sightings WHERE workspace_id = ? AND room_name = ?`,
    )
    const insert = db.statement(`
      INSERT INTO call_sightings (workspace_id, room_name, call_id, customer_name, customer_phone, ai_agent_name, type,
        first_seen_at, last_seen_at, peak_duration, last_sentiment, last_message, transfer_requested, active)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING pk`)
    const update = db.statement(`
      UPDATE call_sightings SET call_id = ?, customer_name = coalesce(?, customer_name), customer_phone = ?,
        ai_agent_name = ?, type = ?, last_seen_at = ?, peak_duration = max(peak_duration, ?), last_sentiment = ?,
        last_message = ?, transfer_requested = max(transfer_requested, ?), active = 1,
        ended_at = CASE WHEN ended_by = 'remote' THEN NULL ELSE ended_at END,
        ended_by = CASE WHEN ended_by = 'remote' THEN NULL ELSE ended_by END
      WHERE pk = ?`)
    const addEvent = db.statement(
      'INSERT INTO call_sighting_events (sighting_pk, workspace_id, at, kind, value) VALUES (?, ?, ?, ?, ?)',
    )
    const end = db.statement(`
      UPDATE call_sightings SET active = 0, ended_at = coalesce(ended_at, last_seen_at),
        ended_by = coalesce(ended_by, 'remote')
      WHERE pk = ?`)

    return db.transaction(() => {
      const diff: SnapshotDiff = { added: [], changed: [], removed: [] }
      const wasActive = new Map(
        (findActive.all(workspaceId) as { pk: number; room_name: string }[]).map((r) => [r.room_name, r.pk]),
      )
      const event = (pk: number, kind: SightingEventKind, value: string) =>
        addEvent.run(pk, workspaceId, at, kind, value)

      const seen = new Set<string>()
      for (const call of calls) {
        if (seen.has(call.roomName)) continue
        seen.add(call.roomName)
        wasActive.delete(call.roomName)
        const customerName = call.customerName ?? null
        const transfer = call.transferRequested ? 1 : 0
        const stored = find.get(workspaceId, call.roomName) as StoredSighting | undefined
        if (!stored) {
          const { pk } = insert.get(
            workspaceId,
            call.roomName,
            call.id,
            customerName,
            call.customerPhone,
            call.aiAgentName,
            call.type,
            at,
            at,
            call.duration,
            call.sentiment,
            call.lastMessage,
            transfer,
          ) as { pk: number }
          if (call.sentiment) event(pk, 'sentiment', call.sentiment)
          if (call.lastMessage) event(pk, 'message', call.lastMessage)
          if (transfer) event(pk, 'transfer', 'requested')
          diff.added.push(call.roomName)
          continue
        }
        const newSentiment = call.sentiment !== stored.last_sentiment && call.sentiment !== ''
        const newMessage = call.lastMessage !== stored.last_message && call.lastMessage !== ''
        const newTransfer = transfer === 1 && stored.transfer_requested === 0
        const newName = customerName !== null && customerName !== stored.customer_name
        update.run(
          call.id,
          customerName,
          call.customerPhone,
          call.aiAgentName,
          call.type,
          at,
          call.duration,
          call.sentiment,
          call.lastMessage,
          transfer,
          stored.pk,
        )
        if (newSentiment) event(stored.pk, 'sentiment', call.sentiment)
        if (newMessage) event(stored.pk, 'message', call.lastMessage)
        if (newTransfer) event(stored.pk, 'transfer', 'requested')
        if (stored.active === 0) diff.added.push(call.roomName)
        else if (newSentiment || newMessage || newTransfer || newName) diff.changed.push(call.roomName)
      }
      for (const [roomName, pk] of wasActive) {
        end.run(pk)
        diff.removed.push(roomName)
      }
      return diff
    })
  },
)
