import type { PollReader } from '../../src/core/api'
import { KeptCalls, recordSightings, type CallsDiff } from '../../src/core/calls'
import type { Cache } from '../../src/core/cache'
import type { ActiveCall, ActiveCallList } from '../../src/shared/api'

/** An answer as the client hands it to the poller: its text parsed, then each call read, by the poller's reader (the calls must be valid). */
export function readBy(list: ActiveCallList, reader: PollReader): ActiveCallList {
  const body = reader.parse(JSON.stringify(list)) as ActiveCallList
  return { ...body, data: body.data.map((call) => reader.read(call)!) }
}

/** One poll compared with the kept calls the way the poller does (its body's text parsed, each call read as the client reads it), then kept. */
export function comparePoll(kept: KeptCalls, entries: readonly unknown[]): CallsDiff {
  const comparison = kept.compare()
  const body = comparison.parse(JSON.stringify({ data: entries, count: entries.length, timestamp: null })) as { data: unknown[] }
  for (const entry of body.data) comparison.read(entry)
  const diff = comparison.diff()
  kept.keep(comparison)
  return diff
}

/** Room names of one poll's diff. */
export interface PolledRooms {
  added: string[]
  changed: string[]
  removed: string[]
}

/**
 * Records polls of one workspace's active calls the way the poller does: each
 * diffed against the one before (the first is the first poll since a start),
 * the diff recorded as sightings. Answers the room names of each poll's diff.
 */
export function pollRecorder(db: Cache, workspaceId: string): (calls: readonly ActiveCall[], seenAt: string) => PolledRooms {
  const kept = new KeptCalls()
  let first = true
  return (calls, seenAt) => {
    const diff = comparePoll(kept, calls)
    recordSightings(db, workspaceId, diff, seenAt, first)
    first = false
    const rooms = (list: readonly ActiveCall[]) => list.map((call) => call.roomName)
    return { added: rooms(diff.added), changed: rooms(diff.changed), removed: diff.removed }
  }
}
