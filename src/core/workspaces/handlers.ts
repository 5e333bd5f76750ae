import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'
import { listWorkspaces, summarizeProfile } from './workspace-list'

/** `workspaces.*`: the profiles (keys only in the keychain), the active one, the demo, the request metrics. */
export function workspacesHandlers(ctx: ConsoleContext): HandlersOf<'workspaces'> {
  return {
    'workspaces.list': () => listWorkspaces(ctx),
    'workspaces.add': async (args) => summarizeProfile(await ctx.profiles.addProfile(args)),
    'workspaces.update': async ({ id, ...changes }) => summarizeProfile(await ctx.profiles.updateProfile(id, changes)),
    'workspaces.rotateKey': async ({ id, apiKey }) => summarizeProfile(await ctx.profiles.rotateKey(id, apiKey)),
    'workspaces.remove': async ({ id }) => {
      const removed = await ctx.profiles.removeProfile(id)
      await ctx.forgetWorkspaceData(removed.workspaceId)
      return { removedId: removed.id }
    },
    'workspaces.setActive': async ({ id }) => summarizeProfile(await ctx.profiles.setActive(id)),
    'workspaces.openDemo': async () => summarizeProfile(await ctx.demo.open()),
    'workspaces.metrics': async () => ctx.activeWorkspace.metrics(),
  }
}
