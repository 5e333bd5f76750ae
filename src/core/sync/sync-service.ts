import type { Logger } from '../log'
import type { CallDisposition } from '../../shared/api'
import type {
  CacheProblem,
  ConnectionStatus,
  DispositionChanges,
  EmitEvent,
  OutboxItem,
  OutboxList,
  PeriodicResource,
  SubmittedEdit,
  SyncStatus,
  VisibilityState,
} from '../../shared/bridge'
import type { ApiClient } from '../api'
import { isDiskFull, type Cache } from '../cache'
import { noWorkspace, type CoreError } from '../errors/core-error'
import { systemClock, type SyncClock } from './clock'
import { syncConfigOf, type SyncConfig, type SyncConfigInput } from './config'
import { notOnline } from './connection-monitor'
import type { CreateLivePart, LivePart } from './live-part'
import type { WorkspaceOutbox } from './workspace-outbox'
import { WorkspaceSync } from './workspace-sync'
import type { ActivityLog } from '../activity'

/** What the sync needs of a workspace: its id and its client. */
export interface SyncedWorkspace {
  /** `label`: who the activity log says made the outbox's writes. */
  profile: { workspaceId: string; label?: string }
  client: ApiClient
}

/** What the sync needs of the active workspace (the console's ActiveWorkspaceHolder). */
export interface WorkspaceSource {
  /** Calls the listener at once and on every switch; returns the unsubscribe function. */
  subscribe(listener: (workspace: SyncedWorkspace | null) => void): () => void
}

export interface SyncServiceOptions extends SyncConfigInput {
  clock?: SyncClock
}

export interface SyncServiceDeps<Live extends LivePart> {
  /** The open cache; read only while a workspace is attached. */
  cache(): Cache
  emit: EmitEvent
  /** Builds each workspace's live part (the calls feature's poller). */
  createLive: CreateLivePart<Live>
  setConnection(status: ConnectionStatus): void
  /** Where the outbox's replay records each callback edit it sent. */
  activity?: ActivityLog
  /** The host's log: outbox retries and sync failures. */
  logger?: Logger
  options?: SyncServiceOptions
}

/** The supervisor's edits of the active workspace; every method refuses when there is none. */
export interface Outbox {
  list(): OutboxList
  submitDispositionUpdate(dispositionId: string, changes: DispositionChanges): SubmittedEdit
  resolve(id: number, choice: 'mine' | 'theirs'): OutboxItem
  discard(id: number): { discardedId: number }
  /** Cached dispositions as the supervisor should see them: with the unsent edits applied. */
  withPendingEdits(dispositions: readonly CallDisposition[]): CallDisposition[]
}

const NO_WORKSPACE: ConnectionStatus = { state: 'no-workspace' }

/**
 * The sync of whichever workspace is active: on every switch it stops the old
 * workspace's live part, periodic sync and outbox replay (waiting until none of
 * them can write) and starts them on the new workspace's client.
 */
export class SyncService<Live extends LivePart = LivePart> {
  readonly config: SyncConfig
  readonly outbox: Outbox
  readonly #clock: SyncClock
  #current: WorkspaceSync<Live> | null = null
  #visible = true
  #switching: Promise<void> = Promise.resolve()
  #unsubscribe: (() => void) | null = null

  constructor(private readonly deps: SyncServiceDeps<Live>) {
    const { clock, ...config } = deps.options ?? {}
    this.config = syncConfigOf(config)
    this.#clock = clock ?? systemClock
    const active = (): WorkspaceOutbox => {
      if (!this.#current) throw noWorkspace()
      return this.#current.outbox
    }
    this.outbox = {
      list: () => this.#current?.outbox.list() ?? { workspaceId: null, items: [] },
      submitDispositionUpdate: (id, changes) => active().submitDispositionUpdate(id, changes),
      resolve: (id, choice) => active().resolve(id, choice),
      discard: (id) => active().discard(id),
      withPendingEdits: (dispositions) => this.#current?.outbox.withPendingEdits(dispositions) ?? [...dispositions],
    }
  }

  /** Follows the active workspace until `stop()`. */
  attach(workspaces: WorkspaceSource): void {
    this.#unsubscribe?.()
    this.#unsubscribe = workspaces.subscribe((workspace) => {
      this.#switching = this.#switching
        .then(() => this.#switchTo(workspace))
        .catch((error: unknown) => this.deps.setConnection(notOnline('degraded', error)))
    })
  }

