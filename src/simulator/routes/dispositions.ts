import type { Route } from '../context'
import type { DispositionWrite } from '../contract/shapes'
import { assignGiven, readBody } from '../http/body'
import { badRequest, injectedFailure } from '../http/errors'
import { intParam, pageRequest, textParam } from '../http/query'
import { ok } from '../http/reply'
import { isTimeZoneName } from '../../shared/time/zoned-time'
import type { DispositionRecord } from '../state/store'
import { dispositionOf } from '../state/views'
import { recordIn } from './records'

const PATH = '/v1/api/call-dispositions'

function matches(d: DispositionRecord, query: URLSearchParams, attempt: number | undefined): boolean {
  const equal = (name: string, value: string | null) => {
    const wanted = textParam(query, name)
    return wanted === undefined || wanted === value
  }
  if (!equal('phoneNumber', d.phoneNumber) || !equal('batchId', d.batchId) || !equal('agentId', d.agentId)) return false
  if (!equal('status', d.status) || !equal('disposition', d.disposition)) return false
  if (attempt !== undefined && d.attempt !== attempt) return false
  const search = textParam(query, 'search')?.toLowerCase()
  if (search === undefined) return true
  return [d.phoneNumber, d.customerName, d.notes, d._id].some((field) => field.toLowerCase().includes(search))
}

export const dispositionRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const { page, limit } = pageRequest(query)
      const attempt = intParam(query, 'attempt', 1, 100)
      const timezone = textParam(query, 'timezone')
      if (timezone !== undefined && !isTimeZoneName(timezone)) throw badRequest(`timezone: unknown time zone ${JSON.stringify(timezone)}`)
      const found = sim.store.sorted
        .of(sim.store.dispositions, caller.workspaceId, (a, b) =>
          a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt < b.createdAt ? 1 : -1,
        )
        .filter((d) => matches(d, query, attempt))
      const start = (page - 1) * limit
      return ok({
        data: {
          dispositions: found.slice(start, start + limit).map((d) => dispositionOf(d, timezone)),
          total: found.length,
          page,
          limit,
          totalPages: Math.ceil(found.length / limit),
        },
      })
    },
  },
  {
    method: 'PUT',
    path: `${PATH}/:id`,
    scope: 'workspace',
    handle: async (request) => {
      const { sim } = request
      const disposition = recordIn(request, sim.store.dispositions, 'id', 'Call disposition')
      if (sim.dispositionUpdateFault !== null) throw injectedFailure(sim.dispositionUpdateFault, 'edit callbacks', 'the disposition update')
      const body = await readBody<DispositionWrite>(request)
      // The contract's pattern is the form; the calendar says whether such a day exists.
      if (body.scheduledAt !== undefined && Number.isNaN(Date.parse(body.scheduledAt)))
        throw badRequest(`scheduledAt: ${JSON.stringify(body.scheduledAt)} is not a date that exists`)
      if (body.scheduledAt !== undefined) disposition.scheduledAt = new Date(body.scheduledAt).toISOString()
      assignGiven(disposition, body, ['status', 'notes'])
      disposition.updatedAt = sim.engine.clock.iso()
      return ok({ success: true, disposition: dispositionOf(disposition) })
    },
  },
]
