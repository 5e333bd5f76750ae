/**
 * Requests per second of `GET /v2/api/active-calls` with 200 live calls, against a
 * bare node:http server answering the same JSON body, with the same client loop.
 * The servers run in a child process (their own event loop and core, as a real server
 * would have); the client loop runs here: CONCURRENCY keep-alive requests in flight for
 * a fixed time, alternating baseline and subject to spread the machine's noise.
 */
import { createServer, Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startSimulator } from '../../src/simulator/server'
import { report } from './harness'

const LIVE_CALLS = 200
const CONCURRENCY = 16
const ROUND_MS = 4000
const ROUNDS = 2
const HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }

interface Targets {
  simulator: string
  bare: string
  bodyBytes: number
}

async function serve(): Promise<void> {
  const sim = await startSimulator({ activeCalls: LIVE_CALLS, plan: 'enterprise', rateLimit: 1_000_000_000 })
  const body = Buffer.from(await (await fetch(`${sim.url}/v2/api/active-calls`, { headers: HEADERS })).arrayBuffer())
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const targets: Targets = { simulator: sim.url, bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`, bodyBytes: body.length }
  process.send?.(targets)
}

/** Keeps CONCURRENCY requests in flight for `ms`; answers completed 200 responses per second. */
async function load(base: string, ms: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const url = new URL('/v2/api/active-calls', base)
  const deadline = performance.now() + ms
  let done = 0
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(url, { agent, headers: HEADERS }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${base} answered ${res.statusCode}`))
        res.resume()
        res.on('end', () => {
          done++
          resolve()
        })
      })
      req.on('error', reject)
      req.end()
    })
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await one()
    }),
  )
  const seconds = (performance.now() - t0) / 1000
  agent.destroy()
  return done / seconds
}

async function main(): Promise<void> {
  const servers = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'] })
  const targets = await new Promise<Targets>((resolve, reject) => {
    servers.once('message', (message) => resolve(message as Targets))
    servers.once('error', reject)
    servers.once('exit', (code) => reject(new Error(`the servers exited with ${code}`)))
  })
  await load(targets.bare, 1000)
  await load(targets.simulator, 1000)
  const baseline: number[] = []
  const subject: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    baseline.push(await load(targets.bare, ROUND_MS))
    subject.push(await load(targets.simulator, ROUND_MS))
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  report({
    suite: 'Simulator: GET /v2/api/active-calls',
    name: `requests per second, ${LIVE_CALLS} live calls`,
    baselineLabel: 'bare node:http, same JSON',
    baseline: mean(baseline),
    subject: mean(subject),
    unit: 'req/s',
    higherIsBetter: true,
    note: `${CONCURRENCY} keep-alive requests in flight, ${ROUNDS}×${ROUND_MS / 1000} s each, body ${Math.round(targets.bodyBytes / 1024)} KiB; auth, rate limit and live activity included`,
  })
  servers.kill()
}

if (process.argv.includes('--serve')) await serve()
else await main()
