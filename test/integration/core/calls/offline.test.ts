import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import type { TestConsole } from '../../../support/console'
import { recordingFetch } from '../../../support/network'
import { liveRoomNames } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { startCallsConsole } from './console'

let sim: RunningSimulator
let app: TestConsole
const { fetch: gatedFetch, network } = recordingFetch()

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
    await waitFor(async () => (await app.dispatch('app.connection', {})).ok && app.console.connection().state === 'offline', 20_000, 'offline')
    const ended = await app.dispatch('calls.end', { roomName: roomName! })
    expect(ended).toMatchObject({ ok: false, error: { code: 'offline_action', message: expect.stringContaining('Ending a call') } })
    const listened = await app.dispatch('calls.listenToken', { roomName: roomName! })
    expect(listened).toMatchObject({ ok: false, error: { code: 'offline_action', message: expect.stringContaining('Listening in') } })
    network.up = true
    expect(await liveRoomNames(sim)).toContain(roomName)
  })
})
