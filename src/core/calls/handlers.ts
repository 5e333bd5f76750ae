import type { CallDetail, ConnectionStatus } from '../../shared/bridge'
import { actorOf, type ActivityLog } from '../activity'
import { getSighting, sightingSummary, type Cache } from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import { CoreError } from '../errors/core-error'
import { requireOnline } from '../sync'
import type { ActiveCallPoller } from './active-call-poller'
import { endCall } from './end-call'
import { NO_CALLS } from './live-calls'
import { MediaServers, type MediaServersOptions } from './media-servers'

/** A demo service's media rooms and the key and secret that sign their tokens. */
type DemoMedia = Parameters<MediaServers['adoptDemo']>[1]

/** What `calls.*` needs. The wall itself is the sync's live part, the active-call poller (`createCallsPoller`). */
export interface CallsPorts {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  connection(): ConnectionStatus
  readonly activity: Pick<ActivityLog, 'track'>
  /** The active workspace's poller, and a poll now after an action. */
  readonly sync: { live(): Pick<ActiveCallPoller, 'current'> | null; pollNow(): void }
  readonly mediaServers: MediaServersOptions
  /** Tells when a workspace profile is removed; returns the unsubscribe function. */
  onProfileRemoved(listener: (profileId: string) => void): () => void
  /** Runs each time the demo workspace opens, before it becomes active; returns the unsubscribe function. */
  onDemoOpening(listener: (profileId: string, media: DemoMedia | undefined) => Promise<void>): () => void
}

/**
 * `calls.*`: the wall (fed by the poller, `live-calls.ts`), what a supervisor
 * does to one call of it, and listening in (Settings → Media server and the
 * listening token of the active workspace).
 */
export function callsModule(ports: CallsPorts): FeatureModule<'calls'> {
  const servers = new MediaServers(ports.mediaServers)
  return {
    prefix: 'calls',
    handlers: {
      'calls.current': async () => ports.sync.live()?.current() ?? NO_CALLS,
      'calls.end': async ({ roomName }) => {
        const workspace = ports.activeWorkspace.require()
        requireOnline(ports, 'Ending a call')
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
        const { profile } = ports.activeWorkspace.require()
        requireOnline(ports, 'Listening in')
        requireCurrentCall(ports, roomName)
        return servers.grant(profile.id, roomName)
      },
    },
    start: () => {
      // A removed workspace takes its media server, and the LiveKit secret in the keychain, with it.
      const stopRemovals = ports.onProfileRemoved((profileId) => void servers.clear(profileId).catch(() => undefined))
      // The demo workspace listens to the simulator's media rooms out of the box (their port changes each start).
      const stopDemo = ports.onDemoOpening(async (profileId, media) => {
        if (media) await servers.adoptDemo(profileId, media)
      })
      return () => {
        stopRemovals()
        stopDemo()
      }
    },
  }
}

/** A listening token opens a room's audio: only for a call on the active workspace's wall, never a room the page names. */
function requireCurrentCall(ports: Pick<CallsPorts, 'sync'>, roomName: string): void {
  if (ports.sync.live()?.current().calls.some((call) => call.roomName === roomName)) return
  throw new CoreError(
    'not_a_current_call',
    `Listening in is only for the live calls of this workspace: ${roomName} is not one of them now (the call may have just ended).`,
  )
}
