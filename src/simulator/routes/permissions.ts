import type { Permission } from '../../shared/api/workspaces'
import type { Route } from '../context'
import { permissionsOf, roleIn } from '../http/auth'
import { ok } from '../http/reply'

export const PERMISSIONS: Permission[] = [
  { key: 'agent_view', name: 'View agents', description: 'See agents and their configuration', category: 'agents' },
  { key: 'agent_create', name: 'Create agents', description: 'Create new agents', category: 'agents' },
  { key: 'agent_edit', name: 'Edit agents', description: 'Change an agent’s name, voice and personality', category: 'agents' },
  { key: 'agent_delete', name: 'Delete agents', description: 'Remove agents permanently', category: 'agents' },
  { key: 'call_history_view', name: 'View call history', description: 'See past calls and dispositions', category: 'calls' },
  { key: 'call_place', name: 'Place calls', description: 'Start outbound and batch calls', category: 'calls' },
  { key: 'call_end', name: 'End calls', description: 'End active calls', category: 'calls' },
  { key: 'disposition_edit', name: 'Edit dispositions', description: 'Reschedule callbacks, change their status and notes', category: 'calls' },
  { key: 'flow_edit', name: 'Edit flows', description: 'Create and change call and message flows', category: 'flows' },
  { key: 'voice_manage', name: 'Manage voices', description: 'Clone and create custom voices', category: 'voices' },
  { key: 'number_manage', name: 'Manage phone numbers', description: 'Configure and release phone numbers', category: 'numbers' },
  { key: 'workspace_manage', name: 'Manage workspace', description: 'Rename the workspace and manage members', category: 'workspace' },
]

export const permissionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/api/roles-and-permissions/permissions',
    scope: 'workspace',
    handle: () => ok(PERMISSIONS),
  },
  {
    method: 'GET',
    path: '/v1/api/roles-and-permissions/me',
    scope: 'workspace',
    handle: ({ caller }) =>
      ok({ role: roleIn(caller.key, caller.workspaceId), permissions: permissionsOf(caller.key, caller.workspaceId) }),
  },
]
