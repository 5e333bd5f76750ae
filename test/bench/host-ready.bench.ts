/**
 * Issue 38: the host ready. The built browser host (`out/main/web.js`, as
 * `npm start` runs it) on a data directory with a workspace and its cache, from
 * its process starting to its first page answered (`GET /` after its line),
 * against a bare Node process that opens the same SQLite file, listens on
 * loopback and prints a line (`host-ready/bare-host.mjs`), answered the same
 * way, taken alternately in the same rounds. Both are timed from a shell's line
 * just before `exec node`.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { CACHE_FILE } from '../../src/core/console/console'
import { startSimulator } from '../../src/simulator/server'
import { MIN_ROUNDS, QUICK, report } from './harness'
import { startBenchHost } from './support/web-host'

const SUITE = 'Start-up: the host ready (browser host, built)'
const ROUNDS = QUICK ? MIN_ROUNDS : 15
const PROFILE = { workspaceId: 'ws_demo', apiKey: 'demo-owner-key' }

/** The first page asked for as soon as the host's line is out, and read whole: when it answers, the host serves. */
async function firstPage(origin: string): Promise<void> {
  const response = await fetch(`${origin}/`)
  if (!response.ok) throw new Error(`GET / answered ${response.status}`)
  await response.arrayBuffer()
}

/** The bare host's start, timed as the bench host's is: from the shell's line before `exec node` to its first page. */
async function bareReadyMs(dataDir: string): Promise<number> {
  const script = 'echo started && exec node test/bench/host-ready/bare-host.mjs "$1" "$2"'
  const child = spawn('sh', ['-c', script, 'sh', dataDir, CACHE_FILE], { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let startedAt = 0
  const ms = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'started') startedAt = performance.now()
      else if (line.startsWith('Switchboard console: ')) {
        const origin = new URL(line.slice('Switchboard console: '.length)).origin
        firstPage(origin).then(() => resolve(performance.now() - startedAt), reject)
      }
    })
    void exited.then(() => reject(new Error('the bare host exited before its line')))
  })
  child.kill('SIGTERM')
  await exited
  return ms
}

async function main(): Promise<void> {
  const simulator = await startSimulator({ port: 0, plan: 'enterprise' })
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-ready-'))
  try {
    const profile = { baseUrl: simulator.url, ...PROFILE }
    // The first start creates the cache and syncs it: the rounds start a host on a directory in daily use.
    const first = await startBenchHost(dataDir, profile)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    await first.stop()
    await bareReadyMs(dataDir)

    const subject: number[] = []
    const baseline: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const sides = [
        async () => {
          const host = await startBenchHost(dataDir, profile)
          await firstPage(host.origin)
          subject.push(performance.now() - host.startedAt)
          await host.stop()
        },
        async () => void baseline.push(await bareReadyMs(dataDir)),
      ]
      for (const side of round % 2 === 0 ? sides : sides.reverse()) await side()
    }
    report({
      suite: SUITE,
      name: `the host ready: its process started to its first page answered, on a workspace's cache (${ROUNDS} rounds)`,
      baselineLabel: 'a bare Node process opening the same SQLite file, listening and answering',
      fair: 'the least a host must do to serve: start Node, open the cache, listen; past that is the console’s own',
      baseline,
      subject,
      unit: 'ms',
      higherIsBetter: false,
      goals: [{ on: 'ratio', atMost: 1.3 }],
      note: 'Both timed from a shell line printed just before `exec node` to `GET /` answered, asked for as soon as the process’s line is out; the host is `out/main/web.js`, as `npm start` and `npm run web` run it.',
    })
  } finally {
    await simulator.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
