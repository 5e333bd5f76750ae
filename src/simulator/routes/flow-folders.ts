import type { Route, RouteRequest } from '../context'
import type { FolderAdd } from '../contract/shapes'
import { roleIn } from '../http/auth'
import { readBody } from '../http/body'
import { badRequest, notFound } from '../http/errors'
import { ok } from '../http/reply'
import type { FolderRecord } from '../state/store'
import { folderIdsOf, folderOf } from '../state/views'

const PATH = '/v1/api/flow-folders/:folderId'

/** Only `x-api-key` is shown on these: the folder's own workspace decides, and others' folders do not exist. */
function folderRecord({ sim, caller, params }: RouteRequest): FolderRecord {
  const id = params.folderId ?? ''
  const folder = sim.store.folders.get(id)
  if (!folder || roleIn(caller.key, folder.workspaceId) === null) throw notFound('Flow folder', id)
  return folder
}

export const flowFolderRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'key',
    handle: (request) => ok(folderOf(folderRecord(request), request.sim.store)),
  },
  {
    method: 'POST',
    path: `${PATH}/flows`,
    scope: 'key',
    handle: async (request) => {
      const { store } = request.sim
      const folder = folderRecord(request)
      const body = await readBody<FolderAdd>(request)
      const flow = store.inWorkspace(store.flows, body.pathwayId, folder.workspaceId)
      if (!flow) throw notFound('Flow', body.pathwayId)
      if (body.pathwayType !== folder.flowType)
        throw badRequest(`pathwayType: this folder holds ${folder.flowType} flows, not ${body.pathwayType} flows`)
      if (flow.type !== body.pathwayType) throw badRequest(`pathwayType: flow ${flow._id} is a ${flow.type} flow`)
      if (!folder.pathways.includes(flow._id)) {
        folder.pathways.push(flow._id)
        folder.updatedAt = request.sim.engine.clock.iso()
      }
      return ok(folderIdsOf(folder))
    },
  },
  {
    method: 'DELETE',
    path: `${PATH}/flows/:pathwayId`,
    scope: 'key',
    handle: (request) => {
      const folder = folderRecord(request)
      const pathwayId = request.params.pathwayId ?? ''
      if (!folder.pathways.includes(pathwayId)) throw notFound('Flow in this folder', pathwayId)
      folder.pathways = folder.pathways.filter((id) => id !== pathwayId)
      folder.updatedAt = request.sim.engine.clock.iso()
      return ok(folderIdsOf(folder))
    },
  },
]
