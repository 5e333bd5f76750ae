import { afterEach, describe, expect, it } from 'vitest'
import type { CallDisposition } from '../../../../src/shared/api'
import { getDisposition, listDispositions } from '../../../../src/core/cache'
import { requireOnline } from '../../../../src/core/sync'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole, type TestConsoleOptions } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, serviceClient, START_TIME } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

let sims: RunningSimulator[] = []
let app: TestConsole | null = null

afterEach(async () => {
  await app?.cleanup()
  for (const sim of sims) await sim.stop().catch(() => undefined)
  app = null
  sims = []
})

async function simulator(port = 0): Promise<RunningSimulator> {
  const sim = await startSimulator({ port, seed: 5, activeCalls: 3, plan: 'business', startTime: START_TIME })
  sims.push(sim)
  return sim
}

/** A console on `sim`, once the dispositions have synced. */
function startConsole(sim: RunningSimulator, options: TestConsoleOptions = {}): Promise<TestConsole> {
  return startTestConsole(sim, { ...options, synced: ['dispositions'] })
}

const outbox = () => app!.invoke('outbox.list', {})
const connectionState = async () => (await app!.invoke('app.connection', {})).state

/** Two open dispositions with different phone numbers, from the synced cache (an edit to "completed" changes each). */
function twoDispositions(): [CallDisposition, CallDisposition] {
  const all = listDispositions(app!.console.cache, DEMO.workspaceId, { limit: 50 }).data.filter((d) => d.status !== 'completed')
  const first = all[0]!
  const second = all.find((d) => d.phoneNumber !== first.phoneNumber)!
  return [first, second]
}

