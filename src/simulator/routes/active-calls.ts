import { toActiveCall } from '../activity/live-call'
import type { Route } from '../context'
import type { ActiveCallList } from '../contract/shapes'
import { assertAnswer } from '../http/answers'
import { injectedFailure, shapeA } from '../http/errors'
import { ok, type Reply } from '../http/reply'

/** The serialised list per workspace, rebuilt only when the activity changed: the endpoint every console polls. */
const cache = new WeakMap<object, Map<string, { version: number; text: string }>>()

export const activeCallRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/api/active-calls',
    scope: 'workspace',
    handle: ({ sim, caller, endpoint }): Reply => {
      const byWorkspace = cache.get(sim.engine) ?? new Map<string, { version: number; text: string }>()
      cache.set(sim.engine, byWorkspace)
      let entry = byWorkspace.get(caller.workspaceId)
      if (entry?.version !== sim.engine.version) {
        const data = [...sim.engine.live.values()].filter((c) => c.workspaceId === caller.workspaceId).map(toActiveCall)
        const list: ActiveCallList = { data, count: data.length, timestamp: sim.engine.clock.iso() }
        assertAnswer(endpoint, 200, list)
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
      if (sim.endCallFault !== null) throw injectedFailure(sim.endCallFault, 'end calls', 'end-call')
      const roomName = params.roomName ?? ''
      const call = sim.engine.live.get(roomName)
      if (!call || call.workspaceId !== caller.workspaceId)
        throw shapeA(404, 'Not found', `No active call in room ${roomName}; it may have ended already`, 'NOT_FOUND')
      sim.engine.end(roomName, 'ended_by_api')
      return ok({ success: true, message: 'Call ended', roomName, endTime: sim.engine.clock.iso() })
    },
  },
]