  /** Resolves when the last workspace switch has been carried out. */
  settled(): Promise<void> {
    return this.#switching
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.()
    this.#unsubscribe = null
    this.#switching = this.#switching.then(() => this.#switchTo(null, false))
    await this.#switching
  }

  /** After a supervisor's action: the live part polls now. */
  pollNow(): void {
    this.#current?.live.pollNow()
  }

  /** The network is back: the live part polls, and failed syncs and waiting edits retry, now rather than after their back-off. */
  networkBack(): SyncStatus {
    const current = this.#current
    current?.live.pollNow()
    current?.resources.resume()
    current?.replayer.kick()
    return this.status()
  }

  /** The disk holding the cache has room again: its refusals no longer count, and what they stopped retries now. */
  diskBack(): void {
    this.#current?.monitor.forgetFailures(isDiskFull)
    this.networkBack()
  }

  /** When the active workspace's service last answered; null before it did. */
  lastOkAt(): string | null {
    return this.#current?.monitor.status.lastOkAt ?? null
  }

  /** The active workspace's live part; null without a workspace or while switching. */
  live(): Live | null {
    return this.#current?.live ?? null
  }

  syncNow(resource?: PeriodicResource): SyncStatus {
    this.#current?.resources.syncNow(resource)
    return this.status()
  }

  setVisible(visible: boolean): VisibilityState {
    this.#visible = visible
    this.#current?.live.setVisible(visible)
    this.#publishStatus()
    return { visible, pollIntervalMs: visible ? this.config.visiblePollMs : this.config.hiddenPollMs }
  }

  status(): SyncStatus {
    const current = this.#current?.status()
    const cacheProblem = this.#cacheProblem()
    return current
      ? { ...current, visible: this.#visible, cacheProblem }
      : {
          workspaceId: null,
          connection: NO_WORKSPACE,
          visible: this.#visible,
          liveOverdue: false,
          cacheProblem,
          resources: [],
          progress: null,
          openCallbacksAt: null,
        }
  }

  async #switchTo(workspace: SyncedWorkspace | null, announce = true): Promise<void> {
    const previous = this.#current
    this.#current = null
    await previous?.stop()
    if (workspace) {
      const next = new WorkspaceSync({
        workspaceId: workspace.profile.workspaceId,
        client: workspace.client,
        db: this.deps.cache(),
        clock: this.#clock,
        config: this.config,
        visible: this.#visible,
        emit: this.deps.emit,
        createLive: this.deps.createLive,
        activity: this.deps.activity && {
          log: this.deps.activity,
          actor: { workspaceId: workspace.profile.workspaceId, who: workspace.profile.label ?? workspace.profile.workspaceId },
        },
        logger: this.deps.logger,
        onConnection: (status) => {
          if (this.#current === next) this.deps.setConnection(status)
        },
        onStatus: () => {
          if (this.#current === next) this.#publishStatus()
        },
      })
      this.#current = next
      next.start()
    } else if (announce) {
      this.deps.setConnection(NO_WORKSPACE)
      this.deps.emit('outbox.changed', this.outbox.list())
    }
    if (announce) this.#publishStatus()
  }

  /** Something `sync.status` shows changed outside the sync (the cache's disk): tell the renderer. */
  publishStatus(): void {
    this.#publishStatus()
  }

  #publishStatus(): void {
    this.deps.emit('sync.status', this.status())
  }

  #cacheProblem(): CacheProblem | null {
    const { damaged, diskFull } = this.deps.cache()
    if (damaged) return problem('damaged', damaged)
    return diskFull ? problem('disk-full', diskFull) : null
  }
}

function problem(kind: CacheProblem['kind'], error: CoreError): CacheProblem {
  return { kind, message: error.message, ...(error.words ? { words: error.words } : {}) }
}