describe('offline and the outbox', () => {
  it('keeps edits made offline, refuses live actions, and replays the edits in order once the service is back', { timeout: 60_000 }, async () => {
    const sim = await simulator()
    const recorder = recordingFetch()
    app = await startConsole(sim, { fetch: recorder.fetch, sync: { maxBackoffMs: 1_000 } })
    const [a, b] = twoDispositions()

    await sim.stop()
    await waitFor(async () => (await connectionState()) === 'offline', 10_000, 'the console to see it is offline')
    expect(() => requireOnline(app!.console, 'placeCall')).toThrow(
      expect.objectContaining({ code: 'offline_action', message: 'Placing a call needs a connection to the service; you are offline.' }),
    )

    const edits = [
      { dispositionId: a._id, changes: { notes: 'first offline note' } },
      { dispositionId: b._id, changes: { status: 'completed' } },
      { dispositionId: a._id, changes: { notes: 'second offline note', scheduledAt: '2025-05-09T15:30:00Z' } },
    ]
    const submitted = []
    const sentBefore = recorder.requests.length
    for (const edit of edits) submitted.push(await app.invoke('outbox.submitDispositionUpdate', edit))
    expect(submitted.map((s) => s.item.status)).toEqual(['pending', 'pending', 'pending'])
    expect(submitted[2]!.disposition).toMatchObject({ _id: a._id, notes: 'second offline note', scheduledAt: '2025-05-09T15:30:00.000Z' })
    // Offline they wait, durably, and the cache still holds the service's copies. Anchored on an event, not a sleep:
    // two more polls failed meanwhile, and not one edit was sent.
    const sentAfter = recorder.requests.length
    await waitFor(
      () => recorder.requests.slice(sentAfter).filter((r) => r.path.startsWith('/v2/api/active-calls') && r.status === null).length >= 2,
      10_000,
      'two more polls to fail',
    )
    expect(recorder.requests.slice(sentBefore).filter((r) => r.path.includes('dispositions'))).toEqual([])
    expect((await outbox()).items.map((i) => [i.dispositionId, i.status])).toEqual([
      [a._id, 'pending'],
      [b._id, 'pending'],
      [a._id, 'pending'],
    ])
    expect(getDisposition(app.console.cache, DEMO.workspaceId, a._id)?.notes).toBe(a.notes)
    const shown = app.console.outbox.withPendingEdits([getDisposition(app.console.cache, DEMO.workspaceId, a._id)!])
    expect(shown[0]?.notes).toBe('second offline note')

    // The same service comes back on the same address.
    const putsBefore = recorder.requests.length
    const back = await simulator(sim.port)
    await waitFor(async () => (await outbox()).items.length === 0, 20_000, 'the outbox to drain')
    expect(await connectionState()).toBe('online')
    const puts = recorder.requests
      .slice(putsBefore)
      .filter((r) => r.method === 'PUT')
      .map((r) => r.path)
    expect(puts).toEqual([a, b, a].map((d) => `/v1/api/call-dispositions/${d._id}`))
    const service = serviceClient(back)
    const [nowA, nowB] = await Promise.all(
      [a, b].map(async (d) => (await service.dispositions.list({ phoneNumber: d.phoneNumber, limit: 200 })).dispositions.find((x) => x._id === d._id)),
    )
    expect(nowA).toMatchObject({ notes: 'second offline note', scheduledAt: '2025-05-09T15:30:00.000Z' })
    expect(nowB).toMatchObject({ status: 'completed' })
    expect(getDisposition(app.console.cache, DEMO.workspaceId, a._id)).toMatchObject({ notes: 'second offline note' })
    expect(app.of('outbox.changed').length).toBeGreaterThanOrEqual(6)
  })

  it('sends an edit at once when online', async () => {
    const sim = await simulator()
    app = await startConsole(sim)
    const [a] = twoDispositions()
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: a._id, changes: { notes: 'sent right away' } })
    await waitFor(() => getDisposition(app!.console.cache, DEMO.workspaceId, a._id)?.notes === 'sent right away', 5_000, 'the edit to be saved')
    expect((await outbox()).items).toEqual([])
  })

  it('shows a conflict when the service copy changed after the edit was queued, and resolves it both ways', { timeout: 60_000 }, async () => {
    const sim = await simulator()
    const recorder = recordingFetch()
    app = await startConsole(sim, { fetch: recorder.fetch, sync: { maxBackoffMs: 1_000 } })
    const [a, b] = twoDispositions()
    const service = serviceClient(sim)

    // The network drops; the supervisor edits; a colleague edits the same disposition meanwhile.
    const conflictOn = async (d: CallDisposition, mine: string, theirs: string) => {
      recorder.network.up = false
      await waitFor(async () => (await connectionState()) === 'offline', 10_000, 'offline')
      await app!.invoke('outbox.submitDispositionUpdate', { dispositionId: d._id, changes: { notes: mine } })
      await service.dispositions.update(d._id, { notes: theirs, status: 'cancelled' })
      recorder.network.up = true
      return waitFor(async () => (await outbox()).items.find((i) => i.status === 'conflict'), 15_000, 'the conflict')
    }

    const first = await conflictOn(a, 'my note', 'their note')
    expect(first).toMatchObject({
      dispositionId: a._id,
      changes: { notes: 'my note' },
      serverCopy: { notes: 'their note', status: 'cancelled' },
      mine: { notes: 'my note', status: 'cancelled' },
    })
    expect(recorder.requests.some((r) => r.method === 'PUT')).toBe(false)
    expect(await app.invoke('outbox.resolve', { id: first.id, choice: 'theirs' })).toMatchObject({ status: 'done' })
    expect((await outbox()).items).toEqual([])
    expect(getDisposition(app.console.cache, DEMO.workspaceId, a._id)).toMatchObject({ notes: 'their note', status: 'cancelled' })

    const second = await conflictOn(b, 'my other note', 'their other note')
    expect(await app.invoke('outbox.resolve', { id: second.id, choice: 'mine' })).toMatchObject({ status: 'pending' })
    await waitFor(async () => (await outbox()).items.length === 0, 10_000, 'the edit to be sent')
    const onService = (await service.dispositions.list({ phoneNumber: b.phoneNumber, limit: 200 })).dispositions.find((d) => d._id === b._id)
    expect(onService).toMatchObject({ notes: 'my other note', status: 'cancelled' })
    const stillTheirs = (await service.dispositions.list({ phoneNumber: a.phoneNumber, limit: 200 })).dispositions.find((d) => d._id === a._id)
    expect(stillTheirs?.notes).toBe('their note')
  })
})
