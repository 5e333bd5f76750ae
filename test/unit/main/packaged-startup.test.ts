import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakeUpdater } from './fake-updater'
import { createElectronMock, FakeBrowserWindow, FakeTray } from './electron-mock'

const userData = mkdtempSync(join(tmpdir(), 'switchboard-packaged-'))
const mock = createElectronMock()
const updater = new FakeUpdater()
const devServer = process.env.ELECTRON_RENDERER_URL
const resourcesPath = process.resourcesPath

beforeAll(async () => {
  vi.resetModules()
  FakeBrowserWindow.created = []
  FakeTray.created = []
  // Someone points an installed copy at another page: it must not follow.
  process.env.ELECTRON_RENDERER_URL = 'http://127.0.0.1:5173/'
  Object.assign(process, { resourcesPath: '/opt/Switchboard/resources' })
  Object.assign(mock.app, { isPackaged: true })
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
  if (devServer === undefined) delete process.env.ELECTRON_RENDERER_URL
  else process.env.ELECTRON_RENDERER_URL = devServer
  Object.assign(process, { resourcesPath })
  rmSync(userData, { recursive: true, force: true })
})

describe('an installed (packaged) app at start', () => {
  it('loads the renderer from app:// only, ignoring ELECTRON_RENDERER_URL', () => {
    const window = FakeBrowserWindow.created[0]!
    expect(window.loadedUrl).toBe('app://switchboard/index.html')
    const event = { preventDefault: vi.fn() }
    window.webContents.emit('will-navigate', event, 'http://127.0.0.1:5173/')
    expect(event.preventDefault).toHaveBeenCalled()
  })

  it('takes the tray icon from the resources beside the archive and checks for updates', async () => {
    expect(FakeTray.created[0]!.image).toBe(join('/opt/Switchboard/resources', 'tray', 'tray.png'))
    await vi.waitFor(() => expect(updater.checkForUpdates).toHaveBeenCalledTimes(1))
  })

  it('offers no developer tools in its menu', () => {
    const roles = JSON.stringify((mock.Menu as unknown as { applicationMenu: { template: unknown } }).applicationMenu.template)
    expect(roles).not.toContain('toggleDevTools')
  })
})
