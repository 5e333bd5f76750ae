import { afterEach, describe, expect, it } from 'vitest'
import { listDispositions } from '../../../../src/core/cache'
import type { ConnectionStatus } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, serviceDisposition, simControl, START_TIME } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

// docs/sync.md, "Connection state": one write that gets no answer while the live poll keeps
// answering is not "offline", so it does not refuse Call now, End call or Listen in; the outbox
// sends the edit again and it lands once, also when the first try was applied and only its answer lost.

let sim: RunningSimulator | null = null
let app: TestConsole | null = null

afterEach(async () => {
  await app?.cleanup()
  await sim?.stop()
  app = sim = null
})

async function start() {
  sim = await startSimulator({ port: 0, seed: 7, activeCalls: 2, plan: 'business', rateLimit: 6000, startTime: START_TIME })
  const net = recordingFetch()
  app = await startTestConsole(sim, { fetch: net.fetch, synced: ['dispositions'], sync: { visiblePollMs: 300, maxBackoffMs: 500 } })
  await waitFor(() => app!.console.connection().state === 'online', 10_000, 'the console to be online')
  const target = listDispositions(app.console.cache, DEMO.workspaceId, { limit: 1 }).data[0]!
  const path = `/v1/api/call-dispositions/${target._id}`
  const states = () => app!.events.filter((e) => e.name === 'app.connection').map((e) => (e.payload as ConnectionStatus).state)
  const puts = () => net.requests.filter((r) => r.method === 'PUT' && r.path === path)
  const applied = async () => (await simControl<{ data: { method: string; path: string }[] }>(sim!, 'GET', '/writes')).data.filter((w) => w.method === 'PUT' && w.path === path)
  return { app, sim, target, states, puts, applied }
}

describe('one write that gets no answer while the live poll answers', () => {
  it('leaves the console online enough to call, and the edit lands on the next try', async () => {
    const { app, sim, target, states, puts, applied } = await start()
    const seen = states().length
    // The service closes the connection of every edit of a disposition before handling it.
    await simControl(sim, 'PUT', '/faults/dispositions', { answer: 'drop' })
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'sent again after a dropped connection' } })
    await waitFor(() => puts().some((r) => r.status === null), 10_000, 'the edit to meet a dropped connection')
    await waitFor(async () => (await app.invoke('outbox.list', {})).items[0]?.lastError, 10_000, 'the outbox to note the failure')
    const polls = app.of('calls.snapshot').length
    await waitFor(() => app.of('calls.snapshot').length > polls, 5_000, 'a poll after the failure')

    expect(states().slice(seen)).not.toContain('offline')
    expect(app.console.connection().state).not.toBe('offline')

    await simControl(sim, 'PUT', '/faults/dispositions', { answer: null })
    await waitFor(async () => (await app.invoke('outbox.list', {})).items.length === 0, 15_000, 'the edit to land')
    expect((await serviceDisposition(sim, target._id)).notes).toBe('sent again after a dropped connection')
    expect(await applied()).toHaveLength(1)
  })

  it('applies an edit whose answer was lost once: the next try finds it applied and sends nothing', async () => {
    const { app, sim, target, states, puts, applied } = await start()
    const seen = states().length
    await simControl(sim, 'PUT', '/faults/chaos', { lostAnswers: 1 })
    await app.invoke('outbox.submitDispositionUpdate', { dispositionId: target._id, changes: { notes: 'applied, answer lost' } })
    await waitFor(() => puts().some((r) => r.status === null), 10_000, 'the answer of the edit to be lost')
    await simControl(sim, 'PUT', '/faults/chaos', { lostAnswers: 0 })
    await waitFor(async () => (await app.invoke('outbox.list', {})).items.length === 0, 15_000, 'the outbox to settle the edit')

    expect(states().slice(seen)).not.toContain('offline')
    expect((await serviceDisposition(sim, target._id)).notes).toBe('applied, answer lost')
    expect(puts()).toHaveLength(1)
    expect(await applied()).toHaveLength(1)
  })
})
