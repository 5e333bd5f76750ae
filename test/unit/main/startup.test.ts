import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../../src/shared/bridge'
import { FakeUpdater } from './fake-updater'
import { createElectronMock, FakeBrowserWindow, FakeMenu, FakeTray, invokeEvent } from './electron-mock'

type Item = { id?: string; accelerator?: string; click?: () => void; submenu?: Item[] }
const flatten = (items: Item[]): Item[] => items.flatMap((entry) => [entry, ...flatten(entry.submenu ?? [])])

const userData = mkdtempSync(join(tmpdir(), 'switchboard-startup-'))
const mock = createElectronMock()
const updater = new FakeUpdater()

beforeAll(async () => {
  vi.resetModules()
  FakeBrowserWindow.created = []
  FakeTray.created = []
  writeFileSync(join(userData, 'window-state.json'), JSON.stringify({ x: 100, y: 80, width: 1100, height: 700, maximized: false }))
  mock.app.getPath.mockImplementation((name: string) => (name === 'logs' ? join(userData, 'logs') : userData))
  mock.app.whenReady.mockReturnValue(Promise.resolve())
  vi.doMock('electron', () => mock)
  vi.doMock('electron-updater', () => ({ default: { autoUpdater: updater } }))
  await import('../../../src/main/index')
  await vi.waitFor(() => expect(FakeTray.created).toHaveLength(1))
})

afterAll(async () => {
  const { default: log } = await import('electron-log/node')
  log.errorHandler.stopCatching()
  rmSync(userData, { recursive: true, force: true })
})

const window = () => FakeBrowserWindow.created[0]!
const invoke = (name: string, args: unknown = {}) =>
  mock.ipcMain.handlers.get(IPC_INVOKE_CHANNEL)!(invokeEvent(window().webContents, 'app://switchboard/index.html'), name, args)

describe('the desktop app at start', () => {
  it('opens the window where it was last time', () => {
    expect(FakeBrowserWindow.created).toHaveLength(1)
    expect(window().options).toMatchObject({ x: 100, y: 80, width: 1100, height: 700 })
  })

  it('writes its log into the app log folder', () => {
    expect(readFileSync(join(userData, 'logs', 'main.log'), 'utf8')).toContain('starting')
  })

  it('sets up electron-updater but, not packaged, never checks', async () => {
    expect(updater.autoDownload).toBe(true)
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
    expect(await invoke('updates.state')).toMatchObject({ ok: true, value: { state: { kind: 'disabled' } } })
  })

  it('shows the tray with the development icon, and pausing from it reaches the window', async () => {
    const tray = FakeTray.created[0]!
    const icon = process.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'
    expect(tray.image).toBe(join('/tmp/switchboard-app', 'resources', 'tray', icon))
    ;(tray.menu!.template as Item[]).find((entry) => entry.id === 'pause-15')!.click!()
    expect(await invoke('alerts.state')).toMatchObject({ ok: true, value: { pausedUntil: expect.any(String) } })
    expect(window().webContents.sent).toContainEqual([IPC_EVENT_CHANNEL, 'alerts.state', { pausedUntil: expect.any(String) }])
    expect((tray.menu!.template as Item[]).find((entry) => entry.id === 'resume')).toMatchObject({ enabled: true })
  })

  it('installs the menu, whose shortcuts navigate the window', () => {
    const item = flatten(FakeMenu.applicationMenu!.template as Item[]).find((entry) => entry.accelerator === 'CmdOrCtrl+2')!
    item.click!()
    expect(window().webContents.sent).toContainEqual([IPC_EVENT_CHANNEL, 'app.navigate', { view: 'callbacks' }])
  })

  it('opens the log folder with the system file manager', async () => {
    expect(await invoke('diagnostics.openLogFolder')).toEqual({ ok: true, value: { opened: true, path: join(userData, 'logs') } })
    expect(mock.shell.openPath).toHaveBeenCalledWith(join(userData, 'logs'))
  })

  it('serves the renderer on app:// with the Content-Security-Policy header', async () => {
    const response = await mock.protocol.handlers.get('app')!(new Request('app://switchboard/index.html'))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="app">')
    expect(response.headers.get('content-security-policy')).toMatch(/connect-src 'self'; /)
  })

  it('asks the operating system for the microphone on behalf of the voice lab', async () => {
    // Linux cannot tell: the browser's permission decides.
    expect(await invoke('voices.microphoneAccess', { ask: true })).toEqual({ ok: true, value: { status: 'unknown' } })
  })
})

describe('the desktop app quitting', () => {
  it('waits for the console to stop (cache closed), then quits, once', async () => {
    // An open SQLite cache in WAL mode has its -wal file; closing it checkpoints and removes it.
    expect(existsSync(join(userData, 'cache.sqlite-wal'))).toBe(true)
    const event = { preventDefault: vi.fn() }
    mock.app.quit.mockClear()
    mock.app.emit('before-quit', event)
    expect(event.preventDefault).toHaveBeenCalledTimes(1)
    expect(FakeTray.created[0]!.destroyed).toBe(true)
    // A second request while stopping changes nothing.
    mock.app.emit('before-quit', { preventDefault: vi.fn() })
    await vi.waitFor(() => expect(mock.app.quit).toHaveBeenCalledTimes(1))
    expect(existsSync(join(userData, 'cache.sqlite-wal'))).toBe(false)
    expect(existsSync(join(userData, 'cache.sqlite'))).toBe(true)
    const last = { preventDefault: vi.fn() }
    mock.app.emit('before-quit', last)
    expect(last.preventDefault).not.toHaveBeenCalled()
  })
})
