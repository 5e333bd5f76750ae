import type { EmitEvent } from '../../shared/bridge'
import type { ApiClient } from '../api'
import type { Cache } from '../cache'
import type { SyncClock } from './clock'
import type { SyncConfig } from './config'

/**
 * The part of a workspace's sync that polls what changes by the second (the
 * calls feature's active-call poller). The sync starts and stops it with the
 * workspace, tells it the window's visibility, and shows it as the
 * `activeCalls` resource; a feature provides it, so the sync knows no feature.
 */
export interface LivePart {
  start(): void
  /** Nothing is written or emitted once this resolves. */
  stop(): Promise<void>
  /** After a supervisor's action: poll now. */
  pollNow(): void
  setVisible(visible: boolean): void
  readonly polling: boolean
  readonly nextPollAt: number | null
  readonly intervalMs: number
}

/** What a live part works with: one workspace's client and cache, and where its outcomes go. */
export interface LiveContext {
  workspaceId: string
  client: ApiClient
  db: Cache
  clock: SyncClock
  config: SyncConfig
  visible: boolean
  emit: EmitEvent
  /** A poll succeeded (its data stored) or failed: the connection state and `sync.status` follow. */
  succeeded(): void
  failed(error: unknown): void
}

/** Builds the live part of a newly active workspace; the console passes the calls feature's. */
export type CreateLivePart<Live extends LivePart> = (context: LiveContext) => Live
