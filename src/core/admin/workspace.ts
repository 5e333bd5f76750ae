import { PermissionList, Workspace, type Permission } from '../../shared/api'
import type { WorkspaceDetail } from '../../shared/bridge'
import { getOpenedRecord, storeOpenedRecord } from '../cache'
import { inEnglish, words, type CoreWords } from '../errors/core-error'
import { failureWords, requireOnline } from '../sync'
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
    const { note, noteWords } = permissions.freshness
    return detailOf(workspace, permissions.value, { permissionsNote: note, ...(noteWords ? { permissionsNoteWords: noteWords } : {}) })
  } catch (error) {
    return detailOf(workspace, null, permissionsNoteOf(words('errors.admin.permissionsUnread', { reason: failureWords(error) })))
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
    permissions ? { permissionsNote: null } : permissionsNoteOf(words('errors.admin.permissionsNotRead')),
  )
}

type PermissionsNote = Pick<WorkspaceDetail, 'permissionsNote' | 'permissionsNoteWords'>

/** Why the permissions are missing: in English and as core's message, which the renderer words. */
function permissionsNoteOf(note: CoreWords): PermissionsNote {
  return { permissionsNote: inEnglish(note), permissionsNoteWords: note }
}

function detailOf(workspace: Copy<Workspace>, permissions: Permission[] | null, note: PermissionsNote): WorkspaceDetail {
  return { workspace: workspace.value, permissions, ...note, ...workspace.freshness }
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
