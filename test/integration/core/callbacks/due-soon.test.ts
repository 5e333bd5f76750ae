import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { serviceClient } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

let sim: RunningSimulator
let app: TestConsole

// Every disposition is synced once at start, then not for 10 minutes: what shows sooner came by the due-soon refresh.
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 7, activeCalls: 0, plan: 'enterprise', rateLimit: 6000 })
  app = await startTestConsole(sim, { plan: 'enterprise', sync: { visiblePollMs: 300, intervalMs: { dispositions: 600_000 } }, synced: ['agents', 'dispositions'] })
})
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16)

describe('callbacks due in the next hour', () => {
  it("show another supervisor's change within a refresh, long before the next sync of every disposition", { timeout: 60_000 }, async () => {
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const callback = queue.groups.flatMap((g) => g.items).find((i) => !i.done)?.disposition
    if (!callback) throw new Error('no open callback in the fixture')
    await app.invoke('callbacks.reschedule', { dispositionIds: [callback._id], to: { kind: 'at', local: inMinutes(30), zone: 'UTC' } })
    await waitFor(async () => (await app.invoke('outbox.list', {})).items.length === 0, 10_000, 'the reschedule to reach the service')
    const syncedAt = app.console.sync.status().resources.find((r) => r.resource === 'dispositions')?.lastSuccessAt
    const notes = `${callback.notes}\nCalled back by Ben at the desk next door.`.trim()
    await serviceClient(sim).dispositions.update(callback._id, { notes })
    const seen = await waitFor(
      async () => {
        const item = await app.invoke('callbacks.get', { dispositionId: callback._id, zone: 'UTC' })
        return item?.disposition.notes === notes ? item : null
      },
      30_000,
      "Ben's note in this console's cache",
    )
    expect(seen.disposition.notes).toContain('Called back by Ben')
    expect(app.console.sync.status().resources.find((r) => r.resource === 'dispositions')?.lastSuccessAt).toBe(syncedAt)
  })
})
