/**
 * Keeps the cache in step with the service, knowing no feature: the per-workspace
 * scheduler (`SyncService`), the live part a feature provides (the calls
 * feature's poller), the periodic sync of listed resources, the outbox of
 * edits and its replay, the connection state.
 */
export { SyncService } from './sync-service'
export type { Outbox, SyncedWorkspace, SyncServiceDeps, SyncServiceOptions, WorkspaceSource } from './sync-service'
export type { CreateLivePart, LiveContext, LivePart } from './live-part'
export { isoAt, systemClock, type SyncClock } from './clock'
export { backoffMs, DEFAULT_SYNC_CONFIG, syncConfigOf, type SyncConfig, type SyncConfigInput } from './config'
export { behindCause, failureWords, isAborted, isRateLimited, isUnreachable, KEY_LIMITED, NoAnswerError, retryAfterOf, WallBehindError } from './errors'
export { ConnectionMonitor } from './connection-monitor'
export { ResourceSync, type ResourceSyncOptions } from './resource-sync'
export { OutboxReplayer } from './outbox-replayer'
export { shownOverdueCallbacks, withPendingEdits } from './disposition-edits'
export { requireOnline } from './require-online'
export { openCallbacksSyncedAt } from './resource-syncers'
