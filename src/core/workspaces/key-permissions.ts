import type { KeyPermissions } from '../../shared/permissions'
import { apiErrorWords, isApiError } from '../api'
import type { ActiveWorkspace } from '../console/context'
import { inEnglish, words, type CoreWords } from '../errors/core-error'

/** Unknown permissions and why: in English and as core's message, which the renderer words. */
function unknown(workspaceId: string | null, reason: CoreWords): KeyPermissions {
  return { state: 'unknown', workspaceId, reason: inEnglish(reason), reasonWords: reason }
}

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
    if (!workspace) return Promise.resolve(unknown(null, words('errors.workspaces.noWorkspace')))
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
        return unknown(profile.workspaceId, words('errors.workspaces.permissionsNotSaid'))
      const reason = isApiError(error) ? apiErrorWords(error) : error instanceof Error ? error.message : String(error)
      return unknown(profile.workspaceId, words('errors.workspaces.permissionsUnread', { reason }))
    }
  }
}
