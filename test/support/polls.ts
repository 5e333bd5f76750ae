import type { ApiClient, HttpAnswer, ReadAnswer, RequestOptions } from '../../src/core/api'
import { CallsFeed, recordSightings, type CallsDiff } from '../../src/core/calls'
import { readBody, type RequestSpec } from '../../src/core/api/endpoints/requests'
import { KeptCalls } from '../../src/core/calls/calls-feed'
import type { Cache } from '../../src/core/cache'
import { z } from 'zod'
import { ActiveCall, ActiveCallList, readActiveCall } from '../../src/shared/api'

/** A 2xx answer whose text is `body` as JSON, as the transport hands it to a reader. */
export function answerOf(body: unknown): HttpAnswer {
  return { status: 200, headers: new Headers(), text: JSON.stringify(body), requestId: undefined }
}

/** An answer of `list` as the transport hands it to the feed: its text read by the feed's reader (the calls must be valid: none is set aside). */
export function readBy<T>(list: ActiveCallList, read: ReadAnswer<T>): T {
  return read(answerOf(list), () => undefined)
}

/** `GET /v2/api/active-calls` read as any list is (JSON.parse, each call checked by `readActiveCall`, zod judging only the calls it refuses). */
export const PLAIN_ACTIVE_CALLS: RequestSpec<ActiveCallList> = {
  method: 'GET',
  path: '/v2/api/active-calls',
  scope: 'workspace',
  lane: 'live',
  schema: ActiveCallList.extend({ data: z.custom<ActiveCall[]>(Array.isArray, 'expected a list of calls') }),
  items: { resource: 'activeCalls', item: ActiveCall, read: readActiveCall },
}

/** The active calls now, read plainly (`PLAIN_ACTIVE_CALLS`): none of the feed's reading from the text nor its comparison, to hold the feed to. */
export function plainActiveCalls(client: ApiClient, options?: RequestOptions): Promise<ActiveCallList> {
  return client.send(PLAIN_ACTIVE_CALLS, readBody(PLAIN_ACTIVE_CALLS), options)
}

/** The active calls now, as a new feed's first poll reads them (`GET /v2/api/active-calls` in the `live` lane). */
export async function activeCallsNow(client: ApiClient, options?: RequestOptions): Promise<ActiveCallList> {
  return (await new CallsFeed(client.send).poll(options)).list
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
