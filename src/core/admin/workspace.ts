import { PermissionList, Workspace, type Permission } from '../../shared/api'
import type { WorkspaceDetail } from '../../shared/bridge'
import { describeApiError, isApiError } from '../api'
import { getOpenedRecord, storeOpenedRecord } from '../cache'
import { words } from '../errors/core-error'
import { requireOnline } from '../sync'
import { serviceOrCached, type Copy } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

/**
 * The workspace (`GET /v1/api/workspaces/{id}`, its members as the service
 * shows them) and the permissions roles can be given. Each is kept as fetched
 * last, under the workspace's id, for reading offline.
 */
export async function workspaceDetail(scope: AdminScope): Promise<WorkspaceDetail> {
  const workspace = await serviceOrCached(scope, {
    unopened: words('errors.admin.workspaceNotOpened'),
    fetch: () => scope.client.workspaces.get(scope.workspaceId, USER_LANE),
    store: (value, fetchedAt) => keep(scope, 'workspace', value.name, value, fetchedAt),
    cached: () => keptWorkspace(scope),
  })
  // Apart, so that a refused permissions list does not hide the workspace.
  try {
    const permissions = await serviceOrCached(scope, {
      unopened: words('errors.admin.permissionsNotOpened'),
      fetch: () => scope.client.permissions.list(USER_LANE),
      store: (value, fetchedAt) => keep(scope, 'permissions', 'Permissions', value, fetchedAt),
      cached: () => keptPermissions(scope),
    })
    return detailOf(workspace, permissions.value, permissions.freshness.note)
  } catch (error) {
    const reason = isApiError(error) ? describeApiError(error) : error instanceof Error ? error.message : String(error)
    return detailOf(workspace, null, `The permissions could not be read: ${reason}`)
  }
}

/** `PUT /v1/api/workspaces/{id}` with the new name: only the owner may. */
export async function renameWorkspace(scope: AdminScope, name: string): Promise<WorkspaceDetail> {
  requireOnline(scope, 'renameWorkspace')
  const workspace = await scope.client.workspaces.update({ name }, USER_LANE)
  const fetchedAt = scope.now().toISOString()
  keep(scope, 'workspace', workspace.name, workspace, fetchedAt)
  const permissions = keptPermissions(scope)
  return detailOf(
    { value: workspace, freshness: { source: 'service', fetchedAt, note: null } },
    permissions?.value ?? null,
    permissions ? null : 'The permissions have not been read yet.',
  )
}

function detailOf(workspace: Copy<Workspace>, permissions: Permission[] | null, permissionsNote: string | null): WorkspaceDetail {
  return { workspace: workspace.value, permissions, permissionsNote, ...workspace.freshness }
}

function keep(scope: AdminScope, kind: 'workspace' | 'permissions', name: string, body: unknown, fetchedAt: string): void {
  storeOpenedRecord(scope.db, scope.workspaceId, kind, { id: scope.workspaceId, name, body, fetchedAt, openedAt: fetchedAt })
}

function keptWorkspace(scope: AdminScope): { value: Workspace; fetchedAt: string } | undefined {
  const record = getOpenedRecord(scope.db, scope.workspaceId, 'workspace', scope.workspaceId)
  if (!record) return undefined
  const parsed = Workspace.safeParse(record.body)
  return parsed.success ? { value: parsed.data, fetchedAt: record.fetchedAt } : undefined
}

function keptPermissions(scope: AdminScope): { value: Permission[]; fetchedAt: string } | undefined {
  const record = getOpenedRecord(scope.db, scope.workspaceId, 'permissions', scope.workspaceId)
  if (!record) return undefined
  const parsed = PermissionList.safeParse(record.body)
  return parsed.success ? { value: parsed.data, fetchedAt: record.fetchedAt } : undefined
}
