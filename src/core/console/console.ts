import { join } from 'node:path'
import type { BridgeHandlers, ConnectionStatus, HostKind, MicrophoneAccessStatus } from '../../shared/bridge'
import { ActivityLog } from '../activity'
import { adminModule } from '../admin/handlers'
import { AlertPause } from '../alerts/alert-pause'
import { ALERT_RULES_FILE, AlertRulesStore } from '../alerts/alert-rules-store'
import { alertsModule } from '../alerts/handlers'
import { AlertWatch } from '../calls/alert-watch'
import { appModule } from '../app/handlers'
import type { FetchLike, QuarantinedItem } from '../api'
import { LANGUAGE_FILE, LanguageStore } from '../app/language-setting'
import { TIME_ZONE_FILE, TimeZoneStore } from '../app/time-zone-setting'
import { CacheNotDatabaseError, checkIntegrity, deleteWorkspace, openCache, rebuildCache, recordQuarantined, type Cache } from '../cache'
import { callbacksModule } from '../callbacks/handlers'
import { campaignsModule } from '../campaigns/handlers'
import type { ActiveCallPoller } from '../calls/active-call-poller'
import { callsModule } from '../calls/handlers'
import { SupervisorProfileStore } from '../calls/supervisor-profile'
import { createCallsPoller } from '../calls/live-calls'
import { mediaServerOrigins } from '../calls/media-server-origins'
import { complianceModule } from '../compliance/handlers'
import { diagnosticsModule } from '../diagnostics/handlers'
import { historyModule } from '../history/handlers'
import { createOutboundGuard } from '../outbound'
import { insightsModule } from '../insights/handlers'
import { outboxModule } from '../outbox/handlers'
import { silentLogger, type Logger } from '../log'
import type { SecretStore } from '../secrets'
import { keepPrivate } from '../storage/private-files'
import { failureWords, isoAt, SyncService, systemClock, type Outbox, type SyncClock, type SyncServiceOptions } from '../sync'
import { inEnglish, words } from '../errors/core-error'
import { syncModule } from '../sync/handlers'
import { transcriptsModule } from '../transcripts/handlers'
import type { UpdateService } from '../updates/update-service'
import { updatesModule } from '../updates/handlers'
import { voicesModule } from '../voices/handlers'
import { DemoWorkspace, type StartDemoService } from '../workspaces/demo-workspace'
import { workspacesModule } from '../workspaces/handlers'
import { KeyPermissionsCache } from '../workspaces/key-permissions'
import { listWorkspaces, summarizeProfile } from '../workspaces/workspace-list'
import { createWorkspaceProfiles, type WorkspaceProfiles } from '../workspaces/workspace-profiles'
import { ActiveWorkspaceHolder } from './active-workspace'
import { requireReach, type AnyFeatureModule, type ConfirmReach } from './context'
import { EventHub } from './event-hub'
import { composeHandlers } from './compose'

export interface ConsoleOptions {
  host: HostKind
  dataDir: string
  version: string
  platform: string
  /** Where API keys live: the OS keychain in both hosts, memory in unit tests. */
  secrets: SecretStore
  /** Starts the local simulator for the demo workspace; absent where the host cannot. */
  startDemoService?: StartDemoService
  /** Tests inject a fetch; hosts use the global one. */
  fetch?: FetchLike
  /** The desktop app's self-update; absent in the browser host. */
  updates?: UpdateService
  /** Where this host writes its logs. Default `<dataDir>/logs`. */
  logFolder?: string
  /** The host's log (redacted, rotated): failed requests, quarantined items, outbox retries. Default silent. */
  logger?: Logger
  /** Opens the log folder in the system's file manager; absent where the host cannot. */
  openLogFolder?: () => Promise<void>
  /**
   * Where the SQLite cache lives. Default `dataDir`; the desktop app on Windows
   * keeps it in local (not roaming) app data.
   */
  cacheDir?: string
  /**
   * Told after a media server was saved or cleared (the demo's included), and
   * awaited before that command answers: the host renews the renderer's CSP and
   * reloads the page when a server was added (`renewOnChange`).
   */
  onMediaServersChanged?: () => void | Promise<void>
  /**
   * Asks the supervisor outside the page before a media server, token
   * endpoint or https service on a new origin is saved (a dialog, a
   * terminal); absent, such a save is refused.
   */
  confirmReach?: ConfirmReach
  /**
   * The operating system's microphone permission for this app, asking for it
   * when `ask` and not decided yet (macOS); absent where the host cannot tell.
   */
  microphoneAccess?: (ask: boolean) => Promise<MicrophoneAccessStatus>
  /** Poll and sync cadences (docs/sync.md) and, for tests, the clock. */
  sync?: SyncServiceOptions
}

