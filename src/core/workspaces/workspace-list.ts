import type { KeychainProblem, WorkspaceList, WorkspaceSummary } from '../../shared/bridge'
import type { KeychainUnavailable, SecretStore } from '../secrets'
import { isDemoProfile } from './demo-workspace'
import type { ProfileView } from './profile'
import type { WorkspaceProfiles } from './workspace-profiles'

/** A profile as the renderer sees it: never the key, and whether it is the built-in demo. */
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

/** Every profile, the active one, and what is wrong with the keychain if anything. */
export async function listWorkspaces(from: { profiles: Pick<WorkspaceProfiles, 'list'>; secrets: Pick<SecretStore, 'available'> }): Promise<WorkspaceList> {
  const [views, keychain] = await Promise.all([from.profiles.list(), from.secrets.available()])
  const profiles = views.map(summarizeProfile)
  return {
    profiles,
    activeId: profiles.find((p) => p.active)?.id ?? null,
    keychainProblem: keychain.ok ? null : keychainProblem(keychain),
  }
}

function keychainProblem({ reason, fix, reasonWords, fixWords }: KeychainUnavailable): KeychainProblem {
  return { reason, fix, ...(reasonWords && fixWords ? { reasonWords, fixWords } : {}) }
}
