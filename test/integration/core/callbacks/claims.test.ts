import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike } from '../../../../src/core/api'
import type { CallDisposition } from '../../../../src/shared/api'
import type { AppliedWrite } from '../../../../src/simulator/context'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { DEMO, endCall, liveCalls, serviceDisposition, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

const ANY_HOUR = { start: '00:00', end: '00:00' }
const PLACE_CALL = '/api/v1/calls/call'

let sim: RunningSimulator
let ana: TestConsole
let ben: TestConsole
/** Ana's network drops the request that dials, or the answer to an edit the service took, while these are set. */
const cut = { beforeDial: false, answerOfEdit: false }

const anasFetch: FetchLike = async (input, init) => {
  if (cut.beforeDial && init.method === 'POST' && new URL(input).pathname === PLACE_CALL) {
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' }) })
  }
  if (cut.answerOfEdit && init.method === 'PUT' && new URL(input).pathname.startsWith('/v1/api/call-dispositions/')) {
    await fetch(input, init)
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })
  }
  return fetch(input, init)
}

function consoleOf(label: string, fetchImpl?: FetchLike): Promise<TestConsole> {
  return startTestConsole(sim, {
    label,
    fetch: fetchImpl,
    secrets: 'keychain',
    sync: { visiblePollMs: 300, maxBackoffMs: 500 },
    plan: 'enterprise',
    synced: ['agents', 'dispositions'],
  })
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 5, activeCalls: 0, plan: 'enterprise', rateLimit: 6000 })
  ana = await consoleOf('Ana', anasFetch)
  ben = await consoleOf('Ben')
  for (const app of [ana, ben]) await app.invoke('compliance.saveSettings', { phrases: [], window: ANY_HOUR })
})
afterAll(async () => {
  await ana?.cleanup()
  await ben?.cleanup()
  await sim?.stop()
})

const used = new Set<string>()
/** An open callback both consoles list, a different customer each time. */
async function openCallback(): Promise<CallDisposition> {
  const queue = await ana.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
  const item = queue.groups.flatMap((g) => g.items).find((i) => !i.done && !used.has(i.disposition.phoneNumber) && i.askedNotToCall === null)
  if (!item) throw new Error('no open callback left in the fixture')
  used.add(item.disposition.phoneNumber)
  return item.disposition
}

