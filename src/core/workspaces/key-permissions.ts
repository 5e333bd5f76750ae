import type { KeyPermissions } from '../../shared/permissions'
import { describeApiError, isApiError } from '../api'
import type { ActiveWorkspace } from '../console/context'

const NOT_SAID = 'The service does not say which permissions this key has; it refuses what the key may not do.'

/**
 * The active key's permissions (`GET /v1/api/roles-and-permissions/me`), read
 * once per workspace and client (a rotated key is read again) and kept in
 * memory. Unknown gates nothing ahead: the service's `403` still says what
 * was refused, in the same words.
 */
export class KeyPermissionsCache {
  readonly #known = new Map<string, { client: ActiveWorkspace['client']; value: Promise<KeyPermissions> }>()

  constructor(private readonly now: () => Date) {}

  /** The workspace's permissions: the copy read before unless `refresh` or the key changed. */
  of(workspace: ActiveWorkspace | null, refresh = false): Promise<KeyPermissions> {
    if (!workspace) return Promise.resolve({ state: 'unknown', workspaceId: null, reason: 'No workspace is open.' })
    const kept = this.#known.get(workspace.profile.id)
    if (kept && kept.client === workspace.client && !refresh) return kept.value
    const value = this.#read(workspace)
    this.#known.set(workspace.profile.id, { client: workspace.client, value })
    return value
  }

  async #read({ profile, client }: ActiveWorkspace): Promise<KeyPermissions> {
    try {
      const mine = await client.permissions.mine({ lane: 'user' })
      return { state: 'known', workspaceId: profile.workspaceId, role: mine.role, permissions: mine.permissions, fetchedAt: this.now().toISOString() }
    } catch (error) {
      // Not kept: the next asking reads again (back online, or the service learnt the endpoint).
      this.#known.delete(profile.id)
      if (isApiError(error) && (error.status === 404 || error.code === 'invalid_response'))
        return { state: 'unknown', workspaceId: profile.workspaceId, reason: NOT_SAID }
      const reason = isApiError(error) ? describeApiError(error) : error instanceof Error ? error.message : String(error)
      return { state: 'unknown', workspaceId: profile.workspaceId, reason: `This key's permissions could not be read: ${reason}` }
    }
  }
}
