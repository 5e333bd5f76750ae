import { z } from 'zod'
import type { ActiveCall } from '../api'
import { command, event } from './define'

/**
 * One poll of `GET /v2/api/active-calls`, as a diff against the previous one.
 * `full: true` replaces whatever the receiver had (first poll after start or a
 * workspace switch); otherwise apply `added`/`changed` by `roomName` and drop
 * `removed`.
 */
export interface CallsSnapshot {
  workspaceId: string
  full: boolean
  added: ActiveCall[]
  changed: ActiveCall[]
  /** roomNames of calls that ended since the previous poll. */
  removed: string[]
  /** How many calls are live now (the service's `count`). */
  count: number
  /** The service's `timestamp` of this poll. */
  serverTime: string
  /** When the console received it (ISO 8601 UTC); durations tick from here. */
  polledAt: string
}

/** The whole wall at once, for a view that opens after polling started. */
export interface CallsCurrent {
  workspaceId: string | null
  calls: ActiveCall[]
  serverTime: string | null
  polledAt: string | null
}

export const callsCommands = {
  'calls.current': command(z.object({}).strict()).returns<CallsCurrent>(),
}

export const callsEvents = {
  'calls.snapshot': event<CallsSnapshot>(),
}
