import type { Route } from '../context'
import { notFound } from '../http/errors'
import { ok } from '../http/reply'

export const knowledgeBaseRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/api/knowledgebase/:id',
    scope: 'workspace',
    handle: ({ sim, caller, params }) => {
      const id = params.id ?? ''
      const kb = sim.store.inWorkspace(sim.store.knowledgeBases, id, caller.workspaceId)
      if (!kb) throw notFound('Knowledge base', id)
      return ok({ ...kb, files: kb.files.map((f) => ({ ...f })) })
    },
  },
]
