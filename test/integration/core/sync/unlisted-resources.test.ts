import { afterEach, describe, expect, it } from 'vitest'
import { listAgents, listDispositions } from '../../../../src/core/cache'
import type { SyncResource } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole, type TestConsoleOptions } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, serviceClient, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

let sim: RunningSimulator
let app: TestConsole

afterEach(async () => {
  await app.cleanup()
  await sim.stop()
})

/** A console on a simulator that already differs from the documented service in `quirks`. */
async function consoleWithQuirks(quirks: object, options: TestConsoleOptions = {}): Promise<void> {
  sim = await startSimulator({ port: 0, seed: 7, activeCalls: 2, plan: 'enterprise' })
  await simControl(sim, 'PUT', '/quirks', quirks)
  app = await startTestConsole(sim, { plan: 'enterprise', ...options })
}

function settled(resource: SyncResource) {
  return waitFor(
    () => app.console.sync.status().resources.find((r) => r.resource === resource && r.lastAttemptAt !== null && !r.running),
    30_000,
    `the ${resource} sync`,
  )
}

describe('lists the service does not have, or answers in another form', () => {
  it('a 404 on the conversations list says why they cannot be listed; a conversation still opens by its id', { timeout: 60_000 }, async () => {
    await consoleWithQuirks({ missingLists: ['conversations'] })
    const status = await settled('conversations')
    expect(status.lastError).toBe(
      'The service has no list of conversations (it answered 404), so they cannot be listed here. A conversation can still be opened by its id in History.',
    )
    // The other resources are unaffected.
    expect((await settled('agents')).lastError).toBeNull()

    const opened = await app.invoke('history.refreshConversation', { conversationId: 'conv_demo_1' })
    expect(opened).toMatchObject({ source: 'service', note: null, conversation: { conversationId: 'conv_demo_1' } })
  })

  it('an unknown envelope on the voices list is named, not a blank list', { timeout: 60_000 }, async () => {
    await consoleWithQuirks({ otherEnvelope: ['voices'] })
    const status = await settled('voices')
    expect(status.lastError).toMatch(/^The service answered the list of voices in a form Switchboard does not know \(GET \/v1\/api\/voices: response\.data: .*\), so they cannot be listed here\./)
  })

  it('a service that ignores the status filter: the first sync sees it and walks the whole list once, not once per status', { timeout: 60_000 }, async () => {
    const recorder = recordingFetch()
    await consoleWithQuirks({ ignoredFilters: ['dispositions'] }, { fetch: recorder.fetch })
    const status = await settled('dispositions')
    expect(status.lastError).toBeNull()
    const service = serviceClient(sim)
    const { total, totalPages } = await service.dispositions.list({ limit: 200 })
    expect(listDispositions(app.console.cache, DEMO.workspaceId).total).toBe(total)
    expect(app.console.sync.status().openCallbacksAt).not.toBeNull()
    const dispositionPages = recorder.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/api/call-dispositions?'))
    // The sizing's first page of each status, at most a page or two more of the statuses listed side by side, then one walk.
    expect(dispositionPages.length).toBeLessThanOrEqual(5 + 5 + totalPages)
    expect(dispositionPages.filter((r) => !r.path.includes('status=')).length).toBeGreaterThanOrEqual(totalPages)
  })

  it('a refused page size falls back to a smaller one and the listing is still complete', { timeout: 60_000 }, async () => {
    await consoleWithQuirks({ maxPageSize: 20 })
    expect((await settled('dispositions')).lastError).toBeNull()
    expect((await settled('agents')).lastError).toBeNull()
    const service = serviceClient(sim)
    const total = (await service.dispositions.list({ limit: 20 })).total
    expect(listDispositions(app.console.cache, DEMO.workspaceId).total).toBe(total)
    expect(listAgents(app.console.cache, DEMO.workspaceId)).toHaveLength((await service.agents.list({ limit: 20 })).total)
  })

  it('the smaller page size is remembered for the workspace and list: the next listing asks for it at once', { timeout: 60_000 }, async () => {
    const recorder = recordingFetch()
    await consoleWithQuirks({ maxPageSize: 20 }, { fetch: recorder.fetch })
    /** The dispositions listings' requests. */
    const listed = (from: number) =>
      recorder.requests
        .slice(from)
        .filter((r) => r.method === 'GET' && r.path.startsWith('/v1/api/call-dispositions?'))
        .map((r) => {
          const query = new URLSearchParams(r.path.split('?')[1])
          return { limit: query.get('limit'), status: query.get('status'), answer: r.status }
        })
    expect((await settled('dispositions')).lastError).toBeNull()
    // The first sync learns the size (its open-callbacks pass meets 200, 100 and 50 refused, then 20) ...
    const first = listed(0)
    expect(new Set(first.filter((r) => r.answer === 400).map((r) => r.limit))).toEqual(new Set(['200', '100', '50']))
    // ... and its walk of the done statuses, after that pass, asks for 20 from its first page: the only
    // refusals there are the sizing's first pages, asked at 200 before any listing had learned the size.
    const done = first.filter((r) => r.status === 'completed' || r.status === 'failed' || r.status === 'cancelled')
    expect(done.filter((r) => r.answer === 400)).toEqual(['completed', 'failed', 'cancelled'].map((status) => ({ limit: '200', status, answer: 400 })))
    const walk = done.filter((r) => r.answer !== 400)
    expect(walk.length).toBeGreaterThan(1)
    expect(walk.every((r) => r.limit === '20' && r.answer === 200)).toBe(true)

    const before = recorder.requests.length
    const firstSuccess = app.console.sync.status().resources.find((r) => r.resource === 'dispositions')!.lastSuccessAt
    await app.invoke('sync.now', { resource: 'dispositions' })
    await waitFor(
      () => app.console.sync.status().resources.find((r) => r.resource === 'dispositions' && r.lastSuccessAt !== firstSuccess && !r.running),
      30_000,
      'the second dispositions listing',
    )
    // The next round walks the whole list, at 20 from its first page.
    const second = listed(before)
    expect(second.length).toBeGreaterThan(1)
    expect(second.every((r) => r.status === null && r.limit === '20' && r.answer === 200)).toBe(true)
  })
})