/** The integrity check waits until the first screen has been served. */
const INTEGRITY_CHECK_DELAY_MS = 3_000

/** The cache file in the cache folder (`cacheDir`, else the data directory): one per installation, rows scoped by workspace. */
export const CACHE_FILE = 'cache.sqlite'

/**
 * The Bridge implementation, composed: what both hosts expose to the renderer.
 * Hosts call `dispatch(console.handlers, ...)` and forward `console.events`.
 * The console builds the shared parts (profiles, active workspace, cache,
 * sync, outbox, activity log, outbound guard) and hands each feature module
 * only the ports it declares; the calls feature also gives the sync its live
 * part, the active-call poller.
 */
export class SwitchboardConsole {
  readonly events = new EventHub()
  readonly alerts = new AlertPause(this.events.emit)
  readonly alertRules: AlertRulesStore
  /** The alert rules' evaluation; its `heard` is the port the live transcript tells what a call said. */
  readonly alertWatch: AlertWatch
  readonly handlers: BridgeHandlers
  readonly profiles: WorkspaceProfiles
  readonly activeWorkspace: ActiveWorkspaceHolder
  readonly demo: DemoWorkspace
  readonly sync: SyncService<ActiveCallPoller>
  readonly outbox: Outbox
  readonly #clock: SyncClock
  readonly #logger: Logger
  readonly #modules: readonly AnyFeatureModule[]
  #cache: Cache | null = null
  #connection: ConnectionStatus = { state: 'no-workspace' }
  readonly #stopping: (() => void)[] = []
  #unwatchCache: (() => void) | null = null
  /** When the disk's refusal was last logged: at most once a minute, however often writes are refused. */
  #diskLoggedAt = Number.NEGATIVE_INFINITY

