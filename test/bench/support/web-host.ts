/**
 * The real browser host for the benches, on a data directory with one
 * workspace profile (its address and key given), started as `npm run web`
 * would be. `npm run bench` has no Secret Service, so the host runs in a
 * private D-Bus session with a throwaway gnome-keyring (as `npm test` does)
 * that holds the profile's key.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Page } from 'playwright-core'
import { writeProfiles } from '../../../src/core/workspaces/profile-file'

export interface BenchHost {
  /** http://127.0.0.1:PORT */
  origin: string
  token: string
  /** The host's Node process (for its CPU time in /proc). */
  pid: number
  /** When the host's process started (`performance.now()` at its pid line, just before `exec node`). */
  startedAt: number
  /** The host's V8 inspector (`ws://…`), when started with `inspect`; else null. */
  inspector: string | null
  stop(): Promise<void>
}

export interface BenchHostProfile {
  baseUrl: string
  workspaceId: string
  apiKey: string
}

const PROFILE_ID = 'wsp_bench'
const LINE = /^Switchboard console: (http:\/\/127\.0\.0\.1:\d+)\/#token=(\S+)$/
const PID_LINE = /^host pid (\d+)$/
const INSPECTOR_LINE = /Debugger listening on (ws:\/\/\S+)/
// `exec` keeps the shell's pid, so the pid echoed is the host's.
const inner = (nodeFlags: string) =>
  [
    'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
    'node --import tsx test/bench/support/store-key.ts "$2" "$3"',
    'echo "host pid $$"',
    `exec node ${nodeFlags}out/main/web.js --port 0 --data-dir "$1"`,
  ].join(' && ')

export interface BenchHostOptions {
  /** Opens the host's V8 inspector on a free loopback port (for its heap after a full collection). */
  inspect?: boolean
}

/** Writes the profile into `dataDir` (which may hold a cache already) and starts the host on it. */
export async function startBenchHost(dataDir: string, profile: BenchHostProfile, options: BenchHostOptions = {}): Promise<BenchHost> {
  await writeProfiles(dataDir, {
    version: 1,
    activeProfileId: PROFILE_ID,
    profiles: [
      {
        id: PROFILE_ID,
        label: 'Bench',
        baseUrl: profile.baseUrl,
        workspaceId: profile.workspaceId,
        plan: 'enterprise',
        requestsPerMinute: 6000,
        createdAt: new Date().toISOString(),
      },
    ],
  })
  const home = mkdtempSync(join(tmpdir(), 'switchboard-bench-home-'))
  // Its own process group, so stopping it ends the D-Bus daemon and the keyring with it.
  const script = inner(options.inspect ? '--inspect=127.0.0.1:0 ' : '')
  const child = spawn('dbus-run-session', ['--', 'sh', '-c', script, 'sh', dataDir, PROFILE_ID, profile.apiKey], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: home },
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      // The group has already gone.
    }
  }
  const lastResort = () => {
    killGroup('SIGKILL')
    rmSync(home, { recursive: true, force: true })
  }
  process.once('exit', lastResort)
  let pid = 0
  const stop = async () => {
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000)
    await exited
    // dbus-run-session ends at the signal; the host finishes its stop after it, and holds the data directory until then.
    while (pid !== 0 && alive(pid)) await new Promise((resolve) => setTimeout(resolve, 5))
    clearTimeout(timer)
    process.off('exit', lastResort)
    rmSync(home, { recursive: true, force: true })
  }

  let stderr = ''
  let inspector: string | null = null
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    inspector ??= INSPECTOR_LINE.exec(stderr)?.[1] ?? null
  })
  const lines = createInterface({ input: child.stdout })
  try {
    let startedAt = 0
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the web host did not start in 30 s: ${stderr}`)), 30_000)
      lines.on('line', (line) => {
        const host = PID_LINE.exec(line)
        if (host) {
          pid = Number(host[1])
          startedAt = performance.now()
        }
        const found = LINE.exec(line)
        if (found) {
          clearTimeout(timer)
          resolve(found)
        }
      })
      void exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`the web host exited: ${stderr}`))
      })
    })
    // Node names its inspector on stderr before it runs the host; the two pipes may still be read in either order.
    const until = performance.now() + 2_000
    while (options.inspect && inspector === null) {
      if (performance.now() > until) throw new Error(`the web host started without its inspector: ${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return { origin: match[1] as string, token: match[2] as string, pid, startedAt, inspector, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** How many calls the console's wall says it shows (its "calls now" figure). */
export const cardCount = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('[data-testid="calls-now"]')?.textContent?.replace(/\D/g, '') ?? -1))

/** A Bridge command over the host's HTTP API: its value, or undefined when refused. */
export async function hostValue<T>(host: BenchHost, name: string, args: object = {}): Promise<T | undefined> {
  const response = await fetch(`${host.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: host.origin, 'x-switchboard-token': host.token },
    body: JSON.stringify({ name, args }),
  })
  return ((await response.json()) as { value?: T }).value
}

/** The console's periodic sync of the workspace has run once: every resource synced, none running. */
export async function firstSyncDone(host: BenchHost): Promise<boolean> {
  const status = await hostValue<{ resources: { lastSuccessAt: string | null; running: boolean }[] }>(host, 'sync.status')
  return !!status?.resources.every((r) => r.lastSuccessAt !== null && !r.running)
}
