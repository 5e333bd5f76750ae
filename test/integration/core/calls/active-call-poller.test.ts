import { describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../../src/shared/api'
import { getSighting, listSightings } from '../../../../src/core/cache'
import { consoleForTest, type TestConsole } from '../../../support/console'
import { FakeClock } from '../../../support/fake-clock'
import { recordingFetch } from '../../../support/network'
import { plainActiveCalls } from '../../../support/polls'
import { DEMO, serviceClient, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

/** The wall a renderer builds by applying every snapshot in order. */
function wallOf(app: TestConsole): Map<string, ActiveCall> {
  const wall = new Map<string, ActiveCall>()
  for (const snapshot of app.of('calls.snapshot')) {
    if (snapshot.full) wall.clear()
    for (const call of [...snapshot.added, ...snapshot.changed]) wall.set(call.roomName, call)
    for (const roomName of snapshot.removed) wall.delete(roomName)
  }
  return wall
}

describe('active-call poller against the simulator', () => {
  it('keeps a wall equal to GET /v2/api/active-calls, with diffs and sightings', async () => {
    // Paused: the calls stand still, so the console's copy and a direct read can be compared field by field.
    const { sim, app } = await consoleForTest({ seed: 11, activeCalls: 5, paused: true, plan: 'business' })
    const service = serviceClient(sim)
    await waitFor(() => app.of('calls.snapshot').length > 0, 10_000, 'the first snapshot')
    const first = app.of('calls.snapshot')[0]!
    const direct = await plainActiveCalls(service)
    expect(first).toMatchObject({ workspaceId: DEMO.workspaceId, full: true, changed: [], removed: [], count: direct.count })
    expect(first.added).toEqual(direct.data)
    const current = await app.dispatch('calls.current', {})
    expect(current).toMatchObject({ ok: true, value: { workspaceId: DEMO.workspaceId, calls: direct.data, polledAt: first.polledAt } })

    // A call starts: it is added at the next poll, which a supervisor's action brings forward.
    const placed = (await simControl(sim, 'POST', '/calls', { agentId: 'agt_support', customerName: 'Grace Hopper', hold: true })) as ActiveCall
    const before = app.of('calls.snapshot').length
    app.console.sync.pollNow()
    const added = await waitFor(() => app.of('calls.snapshot').slice(before).find((s) => s.added.length > 0), 5_000, 'the added call')
    expect(added.added.map((c) => c.roomName)).toEqual([placed.roomName])

    // It changes, then ends.
    await simControl(sim, 'PATCH', `/calls/${placed.roomName}`, { sentiment: 'negative', transferRequested: true })
    const mark = app.of('calls.snapshot').length
    app.console.sync.pollNow()
    const changed = await waitFor(() => app.of('calls.snapshot').slice(mark).find((s) => s.changed.length > 0), 5_000, 'the change')
    expect(changed.changed).toMatchObject([{ roomName: placed.roomName, sentiment: 'negative', transferRequested: true }])
    await service.activeCalls.end(placed.roomName)
    const end = app.of('calls.snapshot').length
    app.console.sync.pollNow()
    const removed = await waitFor(() => app.of('calls.snapshot').slice(end).find((s) => s.removed.length > 0), 5_000, 'the end')
    expect(removed.removed).toEqual([placed.roomName])

    // The wall built from the diffs is the service's list, and the history kept the call's life.
    const now = await plainActiveCalls(service)
    await waitFor(() => wallOf(app!).size === now.count, 5_000, 'the wall to settle')
    expect([...wallOf(app).keys()].sort()).toEqual(now.data.map((c) => c.roomName).sort())
    const sighting = getSighting(app.console.cache, DEMO.workspaceId, placed.roomName)
    expect(sighting).toMatchObject({ active: false, endedBy: 'remote', customerName: 'Grace Hopper', transferRequested: true })
    expect(sighting?.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['sentiment', 'transfer']))
    expect(listSightings(app.console.cache, DEMO.workspaceId, { active: true }).total).toBe(now.count)
    const status = app.console.sync.status().resources.find((r) => r.resource === 'activeCalls')
    expect(status).toMatchObject({ lastError: null, intervalMs: 2_000 })
  })

  it('polls every 2 s while visible and every 10 s while hidden, on the console\'s clock', async () => {
    // The console's clock is a fake one: the cadence is exact, whatever the machine's load; the requests are real.
    const clock = new FakeClock(Date.now())
    const recorder = recordingFetch()
    const { app } = await consoleForTest({ seed: 11, activeCalls: 2, plan: 'business' }, { fetch: recorder.fetch, sync: { clock } })
    const polls = () => recorder.requests.filter((r) => r.path.startsWith('/v2/api/active-calls')).length
    const live = () => app.console.sync.live()!
    const settled = () => waitFor(() => !live().polling && live().nextPollAt !== null, 10_000, 'the poll to finish and schedule the next')
    /** No poll 1 ms before `ms` from now, one poll at `ms`. */
    async function nextPollAfter(ms: number): Promise<void> {
      const before = polls()
      expect(live().nextPollAt).toBe(clock.now() + ms)
      await clock.advance(ms - 1)
      expect({ polling: live().polling, polls: polls() }).toEqual({ polling: false, polls: before })
      await clock.advance(1)
      expect(live().polling).toBe(true)
      await settled()
      expect(polls()).toBe(before + 1)
    }

    // The first poll is due at once.
    await clock.advance(0)
    await waitFor(() => app.of('calls.snapshot').length > 0, 10_000, 'the first snapshot')
    await settled()
    await nextPollAfter(2_000)
    await nextPollAfter(2_000)

    const hidden = await app.dispatch('sync.setVisibility', { visible: false })
    expect(hidden).toEqual({ ok: true, value: { visible: false, pollIntervalMs: 10_000 } })
    // The last poll started just now: hidden, the next comes 10 s after it.
    await nextPollAfter(10_000)
    await nextPollAfter(10_000)

    // Shown again right after a poll: back to 2 s from that poll.
    await app.dispatch('sync.setVisibility', { visible: true })
    await nextPollAfter(2_000)
    // Shown after more than 2 s hidden: at once.
    await app.dispatch('sync.setVisibility', { visible: false })
    await clock.advance(5_000)
    const before = polls()
    await app.dispatch('sync.setVisibility', { visible: true })
    expect(live().nextPollAt).toBe(clock.now())
    await clock.advance(0)
    await settled()
    expect(polls()).toBe(before + 1)
    await nextPollAfter(2_000)
  })
})