  constructor(readonly options: ConsoleOptions) {
    const clock = options.sync?.clock ?? systemClock
    const logger = options.logger ?? silentLogger
    this.#clock = clock
    this.#logger = logger
    this.profiles = createWorkspaceProfiles({
      dataDir: options.dataDir,
      secrets: options.secrets,
      fetch: options.fetch,
      logger,
      onQuarantine: (workspaceId, items) => this.#quarantine(workspaceId, items),
    })
    const timeZone = new TimeZoneStore(join(options.dataDir, TIME_ZONE_FILE))
    const language = new LanguageStore(join(options.dataDir, LANGUAGE_FILE))
    const alertRules = new AlertRulesStore(join(options.dataDir, ALERT_RULES_FILE))
    const alertWatch = new AlertWatch((workspaceId) => alertRules.rules(workspaceId))
    this.alertRules = alertRules
    this.alertWatch = alertWatch
    const cache = () => this.cache
    const outbound = createOutboundGuard({ cache, displayZone: () => timeZone.zoneInUse() })
    this.activeWorkspace = new ActiveWorkspaceHolder(
      this.profiles,
      summarizeProfile,
      (metrics) => this.events.emit('workspaces.metrics', metrics),
      (profile, error) => {
        const said = words('errors.labelled', { label: profile.label, reason: failureWords(error) })
        this.setConnection({ state: 'degraded', reason: inEnglish(said), words: said })
      },
    )
    this.demo = new DemoWorkspace(this.profiles, options.startDemoService)
    const activity = new ActivityLog({
      cache,
      now: () => clock.now(),
      recorded: (entry) => this.events.emit('history.activity', entry),
    })
    this.sync = new SyncService({
      cache,
      emit: this.events.emit,
      createLive: (context) => createCallsPoller(context, alertWatch),
      setConnection: (status) => this.setConnection(status),
      activity,
      logger,
      options: options.sync,
    })
    this.outbox = this.sync.outbox

    const { activeWorkspace, outbox, sync } = this
    const { dataDir } = options
    const emit = this.events.emit
    const connection = () => this.connection()
    // Read by the workspaces feature on each switch, and asked by calls before stepping in.
    const keyPermissions = new KeyPermissionsCache(() => new Date(clock.now()))
    const transcripts = transcriptsModule({ cache, clock })
    // What a room's transcript kept is heard by the alert rules: a phrase rule matches it from the next poll.
    transcripts.onSegmentStored(({ workspaceId, roomName, text, at }) => alertWatch.heard({ workspaceId, roomName, text, at: Date.parse(at) }))
    // Who the supervisor is, in a call's room and in the lines Call now adds to a callback's notes.
    const supervisor = new SupervisorProfileStore(dataDir)
    const modules = [
      appModule({ about: options, connection, timeZone, language, emit }),
      callsModule({
        activeWorkspace,
        cache,
        connection,
        clock,
        activity,
        keyPermissions: () => keyPermissions.of(activeWorkspace.current),
        sync,
        mediaServers: { dataDir, secrets: options.secrets, fetch: options.fetch, onChange: options.onMediaServersChanged, confirmReach: options.confirmReach },
        supervisor,
        onProfileRemoved: (listener) =>
          this.profiles.subscribe((change) => {
            if (change.kind === 'removed') listener(change.profileId)
          }),
        onDemoOpening: (listener) => this.demo.onOpening((profileId, service) => listener(profileId, service.media)),
      }),
      alertsModule({ pause: this.alerts, rules: alertRules, activeWorkspace, emit, pollNow: () => sync.pollNow() }),
      diagnosticsModule({
        about: options,
        connection,
        alerts: () => this.alerts.state(),
        updates: () => options.updates?.status() ?? null,
        activeWorkspace,
        cache,
        openLogFolder: options.openLogFolder,
      }),
      updatesModule({ service: options.updates, emit }),
      workspacesModule({
        profiles: this.profiles,
        demo: this.demo,
        secrets: options.secrets,
        activeWorkspace,
        keyPermissions,
        emit,
        forgetWorkspaceData: (workspaceId) => this.forgetWorkspaceData(workspaceId),
        confirmServiceReach: (baseUrl) => this.#confirmServiceReach(baseUrl),
      }),
      historyModule({ activeWorkspace, cache, connection, outbox }),
      voicesModule({ dataDir, emit, activeWorkspace, connection, cache, activity, microphoneAccess: options.microphoneAccess }),
      syncModule({ sync, rebuildCache: () => this.rebuildCache() }),
      outboxModule({ outbox }),
      callbacksModule({
        dataDir,
        activeWorkspace,
        cache,
        connection,
        clock,
        emit,
        activity,
        outbox,
        outbound,
        sync,
        displayZone: () => timeZone.zoneInUse(),
        supervisorName: async () => (await supervisor.get()).displayName,
        alertsPaused: () => this.alerts.isPaused(),
      }),
      adminModule({ activeWorkspace, cache, connection, clock, activity, sync }),
      complianceModule({ activeWorkspace, cache, clock, emit }),
      campaignsModule({ activeWorkspace, cache, connection, clock, emit, activity, outbound, sync, displayZone: () => timeZone.zoneInUse() }),
      insightsModule({ dataDir, activeWorkspace, cache, clock, logger: this.#logger }),
      transcripts,
    ]
    this.handlers = composeHandlers(modules)
    this.#modules = modules
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

  /**
   * Opens the cache (throws CacheTooNewError, leaving the file untouched) and the active workspace. The data, cache
   * and log folders are made private first, and their files once the cache (with its journals) exists. A file that
   * is not a database is rebuilt, keeping the outbox; the integrity check runs once the first screen is served.
   */
  async start(): Promise<void> {
    const { dataDir, cacheDir = dataDir, logFolder = join(dataDir, 'logs') } = this.options
    keepPrivate([dataDir, cacheDir, logFolder])
    this.#useCache(this.#openOrRebuild(join(cacheDir, CACHE_FILE)))
    keepPrivate([dataDir, cacheDir, logFolder])
    this.#stopping.push(this.profiles.subscribe(() => void this.#profilesChanged()))
    this.sync.attach(this.activeWorkspace)
    for (const module of this.#modules) if (module.start) this.#stopping.push(module.start())
    this.#stopping.push(this.#clock.setTimeout(() => this.#checkIntegrity(), INTEGRITY_CHECK_DELAY_MS))
    await this.activeWorkspace.refresh()
    await this.demo.resumeIfActive()
  }

  /**
   * Settings → Sync → Rebuild the cache: the sync stops, the file is moved aside for a fresh one that keeps the
   * outbox's waiting edits, and the sync starts again on it (a first sync). Answers how many edits were kept.
   */
  async rebuildCache(): Promise<number> {
    const old = this.cache
    await this.sync.stop()
    this.#unwatchCache?.()
    try {
      old.close()
    } catch {
      // A damaged file may fail its closing optimize; the connection is closed all the same.
    }
    const rebuilt = rebuildCache(old.path, new Date(this.#clock.now()))
    this.#logger.warn('cache rebuilt', { keptEdits: rebuilt.keptEdits, movedTo: rebuilt.movedTo })
    this.#useCache(rebuilt.cache)
    this.sync.attach(this.activeWorkspace)
    await this.sync.settled()
    this.sync.publishStatus()
    return rebuilt.keptEdits
  }

  async stop(): Promise<void> {
    for (const stop of this.#stopping.splice(0)) stop()
    this.#unwatchCache?.()
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

  /** A new https service widens where links may open (`externalLinkOrigins`): the host's supervisor allows it, not the page. */
  async #confirmServiceReach(baseUrl: string): Promise<void> {
    const origin = URL.canParse(baseUrl) ? new URL(baseUrl) : null
    if (origin?.protocol !== 'https:' || (await this.externalLinkOrigins()).includes(origin.origin)) return
    const why = "The console will send this workspace's key to that service, and links to it will open in your browser."
    await requireReach(this.options.confirmReach, origin.origin, why, 'errors.reach.notAdded')
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
    for (const item of recordQuarantined(this.#cache, workspaceId, items, isoAt(this.#clock))) {
      this.#logger.warn('list item quarantined', { workspaceId, ...item })
    }
  }

  #openOrRebuild(path: string): Cache {
    try {
      return openCache(path)
    } catch (error) {
      if (!(error instanceof CacheNotDatabaseError)) throw error
      const rebuilt = rebuildCache(path, new Date(this.#clock.now()))
      this.#logger.warn('cache was not a database: rebuilt', { keptEdits: rebuilt.keptEdits, movedTo: rebuilt.movedTo })
      return rebuilt.cache
    }
  }

  #useCache(cache: Cache): void {
    this.#cache = cache
    this.#unwatchCache = cache.onHealthChange(() => this.#healthChanged())
  }

  /** Off the hot path: a full read of the file, on a large cache a second or more of the main process. */
  #checkIntegrity(): void {
    const cache = this.#cache
    if (!cache) return
    const finding = checkIntegrity(cache)
    if (finding === null) return
    this.#logger.error('cache integrity check failed', { finding })
    cache.markDamaged(finding)
  }

  #healthChanged(): void {
    if (this.#cache?.damaged) {
      this.sync.publishStatus()
      return
    }
    this.#diskChanged()
  }

  #diskChanged(): void {
    const full = this.#cache?.diskFull
    const now = this.#clock.now()
    if (full && now - this.#diskLoggedAt >= 60_000) {
      this.#diskLoggedAt = now
      this.#logger.error('cache writes refused: disk full', { path: full.path, freeBytes: full.freeBytes })
    } else if (!full) {
      this.#logger.info('cache writes accepted again')
      this.sync.diskBack()
    }
    this.sync.publishStatus()
  }

  async #profilesChanged(): Promise<void> {
    await this.activeWorkspace.refresh()
    this.events.emit('workspaces.changed', await listWorkspaces({ profiles: this.profiles, secrets: this.options.secrets }))
  }
}
