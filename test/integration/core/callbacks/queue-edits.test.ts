import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallDisposition } from '../../../../src/shared/api'
import type { CallbackItem } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { serviceDisposition } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { startCallbacksConsole } from './console'

let sim: RunningSimulator
let app: TestConsole
const net = recordingFetch()
const NY = 'America/New_York'

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 11, activeCalls: 0, plan: 'enterprise' })
  app = await startCallbacksConsole(sim, net.fetch)
})
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

async function items(zone = 'UTC', filters = {}): Promise<CallbackItem[]> {
  const queue = await app.invoke('callbacks.query', { filters, zone, groupLimit: 2000 })
  return queue.groups.flatMap((g) => g.items)
}

async function openCallbacks(count: number): Promise<CallDisposition[]> {
  const open = (await items()).filter((i) => !i.done && i.disposition.status !== 'cancelled')
  if (open.length < count) throw new Error('not enough open callbacks in the fixture')
  return open.slice(-count).map((i) => i.disposition)
}

const sent = () => waitFor(() => app.console.outbox.list().items.length === 0, 10_000, 'the outbox to empty')

describe('the queue from the cache', () => {
  it('applies the reference filters to the cache as the service applies them to its list', async () => {
    const filters = { agentId: 'agt_support', status: 'pending' }
    const response = await fetch(`${sim.url}/v1/api/call-dispositions?agentId=agt_support&status=pending&limit=200`, {
      headers: { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' },
    })
    const body = (await response.json()) as { data: { dispositions: CallDisposition[] } }
    const expected = body.data.dispositions.filter((d) => d.scheduledAt !== null).map((d) => d._id).sort()
    const shown = await items('UTC', filters)
    expect(expected.length).toBeGreaterThan(0)
    expect(shown.map((i) => i.disposition._id).sort()).toEqual(expected)
    expect(shown.every((i) => i.agentName === 'Support Agent')).toBe(true)
  })
})

describe('overdue callbacks for the wallboard', () => {
  it("counts the queue's Overdue section, and one fewer as soon as one is marked done", async () => {
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const section = queue.groups.find((g) => g.id === 'overdue')!
    const overdue = await app.invoke('callbacks.overdue', {})
    expect(section.total).toBeGreaterThan(1)
    expect(overdue).toEqual({ workspaceId: 'ws_demo', count: section.total, oldestAt: section.items[0]!.disposition.scheduledAt })

    await app.invoke('callbacks.setStatus', { dispositionIds: [section.items[0]!.disposition._id], status: 'completed' })
    expect((await app.invoke('callbacks.overdue', {})).count).toBe(section.total - 1)
    await sent()
  })
})

describe('edits go through the outbox to PUT /v1/api/call-dispositions/{id}', () => {
  it('reschedules to a New York wall time on the night clocks fall back', async () => {
    const [callback] = await openCallbacks(1)
    const outcome = await app.invoke('callbacks.reschedule', {
      dispositionIds: [callback!._id],
      to: { kind: 'at', local: '2099-11-01T01:30', zone: NY },
    })
    // 01:30 happens twice that night: the first, EDT (UTC-4), is taken.
    expect(outcome).toMatchObject({ submitted: [{ dispositionId: callback!._id, scheduledAt: '2099-11-01T05:30:00.000Z' }], failed: [] })
    await sent()
    expect((await serviceDisposition(sim, callback!._id)).scheduledAt).toBe('2099-11-01T05:30:00.000Z')
    const shown = (await items(NY)).find((i) => i.disposition._id === callback!._id)
    expect(shown?.localTime).toBe('2099-11-01T01:30')
  })

  it('refuses a time that has passed in the chosen zone, and changes nothing', async () => {
    const [callback] = await openCallbacks(1)
    const before = (await serviceDisposition(sim, callback!._id)).scheduledAt
    const error = await app.refusal('callbacks.reschedule', {
      dispositionIds: [callback!._id],
      to: { kind: 'at', local: '2020-03-02T09:00', zone: NY },
    })
    expect(error).toMatchObject({ code: 'time_in_past', message: '2020-03-02 09:00 (America/New_York) has already passed. Choose a time in the future.' })
    expect(app.console.outbox.list().items).toEqual([])
    expect((await serviceDisposition(sim, callback!._id)).scheduledAt).toBe(before)
  })

  it('snoozes several callbacks by an hour from now', async () => {
    const overdue = (await items()).filter((i) => !i.done && Date.parse(i.disposition.scheduledAt) < Date.now()).slice(0, 2)
    const before = Math.floor(Date.now() / 60_000) * 60_000
    const outcome = await app.invoke('callbacks.reschedule', {
      dispositionIds: overdue.map((i) => i.disposition._id),
      to: { kind: 'snooze', snooze: '1h', zone: NY },
    })
    const after = Math.floor(Date.now() / 60_000) * 60_000
    expect(overdue).toHaveLength(2)
    expect(outcome.submitted).toHaveLength(2)
    await sent()
    for (const { dispositionId, scheduledAt } of outcome.submitted) {
      const at = Date.parse(scheduledAt!)
      expect(at === before + 3_600_000 || at === after + 3_600_000).toBe(true)
      expect((await serviceDisposition(sim, dispositionId)).scheduledAt).toBe(scheduledAt)
    }
  })

  it('sets a status in bulk and moves the callbacks to Done', async () => {
    const chosen = await openCallbacks(2)
    const ids = chosen.map((d) => d._id)
    await app.invoke('callbacks.setStatus', { dispositionIds: ids, status: 'completed' })
    await sent()
    for (const id of ids) expect((await serviceDisposition(sim, id)).status).toBe('completed')
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const done = queue.groups.find((g) => g.id === 'done')?.items.map((i) => i.disposition._id) ?? []
    expect(ids.every((id) => done.includes(id))).toBe(true)
  })

  it('saves notes', async () => {
    const [callback] = await openCallbacks(1)
    await app.invoke('callbacks.setNotes', { dispositionId: callback!._id, notes: 'Prefers mornings — ask for Ana.' })
    await sent()
    expect((await serviceDisposition(sim, callback!._id)).notes).toBe('Prefers mornings — ask for Ana.')
  })

  it('offline, a reschedule shows at once as pending and is replayed when the service is back', async () => {
    const [callback] = await openCallbacks(1)
    const before = (await serviceDisposition(sim, callback!._id)).scheduledAt
    net.network.up = false
    try {
      await waitFor(() => app.console.connection().state === 'offline', 10_000, 'the console to be offline')
      await app.invoke('callbacks.reschedule', { dispositionIds: [callback!._id], to: { kind: 'at', local: '2026-12-24T10:00', zone: 'Europe/Berlin' } })
      const [pending] = app.console.outbox.list().items
      expect(pending).toMatchObject({ dispositionId: callback!._id, status: 'pending', changes: { scheduledAt: '2026-12-24T09:00:00.000Z' } })
      expect((await items('Europe/Berlin')).find((i) => i.disposition._id === callback!._id)?.localTime).toBe('2026-12-24T10:00')
      expect((await serviceDisposition(sim, callback!._id)).scheduledAt).toBe(before)
    } finally {
      net.network.up = true
    }
    await sent()
    expect((await serviceDisposition(sim, callback!._id)).scheduledAt).toBe('2026-12-24T09:00:00.000Z')
  })

  it('refuses an impossible wall time', async () => {
    const [callback] = await openCallbacks(1)
    const error = await app.refusal('callbacks.reschedule', { dispositionIds: [callback!._id], to: { kind: 'at', local: '2026-02-30T10:00', zone: NY } })
    expect(error).toMatchObject({ code: 'invalid_time', message: 'No such date or time: 2026-02-30T10:00' })
  })
})
