import { join } from 'node:path'
import type { BridgeHandlers, ConnectionStatus } from '../../shared/bridge'
import { ActivityLog } from '../activity'
import { adminHandlers } from '../admin/handlers'
import { AlertPause } from '../alerts/alert-pause'
import { alertsHandlers } from '../alerts/handlers'
import { appHandlers } from '../app/handlers'
import type { QuarantinedItem } from '../api'
import { TIME_ZONE_FILE, TimeZoneStore } from '../app/time-zone-setting'
import { deleteWorkspace, openCache, recordQuarantined, type Cache } from '../cache'
import { callbacksHandlers } from '../callbacks/handlers'
import { startBatchWatcher } from '../campaigns/batch-watcher-of'
import { campaignsHandlers } from '../campaigns/handlers'
import { startCallbackReminders } from '../callbacks/start-reminders'
import type { ActiveCallPoller } from '../calls/active-call-poller'
import { callsHandlers } from '../calls/handlers'
import { createCallsPoller } from '../calls/live-calls'
import { mediaServerOrigins } from '../calls/media-server-origins'
import { complianceHandlers } from '../compliance/handlers'
import { diagnosticsHandlers } from '../diagnostics/handlers'
import { historyHandlers } from '../history/handlers'
import { createOutboundGuard, type OutboundGuard } from '../outbound'
import { insightsHandlers } from '../insights/handlers'
import { startInsightsPruning } from '../insights/start-pruning'
import { outboxHandlers } from '../outbox/handlers'
import { silentLogger, type Logger } from '../log'
import { isoAt, SyncService, systemClock, type Outbox, type SyncClock } from '../sync'
import { syncHandlers } from '../sync/handlers'
import { updatesHandlers } from '../updates/handlers'
import { voicesHandlers } from '../voices/handlers'
import { DemoWorkspace } from '../workspaces/demo-workspace'
import { workspacesHandlers } from '../workspaces/handlers'
import { listWorkspaces, summarizeProfile } from '../workspaces/workspace-list'
import { createWorkspaceProfiles, type WorkspaceProfiles } from '../workspaces/workspace-profiles'
import { ActiveWorkspaceHolder } from './active-workspace'
import type { ConsoleContext, ConsoleOptions } from './context'
import { EventHub } from './event-hub'

/** The cache file in the cache folder (`cacheDir`, else the data directory): one per installation, rows scoped by workspace. */
export const CACHE_FILE = 'cache.sqlite'

/**
 * The Bridge implementation, composed: what both hosts expose to the renderer.
 * Hosts call `dispatch(console.handlers, ...)` and forward `console.events`.
 * Each feature contributes the handler map of its prefix (`src/core/<prefix>/handlers.ts`);
 * the calls feature also gives the sync its live part, the active-call poller.
 */
export class SwitchboardConsole implements ConsoleContext {
  readonly events = new EventHub()
  readonly alerts = new AlertPause(this.events.emit)
  readonly handlers: BridgeHandlers
  readonly profiles: WorkspaceProfiles
  readonly activeWorkspace: ActiveWorkspaceHolder
  readonly demo: DemoWorkspace
  readonly sync: SyncService<ActiveCallPoller>
  readonly outbox: Outbox
  readonly clock: SyncClock
  readonly logger: Logger
  readonly timeZone: TimeZoneStore
  readonly outbound: OutboundGuard
  readonly activity: ActivityLog
  #cache: Cache | null = null
  #connection: ConnectionStatus = { state: 'no-workspace' }
  readonly #stopping: (() => void)[] = []

