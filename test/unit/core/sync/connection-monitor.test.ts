import { describe, expect, it } from 'vitest'
import type { ConnectionStatus } from '../../../../src/shared/bridge'
import { behindCause, ConnectionMonitor, WallBehindError } from '../../../../src/core/sync'
import { describeFailure } from '../../../../src/core/sync/errors'
import { FakeClock } from '../../../support/fake-clock'
import { badRequest, offline, rateLimited, serverError } from '../../../support/service-fixtures'

function setup() {
  const clock = new FakeClock()
  const changes: ConnectionStatus[] = []
  const monitor = new ConnectionMonitor(clock, (status) => changes.push(status), 'activeCalls')
  return { clock, monitor, changes }
}

describe('ConnectionMonitor', () => {
  it('says connecting until the first answer, then online with the time of the last success', async () => {
    const { clock, monitor, changes } = setup()
    expect(monitor.status).toEqual({ state: 'degraded', reason: 'Connecting to the service…', words: { key: 'errors.connection.connecting' } })
    await clock.advance(1_500)
    monitor.succeeded('activeCalls')
    expect(changes).toEqual([{ state: 'online', lastOkAt: '2025-05-01T09:00:01.500Z' }])
  })

  it('goes offline when the latest outcome got no answer, keeping the last success time', async () => {
    const { clock, monitor, changes } = setup()
    monitor.succeeded('activeCalls')
    await clock.advance(2_000)
    monitor.failed('activeCalls', offline())
    expect(changes.at(-1)).toMatchObject({ state: 'offline', lastOkAt: '2025-05-01T09:00:00.000Z' })
    expect(changes.at(-1)?.reason).toMatch(/cannot reach the service/)
    monitor.failed('dispositions', offline())
    expect(changes).toHaveLength(2)
    monitor.succeeded('activeCalls')
    expect(changes.at(-1)).toMatchObject({ state: 'online', lastOkAt: '2025-05-01T09:00:02.000Z' })
  })

  it('forgets a source unreachable before a later success elsewhere, since that source retries', () => {
    const { monitor } = setup()
    monitor.failed('dispositions', offline())
    monitor.succeeded('activeCalls')
    expect(monitor.status.state).toBe('online')
  })

  it('stays out of offline when one request of another source gets no answer while the live poll answers', () => {
    const { monitor, changes } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('outbox', offline())
    expect(monitor.status).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/cannot reach the service/) })
    monitor.succeeded('activeCalls')
    expect(monitor.status.state).toBe('online')
    expect(changes.map((c) => c.state)).toEqual(['online', 'degraded', 'online'])
  })

  it('goes offline once the live poll gets no answer either, whichever source failed first', () => {
    const { monitor } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('dispositions', offline())
    monitor.failed('activeCalls', offline())
    expect(monitor.status.state).toBe('offline')
    monitor.failed('outbox', offline())
    expect(monitor.status.state).toBe('offline')
  })

  it('back from offline, stays out of offline when a request sent while the network was down fails after another source answered', () => {
    const { monitor, changes } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('activeCalls', offline())
    expect(monitor.status.state).toBe('offline')
    // The network is back: an edit goes through before the live poll's next try.
    monitor.succeeded('outbox')
    expect(monitor.status.state).toBe('online')
    // A conversation read sent during the outage reports its failure late.
    monitor.failed('conversations', offline())
    expect(monitor.status).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/cannot reach the service/) })
    // The live poll failing again is news: offline.
    monitor.failed('activeCalls', offline())
    expect(monitor.status.state).toBe('offline')
    expect(changes.map((c) => c.state)).toEqual(['online', 'offline', 'online', 'degraded', 'offline'])
  })

  it('goes offline on another source\'s no-answer before the live poll has answered', () => {
    const { monitor } = setup()
    monitor.failed('agents', offline())
    expect(monitor.status.state).toBe('offline')
  })

  it('is degraded while a source keeps failing with an answer, naming a 429 first', () => {
    const { monitor } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('conversations', serverError())
    expect(monitor.status).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/internal problem/) })
    monitor.failed('activeCalls', rateLimited(3_000))
    monitor.failed('agents', badRequest())
    expect(monitor.status.reason).toMatch(/Too many requests.*3 seconds/)
    monitor.succeeded('activeCalls')
    expect(monitor.status.reason).toMatch(/refused the request/)
    monitor.succeeded('agents')
    monitor.succeeded('conversations')
    expect(monitor.status.state).toBe('online')
  })

  it('reports only changes of state or reason', () => {
    const { monitor, changes } = setup()
    monitor.succeeded('activeCalls')
    monitor.succeeded('activeCalls')
    monitor.succeeded('agents')
    expect(changes).toHaveLength(1)
  })

  it("names the wall's age before any 429 of background work: it is what the supervisor reads the calls by", () => {
    const { monitor } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('activeCalls', rateLimited(10_000))
    monitor.failed('activeCalls', new WallBehindError(12_000, behindCause(rateLimited(10_000))))
    monitor.failed('dispositions', rateLimited(10_000))
    expect(monitor.status).toMatchObject({
      state: 'degraded',
      reason: 'Behind: 12 s (the service is limiting this key)',
      words: { key: 'errors.connection.behindLimited', params: { seconds: 12 } },
    })
    monitor.succeeded('activeCalls')
    expect(monitor.status.reason).not.toContain('Behind')
  })
  it('forgets only the failures it is told have ended: the sources answered stay answered', () => {
    const { monitor } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('agents', badRequest())
    monitor.failed('conversations', serverError())
    monitor.forgetFailures((error) => error !== null && describeFailure(error).includes('refused'))
    expect(monitor.status).toMatchObject({ state: 'degraded', reason: expect.stringMatching(/internal problem/) })
    monitor.forgetFailures(() => true)
    expect(monitor.status).toMatchObject({ state: 'online', lastOkAt: '2025-05-01T09:00:00.000Z' })
  })

  it('names the newest failure when none is a 429 or the wall, and reports a new reason in the same state', () => {
    const { monitor, changes } = setup()
    monitor.succeeded('activeCalls')
    monitor.failed('agents', badRequest())
    monitor.failed('conversations', serverError())
    expect(monitor.status.reason).toMatch(/internal problem/)
    monitor.failed('conversations', badRequest())
    monitor.failed('agents', serverError())
    expect(monitor.status.reason).toMatch(/internal problem/)
    expect(changes.map((c) => c.state)).toEqual(['online', 'degraded', 'degraded', 'degraded', 'degraded'])
  })

  it('goes offline when the wall’s poll, the newest outcome, gets no answer after another source was answered', () => {
    const { monitor } = setup()
    monitor.succeeded('agents')
    monitor.failed('activeCalls', offline())
    expect(monitor.status.state).toBe('offline')
  })

  it('shows a failure with no words of core’s by its text alone', () => {
    const { monitor } = setup()
    monitor.failed('agents', new Error('database is locked'))
    expect(monitor.status).toEqual({ state: 'degraded', reason: 'database is locked' })
  })

  it('says connecting again once the only failures it heard are forgotten', () => {
    const { monitor, changes } = setup()
    monitor.failed('outbox', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))
    monitor.forgetFailures(() => true)
    expect(monitor.status).toEqual({ state: 'degraded', reason: 'Connecting to the service…', words: { key: 'errors.connection.connecting' } })
    expect(changes.at(-1)?.reason).toBe('Connecting to the service…')
  })
})
