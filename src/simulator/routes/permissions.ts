import type { Route } from '../context'
import { CONTRACT } from '../contract/contract'
import type { Permission } from '../contract/shapes'
import { permissionsOf, roleIn } from '../http/auth'
import { ok } from '../http/reply'

/** The words of each permission of the contract; a key the contract adds without words fails the start. */
const WORDS: Record<string, Omit<Permission, 'key'>> = {
  agent_view: { name: 'View agents', description: 'See agents and their configuration', category: 'agents' },
  agent_create: { name: 'Create agents', description: 'Create new agents', category: 'agents' },
  agent_edit: { name: 'Edit agents', description: 'Change an agent’s name, voice and personality', category: 'agents' },
  agent_delete: { name: 'Delete agents', description: 'Remove agents permanently', category: 'agents' },
  call_history_view: { name: 'View call history', description: 'See past calls and dispositions', category: 'calls' },
  call_place: { name: 'Place calls', description: 'Start outbound and batch calls', category: 'calls' },
  call_end: { name: 'End calls', description: 'End active calls', category: 'calls' },
  disposition_edit: { name: 'Edit dispositions', description: 'Reschedule callbacks, change their status and notes', category: 'calls' },
  flow_edit: { name: 'Edit flows', description: 'Create and change call and message flows', category: 'flows' },
  voice_manage: { name: 'Manage voices', description: 'Clone and create custom voices', category: 'voices' },
  number_manage: { name: 'Manage phone numbers', description: 'Configure and release phone numbers', category: 'numbers' },
  workspace_manage: { name: 'Manage workspace', description: 'Rename the workspace and manage members', category: 'workspace' },
}

const PERMISSIONS: Permission[] = CONTRACT.permissions.map((key) => {
  const words = WORDS[key]
  if (words === undefined) throw new Error(`The permission ${key} of the contract has no name here`)
  return { key, ...words }
})

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
