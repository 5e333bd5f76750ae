import { KnowledgeBase } from '../../shared/api'
import type { KnowledgeBaseDetail } from '../../shared/bridge'
import { CoreError, words } from '../errors/core-error'
import { isNotFound } from './service-failure'
import { Remembered } from './remembered'
import { serviceOrCached } from './service-copy'
import { USER_LANE, type AdminScope } from './scope'

export const knowledgeBases = new Remembered('knowledgeBase', KnowledgeBase)

/** The reference has only `GET /v1/api/knowledgebase/{id}`: opened by id, remembered for the next time. */
export async function openKnowledgeBase(scope: AdminScope, id: string): Promise<KnowledgeBaseDetail> {
  try {
    const copy = await serviceOrCached(scope, {
      unopened: words('errors.admin.knowledgeBaseNotOpened', { id }),
      fetch: () => scope.client.knowledgeBases.get(id, USER_LANE),
      store: (knowledgeBase, fetchedAt) => knowledgeBases.store(scope, knowledgeBase, fetchedAt),
      cached: () => knowledgeBases.kept(scope, id),
    })
    return { knowledgeBase: copy.value, ...copy.freshness }
  } catch (error) {
    if (!isNotFound(error)) throw error
    knowledgeBases.forget(scope, id)
    throw new CoreError('not_found', words('errors.admin.knowledgeBaseNotFound', { id }), { status: 404 })
  }
}
