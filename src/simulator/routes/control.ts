import { z } from 'zod'
import { SENTIMENTS, toActiveCall } from '../activity/live-call'
import type { Route, RouteRequest } from '../context'
import { readBody } from '../http/body'
import { badRequest, notFound } from '../http/errors'
import { ChaosSettings } from '../http/faults'
import { Quirks } from '../http/quirks'
import { created, ok } from '../http/reply'

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

export const controlRoutes: Route[] = [
  { method: 'GET', path: '/_sim/status', scope: 'control', handle: status },
  {
    method: 'POST',
    path: '/_sim/activity/pause',
    scope: 'control',
    handle: (request) => {
      request.sim.driver.pause()
      return status(request)
    },
  },
  {
    method: 'POST',
    path: '/_sim/activity/resume',
    scope: 'control',
    handle: (request) => {
      request.sim.driver.resume()
      return status(request)
    },
  },
  {
    method: 'POST',
    path: '/_sim/activity/step',
    scope: 'control',
    handle: async (request) => {
      const { ticks } = await readBody(request.req, z.object({ ticks: z.number().int().min(1).max(100_000) }))
      for (let i = 0; i < ticks; i++) request.sim.engine.step()
      return status(request)
    },
  },
  {
    method: 'PUT',
    path: '/_sim/activity/target',
    scope: 'control',
    handle: async (request) => {
      const { activeCalls } = await readBody(request.req, z.object({ activeCalls: z.number().int().min(0).max(10_000) }))
      request.sim.background.setTarget(activeCalls)
      return status(request)
    },
  },
  {
    method: 'POST',
    path: '/_sim/calls',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const body = await readBody(req, StartCall)
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
      const body = await readBody(req, UpdateCall)
      if (body.sentiment !== undefined) call.sentiment = body.sentiment
      if (body.transferRequested !== undefined) call.transferRequested = body.transferRequested
      if (body.lastMessage !== undefined) call.lastMessage = body.lastMessage
      if (body.duration !== undefined) call.duration = body.duration
      if (body.customerName !== undefined) call.customerName = body.customerName
      if (body.hold !== undefined) call.hold = body.hold
      sim.engine.touch()
      return ok(toActiveCall(call))
    },
  },
  {
    method: 'POST',
    path: '/_sim/api-keys',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const { key, like } = await readBody(req, AddApiKey)
      const model = sim.store.apiKeys.get(like)
      if (!model) throw badRequest(`like: no API key ${like}`)
      if (sim.store.apiKeys.has(key)) throw badRequest('key: already known')
      sim.store.apiKeys.set(key, { ...model, key })
      return created({ userId: model.userId, workspaces: model.workspaces.map((w) => w.workspaceId) })
    },
  },
  { method: 'GET', path: '/_sim/quirks', scope: 'control', handle: ({ sim }) => ok(sim.quirks) },
  {
    method: 'PUT',
    path: '/_sim/quirks',
    scope: 'control',
    handle: async ({ sim, req }) => {
      sim.quirks = await readBody(req, Quirks)
      return ok(sim.quirks)
    },
  },
  { method: 'GET', path: '/_sim/media', scope: 'control', handle: media },
  {
    method: 'POST',
    path: '/_sim/media/stop',
    scope: 'control',
    handle: async (request) => {
      await request.sim.media.stop()
      return media(request)
    },
  },
  {
    method: 'POST',
    path: '/_sim/media/start',
    scope: 'control',
    handle: async (request) => {
      await request.sim.media.start()
      return media(request)
    },
  },
  {
    method: 'PUT',
    path: '/_sim/faults/end-call',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const { answer } = await readBody(req, FaultBody)
      sim.endCallFault = answer
      return ok({ answer })
    },
  },
  {
    method: 'GET',
    path: '/_sim/faults/chaos',
    scope: 'control',
    handle: ({ sim }) => ok({ settings: sim.faults.chaos, injected: sim.faults.injected }),
  },
  {
    method: 'PUT',
    path: '/_sim/faults/chaos',
    scope: 'control',
    handle: async ({ sim, req }) => {
      sim.faults.chaos = await readBody(req, ChaosSettings)
      return ok({ settings: sim.faults.chaos, injected: sim.faults.injected })
    },
  },
  { method: 'GET', path: '/_sim/writes', scope: 'control', handle: ({ sim }) => ok({ data: sim.writes }) },
  {
    method: 'PUT',
    path: '/_sim/faults/dispositions',
    scope: 'control',
    handle: async ({ sim, req }) => {
      const { answer } = await readBody(req, FaultBody)
      sim.dispositionUpdateFault = answer
      return ok({ answer })
    },
  },
  { method: 'GET', path: '/_sim/calls/ended', scope: 'control', handle: ({ sim }) => ok({ data: sim.history.list() }) },
  { method: 'GET', path: '/_sim/voice-uploads', scope: 'control', handle: ({ sim }) => ok({ data: sim.uploads }) },
  { method: 'GET', path: '/_sim/webhooks', scope: 'control', handle: ({ sim }) => ok({ data: sim.webhooks.deliveries }) },
]
