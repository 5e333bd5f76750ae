import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActiveCall, CallDisposition } from '../../../../src/shared/api'
import type { ActivityEntry } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { liveRoomNames, serviceDisposition, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

let sim: RunningSimulator
let app: TestConsole
const net = recordingFetch()

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 12, activeCalls: 0, plan: 'enterprise' })
  app = await startTestConsole(sim, {
    fetch: net.fetch,
    label: 'Night shift',
    plan: 'enterprise',
    sync: { visiblePollMs: 300, maxBackoffMs: 500 },
    synced: ['agents', 'dispositions'],
  })
}, 60_000)
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

async function activity(filters = {}): Promise<ActivityEntry[]> {
  return (await app.invoke('history.activity', { filters })).data
}

async function heldCall(): Promise<ActiveCall> {
  const call = await simControl<ActiveCall>(sim, 'POST', '/calls', { hold: true, customerName: 'Ada Lovelace' })
  await waitFor(async () => (await app.invoke('calls.current', {})).calls.some((c) => c.roomName === call.roomName), 15_000, 'the poller to see the call')
  return call
}

describe('the activity log', () => {
  it('records an ended call: when, who (the profile), the call, ok; History → Activity lists it and it is announced', async () => {
    const call = await heldCall()
    const before = Date.now()
    await app.invoke('calls.end', { roomName: call.roomName })
    expect(await liveRoomNames(sim)).not.toContain(call.roomName)

    const [row] = await activity({ kind: 'call.end' })
    expect(row).toMatchObject({
      kind: 'call.end',
      workspaceId: 'ws_demo',
      who: 'Night shift',
      target: 'call with Ada Lovelace',
      targetId: call.roomName,
      outcome: 'ok',
      errorCode: null,
    })
    expect(Date.parse(row!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(app.of('history.activity').map((e) => e.id)).toContain(row!.id)
  })

  it('records a refused write with the refusal code, and nothing for a write refused before sending (offline)', async () => {
    const renamed = await app.refusal('admin.updateAgent', { agentId: 'agt_missing', changes: { name: 'Ghost' } })
    expect(renamed.status).toBe(404)
    const [row] = await activity({ outcome: 'error' })
    expect(row).toMatchObject({ kind: 'agent.update', target: 'agent agt_missing', outcome: 'error', errorCode: expect.stringMatching(/^404 /) })

    const count = (await app.invoke('history.activity', { filters: {} })).total
    net.network.up = false
    await waitFor(() => app.console.connection().state === 'offline', 15_000, 'the console to see it is offline')
    expect((await app.refusal('admin.renameWorkspace', { name: 'Offline rename' })).code).toBe('offline_action')
    expect((await app.invoke('history.activity', { filters: {} })).total).toBe(count)
    net.network.up = true
    await waitFor(() => app.console.connection().state === 'online', 15_000, 'the console to be back online')
  })

  it('records a callback edit when the outbox sends it, including one made offline and replayed later', async () => {
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const open = queue.groups.flatMap((g) => g.items).filter((i) => !i.done && i.disposition.status !== 'cancelled')
    const [first, second] = open.slice(-2).map((i) => i.disposition) as [CallDisposition, CallDisposition]

    await app.invoke('callbacks.setNotes', { dispositionId: first._id, notes: 'Asked for a call after 5pm' })
    await waitFor(() => app.console.outbox.list().items.length === 0, 10_000, 'the outbox to empty')
    expect(await activity({ kind: 'callback.edit' })).toEqual([
      expect.objectContaining({ targetId: first._id, who: 'Night shift', outcome: 'ok', detail: 'notes changed' }),
    ])

    net.network.up = false
    await waitFor(() => app.console.connection().state === 'offline', 15_000, 'the console to see it is offline')
    await app.invoke('callbacks.setStatus', { dispositionIds: [second._id], status: 'completed' })
    expect(await activity({ kind: 'callback.edit' })).toHaveLength(1)
    net.network.up = true
    await waitFor(() => app.console.outbox.list().items.length === 0, 20_000, 'the replay to send the edit')
    expect((await serviceDisposition(sim, second._id)).status).toBe('completed')
    const [replayed] = await activity({ kind: 'callback.edit' })
    expect(replayed).toMatchObject({ targetId: second._id, outcome: 'ok', detail: expect.stringContaining('status → completed') })
  })

  it('records an Admin change with the id the service gave what it created', async () => {
    const created = await app.invoke('admin.createAgent', {
      agent: { name: 'Logged Agent', model: 'gpt-4o', voice: { provider: 'elevenlabs', voiceId: 'voice_ava' } },
    })
    expect((await activity({ kind: 'agent.create' }))[0]).toMatchObject({
      who: 'Night shift',
      target: 'agent Logged Agent',
      targetId: created.agent.id,
      outcome: 'ok',
    })
  })

  it('filters by text and exports the log as CSV', async () => {
    expect((await activity({ search: 'ada love' })).map((r) => r.kind)).toEqual(['call.end'])
    const csv = await app.invoke('history.export', { kind: 'activity', filters: { outcome: 'ok' }, format: 'csv' })
    const lines = csv.content.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('At,Workspace,Who,Action,Target,Target id,Outcome,Error code,Detail')
    expect(csv.rows).toBe(lines.length - 1)
    expect(lines.some((line) => line.includes('call.end') && line.includes('Night shift') && line.includes('call with Ada Lovelace'))).toBe(true)
  })
})
