import type { HandlersOf } from '../../shared/bridge'
import { ListenError, MediaServers } from '../listen'
import { requireOnline } from '../sync'
import type { ConsoleContext } from './context'

/** Settings → Media server and the listening token of the active workspace. */
export function listenHandlers(ctx: ConsoleContext): HandlersOf<'listen'> {
  const servers = new MediaServers({ dataDir: ctx.options.dataDir, secrets: ctx.options.secrets, fetch: ctx.options.fetch })
  // A removed workspace takes its media server, and the LiveKit secret in the keychain, with it.
  ctx.profiles.subscribe((change) => {
    if (change.kind === 'removed') void servers.clear(change.profileId).catch(() => undefined)
  })
  // The demo workspace listens to the simulator's media rooms out of the box (their port changes each start).
  ctx.demo.onOpened(async (profileId, service) => {
    if (service.media) await servers.adoptDemo(profileId, service.media)
  })
  const activeProfileId = () => ctx.activeWorkspace.current?.profile.id ?? null
  const requireProfile = () => {
    const id = activeProfileId()
    if (!id) throw new ListenError('no_workspace', 'Open a workspace first: the media server belongs to a workspace.')
    return id
  }
  return {
    'listen.settings': async () => servers.settings(activeProfileId()),
    'listen.saveSettings': async (input) => servers.save(requireProfile(), input),
    'listen.clearSettings': async () => servers.clear(requireProfile()),
    'listen.token': async ({ roomName }) => {
      const profileId = requireProfile()
      requireOnline(ctx, 'Listening in')
      return servers.grant(profileId, roomName)
    },
  }
}
