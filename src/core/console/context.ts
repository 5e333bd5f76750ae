import type { ConnectionStatus, HostKind, MicrophoneAccessStatus } from '../../shared/bridge'
import type { ActivityLog } from '../activity'
import type { AlertPause } from '../alerts/alert-pause'
import type { TimeZoneStore } from '../app/time-zone-setting'
import type { FetchLike } from '../api'
import type { Logger } from '../log'
import type { Cache } from '../cache'
import type { ActiveCallPoller } from '../calls/active-call-poller'
import type { OutboundGuard } from '../outbound'
import type { SecretStore } from '../secrets'
import type { Outbox, SyncClock, SyncService, SyncServiceOptions } from '../sync'
import type { UpdateService } from '../updates/update-service'
import type { DemoWorkspace, StartDemoService } from '../workspaces/demo-workspace'
import type { WorkspaceProfiles } from '../workspaces/workspace-profiles'
import type { ActiveWorkspaceHolder } from './active-workspace'
import type { EventHub } from './event-hub'

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
   * The operating system's microphone permission for this app, asking for it
   * when `ask` and not decided yet (macOS); absent where the host cannot tell.
   */
  microphoneAccess?: (ask: boolean) => Promise<MicrophoneAccessStatus>
  /** Poll and sync cadences (docs/sync.md) and, for tests, the clock. */
  sync?: SyncServiceOptions
}

/** What every feature's handlers may use: the options, the event hub and shared state. */
export interface ConsoleContext {
  readonly options: ConsoleOptions
  readonly events: EventHub
  /** Whether alerts are paused; every feature that alerts checks it. */
  readonly alerts: AlertPause
  readonly profiles: WorkspaceProfiles
  /** The active workspace; `require()` refuses a command that needs one when there is none. */
  readonly activeWorkspace: ActiveWorkspaceHolder
  readonly demo: DemoWorkspace
  /** The local cache; open between `start()` and `stop()`. */
  readonly cache: Cache
  /** The sync of the active workspace: `pollNow()` after an action, `live()` for the calls poller. */
  readonly sync: SyncService<ActiveCallPoller>
  /** The supervisor's edits of dispositions, sent now or replayed when back online. */
  readonly outbox: Outbox
  /** The console's time (`options.sync.clock` in tests). */
  readonly clock: SyncClock
  /** `options.logger`, or a silent one. */
  readonly logger: Logger
  /** The one zone the console shows times in (Settings), null for the computer's. */
  readonly timeZone: TimeZoneStore
  /** The check before every call the console places (do-not-call, the customer's words, calling hours). */
  readonly outbound: OutboundGuard
  /** Records every write this console makes (`ctx.activity.track(actorOf(workspace), ...)`). */
  readonly activity: ActivityLog
  connection(): ConnectionStatus
  /** Deletes a removed workspace's cached rows, unless another profile still uses that workspace. */
  forgetWorkspaceData(workspaceId: string): Promise<void>
}
