import type { HandlersOf } from '../../shared/bridge'
import type { ConsoleContext } from '../console/context'
import { KeyPermissionsCache } from './key-permissions'
import { listWorkspaces, summarizeProfile } from './workspace-list'

/** `workspaces.*`: the profiles (keys only in the keychain), the active one, the demo, the request metrics. */
export function workspacesHandlers(ctx: ConsoleContext): HandlersOf<'workspaces'> {
  const keyPermissions = new KeyPermissionsCache(() => new Date(ctx.clock.now()))
  const publish = async (refresh: boolean) => {
    const workspace = ctx.activeWorkspace.current
    const value = await keyPermissions.of(workspace, refresh)
    // A switch meanwhile publishes its own; this answer is only for the caller.
    if (ctx.activeWorkspace.current === workspace) ctx.events.emit('workspaces.keyPermissions', value)
    return value
  }
  // Each switch publishes; a console that never had a workspace has nothing to say yet.
  let hadWorkspace = false
  ctx.activeWorkspace.subscribe((workspace) => {
    hadWorkspace ||= workspace !== null
    if (hadWorkspace) void publish(false)
  })
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
    'workspaces.openDemo': async ({ as }) => summarizeProfile(await ctx.demo.open(as ?? 'owner')),
    'workspaces.keyPermissions': ({ refresh }) => publish(refresh ?? false),
    'workspaces.metrics': async () => ctx.activeWorkspace.metrics(),
  }
}
