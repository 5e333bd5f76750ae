import type { ActiveCallList } from '../../shared/api/calls'
import { toActiveCall } from '../activity/live-call'
import type { EndCallFault, Route } from '../context'
import { DroppedConnection, HttpError, forbidden, internalError, shapeA } from '../http/errors'
import { ok, type Reply } from '../http/reply'

/** The serialised list per workspace, rebuilt only when the activity changed: the endpoint every console polls. */
const cache = new WeakMap<object, Map<string, { version: number; text: string }>>()

export const activeCallRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/api/active-calls',
    scope: 'workspace',
    handle: ({ sim, caller }): Reply => {
      const byWorkspace = cache.get(sim.engine) ?? new Map<string, { version: number; text: string }>()
      cache.set(sim.engine, byWorkspace)
      let entry = byWorkspace.get(caller.workspaceId)
      if (entry?.version !== sim.engine.version) {
        const data = [...sim.engine.live.values()].filter((c) => c.workspaceId === caller.workspaceId).map(toActiveCall)
        const list: ActiveCallList = { data, count: data.length, timestamp: sim.engine.clock.iso() }
        entry = { version: sim.engine.version, text: JSON.stringify(list) }
        byWorkspace.set(caller.workspaceId, entry)
      }
      return { status: 200, body: null, raw: { contentType: 'application/json; charset=utf-8', text: entry.text } }
    },
  },
  {
    method: 'POST',
    path: '/v2/api/active-calls/:roomName/end-call',
    scope: 'workspace',
    handle: ({ sim, caller, params }) => {
      if (sim.endCallFault !== null) throw endCallFailure(sim.endCallFault)
      const roomName = params.roomName ?? ''
      const call = sim.engine.live.get(roomName)
      if (!call || call.workspaceId !== caller.workspaceId)
        throw shapeA(404, 'Not found', `No active call in room ${roomName}; it may have ended already`, 'NOT_FOUND')
      sim.engine.end(roomName, 'ended_by_api')
      return ok({ success: true, message: 'Call ended', roomName, endTime: sim.engine.clock.iso() })
    },
  },
]

/** The failure `PUT /_sim/faults/end-call` asked for; the call stays live. */
function endCallFailure(fault: EndCallFault): Error {
  switch (fault) {
    case 403:
      return forbidden('This API key may not end calls in this workspace')
    case 429:
      return new HttpError(
        429,
        { error: 'Too many requests', details: 'Rate limit exceeded; retry in 1 s', code: 'RATE_LIMITED' },
        { 'retry-after': '1' },
      )
    case 500:
      return internalError('Simulated failure of end-call')
    case 'drop':
      return new DroppedConnection()
  }
}
