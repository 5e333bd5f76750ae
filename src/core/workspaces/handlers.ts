import type { EmitEvent, RequestMetrics } from '../../shared/bridge'
import type { FeatureModule, WorkspaceWatch } from '../console/context'
import type { SecretStore } from '../secrets'
import type { DemoWorkspace } from './demo-workspace'
import type { KeyPermissionsCache } from './key-permissions'
import { listWorkspaces, summarizeProfile } from './workspace-list'
import type { WorkspaceProfiles } from './workspace-profiles'

/** What `workspaces.*` needs: the profiles and the demo (this feature's own), the active workspace and its metrics. */
export interface WorkspacesPorts {
  readonly profiles: WorkspaceProfiles
  readonly demo: Pick<DemoWorkspace, 'open'>
  readonly secrets: Pick<SecretStore, 'available'>
  readonly activeWorkspace: WorkspaceWatch & {
    metrics(): RequestMetrics | null
    /** Re-reads the active profile: a rotated key gives it a new client. */
    refresh(): Promise<void>
  }
  /** The keys' permissions, kept for the calls feature too (the console builds it once). */
  readonly keyPermissions: Pick<KeyPermissionsCache, 'of'>
  readonly emit: EmitEvent
  /** Deletes a removed workspace's cached rows, unless another profile still uses that workspace. */
  forgetWorkspaceData(workspaceId: string): Promise<void>
  /** Resolves when the host's supervisor allows a service on an origin links do not open yet; refuses otherwise. */
  confirmServiceReach(baseUrl: string): Promise<void>
}

/**
 * `workspaces.*`: the profiles (keys only in the keychain), the active one, the
 * demo, the request metrics. While the console runs, each switch publishes the
 * key's permissions.
 */
export function workspacesModule(ports: WorkspacesPorts): FeatureModule<'workspaces'> {
  const { profiles, activeWorkspace, keyPermissions } = ports
  const publish = async (refresh: boolean) => {
    const workspace = activeWorkspace.current
    const value = await keyPermissions.of(workspace, refresh)
    // A switch meanwhile publishes its own; this answer is only for the caller.
    if (activeWorkspace.current === workspace) ports.emit('workspaces.keyPermissions', value)
    return value
  }
  /**
   * A profile's change reaches the active workspace through the profiles' own event, after the command's answer;
   * a command that changed which workspace is active, or its client, answers once the console works on it.
   */
  const inEffect = async <T>(value: T): Promise<T> => {
    await activeWorkspace.refresh()
    return value
  }
  return {
    prefix: 'workspaces',
    handlers: {
      'workspaces.list': () => listWorkspaces(ports),
      'workspaces.add': async (args) => {
        await ports.confirmServiceReach(args.baseUrl)
        return inEffect(summarizeProfile(await profiles.addProfile(args)))
      },
      'workspaces.update': async ({ id, ...changes }) => inEffect(summarizeProfile(await profiles.updateProfile(id, changes))),
      'workspaces.rotateKey': async ({ id, apiKey }) => {
        const rotated = await profiles.rotateKey(id, apiKey)
        // The active workspace would keep the old key's client, and its permissions, until
        // the profiles' change reached it: what the console allows must be the new key's now.
        if (activeWorkspace.current?.profile.id === id) {
          await activeWorkspace.refresh()
          await publish(false)
        }
        return summarizeProfile(rotated)
      },
      'workspaces.remove': async ({ id }) => {
        const removed = await profiles.removeProfile(id)
        await ports.forgetWorkspaceData(removed.workspaceId)
        return { removedId: removed.id }
      },
      'workspaces.setActive': async ({ id }) => inEffect(summarizeProfile(await profiles.setActive(id))),
      'workspaces.openDemo': async ({ as }) => inEffect(summarizeProfile(await ports.demo.open(as ?? 'owner'))),
      'workspaces.keyPermissions': ({ refresh }) => publish(refresh ?? false),
      'workspaces.metrics': async () => activeWorkspace.metrics(),
    },
    start: () => {
      // Each switch publishes; a console that never had a workspace has nothing to say yet.
      let hadWorkspace = false
      return activeWorkspace.subscribe((workspace) => {
        hadWorkspace ||= workspace !== null
        if (hadWorkspace) void publish(false)
      })
    },
  }
}
