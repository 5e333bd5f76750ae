import { Flow, type FlowCreate, type FlowType, type FlowUpdate, type ListQuery, type Page } from '../../../shared/api'
import { AnyBody, pageOrList } from '../list'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface FlowQuery extends ListQuery {
  type?: FlowType
}

export interface FlowsApi {
  create(flow: FlowCreate, options?: RequestOptions): Promise<Flow>
  list(query?: FlowQuery, options?: RequestOptions): Promise<Page<Flow>>
  get(flowId: string, options?: RequestOptions): Promise<Flow>
  update(flowId: string, changes: FlowUpdate, options?: RequestOptions): Promise<Flow>
  delete(flowId: string, options?: RequestOptions): Promise<void>
}

const FlowPage = pageOrList(Flow)
const BASE = '/api/v1/flows'

export function flowsApi(send: Transport): FlowsApi {
  const { read, write } = requests(send)
  return {
    create: (flow, options) => write('POST', BASE, Flow, { json: flow }, options),
    list: (query = {}, options) => read(BASE, FlowPage, options, { query: { ...query }, items: { resource: 'flows', item: Flow } }),
    get: (flowId, options) => read(`${BASE}/${segment(flowId)}`, Flow, options),
    update: (flowId, changes, options) => write('PATCH', `${BASE}/${segment(flowId)}`, Flow, { json: changes }, options),
    delete: (flowId, options) => write('DELETE', `${BASE}/${segment(flowId)}`, AnyBody, {}, options),
  }
}
