import { DEMO_MEDIA_API_KEY, DEMO_MEDIA_API_SECRET } from './media/demo-keys'

/** The simulator's options: the same set for the CLI and for `startSimulator`. */
export type Plan = 'developer' | 'business' | 'enterprise'

export interface PlanLimits {
  requestsPerMinute: number
  concurrentCalls: number
}

export const PLANS: Record<Plan, PlanLimits> = {
  developer: { requestsPerMinute: 60, concurrentCalls: 1 },
  business: { requestsPerMinute: 600, concurrentCalls: 20 },
  enterprise: { requestsPerMinute: 6000, concurrentCalls: 200 },
}

export interface SimulatorOptions {
  /** 0 picks any free port. */
  port: number
  seed: number
  /** Target number of concurrent background calls on the demo agents. */
  activeCalls: number
  /** Simulated seconds per wall second. */
  speed: number
  plan: Plan
  /** Requests per minute per key; null takes the plan's. */
  rateLimit: number | null
  latencyMs: number
  /** Fraction (0 to 1) of API requests answered 500. */
  failRate: number
  webhookSecret: string
  /** Origin of the simulated clock (epoch ms); null is the wall clock at start. */
  startTime: number | null
  /** Start with the live activity paused (advance it with `/_sim/activity/step`). */
  paused: boolean
  /** Port of the media rooms (LiveKit signalling) on 127.0.0.1; 0 picks a free one. */
  mediaPort: number
  /** The LiveKit API key and secret that sign listeners' access tokens. */
  mediaApiKey: string
  mediaApiSecret: string
  /** How much of the demo workspace is generated from the seed (docs/simulator.md, "Sizing the workspace"). */
  size: FixtureSize
}

/** Generated records of `ws_demo`, on top of the stable ones (5 agents, 2 conversations, 121 dispositions). */
export interface FixtureSize {
  conversations: number
  /** Loose dispositions, not from a batch. */
  dispositions: number
  /** Agents without a phone number, named `agt_gen_1`, `agt_gen_2`, ... */
  agents: number
}

export const DEFAULT_SIZE: FixtureSize = { conversations: 160, dispositions: 200, agents: 0 }
/** Enough for an enterprise workspace and still a few hundred MB of memory at most. */
export const MAX_GENERATED = 1_000_000

export const DEFAULT_OPTIONS: SimulatorOptions = {
  port: 0,
  seed: 1,
  activeCalls: 12,
  speed: 1,
  plan: 'developer',
  rateLimit: null,
  latencyMs: 0,
  failRate: 0,
  webhookSecret: 'demo-webhook-secret',
  startTime: null,
  paused: false,
  mediaPort: 0,
  mediaApiKey: DEMO_MEDIA_API_KEY,
  mediaApiSecret: DEMO_MEDIA_API_SECRET,
  size: DEFAULT_SIZE,
}

export function isPlan(value: string): value is Plan {
  return Object.hasOwn(PLANS, value)
}

/** Checks option values; answers the first problem as text, or null. */
export function optionProblem(o: SimulatorOptions): string | null {
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) return 'port must be an integer from 0 to 65535'
  if (!Number.isInteger(o.seed)) return 'seed must be an integer'
  if (!Number.isInteger(o.activeCalls) || o.activeCalls < 0 || o.activeCalls > 5000)
    return 'active-calls must be an integer from 0 to 5000'
  if (!Number.isFinite(o.speed) || o.speed <= 0 || o.speed > 10000) return 'speed must be a number above 0, at most 10000'
  if (!isPlan(o.plan)) return 'plan must be developer, business or enterprise'
  if (o.rateLimit !== null && (!Number.isInteger(o.rateLimit) || o.rateLimit < 1))
    return 'rate-limit must be an integer of at least 1'
  if (!Number.isFinite(o.latencyMs) || o.latencyMs < 0) return 'latency-ms must be a number of at least 0'
  if (!Number.isFinite(o.failRate) || o.failRate < 0 || o.failRate > 1) return 'fail-rate must be a number from 0 to 1'
  if (o.webhookSecret.length === 0) return 'webhook-secret must not be empty'
  if (o.startTime !== null && !Number.isFinite(o.startTime)) return 'start-time must be an ISO 8601 timestamp'
  if (!Number.isInteger(o.mediaPort) || o.mediaPort < 0 || o.mediaPort > 65535) return 'media-port must be an integer from 0 to 65535'
  if (o.mediaApiKey.length === 0) return 'media-api-key must not be empty'
  // LiveKit refuses HS256 secrets shorter than 32 characters.
  if (o.mediaApiSecret.length < 32) return 'media-api-secret must be at least 32 characters'
  for (const [name, n] of Object.entries(o.size)) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_GENERATED) return `${name} must be an integer from 0 to ${MAX_GENERATED}`
  }
  return null
}
