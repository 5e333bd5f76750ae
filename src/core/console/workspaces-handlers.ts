import type { HandlersOf, WorkspaceList, WorkspaceSummary } from '../../shared/bridge'
import type { ProfileView } from '../workspaces'
import type { ConsoleContext } from './context'
import { isDemoProfile } from './demo-workspace'

export function summarizeProfile(view: ProfileView): WorkspaceSummary {
  return {
    id: view.id,
    label: view.label,
    baseUrl: view.baseUrl,
    workspaceId: view.workspaceId,
    plan: view.plan,
    requestsPerMinute: view.requestsPerMinute,
    createdAt: view.createdAt,
    active: view.active,
    maskedKey: view.maskedKey,
    demo: isDemoProfile(view),
  }
}

export async function listWorkspaces(ctx: ConsoleContext): Promise<WorkspaceList> {
  const [views, keychain] = await Promise.all([ctx.profiles.list(), ctx.options.secrets.available()])
  const profiles = views.map(summarizeProfile)
  return {
    profiles,
    activeId: profiles.find((p) => p.active)?.id ?? null,
    keychainProblem: keychain.ok ? null : { reason: keychain.reason, fix: keychain.fix },
  }
}

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