async function callsPlaced(): Promise<number> {
  const writes = await simControl<{ data: AppliedWrite[] }>(sim, 'GET', '/writes')
  return writes.data.filter((w) => w.method === 'POST' && w.path === PLACE_CALL && w.status === 200).length
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('two consoles press Call now on one callback', () => {
  it.each([0, 150, 5_000])('with %i ms between them, one call is placed and the other console names who called', async (gapMs) => {
    const callback = await openCallback()
    const before = await callsPlaced()
    const first = ana.dispatch('callbacks.callNow', { dispositionId: callback._id })
    await pause(gapMs)
    const second = ben.dispatch('callbacks.callNow', { dispositionId: callback._id })
    const results = await Promise.all([first, second])
    expect(await callsPlaced()).toBe(before + 1)
    const placed = results.filter((r) => r.ok)
    const refused = results.flatMap((r) => (r.ok ? [] : [r.error]))
    expect(placed).toHaveLength(1)
    expect(refused).toHaveLength(1)
    const winner = results[0]?.ok ? 'Ana' : 'Ben'
    expect(refused[0]).toMatchObject({ code: 'callback_taken' })
    expect(refused[0]?.message).toContain(`${winner} claimed this callback at `)
    const notes = (await serviceDisposition(sim, callback._id)).notes.split('\n')
    expect(notes.filter((line) => line.startsWith('Claimed at ')).at(-1)).toContain(`by ${winner} for a call`)
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  it('claims a callback called from the New call dialog (its row prefilled it) the same way', async () => {
    const callback = await openCallback()
    const before = await callsPlaced()
    const first = ana.dispatch('callbacks.callNow', { dispositionId: callback._id })
    await pause(150)
    const second = ben.dispatch('campaigns.placeCall', { agentId: callback.agentId, to: callback.phoneNumber, dispositionId: callback._id })
    const [anas, bens] = await Promise.all([first, second])
    expect(await callsPlaced()).toBe(before + 1)
    expect(anas.ok).toBe(true)
    expect(bens.ok ? null : bens.error).toMatchObject({ code: 'callback_taken', message: expect.stringContaining('Ana claimed this callback at ') })
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  it.each([
    ['its status', { status: 'cancelled' }],
    ['its notes', { notes: 'Called from the desk phone.' }],
  ] as const)('refuses a callback when %s changed on the service since this console saw it, and shows it as it is', async (_what, change) => {
    const callback = await openCallback()
    const before = await callsPlaced()
    const changed = await fetch(`${sim.url}/v1/api/call-dispositions/${callback._id}`, {
      method: 'PUT',
      headers: { 'x-api-key': DEMO.owner, 'x-workspace-id': DEMO.workspaceId, 'content-type': 'application/json' },
      body: JSON.stringify(change),
    })
    expect(changed.status).toBe(200)
    const now = await serviceDisposition(sim, callback._id)
    const refused = await ana.refusal('callbacks.callNow', { dispositionId: callback._id })
    expect(refused).toMatchObject({
      code: 'callback_taken',
      message: `This callback changed on the service since this console last saw it (status ${now.status}, attempt ${now.attempt}). It was not called; the queue now shows it as it is.`,
    })
    expect(await callsPlaced()).toBe(before)
    const queue = await ana.invoke('callbacks.query', { filters: {}, zone: 'UTC', groupLimit: 2000 })
    expect(queue.groups.flatMap((g) => g.items).find((i) => i.disposition._id === callback._id)?.disposition).toMatchObject(change)
  })

  it('places nothing twice when the network is cut between the claim and the dial', async () => {
    const callback = await openCallback()
    const before = await callsPlaced()
    cut.beforeDial = true
    try {
      expect((await ana.dispatch('callbacks.callNow', { dispositionId: callback._id })).ok).toBe(false)
    } finally {
      cut.beforeDial = false
    }
    const bens = await ben.refusal('callbacks.callNow', { dispositionId: callback._id })
    expect(bens).toMatchObject({ code: 'callback_taken' })
    expect(bens.message).toContain('Ana claimed this callback at ')
    expect(await callsPlaced()).toBe(before)
    // Ana's failed attempt is on the service (its notes line): the claim's holder may try again, once it knows.
    await waitFor(async () => (await ana.invoke('outbox.list', {})).items.length === 0, 10_000, "Ana's failed attempt to be recorded")
    await ana.invoke('callbacks.callNow', { dispositionId: callback._id })
    const bensAgain = await ben.refusal('callbacks.callNow', { dispositionId: callback._id })
    expect(bensAgain.message).toContain('Ana claimed this callback at ')
    expect(await callsPlaced()).toBe(before + 1)
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })

  // Last: the edit whose answer was lost stays in Ana's outbox, to be resolved against what the service now has.
  it('calls a callback whose only change on the service is this console’s own edit, its answer not heard yet', async () => {
    const callback = await openCallback()
    const before = await callsPlaced()
    cut.answerOfEdit = true
    try {
      await ana.invoke('callbacks.setNotes', { dispositionId: callback._id, notes: 'Prefers mornings.' })
      await waitFor(async () => (await serviceDisposition(sim, callback._id)).notes === 'Prefers mornings.', 10_000, 'the edit on the service')
    } finally {
      cut.answerOfEdit = false
    }
    await ana.invoke('callbacks.callNow', { dispositionId: callback._id })
    expect(await callsPlaced()).toBe(before + 1)
    for (const call of await liveCalls(sim)) await endCall(sim, call.roomName)
  })
})
