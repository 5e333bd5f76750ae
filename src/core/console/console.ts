import { join } from 'node:path'
import type { BridgeHandlers, ConnectionStatus } from '../../shared/bridge'
import { adminHandlers } from '../admin/handlers'
import { AlertPause } from '../alerts/alert-pause'
import { alertsHandlers } from '../alerts/handlers'
import { appHandlers } from '../app/handlers'
import { deleteWorkspace, openCache, type Cache } from '../cache'
import { callbacksHandlers } from '../callbacks/handlers'
import { startCallbackReminders } from '../callbacks/start-reminders'
import type { ActiveCallPoller } from '../calls/active-call-poller'
import { callsHandlers } from '../calls/handlers'
import { createCallsPoller } from '../calls/live-calls'
import { mediaServerOrigins } from '../calls/media-server-origins'
import { diagnosticsHandlers } from '../diagnostics/handlers'
import { historyHandlers } from '../history/handlers'
import { outboxHandlers } from '../outbox/handlers'
import { SyncService, systemClock, type Outbox, type SyncClock } from '../sync'
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
  #cache: Cache | null = null
  #connection: ConnectionStatus = { state: 'no-workspace' }
  readonly #stopping: (() => void)[] = []

  constructor(readonly options: ConsoleOptions) {
    this.clock = options.sync?.clock ?? systemClock
    this.profiles = createWorkspaceProfiles({ dataDir: options.dataDir, secrets: options.secrets, fetch: options.fetch })
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
    this.sync = new SyncService({
      cache: () => this.cache,
      emit: this.events.emit,
      createLive: createCallsPoller,
      setConnection: (status) => this.setConnection(status),
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
    }
  }

  get cache(): Cache {
    if (!this.#cache) throw new Error('The cache is not open: the console has not started.')
    return this.#cache
  }

  connection(): ConnectionStatus {
    return this.#connection
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

  async forgetWorkspaceData(workspaceId: string): Promise<void> {
    // The removed workspace's poller and sync must have stopped, or a last poll could write rows back.
    await this.activeWorkspace.refresh()
    await this.sync.settled()
    const stillUsed = (await this.profiles.list()).some((profile) => profile.workspaceId === workspaceId)
    if (!stillUsed) deleteWorkspace(this.cache, workspaceId)
  }

  async #profilesChanged(): Promise<void> {
    await this.activeWorkspace.refresh()
    this.events.emit('workspaces.changed', await listWorkspaces(this))
  }
}
