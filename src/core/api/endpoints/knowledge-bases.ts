import { KnowledgeBase } from '../../../shared/api'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

export interface KnowledgeBasesApi {
  get(id: string, options?: RequestOptions): Promise<KnowledgeBase>
}

export function knowledgeBasesApi(send: Transport): KnowledgeBasesApi {
  const { read } = requests(send)
  return {
    get: (id, options) => read(`/v1/api/knowledgebase/${segment(id)}`, KnowledgeBase, options),
  }
}
