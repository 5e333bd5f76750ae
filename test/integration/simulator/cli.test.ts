import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { describe, expect, it, onTestFinished } from 'vitest'

/** Spawned in its own process group, so the whole tree (npx, tsx, node) can be signalled and cleaned up. */
function run(command: string, args: string[]): ChildProcessWithoutNullStreams {
  const child = spawn(command, args, { cwd: process.cwd(), detached: true })
  onTestFinished(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  })
  return child
}

function collect(stream: NodeJS.ReadableStream): () => string {
  let text = ''
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  return () => text
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })

function readyUrl(child: ChildProcessWithoutNullStreams, stdout: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${stdout()}`)), 20_000)
    child.stdout.on('data', () => {
      const match = /^Simulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout())
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
  })
}

/** npx exits on the signal before its grandchild has closed the server: wait for the port to refuse. */
async function closed(url: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url)
    } catch {
      return true
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}

const activeCount = async (url: string) => {
  const answer = await fetch(`${url}/v2/api/active-calls`, { headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' } })
  return ((await answer.json()) as { count: number }).count
}

describe('the simulator CLI', () => {
  it('npx tsx src/simulator/cli.ts --port 0 prints exactly one line with its URL and serves the API', async () => {
    const child = run('npx', ['tsx', 'src/simulator/cli.ts', '--port', '0', '--active-calls', '7'])
    const stdout = collect(child.stdout)
    const url = await readyUrl(child, stdout)
    expect(await activeCount(url)).toBe(7)
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await exited(child)
    expect(await closed(url)).toBe(true)
    expect(stdout().split('\n').filter(Boolean)).toEqual([`Simulator listening on ${url}`])
  })

  it('shuts down cleanly with exit code 0 on SIGINT and SIGTERM, as npm run sim runs it', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const child = run('node_modules/.bin/tsx', ['src/simulator/cli.ts', '--port', '0', '--speed', '50'])
      const url = await readyUrl(child, collect(child.stdout))
      child.kill(signal)
      expect(await exited(child), signal).toBe(0)
      await expect(fetch(url)).rejects.toThrow()
    }
  })

  it('exits with code 2 and one clear line on a bad option', async () => {
    const cases = [['--speed', 'fast'], ['--plan', 'platinum'], ['--frobnicate'], ['--fail-rate', '2'], ['--port'], ['--dispositions', '-1']]
    await Promise.all(
      cases.map(async (args) => {
        const child = run('node_modules/.bin/tsx', ['src/simulator/cli.ts', ...args])
        const stderr = collect(child.stderr)
        const stdout = collect(child.stdout)
        expect(await exited(child), args.join(' ')).toBe(2)
        const lines = stderr().split('\n').filter(Boolean)
        expect(lines.length, stderr()).toBe(1)
        expect(lines[0]).toMatch(/^simulator: /)
        expect(lines[0]).toContain(args[0]?.replace(/^--/, '') ?? '')
        expect(stdout()).toBe('')
      }),
    )
  })
})
