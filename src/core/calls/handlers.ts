import type { CallDetail, HandlersOf } from '../../shared/bridge'
import { actorOf } from '../activity'
import { getSighting, sightingSummary } from '../cache'
import type { ConsoleContext } from '../console/context'
import { requireOnline } from '../sync'
import { endCall } from './end-call'
import { NO_CALLS } from './live-calls'
import { MediaServers } from './media-servers'

/**
 * `calls.*`: the wall (fed by the poller, `live-calls.ts`), what a supervisor
 * does to one call of it, and listening in (Settings → Media server and the
 * listening token of the active workspace).
 */
export function callsHandlers(ctx: ConsoleContext): HandlersOf<'calls'> {
  const servers = new MediaServers({
    dataDir: ctx.options.dataDir,
    secrets: ctx.options.secrets,
    fetch: ctx.options.fetch,
    onChange: ctx.options.onMediaServersChanged,
  })
  // A removed workspace takes its media server, and the LiveKit secret in the keychain, with it.
  ctx.profiles.subscribe((change) => {
    if (change.kind === 'removed') void servers.clear(change.profileId).catch(() => undefined)
  })
  // The demo workspace listens to the simulator's media rooms out of the box (their port changes each start).
  ctx.demo.onOpening(async (profileId, service) => {
    if (service.media) await servers.adoptDemo(profileId, service.media)
  })
  return {
    'calls.current': async () => ctx.sync.live()?.current() ?? NO_CALLS,
    'calls.end': async ({ roomName }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Ending a call')
      const seen = getSighting(ctx.cache, workspace.profile.workspaceId, roomName)
      const result = await ctx.activity.track(
        actorOf(workspace),
        { kind: 'call.end', target: `call with ${seen?.customerName || seen?.customerPhone || roomName}`, targetId: roomName },
        () => endCall(workspace.client, ctx.cache, roomName),
        (ended) => ({ detail: ended.outcome === 'already-ended' ? 'It had already ended.' : `${seen?.aiAgentName ?? 'The agent'}'s call ended.` }),
      )
      ctx.sync.pollNow()
      return result
    },
    'calls.detail': async ({ roomName }) => {
      const workspace = ctx.activeWorkspace.current
      const sighting = workspace && getSighting(ctx.cache, workspace.profile.workspaceId, roomName)
      if (!sighting) return null
      return {
        ...sightingSummary(sighting),
        active: sighting.active,
        endedBy: sighting.endedBy,
        events: sighting.events,
      } satisfies CallDetail
    },
    'calls.mediaServer': async () => servers.settings(ctx.activeWorkspace.current?.profile.id ?? null),
    'calls.saveMediaServer': async (input) => servers.save(ctx.activeWorkspace.require().profile.id, input),
    'calls.clearMediaServer': async () => servers.clear(ctx.activeWorkspace.require().profile.id),
    'calls.listenToken': async ({ roomName }) => {
      const { profile } = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Listening in')
      return servers.grant(profile.id, roomName)
    },
  }
}
