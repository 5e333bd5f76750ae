/**
 * Many consoles on one key (issue #35): N browser hosts, each its own
 * process, add the demo workspace with the same key at once against one
 * simulator; every 2 s each one's wall age (now − its last poll) and its
 * indicator are read through the Bridge. The goals: on the business plan,
 * each wall's age p95 ≤ 4.5 s and no sample older than 6 s shown Online; on
 * the developer plan, where N live polls alone exceed the limit, walls fall
 * behind, each says so, and none is starved (median ages within 2× of each
 * other). On both, each console says its key seems shared (Settings → Sync's
 * advice). The 429s the live polls met are counted from each host's log.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, startSimulatorProcess } from '../e2e/fixtures/simulator-process'
import { startWebHostProcess, type RunningWebHost } from '../e2e/fixtures/web-host'
import type { SoakOutcome } from './chaos'
import { OWNER_KEY, POLL_INTERVAL_MS, WORKSPACE, invoke, sleep } from './support'

export type Plan = 'business' | 'developer'

/** One poll interval and one slow answer (issue #35). */
const AGE_P95_GOAL_MS = 4_500
/** Older than this, a wall shown as Online is a lie: the interval, the indicator's slack and a second to paint. */
const ONLINE_MAX_AGE_MS = 6_000
const LIVE_POLL_FAILED = /\[warn\]\s+GET \/v2\/api\/active-calls failed \{ code: '[^']*', status: 429/

interface Sample {
  ageMs: number
  state: string
  reason: string | null
  /** Settings → Sync would advise a key per supervisor. */
  saysShared: boolean
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function sample(host: RunningWebHost, since: number): Promise<Sample> {
  const [current, connection, metrics] = await Promise.all([
    invoke(host, 'calls.current', {}),
    invoke(host, 'app.connection', {}),
    invoke(host, 'workspaces.metrics', {}),
  ])
  const now = Date.now()
  return {
    ageMs: now - (current.polledAt ? Date.parse(current.polledAt) : since),
    state: connection.state,
    reason: connection.reason ?? null,
    saysShared: metrics !== null && (metrics.othersLastMinute !== null || metrics.limitedWhileUsing !== null),
  }
}

function liveRateLimits(host: RunningWebHost): number {
  const folder = join(host.dataDir, 'logs')
  let count = 0
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.log'))) {
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) if (LIVE_POLL_FAILED.test(line)) count++
  }
  return count
}

export async function runConsoles(count: number, minutes: number, plan: Plan): Promise<SoakOutcome> {
  const sim = await startSimulatorProcess(await freePort(), ['--plan', plan, '--active-calls', '20', '--seed', '5'])
  const hosts: RunningWebHost[] = []
  try {
    for (let i = 0; i < count; i++) hosts.push(await startWebHostProcess())
    const since = Date.now()
    await Promise.all(hosts.map((host) => invoke(host, 'workspaces.add', { baseUrl: sim.url, workspaceId: WORKSPACE, apiKey: OWNER_KEY, plan })))
    const samples: Sample[][] = hosts.map(() => [])
    const end = since + minutes * 60_000
    for (let next = since; next < end; next += POLL_INTERVAL_MS) {
      await sleep(Math.max(0, next - Date.now()))
      const taken = await Promise.all(hosts.map((host) => sample(host, since)))
      taken.forEach((s, i) => samples[i]!.push(s))
    }
    return judge(plan, minutes, samples, hosts.map(liveRateLimits))
  } finally {
    await Promise.all(hosts.map((host) => host.stop()))
    await sim.stop()
  }
}

function judge(plan: Plan, minutes: number, samples: Sample[][], rateLimits: number[]): SoakOutcome {
  const misses: string[] = []
  const summary = [`${samples.length} consoles on one key, ${plan} plan, ${minutes} min from their first syncs; wall age p50 / p95 / max, samples shown Online:`]
  const medians: number[] = []
  samples.forEach((taken, i) => {
    const ages = taken.map((s) => s.ageMs)
    const [p50, p95, max] = [percentile(ages, 50), percentile(ages, 95), Math.max(...ages)]
    medians.push(p50)
    const online = taken.filter((s) => s.state === 'online').length
    const lies = taken.filter((s) => s.state === 'online' && s.ageMs > ONLINE_MAX_AGE_MS)
    const behind = taken.filter((s) => s.reason?.startsWith('Behind') || s.reason?.startsWith('No answer')).length
    const shared = taken.filter((s) => s.saysShared).length
    summary.push(
      `  console ${i + 1}: ${seconds(p50)} / ${seconds(p95)} / ${seconds(max)}; Online ${online} of ${taken.length}; saying Behind or No answer ${behind}; the key seems shared ${shared}`,
    )
    if (shared === 0) misses.push(`console ${i + 1} never said its key seems shared`)
    if (lies.length > 0) misses.push(`console ${i + 1} showed Online with a wall older than ${seconds(ONLINE_MAX_AGE_MS)} ${lies.length} times (up to ${seconds(Math.max(...lies.map((s) => s.ageMs)))})`)
    if (plan === 'business' && p95 > AGE_P95_GOAL_MS) misses.push(`console ${i + 1}: wall age p95 ${seconds(p95)} > ${seconds(AGE_P95_GOAL_MS)}`)
    if (plan === 'developer' && behind === 0) misses.push(`console ${i + 1} never said its wall was behind`)
  })
  const polls = samples.length * ((minutes * 60_000) / POLL_INTERVAL_MS)
  const limited = rateLimits.reduce((a, b) => a + b, 0)
  summary.push(`  live polls answered 429: ${limited}, ${((limited / polls) * 100).toFixed(1)} % of the ${polls} due at the visible cadence`)
  if (plan === 'developer' && Math.max(...medians) > 2 * Math.min(...medians)) {
    misses.push(`a console is starved: median wall ages ${medians.map(seconds).join(', ')} are not within 2× of each other`)
  }
  return { summary, misses }
}
