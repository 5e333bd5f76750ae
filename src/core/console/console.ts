import { join } from 'node:path'
import type { BridgeHandlers, ConnectionStatus } from '../../shared/bridge'
import { deleteWorkspace, openCache, type Cache } from '../cache'
import { adminHandlers } from '../admin/handlers'
import { SyncService, type Outbox } from '../sync'
import { createWorkspaceProfiles, type WorkspaceProfiles } from '../workspaces'
import { ActiveWorkspaceHolder } from './active-workspace'
import { alertsHandlers, AlertPause } from './alerts-handlers'
import { appHandlers } from './app-handlers'
import { callActionsHandlers } from './call-actions-handlers'
import { callbacksHandlers, startCallbackReminders } from './callbacks-handlers'
import { callsHandlers } from './calls-handlers'
import type { ConsoleContext, ConsoleOptions } from './context'
import { DemoWorkspace } from './demo-workspace'
import { diagnosticsHandlers } from './diagnostics-handlers'
import { EventHub } from './event-hub'
import { historyHandlers } from './history-handlers'
import { listenHandlers } from './listen-handlers'
import { outboxHandlers } from './outbox-handlers'
import { syncHandlers } from './sync-handlers'
import { updatesHandlers } from './updates-handlers'
import { voicesHandlers } from './voices-handlers'
import { listWorkspaces, summarizeProfile, workspacesHandlers } from './workspaces-handlers'

/** The cache file in the data directory: one per installation, rows scoped by workspace. */
export const CACHE_FILE = 'cache.sqlite'

/**
 * The Bridge implementation: what both hosts expose to the renderer. Hosts call
 * `dispatch(console.handlers, ...)` and forward `console.events`. Each feature
 * contributes the handlers of its `feature.*` commands.
 */
export class SwitchboardConsole implements ConsoleContext {
  readonly events = new EventHub()
  readonly alerts = new AlertPause(this.events.emit)
  readonly handlers: BridgeHandlers
  readonly profiles: WorkspaceProfiles
  readonly activeWorkspace: ActiveWorkspaceHolder
  readonly demo: DemoWorkspace
  readonly sync: SyncService
  readonly outbox: Outbox
  #cache: Cache | null = null
  #connection: ConnectionStatus = { state: 'no-workspace' }
  readonly #stopping: (() => void)[] = []

  constructor(readonly options: ConsoleOptions) {
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
      setConnection: (status) => this.setConnection(status),
      options: options.sync,
    })
    this.outbox = this.sync.outbox
    this.handlers = {
      ...appHandlers(this),
      ...callsHandlers(this),
      ...callActionsHandlers(this),
      ...listenHandlers(this),
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
    this.#cache = openCache(join(this.options.dataDir, CACHE_FILE))
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
