import { DEFAULT_OPTIONS, isPlan, optionProblem, type SimulatorOptions } from './options'

export type ParsedArgs = { ok: true; options: SimulatorOptions } | { ok: false; problem: string }

type Setter = (options: SimulatorOptions, value: string) => string | null

const number = (apply: (o: SimulatorOptions, n: number) => void, name: string): Setter => (o, value) => {
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n)) return `${name} expects a number, got ${JSON.stringify(value)}`
  apply(o, n)
  return null
}

const SETTERS: Record<string, Setter> = {
  '--port': number((o, n) => (o.port = n), '--port'),
  '--seed': number((o, n) => (o.seed = n), '--seed'),
  '--active-calls': number((o, n) => (o.activeCalls = n), '--active-calls'),
  '--speed': number((o, n) => (o.speed = n), '--speed'),
  '--rate-limit': number((o, n) => (o.rateLimit = n), '--rate-limit'),
  '--latency-ms': number((o, n) => (o.latencyMs = n), '--latency-ms'),
  '--fail-rate': number((o, n) => (o.failRate = n), '--fail-rate'),
  '--plan': (o, value) => {
    if (!isPlan(value)) return `--plan expects developer, business or enterprise, got ${JSON.stringify(value)}`
    o.plan = value
    return null
  },
  '--conversations': number((o, n) => (o.size = { ...o.size, conversations: n }), '--conversations'),
  '--dispositions': number((o, n) => (o.size = { ...o.size, dispositions: n }), '--dispositions'),
  '--agents': number((o, n) => (o.size = { ...o.size, agents: n }), '--agents'),
  '--media-port': number((o, n) => (o.mediaPort = n), '--media-port'),
  '--media-api-key': (o, value) => {
    o.mediaApiKey = value
    return null
  },
  '--media-api-secret': (o, value) => {
    o.mediaApiSecret = value
    return null
  },
  '--webhook-secret': (o, value) => {
    o.webhookSecret = value
    return null
  },
  '--start-time': (o, value) => {
    const ms = Date.parse(value)
    if (Number.isNaN(ms)) return `--start-time expects an ISO 8601 timestamp, got ${JSON.stringify(value)}`
    o.startTime = ms
    return null
  },
}

/** Parses `--name value` and `--name=value` pairs, plus the flag `--paused`. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const options: SimulatorOptions = { ...DEFAULT_OPTIONS }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--paused') {
      options.paused = true
      continue
    }
    const eq = arg.indexOf('=')
    const name = eq >= 0 ? arg.slice(0, eq) : arg
    const setter = SETTERS[name]
    if (!setter) return { ok: false, problem: `unknown option ${JSON.stringify(arg)}` }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i]
    if (value === undefined) return { ok: false, problem: `${name} needs a value` }
    const problem = setter(options, value)
    if (problem !== null) return { ok: false, problem }
  }
  const problem = optionProblem(options)
  return problem === null ? { ok: true, options } : { ok: false, problem }
}

export const USAGE =
  'usage: npm run sim -- [--port N] [--seed N] [--active-calls N] [--speed X] [--plan developer|business|enterprise] ' +
  '[--rate-limit N] [--latency-ms N] [--fail-rate P] [--webhook-secret S] [--start-time ISO] [--paused] ' +
  '[--media-port N] [--media-api-key K] [--media-api-secret S] [--conversations N] [--dispositions N] [--agents N]'
