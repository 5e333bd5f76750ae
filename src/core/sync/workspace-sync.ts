import type { ActiveCall } from '../../shared/api'
import {
  PERIODIC_RESOURCES,
  type ConnectionStatus,
  type EmitEvent,
  type ResourceSyncStatus,
  type SyncResource,
} from '../../shared/bridge'
import type { ApiClient } from '../api'
import { listSyncStates, recordSnapshot, recordSyncError, recordSyncSuccess, requeueInterrupted, type Cache } from '../cache'
import { ActiveCallPoller } from './active-call-poller'
import { isoAt, type SyncClock } from './clock'
import type { SyncConfig } from './config'
import { ConnectionMonitor } from './connection-monitor'
import { describeFailure } from './errors'
import { OutboxReplayer } from './outbox-replayer'
import { ResourceSync } from './resource-sync'
import { WorkspaceOutbox } from './workspace-outbox'

export interface WorkspaceSyncOptions {
  workspaceId: string
  client: ApiClient
  db: Cache
  clock: SyncClock
  config: SyncConfig
  visible: boolean
  emit: EmitEvent
  /** The connection changed (the console's `setConnection`). */
  onConnection(status: ConnectionStatus): void
  /** Something the `sync.status` event shows changed. */
  onStatus(): void
}

/** Everything that runs against one workspace: poller, periodic sync, outbox replay, connection state. */
export class WorkspaceSync {
  readonly monitor: ConnectionMonitor
  readonly poller: ActiveCallPoller
  readonly resources: ResourceSync
  readonly replayer: OutboxReplayer
  readonly outbox: WorkspaceOutbox
  #pollOk: boolean | null = null

  constructor(private readonly options: WorkspaceSyncOptions) {
    const { workspaceId, client, db, clock, config, emit } = options
    this.monitor = new ConnectionMonitor(clock, (status, previous) => this.#connectionChanged(status, previous))
    this.poller = new ActiveCallPoller({
      workspaceId,
      clock,
      visible: options.visible,
      visiblePollMs: config.visiblePollMs,
      hiddenPollMs: config.hiddenPollMs,
      maxBackoffMs: config.maxBackoffMs,
      rateLimitPauseMs: config.rateLimitPauseMs,
      list: (signal) => client.activeCalls.list({ lane: 'live', signal }),
      record: (calls, seenAt) => this.#record(calls, seenAt),
      emit: (snapshot) => emit('calls.snapshot', snapshot),
      onSuccess: () => this.#pollSettled(true, null),
      onFailure: (error) => this.#pollSettled(false, error),
    })
    const part = { workspaceId, client, db, clock, config, monitor: this.monitor }
    this.resources = new ResourceSync({ ...part, onChange: options.onStatus })
    this.replayer = new OutboxReplayer({ ...part, onChange: () => this.outbox.changed() })
    this.outbox = new WorkspaceOutbox({
      workspaceId,
      db,
      clock,
      send: () => {
        if (this.monitor.status.state !== 'offline') this.replayer.kick()
      },
      onChange: (list) => emit('outbox.changed', list),
    })
  }

  get workspaceId(): string {
    return this.options.workspaceId
  }

  start(): void {
    // Entries a crash left in `sending` may or may not have reached the service: the replay checks.
    requeueInterrupted(this.options.db, this.options.workspaceId, isoAt(this.options.clock))
    this.options.onConnection(this.monitor.status)
    this.outbox.changed()
    this.poller.start()
    this.resources.start()
    this.replayer.kick()
  }

  /** Stops every part; nothing writes to the cache once this resolves. */
  async stop(): Promise<void> {
    await Promise.all([this.poller.stop(), this.resources.stop(), this.replayer.stop()])
  }

  resourceStatuses(): ResourceSyncStatus[] {
    const stored = new Map(listSyncStates(this.options.db, this.options.workspaceId).map((s) => [s.resource, s]))
    const status = (resource: SyncResource, running: boolean, next: number | null, intervalMs: number) => {
      const state = stored.get(resource)
      return {
        resource,
        lastSuccessAt: state?.lastSuccessAt ?? null,
        lastAttemptAt: state?.lastAttemptAt ?? null,
        lastError: state?.lastError ?? null,
        running,
        nextRunAt: next === null ? null : new Date(next).toISOString(),
        intervalMs,
      }
    }
    return [
      status('activeCalls', this.poller.polling, this.poller.nextPollAt, this.poller.intervalMs),
      ...PERIODIC_RESOURCES.map((r) =>
        status(r, this.resources.isRunning(r), this.resources.nextRunAt(r), this.options.config.intervalMs[r]),
      ),
    ]
  }

  /** Sightings and the poller's sync state in one transaction. */
  #record(calls: readonly ActiveCall[], seenAt: string): void {
    const { db, workspaceId } = this.options
    db.transaction(() => {
      recordSnapshot(db, workspaceId, calls, seenAt)
      recordSyncSuccess(db, workspaceId, 'activeCalls', seenAt)
    })
  }

  #pollSettled(ok: boolean, error: unknown): void {
    if (ok) this.monitor.succeeded('activeCalls')
    else {
      recordSyncError(this.options.db, this.options.workspaceId, 'activeCalls', describeFailure(error), isoAt(this.options.clock))
      this.monitor.failed('activeCalls', error)
    }
    // A status event per poll would be noise; the wall's own snapshots say when calls were polled.
    if (ok !== this.#pollOk) this.options.onStatus()
    this.#pollOk = ok
  }

  #connectionChanged(status: ConnectionStatus, previous: ConnectionStatus): void {
    this.options.onConnection(status)
    this.options.onStatus()
    // Back: what failed or waited for the connection goes now instead of at its next retry.
    if (previous.state === 'offline' || status.state === 'online') {
      this.resources.resume()
      this.replayer.kick()
    }
  }
}
