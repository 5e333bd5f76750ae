import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TIME_ZONE_FILE } from '../../../src/core/app/time-zone-setting'
import { LOCK_FILE } from '../../../src/core/storage/data-dir-lock'
import { invoke, startWebHostProcess, type RunningWebHost } from '../../e2e/fixtures/web-host'

/** The browser host as its own process (the built console's `npm run web`) on a data directory of its own. */
let dataDir: string
const hosts: RunningWebHost[] = []

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-data-dir-'))
})
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const mode = (path: string) => statSync(path).mode & 0o777

/** Runs a second host on the directory to its end: its exit code and what it wrote on stderr. */
function runToExit(dir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/web/cli.ts', '--port', '0', '--data-dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })))
}

describe.skipIf(process.platform === 'win32')('the data directory is private', () => {
  it('repairs the modes a looser umask or an older version left, and creates the new files 0600', async () => {
    chmodSync(dataDir, 0o755)
    mkdirSync(join(dataDir, 'logs'), { mode: 0o755 })
    writeFileSync(join(dataDir, 'logs', 'web.log'), '', { mode: 0o644 })
    writeFileSync(join(dataDir, TIME_ZONE_FILE), '{}', { mode: 0o644 })
    const host = await startWebHostProcess([], dataDir)
    hosts.push(host)
    // The line says the host serves; core, which repairs the modes, has started once a Bridge call is answered.
    await invoke(host, 'app.info', {})

    expect(mode(dataDir)).toBe(0o700)
    expect(mode(join(dataDir, 'logs'))).toBe(0o700)
    for (const file of ['cache.sqlite', 'cache.sqlite-wal', 'cache.sqlite-shm', 'logs/web.log', TIME_ZONE_FILE, LOCK_FILE]) {
      expect({ file, mode: mode(join(dataDir, file)).toString(8) }).toEqual({ file, mode: '600' })
    }
  })
})

describe('one host per data directory', () => {
  it('refuses a second host, naming the process that holds the directory', async () => {
    const first = await startWebHostProcess([], dataDir)
    hosts.push(first)

    const second = await runToExit(dataDir)

    expect(second.code).toBe(1)
    expect(second.stderr).toContain(`Another Switchboard (process ${first.process.pid}) is using the data directory ${dataDir}`)
    const still = await fetch(first.origin)
    expect(still.status).toBe(200)
  })

  it('takes over a lock left by a process that no longer runs, and releases it on exit', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    writeFileSync(join(dataDir, LOCK_FILE), `${gone.pid}\n`)

    const host = await startWebHostProcess([], dataDir)
    expect(statSync(join(dataDir, LOCK_FILE)).size).toBeGreaterThan(0)
    await host.stop()

    expect(() => statSync(join(dataDir, LOCK_FILE))).toThrow(/ENOENT/)
  })
})
