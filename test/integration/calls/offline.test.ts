import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike } from '../../../src/core/api'
import { startSimulator, type RunningSimulator } from '../../../src/simulator/server'
import { liveRoomNames, startCallsConsole, waitFor, type CallsConsole } from './console'

let sim: RunningSimulator
let app: CallsConsole
const network = { up: true }

/** Real HTTP, unless the test unplugs the network. */
const gatedFetch: FetchLike = async (input, init) => {
  if (!network.up) throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' }) })
  return fetch(input, init)
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, activeCalls: 2, plan: 'business', seed: 9 })
  app = await startCallsConsole(sim, gatedFetch)
})

afterAll(async () => {
  network.up = true
  await app?.cleanup()
  await sim?.stop()
})

describe('offline', () => {
  it('ending a call and listening in are refused with a clear message, and nothing is sent', async () => {
    const [roomName] = await waitFor(() => liveRoomNames(sim).then((names) => (names.length > 0 ? names : null)))
    network.up = false
    await waitFor(async () => (await app.invoke('app.connection', {})).ok && app.console.connection().state === 'offline', 20_000, 'offline')
    const ended = await app.invoke('calls.end', { roomName: roomName! })
    expect(ended).toMatchObject({ ok: false, error: { code: 'offline_action', message: expect.stringContaining('Ending a call') } })
    const listened = await app.invoke('listen.token', { roomName: roomName! })
    expect(listened).toMatchObject({ ok: false, error: { code: 'offline_action', message: expect.stringContaining('Listening in') } })
    network.up = true
    expect(await liveRoomNames(sim)).toContain(roomName)
  })
})
