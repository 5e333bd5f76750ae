import type { Route } from '../context'
import { pageRequest, paginate, textParam } from '../http/query'
import { ok } from '../http/reply'
import { conversationOf, conversationSummaryOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/v1/api/conversations'

export const conversationRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const agentId = textParam(query, 'agentId')
      const search = textParam(query, 'search')?.toLowerCase()
      const found = sim.store.sorted
        .of(sim.store.conversations, caller.workspaceId, (a, b) =>
          a.updatedAt === b.updatedAt ? a._id.localeCompare(b._id) : a.updatedAt < b.updatedAt ? 1 : -1,
        )
        .filter((c) => agentId === undefined || c.agentId === agentId)
        .filter((c) => search === undefined || [c.customer.name, c.customer.email, c.customer.phone].some((f) => f.toLowerCase().includes(search)))
      const page = paginate(found, pageRequest(query))
      return ok({ ...page, data: page.data.map(conversationSummaryOf) })
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:conversationId`,
    scope: 'workspace',
    handle: (request) => ok(conversationOf(recordIn(request, request.sim.store.conversations, 'conversationId', 'Conversation'))),
  },
]
