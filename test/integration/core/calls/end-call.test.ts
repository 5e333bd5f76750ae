import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../../src/shared/api'
import { getSighting } from '../../../../src/core/cache'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { liveRoomNames, simControl } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { startCallsConsole } from './console'

let sim: RunningSimulator
let app: TestConsole

beforeAll(async () => {
  sim = await startSimulator({ port: 0, activeCalls: 3, plan: 'business', seed: 6 })
  app = await startCallsConsole(sim)
})

afterAll(async () => {
  await app?.cleanup()
  await sim?.stop()
})

async function heldCall(fields: Record<string, unknown> = {}): Promise<ActiveCall> {
  const call = await simControl<ActiveCall>(sim, 'POST', '/calls', { hold: true, customerName: 'Ada Lovelace', ...fields })
  // The poller has seen it: the sighting exists and the wall lists it.
  await waitFor(async () => {
    const current = await app.dispatch('calls.current', {})
    return current.ok && current.value.calls.some((c) => c.roomName === call.roomName)
  }, 15_000, `the poller to see ${call.roomName}`)
  return call
}

describe('calls.end against the simulator', () => {
  it('ends the call, records that the supervisor ended it and when, and the wall loses it at once', async () => {
    const call = await heldCall()
    const result = await app.dispatch('calls.end', { roomName: call.roomName })
    expect(result).toMatchObject({ ok: true, value: { roomName: call.roomName, outcome: 'ended' } })
    if (!result.ok) throw new Error(result.error.message)
    expect(await liveRoomNames(sim)).not.toContain(call.roomName)

    const sighting = getSighting(app.console.cache, 'ws_demo', call.roomName)
    expect(sighting).toMatchObject({ endedBy: 'supervisor', endedAt: new Date(result.value.endedAt).toISOString() })

    // The immediate re-poll drops it from the wall (no waiting for the 2 s cadence) and keeps who ended it.
    await waitFor(async () => {
      const current = await app.dispatch('calls.current', {})
      return current.ok && !current.value.calls.some((c) => c.roomName === call.roomName)
    }, 3_000, 'the re-poll after ending')
    expect(getSighting(app.console.cache, 'ws_demo', call.roomName)).toMatchObject({ active: false, endedBy: 'supervisor' })
  })

  it('a call that already ended answers "already ended", not a failure', async () => {
    const call = await heldCall({ customerName: 'Grace Hopper' })
    expect(await app.dispatch('calls.end', { roomName: call.roomName })).toMatchObject({ ok: true, value: { outcome: 'ended' } })
    const again = await app.dispatch('calls.end', { roomName: call.roomName })
    expect(again).toEqual({
      ok: true,
      value: { roomName: call.roomName, outcome: 'already-ended', endedAt: expect.any(String), message: 'This call had already ended.' },
    })
  })

  it('calls.detail answers the sighting with its timeline; null for a call never seen', async () => {
    const call = await heldCall({ customerName: 'Alan Turing', sentiment: 'neutral', lastMessage: 'Hello there' })
    await simControl(sim, 'PATCH', `/calls/${call.roomName}`, { sentiment: 'negative', lastMessage: 'This is not working' })
    // The transcript holds what the poller saw: let it see this line before the next replaces it.
    await waitFor(async () => {
      const result = await app.dispatch('calls.detail', { roomName: call.roomName })
      return result.ok && result.value?.events.some((e) => e.value === 'This is not working')
    }, 15_000, 'the poller to see the first change')
    await simControl(sim, 'PATCH', `/calls/${call.roomName}`, { transferRequested: true, lastMessage: 'Can I speak to a real person, please?' })
    const detail = await waitFor(async () => {
      const result = await app.dispatch('calls.detail', { roomName: call.roomName })
      return result.ok && result.value?.transferRequested ? result.value : null
    }, 15_000, 'the transfer request in the sighting')
    expect(detail).toMatchObject({ roomName: call.roomName, customerName: 'Alan Turing', active: true, endedBy: null })
    const messages = detail.events.filter((e) => e.kind === 'message').map((e) => e.value)
    expect(messages).toEqual(expect.arrayContaining(['This is not working', 'Can I speak to a real person, please?']))
    expect(detail.events.filter((e) => e.kind === 'sentiment').map((e) => e.value)).toContain('negative')
    expect(await app.dispatch('calls.detail', { roomName: 'room-never-seen' })).toEqual({ ok: true, value: null })
  })

  describe('when the service fails to end it, the supervisor reads why, never "already ended", and the call stays', () => {
    const cases = [
      { answer: 403, error: { code: 'FORBIDDEN', status: 403, permission: 'call_end', message: 'This key may not end calls (permission: call_end).' } },
      { answer: 429, error: { code: 'RATE_LIMITED', status: 429, retryAfterMs: 1000, message: expect.stringContaining('waits 1 second') } },
      { answer: 500, error: { code: 'INTERNAL_ERROR', status: 500, message: expect.stringContaining('internal problem') } },
      { answer: 'drop', error: { code: 'offline', message: expect.stringContaining('may or may not have ended') } },
    ] as const

    for (const { answer, error } of cases) {
      it(`end-call answering ${answer}`, async () => {
        const call = await heldCall({ customerName: `Failing ${answer}` })
        await simControl(sim, 'PUT', '/faults/end-call', { answer })
        try {
          const result = await app.dispatch('calls.end', { roomName: call.roomName })
          expect(result).toMatchObject({ ok: false, error })
          expect(JSON.stringify(result)).not.toMatch(/already ended/i)
        } finally {
          await simControl(sim, 'PUT', '/faults/end-call', { answer: null })
        }
        expect(await liveRoomNames(sim)).toContain(call.roomName)
        expect(getSighting(app.console.cache, 'ws_demo', call.roomName)).toMatchObject({ active: true, endedBy: null })
        // Once the service answers again, the same call ends.
        await waitFor(async () => (await app.dispatch('calls.end', { roomName: call.roomName })).ok, 5_000, 'the end after the fault')
        expect(await liveRoomNames(sim)).not.toContain(call.roomName)
      })
    }
  })

  it('validates its argument at the boundary', async () => {
    expect(await app.dispatch('calls.end', { roomName: '' })).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
  })
})
