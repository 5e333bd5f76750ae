import type { ActiveCall } from '../../shared/api'
import {
  addSightingEvent,
  endSightings,
  endUnlistedSightings,
  findSighting,
  insertSighting,
  recordConcurrency,
  touchSightings,
  updateSighting,
  type Cache,
  type SightingEventKind,
  type StoredSighting,
} from '../cache'
import type { CallsDiff } from './calls-feed'

/**
 * Records one poll in the call history, from the poll's diff: a call new or
 * changed gets its sighting written and a timeline event for each new
 * sentiment, new last message and transfer request; every call seen before
 * moves its last sighting and duration, all in one write with their duration
 * rollups; a call gone is ended remotely (at its last sighting, unless a
 * supervisor ended it). The first poll after a start
 * (`first`) has no previous poll: it ends every call the cache still had as live.
 * Each poll also counts the calls in progress, for Insights' concurrency.
 */
export function recordSightings(db: Cache, workspaceId: string, diff: CallsDiff, seenAt: string, first: boolean): void {
  const fresh = new Set([...diff.added, ...diff.changed].map((call) => call.roomName))
  db.transaction(() => {
    const seenAgain = new Map<string, number>()
    for (const call of diff.current) {
      const inserted = fresh.has(call.roomName) && recordCall(db, workspaceId, call, seenAt)
      if (!inserted) seenAgain.set(call.roomName, call.duration)
    }
    touchSightings(db, workspaceId, seenAgain, seenAt)
    if (first) endUnlistedSightings(db, workspaceId, diff.current.map((call) => call.roomName))
    else endSightings(db, workspaceId, diff.removed)
    recordConcurrency(db, workspaceId, seenAt, { calls: diff.current.length, transfersWaiting: diff.current.filter((call) => call.transferRequested).length })
  })
}

/** Writes a new or changed call's facts and timeline; answers whether it was new (inserted with its duration). */
function recordCall(db: Cache, workspaceId: string, call: ActiveCall, seenAt: string): boolean {
  const stored = findSighting(db, workspaceId, call.roomName)
  const pk = stored ? stored.pk : insertSighting(db, workspaceId, call, seenAt)
  if (stored) updateSighting(db, stored.pk, call)
  for (const [kind, value] of newEvents(call, stored)) addSightingEvent(db, workspaceId, pk, { at: seenAt, kind, value })
  return !stored
}

/** What the timeline learns from this poll: a new sentiment or last message (never an empty one), a first transfer request. */
function newEvents(call: ActiveCall, stored: StoredSighting | undefined): [SightingEventKind, string][] {
  const events: [SightingEventKind, string][] = []
  if (call.sentiment !== '' && call.sentiment !== stored?.lastSentiment) events.push(['sentiment', call.sentiment])
  if (call.lastMessage !== '' && call.lastMessage !== stored?.lastMessage) events.push(['message', call.lastMessage])
  if (call.transferRequested && !stored?.transferRequested) events.push(['transfer', 'requested'])
  return events
}