  constructor(readonly options: ConsoleOptions) {
    this.clock = options.sync?.clock ?? systemClock
    this.logger = options.logger ?? silentLogger
    this.profiles = createWorkspaceProfiles({
      dataDir: options.dataDir,
      secrets: options.secrets,
      fetch: options.fetch,
      logger: this.logger,
      onQuarantine: (workspaceId, items) => this.#quarantine(workspaceId, items),
    })
    this.timeZone = new TimeZoneStore(join(options.dataDir, TIME_ZONE_FILE))
    this.outbound = createOutboundGuard({
      cache: () => this.cache,
      displayZone: () => this.timeZone.zoneInUse(),
    })
    this.activeWorkspace = new ActiveWorkspaceHolder(
      this.profiles,
      summarizeProfile,
      (metrics) => this.events.emit('workspaces.metrics', metrics),
      (profile, error) =>
        this.setConnection({
          state: 'degraded',
          reason: `${profile.label}: ${error instanceof Error ? error.message : 'its API key cannot be read'}`,
        }),
    )
    this.demo = new DemoWorkspace(this.profiles, options.startDemoService)
    this.activity = new ActivityLog({
      cache: () => this.cache,
      now: () => this.clock.now(),
      recorded: (entry) => this.events.emit('history.activity', entry),
    })
    this.sync = new SyncService({
      cache: () => this.cache,
      emit: this.events.emit,
      createLive: createCallsPoller,
      setConnection: (status) => this.setConnection(status),
      activity: this.activity,
      logger: this.logger,
      options: options.sync,
    })
    this.outbox = this.sync.outbox
    this.handlers = {
      ...appHandlers(this),
      ...callsHandlers(this),
      ...alertsHandlers(this),
      ...diagnosticsHandlers(this),
      ...updatesHandlers(this),
      ...workspacesHandlers(this),
      ...historyHandlers(this),
      ...voicesHandlers(this),
      ...syncHandlers(this),
      ...outboxHandlers(this),
      ...callbacksHandlers(this),
      ...adminHandlers(this),
      ...complianceHandlers(this),
      ...campaignsHandlers(this),
      ...insightsHandlers(this),
    }
  }

  get cache(): Cache {
    if (!this.#cache) throw new Error('The cache is not open: the console has not started.')
    return this.#cache
  }

  /** The last state told, with `lastOkAt` as of now (a success that changes no state emits nothing). */
  connection(): ConnectionStatus {
    const lastOkAt = this.#connection.state === 'no-workspace' ? null : this.sync.lastOkAt()
    return lastOkAt ? { ...this.#connection, lastOkAt } : this.#connection
  }

  setConnection(status: ConnectionStatus): void {
    this.#connection = status
    this.events.emit('app.connection', status)
  }

  /** Opens the cache (throws CacheTooNewError, leaving the file untouched) and the active workspace. */
  async start(): Promise<void> {
    this.#cache = openCache(join(this.options.cacheDir ?? this.options.dataDir, CACHE_FILE))
    this.#stopping.push(this.profiles.subscribe(() => void this.#profilesChanged()))
    this.sync.attach(this.activeWorkspace)
    this.#stopping.push(startCallbackReminders(this))
    this.#stopping.push(startBatchWatcher(this))
    this.#stopping.push(startInsightsPruning(this))
    await this.activeWorkspace.refresh()
    await this.demo.resumeIfActive()
  }

  async stop(): Promise<void> {
    for (const stop of this.#stopping.splice(0)) stop()
    await this.sync.stop()
    await this.demo.stop()
    this.#cache?.close()
    this.#cache = null
  }

  /** Where the renderer may connect to listen in: every workspace's media server (the desktop app's CSP). */
  mediaServerOrigins(): Promise<string[]> {
    return mediaServerOrigins(this.options.dataDir)
  }

  /** Where a link may open in the system browser: the https origins of every workspace's service and media server. */
  async externalLinkOrigins(): Promise<string[]> {
    const services = (await this.profiles.list()).map((profile) => profile.baseUrl)
    const media = await this.mediaServerOrigins()
    const origins = [...services, ...media].flatMap((address) => {
      try {
        const url = new URL(address)
        return url.protocol === 'https:' ? [url.origin] : []
      } catch {
        return []
      }
    })
    return [...new Set(origins)]
  }

  async forgetWorkspaceData(workspaceId: string): Promise<void> {
    // The removed workspace's poller and sync must have stopped, or a last poll could write rows back.
    await this.activeWorkspace.refresh()
    await this.sync.settled()
    const stillUsed = (await this.profiles.list()).some((profile) => profile.workspaceId === workspaceId)
    if (!stillUsed) deleteWorkspace(this.cache, workspaceId)
  }

  /** Keeps the items a list answer carried that could not be read; logs each the first time it is seen. */
  #quarantine(workspaceId: string, items: QuarantinedItem[]): void {
    if (!this.#cache) return
    for (const item of recordQuarantined(this.#cache, workspaceId, items, isoAt(this.clock))) {
      this.logger.warn('list item quarantined', { workspaceId, ...item })
    }
  }

  async #profilesChanged(): Promise<void> {
    await this.activeWorkspace.refresh()
    this.events.emit('workspaces.changed', await listWorkspaces(this))
  }
}
