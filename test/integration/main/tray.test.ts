import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ActiveCall } from '../../../src/shared/api'
import { startSimulator, type RunningSimulator } from '../../../src/simulator/server'
import { createElectronMock, FakeTray, type FakeMenu } from '../../unit/main/electron-mock'
import { startTestConsole, type TestConsole } from '../../support/console'
import { endCall, simControl } from '../../support/simulator'
import { waitFor } from '../../support/wait'

vi.mock('electron', () => createElectronMock())
const { followConsole, SwitchboardTray } = await import('../../../src/main/tray')

let sim: RunningSimulator
let app: TestConsole
let tray: FakeTray
let stop: () => void

beforeAll(async () => {
  // No background calls: the test starts and ends every call the tray should count.
  sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business', seed: 6 })
  app = await startTestConsole(sim, { sync: { visiblePollMs: 300 } })
  const actions = { showWindow: vi.fn(), quit: vi.fn(), pauseAlerts: vi.fn(), resumeAlerts: vi.fn() }
  stop = followConsole(new SwitchboardTray('/icons/tray.png', actions), app.console)
  tray = FakeTray.created.at(-1)!
})

afterAll(async () => {
  stop?.()
  await app?.cleanup()
  await sim?.stop()
})

const summary = () => ((tray.menu as FakeMenu).template as { id?: string; label?: string }[]).find((item) => item.id === 'summary')?.label
const call = (fields: Record<string, unknown> = {}) => simControl<ActiveCall>(sim, 'POST', '/calls', { hold: true, ...fields })

describe('the tray, fed by the console polling the service', () => {
  it('shows the live calls and the transfers waiting as the service reports them', async () => {
    expect(summary()).toBe('No active calls')
    const first = await call({ customerName: 'Ada Lovelace' })
    const second = await call({ customerName: 'Alan Turing' })
    await waitFor(() => summary() === '2 active calls', 15_000, 'two calls in the tray')
    expect(tray.tooltip).toBe('Switchboard: 2 active calls')
    expect(tray.title).toBe('2')

    await simControl(sim, 'PATCH', `/calls/${encodeURIComponent(second.roomName)}`, { transferRequested: true })
    await waitFor(() => summary() === '2 active calls · 1 transfer waiting', 15_000, 'the transfer in the tray')
    expect(tray.title).toBe('2 · 1 waiting')

    await endCall(sim, first.roomName)
    await waitFor(() => summary() === '1 active call · 1 transfer waiting', 15_000, 'the ended call to leave the tray')
  })

  it('empties when the workspace closes, without waiting for a poll', async () => {
    await waitFor(() => summary() !== 'No active calls', 15_000, 'a call in the tray')
    await app.console.profiles.removeProfile(app.profileId)
    await waitFor(() => summary() === 'No active calls', 5_000, 'the tray to empty')
    expect(tray.title).toBe('')
  })
})
