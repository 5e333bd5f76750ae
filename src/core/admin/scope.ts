import type { ConnectionStatus, PeriodicResource } from '../../shared/bridge'
import type { ApiClient } from '../api'
import type { Cache } from '../cache'

/** What every Admin operation works with: the active workspace's cache and client. */
export interface AdminScope {
  db: Cache
  workspaceId: string
  client: ApiClient
  connection(): ConnectionStatus
  now(): Date
  /**
   * After a write: runs the periodic sync of `resource` again, so that a
   * listing already in flight (read before the write) cannot delete what the
   * write just stored.
   */
  syncNow(resource: PeriodicResource): void
}

/** Every request of Admin is the supervisor waiting: the `user` lane. */
export const USER_LANE = { lane: 'user' } as const
