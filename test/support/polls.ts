import { diffCalls, recordSightings } from '../../src/core/calls'
import type { Cache } from '../../src/core/cache'
import type { ActiveCall } from '../../src/shared/api'

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
  let wall = new Map<string, ActiveCall>()
  let first = true
  return (calls, seenAt) => {
    const diff = diffCalls(wall, calls)
    recordSightings(db, workspaceId, diff, seenAt, first)
    wall = diff.current
    first = false
    const rooms = (list: readonly ActiveCall[]) => list.map((call) => call.roomName)
    return { added: rooms(diff.added), changed: rooms(diff.changed), removed: diff.removed }
  }
}
