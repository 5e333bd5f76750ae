import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listDispositions } from '../../../../src/core/cache'
import { openHostLog } from '../../../../src/core/log/host-log'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, serviceClient, START_TIME } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

// docs/reliability.md, "Failures are seen": every outbox retry has its line in the host's log
// file, saying which request failed, how, and the how-manieth try it was, never with the key.

let sim: RunningSimulator | null = null
let app: TestConsole | null = null
let logDir: string | null = null

afterEach(async () => {
  await app?.cleanup()
  await sim?.stop()
  if (logDir) rmSync(logDir, { recursive: true, force: true })
  app = sim = logDir = null
})

async function fault(answer: 429 | 500 | 'drop' | null): Promise<void> {
  const response = await fetch(`${sim!.url}/_sim/faults/dispositions`, {
    method: 'PUT',
    headers: { 'x-api-key': DEMO.owner, 'content-type': 'application/json' },
    body: JSON.stringify({ answer }),
  })
  expect(response.status).toBe(200)
}

describe('the outbox retry log', () => {
  it('writes a line for every retry of an edit the service failed: method, path, status, attempt, and no key', { timeout: 60_000 }, async () => {
    sim = await startSimulator({ port: 0, seed: 5, activeCalls: 1, plan: 'business', startTime: START_TIME })
    logDir = mkdtempSync(join(tmpdir(), 'switchboard-outbox-log-'))
    const log = openHostLog({ folder: logDir })
    const recorder = recordingFetch()
    app = await startTestConsole(sim, { fetch: recorder.fetch, logger: log.logger, synced: ['dispositions'], sync: { maxBackoffMs: 200 } })
    const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
    const path = `/v1/api/call-dispositions/${target._id}`
    const retryLines = () => (existsSync(log.file) ? readFileSync(log.file, 'utf8') : '').split('\n').filter((line) => line.includes('outbox edit will be retried'))

    // The service fails the edit three ways in turn: a 500, a 429 and a dropped connection.
    await fault(500)
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'retried until it lands' } })
    await waitFor(() => retryLines().some((line) => line.includes('status: 500')), 15_000, 'a try answered 500')
    await fault(429)
    await waitFor(() => retryLines().some((line) => line.includes('status: 429')), 15_000, 'a try answered 429')
    await fault('drop')
    await waitFor(() => retryLines().some((line) => line.includes('status: undefined')), 15_000, 'a try whose connection dropped')
    await fault(null)
    await waitFor(async () => (await app!.invoke('outbox.list', {})).items.length === 0, 15_000, 'the edit to land')

    const puts = recorder.requests.filter((r) => r.method === 'PUT' && r.path === path)
    const failedPuts = puts.slice(0, -1)
    expect(puts.at(-1)?.status).toBe(200)
    expect(failedPuts.map((r) => r.status ?? 'dropped')).toEqual(expect.arrayContaining([500, 429, 'dropped']))

    // One line per failed try, in order, each naming the request, its status and its attempt.
    const lines = retryLines()
    expect(lines).toHaveLength(failedPuts.length)
    lines.forEach((line, i) => {
      expect(line).toContain(`request: 'PUT ${path}'`)
      expect(line).toContain(`attempt: ${i + 1},`)
      // The service's status when it answered; none when the connection dropped (the recorder saw no answer either).
      expect(line).toContain(`status: ${failedPuts[i]!.status ?? 'undefined'},`)
    })

    // The edit reached the service once, and the key is nowhere in the log.
    const copy = (await serviceClient(sim).dispositions.list({ phoneNumber: target.phoneNumber, limit: 200 })).dispositions.find((d) => d._id === target._id)
    expect(copy?.notes).toBe('retried until it lands')
    expect(readFileSync(log.file, 'utf8')).not.toContain(DEMO.owner)
  })
})
