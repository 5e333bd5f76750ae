/**
 * Issue 21, "First sync at the floor": a console opening a large workspace for
 * the first time, on the simulator over real HTTP (in its own process, as a
 * service would be), with a real SQLite cache and the live poller running.
 *
 * Scale: the first sync is bound by the rate limit, so its floor is (requests
 * needed) ÷ (requests allowed per minute), and both grow with the workspace.
 * The issue's workspace (100,000 dispositions, 20,000 conversations, 200
 * agents: about 20,600 requests) takes 34 minutes at the business plan's
 * 600/min. On this shared 2-core machine (load 15 to 20 while other benches
 * run) the console's own work (validating and writing each answer) keeps up
 * with about 15 requests a second, so a faster limit would measure the
 * machine, not the sync, and the full size cannot run five rounds. So the
 * workspace is a twentieth of it (agents whole), every part in proportion, at
 * the real business plan (600/min, not scaled) on both the simulator and the
 * client: the ratios are those of the full size, whose fixed costs (sizing,
 * the first pages, the hand-over between resources) are twenty times smaller
 * in proportion. `SWITCHBOARD_FIRST_SYNC_FULL=1` runs the issue's size (about
 * three hours). The poller keeps its real 2 s interval.
 *
 * Figures, each round on a fresh cache:
 * - the first sync against its floor, the requests a sync needs at the least
 *   (one per page of 200 of each list, plus one per conversation) at the limit;
 * - the poll gap (p95) during the sync against the poll gap of the idle console
 *   right after it;
 * - the time until the "Due in the next hour" section is complete (the sync's
 *   `openCallbacksAt`) against the whole sync; checked: at that moment the cache
 *   already holds every open callback due in the next 24 h that it holds at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listDispositions, type Cache } from '../../src/core/cache'
import { SwitchboardConsole } from '../../src/core/console'
import { createMemorySecretStore } from '../../src/core/secrets'
import { OPEN_STATUSES } from '../../src/core/sync/resource-syncers'
import { PAGE_LIMIT } from '../../src/core/sync/paged-listing'
import { PERIODIC_RESOURCES } from '../../src/shared/bridge'
import { DEFAULT_HEADROOM } from '../../src/core/api'
import { MIN_ROUNDS, QUICK, percentile, report } from './harness'

const SUITE = 'First sync at the rate limit'
const SCALE = 1
const PLAN_RPM = 600
const RPM = PLAN_RPM * SCALE
const ISSUE_SIZE = { dispositions: 100_000, conversations: 20_000, agents: 200 }
/** The quick profile keeps enough requests (about 430) that the fixed ones (sizing, the workspace's checks) stay a small share. */
const SHARE = process.env.SWITCHBOARD_FIRST_SYNC_FULL === '1' ? 1 : QUICK ? 0.02 : 0.05
/** The workspace: the simulator's stable records plus the generated ones (docs/simulator.md). */
const SIZE = {
  dispositions: ISSUE_SIZE.dispositions * SHARE,
  conversations: ISSUE_SIZE.conversations * SHARE,
  agents: ISSUE_SIZE.agents,
}
const STABLE = { dispositions: 121, conversations: 2, agents: 5 }
const FLOWS = 7
const VOICES = 2
const IDLE_MS = QUICK ? 4_000 : 10_000
/** The wall's poll every 2 s, in the live lane: slots the sync cannot have. */
const POLLS_PER_MINUTE = 30
const WORKSPACE = 'ws_demo'
const DAY = 86_400_000

async function startSimulatorProcess(): Promise<{ url: string; child: ChildProcess }> {
  const args = [
    '--import', 'tsx', 'src/simulator/cli.ts',
    '--plan', 'business', '--rate-limit', String(RPM), '--active-calls', '50', '--seed', '21',
    '--dispositions', String(SIZE.dispositions - STABLE.dispositions),
    '--conversations', String(SIZE.conversations - STABLE.conversations),
    '--agents', String(SIZE.agents - STABLE.agents),
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`the simulator exited with ${code}`)))
  })
  return { url, child }
}

/** Open callbacks the cache holds due in the 24 hours from `from` (the next hour's among them). */
function dueWithinDay(cache: Cache, from: number): number {
  return listDispositions(cache, WORKSPACE, {
    status: OPEN_STATUSES,
    scheduledFrom: new Date(from).toISOString(),
    scheduledTo: new Date(from + DAY).toISOString(),
    page: 1,
    limit: 1,
  }).total
}

/** The fewest requests a first sync can make: a page of 200 per request, one request per conversation. */
function requestsNeeded(): number {
  const pages = (n: number) => Math.max(1, Math.ceil(n / PAGE_LIMIT))
  return pages(SIZE.agents) + pages(FLOWS) + pages(VOICES) + pages(SIZE.dispositions) + pages(SIZE.conversations) + SIZE.conversations
}

interface Round {
  syncMs: number
  floorMs: number
  openMs: number
  pollGapP95: number
  idleGapP95: number
  requests: number
  polls: number
  rateLimited: number
}

