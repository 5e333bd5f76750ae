import { FlowFolder, type FlowType } from '../../shared/api'
import type { FolderDetail } from '../../shared/bridge'
import { requireOnline } from '../sync'
import { CoreError, words } from '../errors/core-error'
import { isNotFound } from './service-failure'
import { Remembered } from './remembered'
import { readBack, serviceOrCached } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

export const folders = new Remembered('flowFolder', FlowFolder)

/** Fetches the folder (with its flows) and remembers it; offline, the copy remembered. */
export async function openFolder(scope: AdminScope, folderId: string, opened = true): Promise<FolderDetail> {
  try {
    const copy = await serviceOrCached(scope, {
      unopened: words('errors.admin.folderNotOpened', { id: folderId }),
      fetch: () => scope.client.flowFolders.get(folderId, USER_LANE),
      store: (folder, fetchedAt) => folders.store(scope, folder, fetchedAt, opened),
      cached: () => folders.kept(scope, folderId),
    })
    return { folder: copy.value, ...copy.freshness }
  } catch (error) {
    if (!isNotFound(error)) throw error
    folders.forget(scope, folderId)
    throw new CoreError('not_found', words('errors.admin.folderUnseen', { id: folderId }), { status: 404 })
  }
}

/** Adds a flow (`POST .../flows`); the service answers ids only, so the folder is read again for its flows. */
export async function addFlowToFolder(scope: AdminScope, folderId: string, flowId: string, flowType: FlowType): Promise<FolderDetail> {
  requireOnline(scope, 'addToFolder')
  await scope.client.flowFolders.addFlow(folderId, { pathwayId: flowId, pathwayType: flowType }, USER_LANE)
  return readBack(() => openFolder(scope, folderId), () => keptDetail(scope, folderId))
}

export async function removeFlowFromFolder(scope: AdminScope, folderId: string, flowId: string): Promise<FolderDetail> {
  requireOnline(scope, 'removeFromFolder')
  await scope.client.flowFolders.removeFlow(folderId, flowId, USER_LANE)
  return readBack(() => openFolder(scope, folderId), () => keptDetail(scope, folderId))
}

/** After a flow was deleted: the remembered folders that listed it are read again. */
export async function refreshFoldersHolding(scope: AdminScope, flowId: string): Promise<void> {
  for (const { id } of folders.list(scope)) {
    if (folders.kept(scope, id)?.value.pathways.some((flow) => flow._id === flowId)) await openFolder(scope, id, false)
  }
}

function keptDetail(scope: AdminScope, folderId: string): FolderDetail {
  const kept = folders.kept(scope, folderId)
  if (!kept) throw new CoreError('not_found', words('errors.admin.folderNotKept', { id: folderId }), { status: 404 })
  return { folder: kept.value, source: 'cache', fetchedAt: kept.fetchedAt, note: null }
}
