import { describe, expect, it } from 'vitest'
import { addDoNotCall, listOutbox, upsertDispositions } from '../../../../src/core/cache'
import { callbacksModule } from '../../../../src/core/callbacks'
import { WorkspaceOutbox } from '../../../../src/core/sync/workspace-outbox'
import { FakeClock } from '../../../support/fake-clock'
import { clientSendingNothing, commandsOf, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { DEMO } from '../../../support/simulator'
import { callback } from './fixtures'

/**
 * The callbacks module on its ports alone: a real cache with two callbacks and
 * the real outbox of the workspace on it; a client that must send nothing.
 */
function callbacksOnPorts() {
  const { client, sent } = clientSendingNothing()
  const clock = new FakeClock(Date.parse('2026-03-02T09:00:00.000Z'))
  const ports = featurePortsForTest(demoWorkspace(client), { clock })
  upsertDispositions(ports.cache(), DEMO.workspaceId, [
    callback('d1', '2026-03-02T15:00:00.000Z', { customerName: 'Ada', phoneNumber: '+14155550101' }),
    callback('d2', '2026-03-03T15:00:00.000Z', { customerName: 'Carl', phoneNumber: '+14155550102' }),
  ])
  let sends = 0
  const outbox = new WorkspaceOutbox({ workspaceId: DEMO.workspaceId, db: ports.cache(), clock, send: () => sends++, onChange: () => undefined })
  const module = callbacksModule({ ...ports, outbox, displayZone: () => 'UTC', supervisorName: async () => 'Ana', alertsPaused: () => false })
  return { ports, sent, sends: () => sends, ...commandsOf(module.handlers) }
}

describe('the callbacks module, on its ports', () => {
  it('with no workspace, answers an empty queue and refuses edits with the one "open a workspace first"', async () => {
    const { ports, invoke, refusal } = callbacksOnPorts()
    ports.activeWorkspace.set(null)
    expect(await invoke('callbacks.query', { zone: 'UTC' })).toMatchObject({ workspaceId: null, groups: [], agenda: [] })
    expect(await refusal('callbacks.setStatus', { dispositionIds: ['d1'], status: 'done' })).toEqual({ code: 'no_workspace', message: 'Open a workspace first.', words: { key: 'errors.workspaces.noWorkspace' } })
  })

  it('stores every edit in the outbox once per callback, shows it at once, and refuses a callback not in the cache', async () => {
    const { ports, invoke, sends } = callbacksOnPorts()
    const outcome = await invoke('callbacks.setStatus', { dispositionIds: ['d1', 'd2', 'd1', 'd9'], status: 'done' })
    expect(outcome.submitted.map((s) => [s.dispositionId, s.status])).toEqual([
      ['d1', 'done'],
      ['d2', 'done'],
    ])
    expect(outcome.failed).toEqual([{ dispositionId: 'd9', message: expect.stringContaining('not in the local cache'), words: { key: 'errors.sync.dispositionNotCached' } }])
    expect(listOutbox(ports.cache(), DEMO.workspaceId).map((entry) => [entry.targetId, entry.payload])).toEqual([
      ['d1', { status: 'done' }],
      ['d2', { status: 'done' }],
    ])
    expect(sends()).toBe(2)
    expect(await invoke('callbacks.get', { dispositionId: 'd1', zone: 'UTC' })).toMatchObject({ disposition: { _id: 'd1', status: 'done' } })
  })

  it('refuses to reschedule to a time that has passed on the console’s clock', async () => {
    const { refusal } = callbacksOnPorts()
    const refused = await refusal('callbacks.reschedule', { dispositionIds: ['d1'], to: { kind: 'at', local: '2026-03-02T08:00', zone: 'UTC' } })
    expect(refused).toMatchObject({ code: 'time_in_past' })
  })

  it('judges "already passed" by the wall-clock time in its own zone, not as if it were UTC', async () => {
    const { ports, invoke, refusal } = callbacksOnPorts()
    // 09:00 UTC: 05:00 in New York is still ahead (10:00 UTC); 17:00 in Tokyo is behind (08:00 UTC).
    await invoke('callbacks.reschedule', { dispositionIds: ['d1'], to: { kind: 'at', local: '2026-03-02T05:00', zone: 'America/New_York' } })
    expect(listOutbox(ports.cache(), DEMO.workspaceId).map((entry) => entry.payload)).toEqual([{ scheduledAt: '2026-03-02T10:00:00.000Z' }])
    const refused = await refusal('callbacks.reschedule', { dispositionIds: ['d2'], to: { kind: 'at', local: '2026-03-02T17:00', zone: 'Asia/Tokyo' } })
    expect(refused).toMatchObject({ code: 'time_in_past', message: '2026-03-02 17:00 (Asia/Tokyo) has already passed. Choose a time in the future.' })
  })

  it('holds back a call to a number on the do-not-call list, and one made offline, before anything is sent', async () => {
    const { ports, sent, refusal } = callbacksOnPorts()
    addDoNotCall(ports.cache(), DEMO.workspaceId, [{ number: '+14155550101', reason: 'asked by letter', addedAt: '2026-03-01T00:00:00.000Z' }])
    expect(await refusal('callbacks.callNow', { dispositionId: 'd1' })).toMatchObject({ code: 'outbound_blocked' })
    ports.setConnection({ state: 'offline' })
    expect(await refusal('callbacks.callNow', { dispositionId: 'd2' })).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Calling back') })
    expect(sent).toEqual([])
    expect(ports.syncRequests).toEqual([])
  })
})
