import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { requestTarget } from '../shared/request-target'
import type { AddressInfo } from 'node:net'
import { BackgroundActivity } from './activity/background'
import { SimClock } from './activity/clock'
import { ActivityDriver } from './activity/driver'
import { ActivityEngine } from './activity/engine'
import { CallHistory } from './activity/history'
import { BatchRunner } from './batch/runner'
import { MAX_WRITES, type SimContext } from './context'
import { buildFixture } from './fixture'
import { endpointsOf } from './contract/bind'
import { assertAnswer, checkedError } from './http/answers'
import { authenticate, authorize, requirePermission } from './http/auth'
import { badRequest, DroppedConnection, HttpError, internalError, shapeA } from './http/errors'
import { Faults } from './http/faults'
import { NO_QUIRKS, queryByQuirks, refuseByQuirks, reshapeByQuirks } from './http/quirks'
import { RateLimiter } from './http/rate-limit'
import { writeReply } from './http/reply'
import { Router } from './http/router'
import { MediaServer } from './media/media-server'
import { DEFAULT_OPTIONS, PLANS, optionProblem, type FixtureSize, type SimulatorOptions } from './options'
import { routes } from './routes'
import { sendCallEvents } from './webhooks/call-events'
import { WebhookDispatcher } from './webhooks/dispatcher'

export type { SimulatorOptions } from './options'

/** Any option; `size` takes any of its counts. */
export type SimulatorOverrides = Partial<Omit<SimulatorOptions, 'size'>> & { size?: Partial<FixtureSize> }

export interface RunningSimulator {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  port: number
  /** The media rooms: their LiveKit URL (`ws://127.0.0.1:PORT`) and the key and secret that sign tokens. */
  media: { url: string; apiKey: string; apiSecret: string }
  /** Ends the activity, webhook retries and open connections, then closes the server. */
  stop(): Promise<void>
}

/** Starts the Voice Agent API simulator on 127.0.0.1. Rejects on invalid options or a port in use. */
export async function startSimulator(overrides: SimulatorOverrides = {}): Promise<RunningSimulator> {
  const options: SimulatorOptions = { ...DEFAULT_OPTIONS, ...overrides, size: { ...DEFAULT_OPTIONS.size, ...overrides.size } }
  const problem = optionProblem(options)
  if (problem !== null) throw new Error(problem)

  const sim = createContext(options)
  const router = new Router(routes)
  const endpoints = endpointsOf(routes)
  const limiter = new RateLimiter(options.rateLimit ?? sim.limits.requestsPerMinute)
  const faults = sim.faults

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestTarget(req.url)
    if (!url) throw new HttpError(400, badRequest('The request target is not a URL').body, { connection: 'close' })
    const match = router.match(req.method ?? 'GET', url.pathname)
    if (!match) throw shapeA(404, 'Not found', `No endpoint ${req.method} ${url.pathname}`, 'NOT_FOUND')
    const { route, params } = match
    const key = authenticate(req, sim.store)
    if (route.scope !== 'control') {
      const admission = limiter.take(key.key)
      // Every answer from here on, an error's too, says how much of the key's minute is left (docs/api-choices.md).
      res.setHeader('ratelimit-limit', String(admission.limit))
      res.setHeader('ratelimit-remaining', String(admission.remaining))
      res.setHeader('ratelimit-reset', String(admission.reset))
      if (admission.retryAfter > 0)
        throw new HttpError(
          429,
          {
            error: 'Too many requests',
            details: `Rate limit of ${limiter.limit} requests per minute exceeded; retry in ${admission.retryAfter} s`,
            code: 'RATE_LIMITED',
          },
          { 'retry-after': String(admission.retryAfter) },
        )
      if (faults.shouldFail()) throw internalError('Simulated server failure (--fail-rate)')
      const failure = faults.chaosFailure()
      if (failure === 'drop') throw new DroppedConnection()
      if (failure === 'serverError') throw internalError('Simulated server failure (chaos)')
      if (failure === 'rateLimit')
        throw new HttpError(
          429,
          { error: 'Too many requests', details: 'Simulated rate limit (chaos); retry in 1 s', code: 'RATE_LIMITED' },
          { 'retry-after': '1' },
        )
      await faults.delay()
    }
    const caller = authorize(req, key, route.scope)
    const endpoint = endpoints.get(route) ?? null
    // The permission table is the contract's; key-scoped routes (a folder, the workspace itself) check the key's workspaces, the route which one.
    if (endpoint?.permission !== undefined) requirePermission(key, caller.workspaceId, endpoint.permission)
    const method = req.method ?? 'GET'
    refuseByQuirks(sim.quirks, method, route.path, url.searchParams)
    const reply = await route.handle({ req, params, query: queryByQuirks(sim.quirks, method, route.path, url.searchParams), caller, sim, endpoint })
    // A raw answer (CSV, or the active calls' cached text) is checked by its route when it builds it.
    if (reply.raw === undefined) assertAnswer(endpoint, reply.status, reply.body)
    if (route.scope !== 'control' && method !== 'GET' && reply.status < 300) {
      sim.writes.push({ at: new Date().toISOString(), method, path: url.pathname, status: reply.status })
      if (sim.writes.length > MAX_WRITES) sim.writes.shift()
      if (faults.loseAnswer(method)) throw new DroppedConnection()
    }
    writeReply(res, reshapeByQuirks(sim.quirks, method, route.path, reply))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof DroppedConnection) req.socket.destroy()
      else if (error instanceof HttpError) {
        const answer = checkedError(error)
        writeReply(res, { status: answer.status, body: answer.body, headers: answer.headers })
      }
      else {
        process.stderr.write(`simulator: ${req.method} ${req.url?.split('?')[0]}: ${(error as Error).stack ?? String(error)}\n`)
        // The stack goes to stderr above; the answer names nothing internal, as the real service's does not.
        writeReply(res, { status: 500, body: internalError('The simulator failed to answer this request').body })
      }
    })
  })
  server.keepAliveTimeout = 5000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  try {
    await sim.media.start()
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw error
  }
  if (!options.paused) sim.driver.resume()
  const port = (server.address() as AddressInfo).port

  let stopping: Promise<void> | null = null
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    media: { url: sim.media.url, apiKey: options.mediaApiKey, apiSecret: options.mediaApiSecret },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        sim.driver.pause()
        sim.webhooks.stop()
        faults.stop()
        const closed = new Promise<void>((done) => server.close(() => done()))
        server.closeAllConnections()
        void Promise.all([closed, sim.media.stop()]).then(() => resolve())
      })
      return stopping
    },
  }
}

function createContext(options: SimulatorOptions): SimContext {
  const origin = options.startTime ?? Date.now()
  const store = buildFixture(options.seed, origin, options.size)
  const engine = new ActivityEngine(store, new SimClock(origin), options.seed)
  const webhooks = new WebhookDispatcher(options.webhookSecret, options.speed)
  sendCallEvents(engine, webhooks)
  return {
    options,
    limits: PLANS[options.plan],
    store,
    engine,
    batches: new BatchRunner(store, engine, options.seed),
    history: new CallHistory(engine),
    background: new BackgroundActivity(engine, store, options.seed, options.activeCalls),
    driver: new ActivityDriver(engine, options.speed),
    webhooks,
    uploads: [],
    quirks: NO_QUIRKS,
    endCallFault: null,
    faults: new Faults(options.seed, options.failRate, options.latencyMs),
    writes: [],
    dispositionUpdateFault: null,
    media: new MediaServer({ engine, seed: options.seed, port: options.mediaPort, apiKey: options.mediaApiKey, apiSecret: options.mediaApiSecret }),
  }
}
