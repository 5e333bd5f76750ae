import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { LOCK_FILE } from '../../../src/core/storage/data-dir-lock'
import { invoke, startWebHostProcess, type RunningWebHost } from '../../e2e/fixtures/web-host'

/**
 * The browser host serves its page before core has started (issue 38): Bridge
 * requests sent the moment its line is out wait for core and are answered,
 * none dropped or refused; a stop while core is starting still ends the host.
 */
let dataDir: string
let host: RunningWebHost | null = null

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-host-start-'))
})
afterEach(async () => {
  await host?.stop()
  host = null
  rmSync(dataDir, { recursive: true, force: true })
})

/** One command over the Bridge's WebSocket, sent as soon as the socket opens. */
function invokeOverSocket(running: RunningWebHost, name: string): Promise<unknown> {
  const ws = new WebSocket(`ws://127.0.0.1:${new URL(running.origin).port}/bridge?token=${running.token}`, { headers: { origin: running.origin } })
  return new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'invoke', id: 7, name, args: {} })))
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; id?: number; result?: unknown }
      if (message.type === 'result' && message.id === 7) {
        ws.close()
        resolve(message.result)
      }
    })
    ws.once('error', reject)
  })
}

it('answers the page and the Bridge calls sent the moment its line is out', async () => {
  host = await startWebHostProcess([], dataDir)
  const [page, overHttp, overSocket] = await Promise.all([
    fetch(`${host.origin}/`),
    invoke(host, 'app.info', {}),
    invokeOverSocket(host, 'app.info'),
  ])

  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'")
  expect(overHttp).toMatchObject({ host: 'web', dataDir })
  expect(overSocket).toMatchObject({ ok: true, value: { host: 'web', dataDir } })
})

it('ends when stopped while core is still starting, and releases the data directory', async () => {
  host = await startWebHostProcess([], dataDir)
  const exited = new Promise<number | null>((resolve) => host?.process.once('exit', resolve))
  host.process.kill('SIGTERM')

  expect(await exited).toBe(0)
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
})
