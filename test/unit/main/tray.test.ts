import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { createElectronMock, FakeTray, type FakeMenu } from './electron-mock'
import { createMemorySecretStore } from '../../../src/core/secrets'
import { ENGLISH } from '../../../src/main/words'

vi.mock('electron', () => createElectronMock())
const { callSummary, countCalls, SwitchboardTray, trayTitle } = await import('../../../src/main/tray')
const { trayIconFile } = await import('../../../src/main/resources')

type Item = { id?: string; label?: string; enabled?: boolean; type?: string; click?: () => void }
const items = (tray: FakeTray) => (tray.menu as FakeMenu).template as Item[]
const item = (tray: FakeTray, id: string) => items(tray).find((entry) => entry.id === id)!

const at = (iso: string) => iso.slice(11, 16)

function setup() {
  vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00.000Z') })
  const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'electron', dataDir: '/d', version: '1.0.0', platform: 'darwin' })
  const actions = { showWindow: vi.fn(), quit: vi.fn(), pauseAlerts: (m: number) => console_.alerts.pause(m), resumeAlerts: () => console_.alerts.resume() }
  const tray = new SwitchboardTray('/icons/trayTemplate.png', actions, at)
  console_.events.subscribe((name) => {
    if (name === 'alerts.state') tray.setAlerts(console_.alerts.state())
  })
  return { console_, actions, tray, fake: FakeTray.created.at(-1)! }
}

beforeEach(() => {
  FakeTray.created = []
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the tray', () => {
  it('shows the icon with a quiet title and the standard menu when nothing happens', () => {
    const { fake } = setup()
    expect(fake.image).toBe('/icons/trayTemplate.png')
    expect(fake.title).toBe('')
    expect(fake.tooltip).toBe('Switchboard: No active calls')
    expect(items(fake).filter((entry) => entry.type !== 'separator').map((entry) => [entry.label, entry.enabled ?? true])).toEqual([
      ['No active calls', false],
      ['Show Switchboard', true],
      ['Pause alerts for 15 min', true],
      ['Pause alerts for 60 min', true],
      ['Resume alerts', false],
      ['Quit Switchboard', true],
    ])
  })

  it('counts active calls and waiting transfers in the title, tooltip and menu', () => {
    const { tray, fake } = setup()
    tray.setCallCounts({ activeCalls: 3, transfersWaiting: 1 })
    expect(fake.title).toBe('3 · 1 waiting')
    expect(fake.tooltip).toBe('Switchboard: 3 active calls · 1 transfer waiting')
    expect(item(fake, 'summary').label).toBe('3 active calls · 1 transfer waiting')
    tray.setCallCounts({ activeCalls: 1, transfersWaiting: 0 })
    expect(fake.title).toBe('1')
    expect(item(fake, 'summary').label).toBe('1 active call')
  })

  it('counts the live calls and those whose caller asked for a human', () => {
    const { tray, fake } = setup()
    tray.setCallCounts(countCalls([{ transferRequested: true }, { transferRequested: false }, { transferRequested: true }]))
    expect(fake.title).toBe('3 · 2 waiting')
    tray.setCallCounts(countCalls([]))
    expect(fake.title).toBe('')
  })

  it('pauses alerts for 15 or 60 minutes, says until when, and resumes', async () => {
    const { console_, fake } = setup()
    item(fake, 'pause-15').click!()
    expect(console_.alerts.isPaused()).toBe(true)
    expect(await dispatch(console_.handlers, 'alerts.state', {})).toEqual({ ok: true, value: { pausedUntil: '2025-03-01T12:15:00.000Z' } })
    expect(item(fake, 'resume')).toMatchObject({ enabled: true, label: 'Resume alerts (paused until 12:15)' })
    expect(fake.tooltip).toContain('alerts paused until 12:15')

    item(fake, 'pause-60').click!()
    expect(console_.alerts.state().pausedUntil).toBe('2025-03-01T13:00:00.000Z')
    item(fake, 'resume').click!()
    expect(console_.alerts.isPaused()).toBe(false)
    expect(item(fake, 'resume')).toMatchObject({ enabled: false, label: 'Resume alerts' })
  })

  it('says "on" again by itself when the pause ends', async () => {
    const { fake } = setup()
    item(fake, 'pause-15').click!()
    await vi.advanceTimersByTimeAsync(15 * 60_000)
    expect(item(fake, 'resume').enabled).toBe(false)
    expect(fake.tooltip).toBe('Switchboard: No active calls')
  })

  it('shows the window from the menu and on click, and quits from the menu', () => {
    const { actions, fake } = setup()
    item(fake, 'show').click!()
    fake.emit('click')
    expect(actions.showWindow).toHaveBeenCalledTimes(2)
    item(fake, 'quit').click!()
    expect(actions.quit).toHaveBeenCalledTimes(1)
  })
})

describe('tray texts', () => {
  it('pluralises and never shows negative counts', () => {
    expect(callSummary({ activeCalls: 2, transfersWaiting: 3 }, ENGLISH)).toBe('2 active calls · 3 transfers waiting')
    expect(callSummary({ activeCalls: 0, transfersWaiting: 1 }, ENGLISH)).toBe('0 active calls · 1 transfer waiting')
    expect(trayTitle({ activeCalls: 0, transfersWaiting: 0 }, ENGLISH)).toBe('')
  })
})

describe('the tray icon file', () => {
  const where = { appPath: '/src/switchboard', resourcesPath: '/Applications/Switchboard.app/Contents/Resources' }

  it('is the template image on macOS, which the menu bar tints for light and dark, and the coloured one elsewhere', () => {
    expect(trayIconFile({ ...where, platform: 'darwin', isPackaged: true })).toBe(join(where.resourcesPath, 'tray', 'trayTemplate.png'))
    expect(trayIconFile({ ...where, platform: 'win32', isPackaged: true })).toBe(join(where.resourcesPath, 'tray', 'tray.png'))
    expect(trayIconFile({ ...where, platform: 'linux', isPackaged: true })).toBe(join(where.resourcesPath, 'tray', 'tray.png'))
  })

  it('comes from the project during development and from beside the archive when packaged', () => {
    expect(trayIconFile({ ...where, platform: 'darwin', isPackaged: false })).toBe(join(where.appPath, 'resources', 'tray', 'trayTemplate.png'))
  })
})
