import type { CallDetail, ConnectionStatus } from '../../shared/bridge'
import type { KeyPermissions } from '../../shared/permissions'
import { actorOf, type ActivityLog } from '../activity'
import { getSighting, sightingSummary, type Cache } from '../cache'
import type { FeatureModule, WorkspaceWatch } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import { requireOnline, type SyncClock } from '../sync'
import type { ActiveCallPoller } from './active-call-poller'
import { endCall } from './end-call'
import { NO_CALLS } from './live-calls'
import { MediaServers, type MediaServersOptions } from './media-servers'
import { liveKitRoomService } from './room-service'
import { StepIn } from './step-in'
import type { SupervisorProfileStore } from './supervisor-profile'
import { fetchEndpointToken } from './token-endpoint'

/** A demo service's media rooms and the key and secret that sign their tokens. */
type DemoMedia = Parameters<MediaServers['adoptDemo']>[1]

/** What `calls.*` needs. The wall itself is the sync's live part, the active-call poller (`createCallsPoller`). */
export interface CallsPorts {
  /** Its switches hand back what this console took over. */
  readonly activeWorkspace: WorkspaceWatch
  cache(): Cache
  connection(): ConnectionStatus
  readonly clock: SyncClock
  readonly activity: Pick<ActivityLog, 'track' | 'record'>
  /** The active key's permissions: stepping in needs the key to be allowed to end calls. */
  keyPermissions(): Promise<KeyPermissions>
  /** The active workspace's poller, and a poll now after an action. */
  readonly sync: { live(): Pick<ActiveCallPoller, 'current'> | null; pollNow(): void }
  readonly mediaServers: MediaServersOptions
  /** How the supervisor appears in a call's room (Settings → Stepping in); the console shares it with callbacks. */
  readonly supervisor: Pick<SupervisorProfileStore, 'get' | 'save'>
  /** Tells when a workspace profile is removed; returns the unsubscribe function. */
  onProfileRemoved(listener: (profileId: string) => void): () => void
  /** Runs each time the demo workspace opens, before it becomes active; returns the unsubscribe function. */
  onDemoOpening(listener: (profileId: string, media: DemoMedia | undefined) => Promise<void>): () => void
}

/**
 * `calls.*`: the wall (fed by the poller, `live-calls.ts`), what a supervisor
 * does to one call of it, listening in (Settings → Media server and the
 * listening token of the active workspace) and stepping in (`step-in.ts`).
 */
export function callsModule(ports: CallsPorts): FeatureModule<'calls'> {
  const servers = new MediaServers(ports.mediaServers)
  const { supervisor } = ports
  const stepIn = new StepIn({
    ...ports,
    profile: () => supervisor.get(),
    access: (profileId) => servers.access(profileId),
    listenGrant: (profileId, roomName, name, identity) => servers.grant(profileId, roomName, name, identity),
    roomService: liveKitRoomService,
    endpointToken: (endpoint, request) => fetchEndpointToken(endpoint, request, ports.mediaServers.fetch),
    call: (roomName) => ports.sync.live()?.current().calls.find((call) => call.roomName === roomName),
    pollNow: () => ports.sync.pollNow(),
  })
  return {
    prefix: 'calls',
    handlers: {
      'calls.current': async () => ports.sync.live()?.current() ?? NO_CALLS,
      'calls.end': async ({ roomName }) => {
        const workspace = ports.activeWorkspace.require()
        requireOnline(ports, 'endCall')
        const cache = ports.cache()
        const seen = getSighting(cache, workspace.profile.workspaceId, roomName)
        const result = await ports.activity.track(
          actorOf(workspace),
          { kind: 'call.end', target: `call with ${seen?.customerName || seen?.customerPhone || roomName}`, targetId: roomName },
          () => endCall(workspace.client, cache, roomName),
          (ended) => ({ detail: ended.outcome === 'already-ended' ? 'It had already ended.' : `${seen?.aiAgentName ?? 'The agent'}'s call ended.` }),
        )
        ports.sync.pollNow()
        return result
      },
      'calls.detail': async ({ roomName }) => {
        const workspace = ports.activeWorkspace.current
        const sighting = workspace && getSighting(ports.cache(), workspace.profile.workspaceId, roomName)
        if (!sighting) return null
        return {
          ...sightingSummary(sighting),
          active: sighting.active,
          endedBy: sighting.endedBy,
          events: sighting.events,
        } satisfies CallDetail
      },
      'calls.mediaServer': async () => servers.settings(ports.activeWorkspace.current?.profile.id ?? null),
      'calls.saveMediaServer': async (input) => servers.save(ports.activeWorkspace.require().profile.id, input),
      'calls.clearMediaServer': async () => servers.clear(ports.activeWorkspace.require().profile.id),
      'calls.listenToken': async ({ roomName }) => {
        const workspace = ports.activeWorkspace.require()
        requireOnline(ports, 'listen')
        requireCurrentCall(ports, roomName)
        const grant = await servers.grant(workspace.profile.id, roomName, (await supervisor.get()).displayName)
        stepIn.listening(workspace, roomName, grant.identity)
        return grant
      },
      'calls.barge': (command) => stepIn.barge(command),
      'calls.takeOver': (command) => stepIn.takeOver(command),
      'calls.handBack': (command) => stepIn.stopSpeaking(command),
      'calls.stopSpeaking': (command) => stepIn.stopSpeaking(command),
      'calls.participants': ({ roomNames }) => stepIn.participants(roomNames),
      'calls.supervisorProfile': () => supervisor.get(),
      'calls.saveSupervisorProfile': (input) => supervisor.save(input),
    },
    start: () => {
      // A removed workspace takes its media server, and the LiveKit secret in the keychain, with it.
      const stopRemovals = ports.onProfileRemoved((profileId) => void servers.clear(profileId).catch(() => undefined))
      // The demo workspace listens to the simulator's media rooms out of the box (their port changes each start).
      const stopDemo = ports.onDemoOpening(async (profileId, media) => {
        if (media) await servers.adoptDemo(profileId, media)
      })
      // What this console took over is handed back when it works on another workspace, or stops.
      const stopSwitches = ports.activeWorkspace.subscribe((workspace) =>
        stepIn.releaseAll('the console switched to another workspace', workspace?.profile.id ?? null),
      )
      return () => {
        stopRemovals()
        stopDemo()
        stopSwitches()
        stepIn.releaseAll('the console stopped')
      }
    },
  }
}

/** A listening token opens a room's audio: only for a call on the active workspace's wall, never a room the page names. */
function requireCurrentCall(ports: Pick<CallsPorts, 'sync'>, roomName: string): void {
  if (ports.sync.live()?.current().calls.some((call) => call.roomName === roomName)) return
  throw new CoreError('not_a_current_call', words('errors.calls.notCurrent', { room: roomName }))
}
