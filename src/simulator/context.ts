import type { IncomingMessage } from 'node:http'
import type { BackgroundActivity } from './activity/background'
import type { ActivityDriver } from './activity/driver'
import type { ActivityEngine } from './activity/engine'
import type { CallHistory } from './activity/history'
import type { BatchRunner } from './batch/runner'
import type { Endpoint } from './contract/contract'
import type { Caller, Scope } from './http/auth'
import type { InjectedFault } from './http/errors'
import type { Faults } from './http/faults'
import type { Quirks } from './http/quirks'
import type { Reply } from './http/reply'
import type { MediaServer } from './media/media-server'
import type { PlanLimits, SimulatorOptions } from './options'
import type { Store } from './state/store'
import type { VoiceUpload } from './voice/uploads'
import type { WebhookDispatcher } from './webhooks/dispatcher'

/** Everything a route may use: the state, the live activity and the simulator's own services. */
export interface SimContext {
  options: SimulatorOptions
  limits: PlanLimits
  store: Store
  engine: ActivityEngine
  background: BackgroundActivity
  batches: BatchRunner
  history: CallHistory
  driver: ActivityDriver
  webhooks: WebhookDispatcher
  uploads: VoiceUpload[]
  /** The media rooms of the live calls (LiveKit signalling on their own port). */
  media: MediaServer
  /** How the lists differ from the documented service, switched by `/_sim/quirks` (none by default). */
  quirks: Quirks
  /** How `POST .../end-call` fails while set (`PUT /_sim/faults/end-call`); null answers normally. */
  endCallFault: InjectedFault | null
  /** `--fail-rate`, `--latency-ms` and the chaos switch (`PUT /_sim/faults/chaos`), with what it injected. */
  faults: Faults
  /** The API writes the service applied (`GET /_sim/writes`), oldest first, the last `MAX_WRITES`. */
  writes: AppliedWrite[]
  /** How `PUT` of a disposition fails while set (`PUT /_sim/faults/dispositions`); null answers normally. */
  dispositionUpdateFault: InjectedFault | null
}

/** One API request other than a GET that was answered 2xx: the service applied it. */
export interface AppliedWrite {
  /** Wall-clock time of the answer, ISO 8601 UTC. */
  at: string
  method: string
  path: string
  status: number
}

export const MAX_WRITES = 10_000


export interface RouteRequest {
  req: IncomingMessage
  params: Record<string, string>
  query: URLSearchParams
  caller: Caller
  sim: SimContext
  /** The route's endpoint in the contract; null on `/_sim`, which is not part of the service. */
  endpoint: Endpoint | null
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Segments starting with `:` are parameters, e.g. `/api/v1/agents/:agentId`. */
  path: string
  scope: Scope
  handle(request: RouteRequest): Reply | Promise<Reply>
}
