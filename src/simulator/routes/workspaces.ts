import type { Route } from '../context'
import { header, roleIn } from '../http/auth'
import { readBody } from '../http/body'
import { forbidden, notFound, shapeA } from '../http/errors'
import { ok } from '../http/reply'

const PATH = '/v1/api/workspaces/:workspaceId'

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('') || '?'
}

export const workspaceRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'key',
    handle: ({ sim, caller, params }) => {
      const id = params.workspaceId ?? ''
      const workspace = sim.store.workspaces.get(id)
      if (!workspace || roleIn(caller.key, id) === null) throw notFound('Workspace', id)
      return ok(workspace)
    },
  },
  {
    method: 'PUT',
    path: PATH,
    scope: 'key',
    handle: async (request) => {
      const { sim, caller, params, req } = request
      const id = params.workspaceId ?? ''
      const headerId = header(req, 'x-workspace-id')
      if (headerId === undefined)
        throw shapeA(400, 'Missing workspace', 'The x-workspace-id header is required', 'WORKSPACE_REQUIRED')
      if (headerId !== id)
        throw shapeA(400, 'Workspace mismatch', `x-workspace-id (${headerId}) must match the workspace in the path (${id})`, 'WORKSPACE_MISMATCH')
      const role = roleIn(caller.key, id)
      const workspace = sim.store.workspaces.get(id)
      if (!workspace || role === null) throw forbidden(`This API key may not use workspace ${id}`)
      if (role !== 'owner') throw forbidden('Only the owner of the workspace may update it')
      const body = await readBody<{ name: string }>(request)
      workspace.name = body.name
      workspace.initials = initialsOf(body.name)
      workspace.updatedAt = sim.engine.clock.iso()
      return ok(workspace)
    },
  },
]
