import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createElectronMock, FakeBrowserWindow } from './electron-mock'

vi.mock('electron', () => createElectronMock())

const { createMainWindow, windowOptions, hardenSession } = await import('../../../src/main/window')
const { APP_ORIGIN } = await import('../../../src/main/origins')
const electron = (await import('electron')) as unknown as ReturnType<typeof createElectronMock>

describe('the main window', () => {
  beforeEach(() => {
    FakeBrowserWindow.created = []
  })

  it('is created with every hardening option of the Electron security checklist', () => {
    const prefs = windowOptions('/x/preload.cjs').webPreferences!
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/x/preload.cjs',
    })
  })

  it('loads the app origin and blocks navigation away from it', () => {
    createMainWindow([APP_ORIGIN])
    const window = FakeBrowserWindow.created[0]!
    expect(window.loadedUrl).toBe(`${APP_ORIGIN}/index.html`)
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() }
      window.webContents.emit('will-navigate', event, url)
      return event.preventDefault.mock.calls.length > 0
    }
    expect(navigate('https://evil.example/')).toBe(true)
    expect(navigate('file:///etc/passwd')).toBe(true)
    expect(navigate(`${APP_ORIGIN}/index.html#/calls`)).toBe(false)
  })

  it('denies window.open and hands https links to the system browser', () => {
    createMainWindow([APP_ORIGIN])
    const handler = FakeBrowserWindow.created[0]!.webContents.windowOpenHandler!
    expect(handler({ url: 'https://docs.example/' })).toEqual({ action: 'deny' })
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://docs.example/')
    expect(handler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' })
    expect(electron.shell.openExternal).toHaveBeenCalledTimes(1)
  })

  it('installs the permission handlers on the session', () => {
    const session = electron.session.defaultSession
    hardenSession(session as never, [APP_ORIGIN])
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as (
      wc: unknown,
      permission: string,
      cb: (granted: boolean) => void,
      details: Record<string, unknown>,
    ) => void
    const ask = (permission: string, details: Record<string, unknown>) => {
      let granted: boolean | undefined
      request(null, permission, (g) => (granted = g), details)
      return granted
    }
    expect(ask('media', { requestingUrl: `${APP_ORIGIN}/index.html`, mediaTypes: ['audio'] })).toBe(true)
    expect(ask('media', { requestingUrl: `${APP_ORIGIN}/index.html`, mediaTypes: ['video'] })).toBe(false)
    expect(ask('geolocation', { requestingUrl: `${APP_ORIGIN}/index.html` })).toBe(false)
    expect(ask('media', { requestingUrl: 'https://evil.example/', mediaTypes: ['audio'] })).toBe(false)
  })
})
