import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SYNC_CONFIG } from '../../../src/core/sync'
import { freePort, startSimulatorProcess, type SimulatorProcess } from '../../e2e/fixtures/simulator-process'
import { startTestConsole, type TestConsole } from '../../support/console'
import { waitFor } from '../../support/wait'

/**
 * The service frozen, not refusing: the simulator as its own process, stopped
 * with SIGSTOP, so connections are accepted by the kernel and never answered.
 */
let sim: SimulatorProcess
let app: TestConsole

beforeAll(async () => {
  sim = await startSimulatorProcess(await freePort(), ['--plan', 'business'])
  app = await startTestConsole(sim)
}, 60_000)
afterAll(async () => {
  process.kill(sim.pid, 'SIGCONT')
  await app?.cleanup()
  await sim?.stop()
})

const { visiblePollMs, noAnswerSlackMs } = DEFAULT_SYNC_CONFIG
/** A busy 2-core machine may fire a timer and deliver the event this late. */
const LATE_MS = 1_000

describe('a frozen service', () => {
  it('shows degraded "No answer for N s" within one poll interval and the slack, and Online again after SIGCONT', async () => {
    await waitFor(() => app.console.connection().state === 'online', 20_000, 'online')

    process.kill(sim.pid, 'SIGSTOP')
    const frozenAt = Date.now()
    const degraded = await waitFor(
      () => {
        const status = app.console.connection()
        return status.state === 'degraded' && /^No answer for \d+ s$/.test(status.reason ?? '') ? status : null
      },
      visiblePollMs + noAnswerSlackMs + LATE_MS,
      'degraded: no answer',
    )
    const noticedMs = Date.now() - frozenAt
    expect(degraded.lastOkAt).toBeDefined()
    expect(app.console.sync.status().liveOverdue).toBe(true)

    process.kill(sim.pid, 'SIGCONT')
    const thawedAt = Date.now()
    await waitFor(() => app.console.connection().state === 'online', visiblePollMs + LATE_MS, 'online again')
    expect(app.console.sync.status().liveOverdue).toBe(false)
    process.stdout.write(`frozen service: degraded after ${noticedMs} ms, online ${Date.now() - thawedAt} ms after SIGCONT\n`)
  })
})
