import {
  CallDisposition,
  type DispositionList,
  DispositionUpdateResponse,
  type DispositionQuery,
  type DispositionUpdate,
} from '../../../shared/api'
import type { RequestOptions } from '../options'
import { nestedPage } from '../list'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export type DispositionPage = DispositionList['data']

export interface DispositionsApi {
  /** All ten filters of the reference, under the names of docs/api-choices.md. */
  list(query?: DispositionQuery, options?: RequestOptions): Promise<DispositionPage>
  update(id: string, changes: DispositionUpdate, options?: RequestOptions): Promise<DispositionUpdateResponse>
}

const BASE = '/v1/api/call-dispositions'
const DispositionAnswer = nestedPage('dispositions', CallDisposition)

export function dispositionsApi(send: Transport): DispositionsApi {
  const { read, write } = requests(send)
  return {
    list: async (query = {}, options) => {
      const { data, ...paging } = await read(BASE, DispositionAnswer, options, { query, items: { resource: 'dispositions', item: CallDisposition } })
      return { dispositions: data, ...paging }
    },
    update: (id, changes, options) =>
      write('PUT', `${BASE}/${segment(id)}`, DispositionUpdateResponse, { json: changes }, options),
  }
}
