import type { IncomingMessage } from 'node:http'
import { CONTRACT } from '../contract/contract'
import type { ApiKeyRecord, Store } from '../state/store'
import { forbidden, shapeA, unauthorized } from './errors'

/** What a route needs to know about the caller. */
export type Scope = 'workspace' | 'key' | 'control'

export interface Caller {
  key: ApiKeyRecord
  /** The checked workspace of `x-workspace-id` for `workspace` scope; empty otherwise. */
  workspaceId: string
}

/** The owner key of the demo workspace, the only key allowed on `/_sim`. */
export const CONTROL_KEY = 'demo-owner-key'

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  const text = Array.isArray(value) ? value[0] : value
  return text === undefined || text === '' ? undefined : text
}

export function authenticate(req: IncomingMessage, store: Store): ApiKeyRecord {
  const key = header(req, 'x-api-key')
  if (key === undefined) throw unauthorized('The x-api-key header is required')
  const record = store.apiKeys.get(key)
  if (!record) throw unauthorized('The API key is not valid')
  return record
}

/** Applies the scope's rules to an authenticated key: 400 (missing workspace), then 403. */
export function authorize(req: IncomingMessage, key: ApiKeyRecord, scope: Scope): Caller {
  if (scope === 'control') {
    if (key.key !== CONTROL_KEY) throw forbidden('The simulator control routes need the demo owner key')
    return { key, workspaceId: '' }
  }
  if (scope === 'key') return { key, workspaceId: '' }
  const workspaceId = header(req, 'x-workspace-id')
  if (workspaceId === undefined)
    throw shapeA(400, 'Missing workspace', 'The x-workspace-id header is required', 'WORKSPACE_REQUIRED')
  if (roleIn(key, workspaceId) === null) throw forbidden(`This API key may not use workspace ${workspaceId}`)
  return { key, workspaceId }
}

/** Every permission key of the contract, in the order of its permissions list. */
const ALL_PERMISSIONS = CONTRACT.permissions

/** What a role gives: the owner everything, a member everything but managing the workspace. */
const ROLE_PERMISSIONS: Record<'owner' | 'member', readonly string[]> = {
  owner: ALL_PERMISSIONS,
  member: ALL_PERMISSIONS.filter((key) => key !== 'workspace_manage'),
}

/** The permission keys a key has in a workspace: its own list, else its role's. */
export function permissionsOf(key: ApiKeyRecord, workspaceId: string): readonly string[] {
  const entry = key.workspaces.find((w) => w.workspaceId === workspaceId)
  if (!entry) return []
  return entry.permissions ?? ROLE_PERMISSIONS[entry.role]
}

/**
 * The 403 of a key without the permission a request needs. `workspaceId` is
 * the request's (empty on key-scoped routes: then any of the key's workspaces
 * granting it will do).
 */
export function requirePermission(key: ApiKeyRecord, workspaceId: string, permission: string): void {
  const workspaces = workspaceId === '' ? key.workspaces.map((w) => w.workspaceId) : [workspaceId]
  if (workspaces.some((id) => permissionsOf(key, id).includes(permission))) return
  throw shapeA(403, 'Forbidden', `This API key lacks the permission ${permission}`, 'MISSING_PERMISSION')
}

export function roleIn(key: ApiKeyRecord, workspaceId: string): 'owner' | 'member' | null {
  return key.workspaces.find((w) => w.workspaceId === workspaceId)?.role ?? null
}
