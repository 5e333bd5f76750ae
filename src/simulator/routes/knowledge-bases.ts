import type { Route } from '../context'
import { ok } from '../http/reply'
import { recordIn } from './records'

export const knowledgeBaseRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/api/knowledgebase/:id',
    scope: 'workspace',
    handle: (request) => {
      const kb = recordIn(request, request.sim.store.knowledgeBases, 'id', 'Knowledge base')
      return ok({ ...kb, files: kb.files.map((f) => ({ ...f })) })
    },
  },
]
