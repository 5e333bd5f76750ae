import { z } from 'zod'
import { SENTIMENTS, toActiveCall } from '../activity/live-call'
import type { Route, RouteRequest } from '../context'
import { assignGiven, readControlBody } from '../http/body'
import { badRequest, notFound } from '../http/errors'
import { ChaosSettings } from '../http/faults'
import { Quirks } from '../http/quirks'
import { created, ok, type Reply } from '../http/reply'

/**
 * `/_sim/...`: the simulator's own test-control surface, not part of the service.
 * Tests drive the simulator through it instead of reaching into its memory.
 */
const Sentiment = z.enum(SENTIMENTS)

const StartCall = z.object({
  agentId: z.string().min(1).default('agt_sales'),
  customerPhone: z.string().default('+14155550142'),
  customerName: z.string().nullable().optional(),
  type: z.enum(['phone', 'web']).optional(),
  duration: z.number().int().min(0).optional(),
  plannedDuration: z.number().int().min(1).optional(),
  sentiment: Sentiment.optional(),
  lastMessage: z.string().optional(),
  transferRequested: z.boolean().optional(),
  hold: z.boolean().optional(),
})

const UpdateCall = z.object({
  sentiment: Sentiment.optional(),
  transferRequested: z.boolean().optional(),
  lastMessage: z.string().optional(),
  duration: z.number().int().min(0).optional(),
  customerName: z.string().nullable().optional(),
  hold: z.boolean().optional(),
})

const AddApiKey = z.object({ key: z.string().min(8), like: z.string().min(1) })

const FaultBody = z.object({
  answer: z.union([z.literal(403), z.literal(429), z.literal(500), z.literal('drop'), z.null()]),
})
type FaultAnswer = z.output<typeof FaultBody>['answer']

function status({ sim }: RouteRequest) {
  return ok({
    paused: sim.driver.paused,
    tick: sim.engine.clock.tick,
    simTime: sim.engine.clock.iso(),
    speed: sim.options.speed,
    seed: sim.options.seed,
    plan: sim.options.plan,
    liveCalls: sim.engine.live.size,
    targetActiveCalls: sim.background.targetCount,
  })
}

/** The media rooms: where they listen, whether they run, and who is in each room (hidden listeners too). */
function media({ sim }: RouteRequest) {
  return ok({ url: sim.media.url, running: sim.media.running, rooms: sim.media.rooms() })
}

function quirks({ sim }: RouteRequest) {
  return ok(sim.quirks)
}

function chaos({ sim }: RouteRequest) {
  return ok({ settings: sim.faults.chaos, injected: sim.faults.injected })
}

/** A control route that changes the simulator, then answers `view`: how what it changed now stands. */
function changes(method: Route['method'], path: string, change: (request: RouteRequest) => void | Promise<void>, view: (request: RouteRequest) => Reply): Route {
  return {
    method,
    path,
    scope: 'control',
    handle: async (request) => {
      await change(request)
      return view(request)
    },
  }
}

/** A control route that sets how a call of the service fails (null: it does not), and answers it back. */
function setsFault(path: string, set: (request: RouteRequest, answer: FaultAnswer) => void): Route {
  return {
    method: 'PUT',
    path,
    scope: 'control',
    handle: async (request) => {
      const { answer } = await readControlBody(request.req, FaultBody)
      set(request, answer)
      return ok({ answer })
    },
  }
}

export const controlRoutes: Route[] = [
  { method: 'GET', path: '/_sim/status', scope: 'control', handle: status },
  changes('POST', '/_sim/activity/pause', ({ sim }) => sim.driver.pause(), status),
  changes('POST', '/_sim/activity/resume', ({ sim }) => sim.driver.resume(), status),
  changes(
    'POST',
    '/_sim/activity/step',
    async ({ sim, req }) => {
      const { ticks } = await readControlBody(req, z.object({ ticks: z.number().int().min(1).max(100_000) }))
      for (let i = 0; i < ticks; i++) sim.engine.step()
    },
    status,
  ),
  changes(
    'PUT',
    '/_sim/activity/target',
    async ({ sim, req }) => {
      const { activeCalls } = await readControlBody(req, z.object({ activeCalls: z.number().int().min(0).max(10_000) }))
      sim.background.setTarget(activeCalls)
    },
    status,
  ),
  {
    method: 'POST',
    path: '/_sim/calls',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const body = await readControlBody(req, StartCall)
      const agent = sim.store.agents.get(body.agentId)
      if (!agent) throw badRequest(`agentId: no agent ${body.agentId}`)
      const { agentId: _agentId, ...fields } = body
      const call = sim.engine.start({
        ...fields,
        agent,
        origin: 'control',
        plannedDuration: body.plannedDuration ?? (body.hold ? Number.POSITIVE_INFINITY : 600),
      })
      return created(toActiveCall(call))
    },
  },
  {
    method: 'PATCH',
    path: '/_sim/calls/:roomName',
    scope: 'control',
    handle: async ({ sim, req, params }) => {
      const roomName = params.roomName ?? ''
      const call = sim.engine.live.get(roomName)
      if (!call) throw notFound('Active call in room', roomName)
      const body = await readControlBody(req, UpdateCall)
      assignGiven(call, body, ['sentiment', 'transferRequested', 'lastMessage', 'duration', 'customerName', 'hold'])
      sim.engine.touch()
      return ok(toActiveCall(call))
    },
  },
  {
    method: 'POST',
    path: '/_sim/api-keys',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const { key, like } = await readControlBody(req, AddApiKey)
      const model = sim.store.apiKeys.get(like)
      if (!model) throw badRequest(`like: no API key ${like}`)
      if (sim.store.apiKeys.has(key)) throw badRequest('key: already known')
      sim.store.apiKeys.set(key, { ...model, key })
      return created({ userId: model.userId, workspaces: model.workspaces.map((w) => w.workspaceId) })
    },
  },
  { method: 'GET', path: '/_sim/quirks', scope: 'control', handle: quirks },
  changes(
    'PUT',
    '/_sim/quirks',
    async ({ sim, req }) => {
      sim.quirks = await readControlBody(req, Quirks)
    },
    quirks,
  ),
  { method: 'GET', path: '/_sim/media', scope: 'control', handle: media },
  changes('POST', '/_sim/media/stop', ({ sim }) => sim.media.stop(), media),
  changes('POST', '/_sim/media/start', ({ sim }) => sim.media.start(), media),
  setsFault('/_sim/faults/end-call', ({ sim }, answer) => (sim.endCallFault = answer)),
  { method: 'GET', path: '/_sim/faults/chaos', scope: 'control', handle: chaos },
  changes(
    'PUT',
    '/_sim/faults/chaos',
    async ({ sim, req }) => {
      sim.faults.chaos = await readControlBody(req, ChaosSettings)
    },
    chaos,
  ),
  { method: 'GET', path: '/_sim/writes', scope: 'control', handle: ({ sim }) => ok({ data: sim.writes }) },
  setsFault('/_sim/faults/dispositions', ({ sim }, answer) => (sim.dispositionUpdateFault = answer)),
  { method: 'GET', path: '/_sim/calls/ended', scope: 'control', handle: ({ sim }) => ok({ data: sim.history.list() }) },
  { method: 'GET', path: '/_sim/voice-uploads', scope: 'control', handle: ({ sim }) => ok({ data: sim.uploads }) },
  { method: 'GET', path: '/_sim/webhooks', scope: 'control', handle: ({ sim }) => ok({ data: sim.webhooks.deliveries }) },
]
