import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { upsertConversations, upsertDispositions } from '../../../../src/core/cache'
import type { CallDisposition } from '../../../../src/shared/api'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { DEMO, endCall, liveCalls, serviceDisposition } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { formatDay, formatTime } from '../../../../src/shared/time/zoned-format'
import { zonedDay } from '../../../../src/shared/time/zoned-time'
import { startCallbacksConsole } from './console'

const ANY_HOUR = { start: '00:00', end: '00:00' }

let sim: RunningSimulator
let app: TestConsole
const net = recordingFetch()

// The developer plan allows one outbound call at a time; its request limit is raised so the sync is quick.
beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 3, activeCalls: 0, plan: 'developer', rateLimit: 6000 })
  app = await startCallbacksConsole(sim, net.fetch)
  // Calling hours are tested on their own below; here every hour is allowed, whenever the suite runs.
  await app.invoke('compliance.saveSettings', { phrases: ['STOP', 'no further calls', 'do not call'], window: ANY_HOUR })
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
function cachedCallback(id: string, phoneNumber: string, notes = ''): string {
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
    notes,
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
    expect(error.code).toBe('outbound_blocked')
    expect(error.blocks?.map((b) => b.kind)).toEqual(['invalid-number'])
    expect(error.message).toContain('"415-555-0100" is not a number in international format')
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

const placeCallRequests = () => net.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/calls/call').length

describe('Call now cannot go wrong', () => {
  afterEach(async () => {
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  it('places one call for two concurrent Call now, refuses the other, and records the call in the callback', async () => {
    const callback = await someCallback()
    const before = placeCallRequests()
    const [first, second] = await Promise.allSettled([
      app.invoke('callbacks.callNow', { dispositionId: callback._id }),
      app.invoke('callbacks.callNow', { dispositionId: callback._id }),
    ])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: { bridgeError: { code: 'call_in_flight' } } })
    expect(placeCallRequests() - before).toBe(1)
    const live = await liveCalls(sim)
    expect(live.filter((call) => call.customerPhone === callback.phoneNumber)).toHaveLength(1)
    const placed = first.status === 'fulfilled' ? first.value : undefined
    expect(placed?.notesLine).toMatch(/^Called by .+ on .+ at .+ with Sales Agent\.$/)
    const onService = await waitFor(
      async () => {
        const disposition = await serviceDisposition(sim, callback._id)
        return disposition.notes.split('\n').at(-1) === placed?.notesLine ? disposition : undefined
      },
      10_000,
      'the callback to be updated on the service',
    )
    expect(onService.status).toBe(callback.status)
  })

  it('refuses a number on the do-not-call list, even when asked to override, and sends nothing', async () => {
    const callback = await someCallback()
    await app.invoke('compliance.addDoNotCall', { number: callback.phoneNumber, reason: 'Asked by letter' })
    const before = placeCallRequests()
    const preview = await app.invoke('callbacks.previewCall', { dispositionId: callback._id })
    expect(preview.blocks.map((b) => b.kind)).toEqual(['do-not-call'])
    const error = await app.refusal('callbacks.callNow', { dispositionId: callback._id, override: ['asked-not-to-call', 'quiet-hours'] })
    expect(error.code).toBe('outbound_blocked')
    expect(error.message).toBe(`${callback.phoneNumber} is on the do-not-call list (Asked by letter). It cannot be called from this console.`)
    expect(placeCallRequests()).toBe(before)
    const queue = await app.invoke('callbacks.query', { filters: { phoneNumber: callback.phoneNumber }, zone: 'UTC' })
    expect(queue.groups.flatMap((g) => g.items).find((i) => i.disposition._id === callback._id)?.doNotCall).toBe('Asked by letter')
    await app.invoke('compliance.removeDoNotCall', { number: callback.phoneNumber })
  })

  it('flags a callback whose notes ask not to be called, and calls it only with the override', async () => {
    const id = cachedCallback('disp_said_stop', '+14155550109', 'Customer texted: STOP calling me')
    const queue = await app.invoke('callbacks.query', { filters: { phoneNumber: '+14155550109' }, zone: 'UTC' })
    expect(queue.groups.flatMap((g) => g.items).find((i) => i.disposition._id === id)?.askedNotToCall).toEqual({ phrase: 'STOP', excerpt: 'Customer texted: STOP calling me' })
    const before = placeCallRequests()
    const error = await app.refusal('callbacks.callNow', { dispositionId: id })
    expect(error).toMatchObject({ code: 'outbound_blocked', blocks: [{ kind: 'asked-not-to-call' }] })
    expect(placeCallRequests()).toBe(before)
    const placed = await app.invoke('callbacks.callNow', { dispositionId: id, override: ['asked-not-to-call'] })
    expect((await liveCalls(sim)).map((c) => c.roomName)).toContain(placed.roomName)
  })

  it("flags a callback whose customer said a phrase in a conversation, not when only the agent said it", async () => {
    const message = (id: string, direction: 'inbound' | 'outbound', text: string) => ({
      _id: id, direction, sent: true, message: text, status: 'delivered', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
    })
    const conversation = (id: string, phone: string, messages: ReturnType<typeof message>[]) => ({
      _id: id, userId: 'u1', pathwayId: 'flw_sales_call', agentId: 'agt_sales', customer: { name: '', email: '', phone }, messages,
      createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
    })
    upsertConversations(app.console.cache, DEMO.workspaceId, [
      conversation('conv_said_it', '+14155550110', [message('m1', 'outbound', 'Can I help?'), message('m2', 'inbound', 'No further calls, thank you.')]),
      conversation('conv_agent_only', '+14155550103', [message('m3', 'outbound', 'Reply STOP to opt out.'), message('m4', 'inbound', 'Thanks')]),
    ])
    const said = cachedCallback('disp_said_in_conversation', '+14155550110')
    const agentOnly = cachedCallback('disp_agent_said_stop', '+14155550103')
    const queue = await app.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    const flagOf = (id: string) => queue.groups.flatMap((g) => g.items).find((i) => i.disposition._id === id)?.askedNotToCall
    expect(flagOf(said)).toEqual({ phrase: 'no further calls', excerpt: 'No further calls, thank you.' })
    expect(flagOf(agentOnly)).toBeNull()
    const preview = await app.invoke('callbacks.previewCall', { dispositionId: said })
    expect(preview.blocks).toEqual([
      {
        kind: 'asked-not-to-call',
        message: 'The customer asked not to be called ("no further calls"): “No further calls, thank you.”',
        words: { key: 'errors.outbound.askedNotToCall', params: { phrase: 'no further calls', excerpt: 'No further calls, thank you.' } },
      },
    ])
  })

  it("refuses outside the calling hours in the customer's zone, naming their time", async () => {
    await app.invoke('app.setTimeZone', { zone: 'UTC' })
    const hour = (offset: number) => `${String((new Date().getUTCHours() + offset) % 24).padStart(2, '0')}:00`
    await app.invoke('compliance.saveSettings', { phrases: [], window: { start: hour(2), end: hour(4) } })
    try {
      const callback = await someCallback()
      const before = placeCallRequests()
      const error = await app.refusal('callbacks.callNow', { dispositionId: callback._id })
      expect(error.code).toBe('outbound_blocked')
      expect(error.blocks).toEqual([expect.objectContaining({ kind: 'quiet-hours', customerZone: 'UTC' })])
      expect(error.message).toContain(`calls are allowed from ${hour(2)} to ${hour(4)} their time`)
      expect(placeCallRequests()).toBe(before)
    } finally {
      await app.invoke('compliance.saveSettings', { phrases: ['STOP'], window: ANY_HOUR })
    }
  })
})

describe("Call now's outcome is the call's", () => {
  afterEach(async () => {
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  /** The callback as the detail shows it, once its attempt's call is in `state`. */
  const attemptIn = (id: string, state: string) =>
    waitFor(
      async () => {
        const item = await app.invoke('callbacks.get', { dispositionId: id, zone: 'UTC' })
        return item?.attempt?.call === state ? item.attempt : undefined
      },
      15_000,
      `the call to be ${state}`,
    )

  it('leaves the callback open while its call is live, then sends the outcome the supervisor chose once it ended', async () => {
    const callback = await someCallback()
    const placed = await app.invoke('callbacks.callNow', { dispositionId: callback._id })
    expect(placed.attempt).toMatchObject({ call: 'waiting', agentName: 'Sales Agent', roomName: placed.roomName, outcome: null })
    const live = await attemptIn(callback._id, 'live')
    await waitFor(async () => (await serviceDisposition(sim, callback._id)).notes.endsWith(placed.notesLine ?? '-'), 10_000, 'the notes line on the service')
    expect((await serviceDisposition(sim, callback._id)).status).toBe(callback.status)
    expect(callback.status).not.toBe('completed')
    const early = await app.refusal('callbacks.recordOutcome', { dispositionId: callback._id, attemptId: live.id, status: 'completed' })
    expect(early).toMatchObject({ code: 'call_live', message: 'The call is still going on. Choose its outcome once it has ended.' })

    await endCall(sim, placed.roomName)
    await attemptIn(callback._id, 'ended')
    const outcome = await app.invoke('callbacks.recordOutcome', { dispositionId: callback._id, attemptId: live.id, status: 'completed' })
    expect(outcome).toMatchObject({ submitted: [{ dispositionId: callback._id, status: 'completed' }], failed: [] })
    await waitFor(async () => (await serviceDisposition(sim, callback._id)).status === 'completed', 10_000, 'the outcome on the service')
    const item = await app.invoke('callbacks.get', { dispositionId: callback._id, zone: 'UTC' })
    expect(item).toMatchObject({ done: true, attempt: { id: live.id, call: 'ended', outcome: 'completed' } })
  })

  it('leaves the callback open when the call failed, with the failure in words in its notes', async () => {
    const callback = await someCallback()
    const error = await app.refusal('callbacks.callNow', { dispositionId: callback._id, agentId: 'agt_unassigned' })
    expect(error.code).toBe('agent_not_ready')
    const failed = await attemptIn(callback._id, 'failed')
    expect(failed).toMatchObject({ roomName: null, failure: error.message, agentName: 'Unassigned Agent' })
    const onService = await waitFor(
      async () => {
        const disposition = await serviceDisposition(sim, callback._id)
        return disposition.notes.includes('failed: ') ? disposition : undefined
      },
      10_000,
      'the failure on the service',
    )
    expect(onService.status).toBe(callback.status)
    expect(onService.notes.split('\n').at(-1)).toMatch(/^Call by .+ with Unassigned Agent failed: The agent "Unassigned Agent" has no phone number configured/)
    const item = await app.invoke('callbacks.get', { dispositionId: callback._id, zone: 'UTC' })
    expect(item?.done).toBe(false)
  })

  it("writes who called, when in the display zone and with which agent into the notes, and no id", async () => {
    await app.invoke('calls.saveSupervisorProfile', { displayName: 'Ana', pushToTalk: false })
    await app.invoke('app.setTimeZone', { zone: 'America/New_York' })
    try {
      const callback = await someCallback()
      const placed = await app.invoke('callbacks.callNow', { dispositionId: callback._id })
      const at = placed.attempt.at
      const day = formatDay(zonedDay(Date.parse(at), 'America/New_York'))
      const time = formatTime(at, 'America/New_York')
      expect(time).toMatch(/^\d{1,2}:\d\d [AP]M E[SD]T$/)
      expect(placed.notesLine).toBe(`Called by Ana on ${day} at ${time} with Sales Agent.`)
      expect(placed.attempt.by).toBe('Ana')
      const notes = await waitFor(
        async () => {
          const disposition = await serviceDisposition(sim, callback._id)
          return disposition.notes.endsWith(placed.notesLine ?? '-') ? disposition.notes : undefined
        },
        10_000,
        'the notes line on the service',
      )
      const line = notes.split('\n').at(-1) ?? ''
      for (const id of [placed.callId, placed.roomName, placed.agentId, callback._id]) expect(line).not.toContain(id)
      expect(line).not.toMatch(/\b(call|room|agt|disp)_/)
    } finally {
      await app.invoke('app.setTimeZone', { zone: null })
    }
  })
})
