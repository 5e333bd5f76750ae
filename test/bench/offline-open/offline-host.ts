/**
 * The real browser host, started on a data directory whose only workspace
 * points at an address where nothing listens: the console opens offline, on
 * whatever the cache holds. `npm run bench` has no Secret Service, so the host
 * runs in a private D-Bus session with a throwaway gnome-keyring (as `npm test`
 * does) that holds the profile's key.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { writeProfiles } from '../../../src/core/workspaces/profile-file'

export interface OfflineHost {
  /** http://127.0.0.1:PORT */
  origin: string
  token: string
  stop(): Promise<void>
}

/** Port 9 (discard): nothing listens there, so every request is refused at once. */
const DEAD_SERVICE = 'http://127.0.0.1:9'
const PROFILE_ID = 'wsp_bench_offline'
const LINE = /^Switchboard console: (http:\/\/127\.0\.0\.1:\d+)\/#token=(\S+)$/
const INNER = [
  'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
  'node --import tsx test/bench/offline-open/store-key.ts "$2" bench-offline-key',
  'exec node --import tsx src/web/cli.ts --port 0 --data-dir "$1"',
].join(' && ')

/** Writes the profile of `workspaceId` into `dataDir` (which holds the cache) and starts the host on it. */
export async function startOfflineHost(dataDir: string, workspaceId: string): Promise<OfflineHost> {
  await writeProfiles(dataDir, {
    version: 1,
    activeProfileId: PROFILE_ID,
    profiles: [
      {
        id: PROFILE_ID,
        label: 'Offline bench',
        baseUrl: DEAD_SERVICE,
        workspaceId,
        plan: 'enterprise',
        requestsPerMinute: 6000,
        createdAt: new Date().toISOString(),
      },
    ],
  })
  const home = mkdtempSync(join(tmpdir(), 'switchboard-offline-home-'))
  // Its own process group, so stopping it ends the D-Bus daemon and the keyring with it.
  const child = spawn('dbus-run-session', ['--', 'sh', '-c', INNER, 'sh', dataDir, PROFILE_ID], {
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
  const stop = async () => {
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
    process.off('exit', lastResort)
    rmSync(home, { recursive: true, force: true })
  }

  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const lines = createInterface({ input: child.stdout })
  try {
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the web host did not start in 30 s: ${stderr}`)), 30_000)
      lines.on('line', (line) => {
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
    return { origin: match[1] as string, token: match[2] as string, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
