import { KeyPermissionsBody, Permission, PermissionList, Workspace } from '../../../shared/api'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface WorkspacesApi {
  /** Sends only `x-api-key`; 404 unless the key's user owns the workspace or is on its team. */
  get(workspaceId: string, options?: RequestOptions): Promise<Workspace>
  /** Owner only. Updates the client's own workspace: the service wants `x-workspace-id` to match the path. */
  update(changes: { name: string }, options?: RequestOptions): Promise<Workspace>
}

export interface PermissionsApi {
  list(options?: RequestOptions): Promise<Permission[]>
  /** The key's own role and permission keys in the workspace (not shown by the reference: docs/api-choices.md). */
  mine(options?: RequestOptions): Promise<KeyPermissionsBody>
}

export function workspacesApi(send: Transport, workspaceId: string): WorkspacesApi {
  const { read, write } = requests(send)
  return {
    get: (id, options) => read(`/v1/api/workspaces/${segment(id)}`, Workspace, options, { scope: 'key' }),
    update: (changes, options) =>
      write('PUT', `/v1/api/workspaces/${segment(workspaceId)}`, Workspace, { json: changes }, options),
  }
}

export function permissionsApi(send: Transport): PermissionsApi {
  const { read } = requests(send)
  return {
    list: (options) => read('/v1/api/roles-and-permissions/permissions', PermissionList, options, {
      items: { resource: 'permissions', item: Permission },
    }),
    mine: (options) => read('/v1/api/roles-and-permissions/me', KeyPermissionsBody, options),
  }
}
