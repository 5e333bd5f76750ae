import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertDispositions } from '../../../../src/core/cache'
import type { CallDisposition } from '../../../../src/shared/api'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, endCall, liveCalls } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { startCallbacksConsole } from './console'

let sim: RunningSimulator
let app: TestConsole
const net = recordingFetch()

// The developer plan allows one outbound call at a time; its request limit is raised so the sync is quick.
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 3, activeCalls: 0, plan: 'developer', rateLimit: 6000 })
  app = await startCallbacksConsole(sim, net.fetch)
})
afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

/** A callback of the demo workspace, as the queue lists it. */
async function someCallback(): Promise<CallDisposition> {
  const queue = await app.invoke('callbacks.query', { filters: { agentId: 'agt_sales' }, zone: 'UTC' })
  const item = queue.groups.flatMap((g) => g.items).find((i) => !i.done)
  if (!item) throw new Error('no open callback of agt_sales in the demo fixture')
  return item.disposition
}

/** A callback only in the local cache, with a number of our choosing. */
function cachedCallback(id: string, phoneNumber: string): string {
  const row: CallDisposition = {
    _id: id,
    phoneNumber,
    disposition: 'callback',
    status: 'scheduled',
    scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    attempt: 1,
    agentId: 'agt_sales',
    batchId: null,
    createdAt: new Date().toISOString(),
    notes: '',
  }
  upsertDispositions(app.console.cache, DEMO.workspaceId, [row])
  return id
}

describe('callbacks.callNow against the simulator', () => {
  it('places the callback with its agent: the call is live on the service and the wall is re-polled', async () => {
    const callback = await someCallback()
    const polls = app.of('calls.snapshot').length
    const placed = await app.invoke('callbacks.callNow', { dispositionId: callback._id })
    expect(placed).toMatchObject({ dispositionId: callback._id, agentId: 'agt_sales', agentName: 'Sales Agent', toNumber: callback.phoneNumber })
    expect(placed.roomName).toMatch(/^room_/)
    const live = await liveCalls(sim)
    expect(live.find((call) => call.roomName === placed.roomName)).toMatchObject({ customerPhone: callback.phoneNumber })
    const seen = await waitFor(
      () => app.of('calls.snapshot').slice(polls).find((s) => s.added.some((c) => c.roomName === placed.roomName)),
      5_000,
      'the wall to show the placed call',
    )
    expect(seen.workspaceId).toBe(DEMO.workspaceId)
  })

  it('says when the plan allows no more simultaneous calls (429 CONCURRENCY_LIMIT)', async () => {
    const error = await app.refusal('callbacks.callNow', { dispositionId: (await someCallback())._id })
    expect(error).toMatchObject({ code: 'concurrency_limit', status: 429 })
    expect(error.message).toContain('limit of simultaneous calls is reached')
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  it('names an unknown agent (404) in words', async () => {
    const error = await app.refusal('callbacks.callNow', { dispositionId: (await someCallback())._id, agentId: 'agt_nobody' })
    expect(error).toMatchObject({ code: 'agent_not_found', status: 404 })
    expect(error.message).toBe('The agent "agt_nobody" does not exist in this workspace, or this API key cannot use it. Choose another agent.')
  })

  it('says the agent has no phone number (400)', async () => {
    const error = await app.refusal('callbacks.callNow', { dispositionId: (await someCallback())._id, agentId: 'agt_unassigned' })
    expect(error).toMatchObject({ code: 'agent_not_ready', status: 400 })
    expect(error.message).toContain('"Unassigned Agent" has no phone number configured')
  })

  it('says the call failed to start (500 UNKNOWN_ERROR), with the service\'s words', async () => {
    const error = await app.refusal('callbacks.callNow', { dispositionId: cachedCallback('disp_carrier_fails', '+14155550000') })
    expect(error).toMatchObject({ code: 'call_failed', status: 500 })
    expect(error.message).toMatch(/^The call could not be started\. The service said: .+\. Try again in a moment\.$/)
    expect(await liveCalls(sim)).toEqual([])
  })

  it('refuses a number that is not E.164 before sending anything', async () => {
    const error = await app.refusal('callbacks.callNow', { dispositionId: cachedCallback('disp_local_number', '415-555-0100') })
    expect(error.code).toBe('invalid_number')
    expect(error.message).toContain('"415-555-0100" is not in international format')
    expect(await liveCalls(sim)).toEqual([])
  })

  it('refuses an unknown callback', async () => {
    expect((await app.refusal('callbacks.callNow', { dispositionId: 'disp_nope' })).code).toBe('not_found')
  })

  it('refuses offline, without queueing the call', async () => {
    net.network.up = false
    try {
      await waitFor(() => app.console.connection().state === 'offline', 10_000, 'the console to notice it is offline')
      const error = await app.refusal('callbacks.callNow', { dispositionId: (await someCallback())._id })
      expect(error).toMatchObject({ code: 'offline_action', message: 'Calling back needs a connection to the service; you are offline.' })
    } finally {
      net.network.up = true
    }
    await waitFor(() => app.console.connection().state === 'online', 10_000, 'the console to be back online')
    expect(await liveCalls(sim)).toEqual([])
  })
})