async function firstSync(url: string, round: number): Promise<Round> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-first-sync-'))
  const pollAnswers: number[] = []
  let requests = 0
  let rateLimited = 0
  const fetchCounting = async (input: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(input, init)
    const path = new URL(input).pathname
    if (path.startsWith('/v2/api/active-calls')) {
      await response.clone().arrayBuffer()
      pollAnswers.push(performance.now())
    } else requests++
    if (response.status === 429) rateLimited++
    return response
  }
  const app = new SwitchboardConsole({
    host: 'web',
    dataDir,
    version: '0.0.0-bench',
    platform: process.platform,
    secrets: createMemorySecretStore(),
    fetch: fetchCounting,
  })
  await app.start()
  // The key is checked first (a few requests); the sync starts when the workspace opens.
  await app.profiles.addProfile({ baseUrl: url, workspaceId: WORKSPACE, apiKey: 'demo-owner-key', plan: 'business', requestsPerMinute: RPM })
  const started = performance.now()
  requests = 0
  let openAt: number | null = null
  let dueAtOpen = 0
  let openFrom = 0
  const done = () => {
    const status = app.sync.status()
    if (openAt === null && status.openCallbacksAt !== null) {
      openAt = performance.now()
      openFrom = Date.now()
      dueAtOpen = dueWithinDay(app.cache, openFrom)
    }
    return PERIODIC_RESOURCES.every((r) => status.resources.find((s) => s.resource === r)?.lastSuccessAt)
  }
  const tell = setInterval(() => process.stderr.write(`  ${JSON.stringify(app.sync.status().progress)}\n`), 10_000)
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
  clearInterval(tell)
  const syncedAt = performance.now()
  const syncPolls = pollAnswers.length
  // Counted when the sync ends: the idle minute after it has the next round of dispositions (every 60 s).
  const syncRequests = requests
  const dueAtEnd = dueWithinDay(app.cache, openFrom)
  if (openAt === null || dueAtOpen !== dueAtEnd || dueAtEnd === 0) {
    throw new Error(`round ${round}: ${dueAtOpen} open callbacks due in the next 24 h when the open sections were said complete, ${dueAtEnd} after the sync`)
  }
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  const gaps = (answers: number[]) => answers.slice(1).map((t, i) => t - answers[i]!)
  const result: Round = {
    syncMs: syncedAt - started,
    floorMs: (requestsNeeded() / RPM) * 60_000,
    openMs: (openAt as number) - started,
    pollGapP95: percentile(gaps(pollAnswers.slice(0, syncPolls)), 95),
    idleGapP95: percentile(gaps(pollAnswers.slice(syncPolls)), 95),
    requests: syncRequests,
    polls: syncPolls,
    rateLimited,
  }
  process.stderr.write(`round ${round}: ${JSON.stringify(result)} (due in the next 24 h: ${dueAtEnd})\n`)
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
  return result
}

const { url, child } = await startSimulatorProcess()
try {
  const rounds: Round[] = []
  for (let i = 0; i < MIN_ROUNDS; i++) rounds.push(await firstSync(url, i + 1))
  const of = (pick: (r: Round) => number) => rounds.map(pick)
  const scale = `${SIZE.dispositions.toLocaleString('en')} dispositions, ${SIZE.conversations.toLocaleString('en')} conversations, ${SIZE.agents} agents; business plan${SCALE === 1 ? '' : ` ×${SCALE}`} (${RPM}/min)`
  const extra = Math.round(percentile(of((r) => r.requests), 50) - requestsNeeded())
  report({
    suite: SUITE,
    name: `first sync, ${scale}`,
    baselineLabel: `floor: ${requestsNeeded()} requests ÷ ${RPM}/min`,
    fair: "the requests the sync needs at the plan's rate: no sync can be faster",
    baseline: of((r) => r.floorMs / 1000),
    subject: of((r) => r.syncMs / 1000),
    unit: 's',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 1.1 }],
    note: `${extra} requests above the floor's (the dispositions are read by status, so each status ends on a page of its own; a changing collection); the live lane's polls take ${percentile(of((r) => r.polls), 50)} slots and the limiter keeps 2 % headroom, so the sync's own best is about ${(RPM / (RPM * DEFAULT_HEADROOM - POLLS_PER_MINUTE)).toFixed(3)}× the floor; 429s: ${of((r) => r.rateLimited).join(', ')}`,
  })
  report({
    suite: SUITE,
    name: 'poll gap p95 during the first sync',
    baselineLabel: 'poll gap p95 of the idle console after it',
    fair: "the same console idle after the sync: the live wall's cadence without the sync",
    baseline: of((r) => r.idleGapP95),
    subject: of((r) => r.pollGapP95),
    unit: 'ms',
    higherIsBetter: false,
    goals: [{ on: 'subject', atMost: 2_200 }],
    note: `polls every 2 s in the live lane; ${percentile(of((r) => r.polls), 50)} polls per sync`,
  })
  report({
    suite: SUITE,
    name: '"Due in the next hour" complete, share of the first sync',
    baselineLabel: 'the whole first sync',
    fair: "the same sync: the hour's callbacks must come first",
    baseline: of((r) => r.syncMs / 1000),
    subject: of((r) => r.openMs / 1000),
    unit: 's',
    higherIsBetter: false,
    goals: [{ on: 'ratio', atMost: 0.1 }],
    note: 'the open callbacks (status pending or scheduled: the API has no filter by scheduledAt) are read before the other statuses; checked each round: the cache then already holds every open callback due in the next 24 h that it holds after the sync',
  })
} finally {
  child.kill('SIGTERM')
}
