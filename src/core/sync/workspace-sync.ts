import { PERIODIC_RESOURCES, type ConnectionStatus, type ResourceSyncStatus, type SyncResource, type SyncStatus } from '../../shared/bridge'
import { listSyncStates, recordSyncError, requeueInterrupted, type SyncState } from '../cache'
import { openCallbacksAt } from './resource-syncers'
import { isoAt } from './clock'
import { ConnectionMonitor } from './connection-monitor'
import { failureWords, isWallStale, noteUnlessDiskFull } from './errors'
import type { CreateLivePart, LiveContext, LivePart } from './live-part'
import { OutboxReplayer, type ReplayActivity } from './outbox-replayer'
import type { Logger } from '../log'
import { ResourceSync } from './resource-sync'
import { WorkspaceOutbox } from './workspace-outbox'

/** The resource the live part's polls count as in `sync.status`. */
const LIVE_RESOURCE: SyncResource = 'activeCalls'

/** What the live part gets, less its outcomes (the workspace sync takes those), plus where the rest goes. */
export interface WorkspaceSyncOptions<Live extends LivePart> extends Omit<LiveContext, 'succeeded' | 'failed'> {
  createLive: CreateLivePart<Live>
  /** The connection changed (the console's `setConnection`). */
  onConnection(status: ConnectionStatus): void
  /** Something the `sync.status` event shows changed. */
  onStatus(): void
  /** The activity log and who this workspace's writes are made by. */
  activity?: ReplayActivity
  logger?: Logger
}

/** Everything that runs against one workspace: the live part, periodic sync, outbox replay, connection state. */
export class WorkspaceSync<Live extends LivePart> {
  readonly monitor: ConnectionMonitor
  readonly live: Live
  readonly resources: ResourceSync
  readonly replayer: OutboxReplayer
  readonly outbox: WorkspaceOutbox
  #liveOk: boolean | null = null
  #liveOverdue = false
  /**
   * Whether `#retryNow` ran since the live poll last failed: the return was acted on, whichever outcome told it first
   * (another source's answer, or the connection change the poll's own answer makes).
   */
  #retried = false

  constructor(private readonly options: WorkspaceSyncOptions<Live>) {
    const { workspaceId, client, db, clock, config, emit } = options
    this.monitor = new ConnectionMonitor(clock, (status, previous) => this.#connectionChanged(status, previous), LIVE_RESOURCE)
    this.live = options.createLive({
      workspaceId,
      client,
      db,
      clock,
      config,
      emit,
      visible: options.visible,
      succeeded: () => this.#liveSettled(true, null),
      failed: (error) => this.#liveSettled(false, error),
    })
    const part = { workspaceId, client, db, clock, config, monitor: this.monitor, logger: options.logger }
    this.resources = new ResourceSync({ ...part, onChange: options.onStatus })
    this.replayer = new OutboxReplayer({ ...part, activity: options.activity, onChange: () => this.outbox.changed() })
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
    this.live.start()
    this.resources.start()
    this.replayer.kick()
  }

  /** Stops every part; nothing writes to the cache once this resolves. */
  async stop(): Promise<void> {
    await Promise.all([this.live.stop(), this.resources.stop(), this.replayer.stop()])
  }

  /** `sync.status` of this workspace, less what the service adds (the visibility, the cache's problem). */
  status(): Omit<SyncStatus, 'visible' | 'cacheProblem'> {
    const stored = new Map(listSyncStates(this.options.db, this.options.workspaceId).map((s) => [s.resource, s]))
    return {
      workspaceId: this.workspaceId,
      connection: this.monitor.status,
      liveOverdue: this.#liveOverdue,
      resources: this.#resourceStatuses(stored),
      progress: this.resources.progress(),
      openCallbacksAt: openCallbacksAt(stored),
    }
  }

  #resourceStatuses(stored: ReadonlyMap<string, SyncState>): ResourceSyncStatus[] {
    const status = (resource: SyncResource, running: boolean, next: number | null, intervalMs: number) => {
      const state = stored.get(resource)
      return {
        resource,
        lastSuccessAt: state?.lastSuccessAt ?? null,
        lastAttemptAt: state?.lastAttemptAt ?? null,
        lastError: state?.lastError ?? null,
        ...(state?.lastErrorWords ? { lastErrorWords: state.lastErrorWords } : {}),
        running,
        nextRunAt: next === null ? null : new Date(next).toISOString(),
        intervalMs,
      }
    }
    return [
      status(LIVE_RESOURCE, this.live.polling, this.live.nextPollAt, this.live.intervalMs),
      ...PERIODIC_RESOURCES.map((r) =>
        status(r, this.resources.isRunning(r), this.resources.nextRunAt(r), this.options.config.intervalMs[r]),
      ),
    ]
  }

  #liveSettled(ok: boolean, error: unknown): void {
    // The wall's poll answered again after failing: the service is back. After an outage of 500s, which is not offline,
    // no connection change says so, and an edit backing off would hold Degraded for up to its back-off.
    const back = ok && this.#liveOk === false
    const overdue = isWallStale(error)
    const overdueChanged = overdue !== this.#liveOverdue
    this.#liveOverdue = overdue
    if (ok) this.monitor.succeeded(LIVE_RESOURCE)
    else {
      // Before the monitor hears it: a failure that is an answer (a 500) and leaves offline runs this return's retry.
      this.#retried = false
      const { db, workspaceId, clock } = this.options
      noteUnlessDiskFull(() => recordSyncError(db, workspaceId, LIVE_RESOURCE, failureWords(error), isoAt(clock)))
      this.monitor.failed(LIVE_RESOURCE, error)
    }
    // A status event per poll would be noise; the live part's own events say when it polled.
    if (ok !== this.#liveOk || overdueChanged) this.options.onStatus()
    this.#liveOk = ok
    if (back && !this.#retried) this.#retryNow()
  }

  #connectionChanged(status: ConnectionStatus, previous: ConnectionStatus): void {
    this.options.onConnection(status)
    this.options.onStatus()
    if (previous.state === 'offline' || status.state === 'online') this.#retryNow()
  }

  /**
   * Back: what failed or waited for the connection goes now instead of at its next retry. Once per return: a second
   * kick, during the replay or after it, would send an edit the service just failed again at once instead of after
   * its back-off.
   */
  #retryNow(): void {
    this.#retried = true
    this.resources.resume()
    this.replayer.kick()
  }
}
