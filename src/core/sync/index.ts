/**
 * Keeps the cache in step with the service: the active-call poller, the
 * periodic sync of listed resources, the outbox of edits, the connection state.
 */
export { SyncService } from './sync-service'
export type { Outbox, SyncedWorkspace, SyncServiceDeps, SyncServiceOptions, WorkspaceSource } from './sync-service'
export { systemClock, type SyncClock } from './clock'
export { DEFAULT_SYNC_CONFIG, syncConfigOf, type SyncConfig, type SyncConfigInput } from './config'
export { ActiveCallPoller, type ActiveCallPollerOptions } from './active-call-poller'
export { diffCalls, type CallsDiff } from './calls-diff'
export { ConnectionMonitor } from './connection-monitor'
export { ResourceSync, type ResourceSyncOptions } from './resource-sync'
export { OutboxReplayer } from './outbox-replayer'
export { withPendingEdits } from './disposition-edits'
export { OutboxError } from './outbox-error'
export { OfflineActionError, requireOnline } from './require-online'
