import { FlowFolder, FlowFolderIds, type FlowFolderAdd } from '../../../shared/api'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

/** The flow-folder endpoints send only `x-api-key`, as the reference shows them. */
export interface FlowFoldersApi {
  get(folderId: string, options?: RequestOptions): Promise<FlowFolder>
  addFlow(folderId: string, flow: FlowFolderAdd, options?: RequestOptions): Promise<FlowFolderIds>
  removeFlow(folderId: string, pathwayId: string, options?: RequestOptions): Promise<FlowFolderIds>
}

export function flowFoldersApi(send: Transport): FlowFoldersApi {
  const { read, write } = requests(send)
  const at = (folderId: string) => `/v1/api/flow-folders/${segment(folderId)}`
  return {
    get: (folderId, options) => read(at(folderId), FlowFolder, options, { scope: 'key' }),
    addFlow: (folderId, flow, options) =>
      write('POST', `${at(folderId)}/flows`, FlowFolderIds, { json: flow }, options, { scope: 'key' }),
    removeFlow: (folderId, pathwayId, options) =>
      write('DELETE', `${at(folderId)}/flows/${segment(pathwayId)}`, FlowFolderIds, {}, options, { scope: 'key' }),
  }
}
