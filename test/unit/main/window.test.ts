import type { HandlerDetails } from 'electron'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createElectronMock, FakeBrowserWindow } from './electron-mock'

vi.mock('electron', () => createElectronMock())

const { createMainWindow, windowOptions, hardenSession } = await import('../../../src/main/window')
const { APP_ORIGIN, rendererSource } = await import('../../../src/main/origins')
const electron = (await import('electron')) as unknown as ReturnType<typeof createElectronMock>

const DEV_SERVER = 'http://localhost:5173/'

/** Emits a cancellable WebContents event; true when the window cancelled it. */
function cancelled(window: FakeBrowserWindow, name: string, ...args: unknown[]): boolean {
  const event = { preventDefault: vi.fn() }
  window.webContents.emit(name, event, ...args)
  return event.preventDefault.mock.calls.length > 0
}

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
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      preload: '/x/preload.cjs',
    })
    const window = createMainWindow(rendererSource(true, {})) as unknown as FakeBrowserWindow
    expect((window.options.webPreferences as Record<string, unknown>).experimentalFeatures).toBe(false)
  })

  it('loads the app origin and blocks navigation away from it', () => {
    createMainWindow(rendererSource(true, {}))
    const window = FakeBrowserWindow.created[0]!
    expect(window.loadedUrl).toBe(`${APP_ORIGIN}/index.html`)
    expect(cancelled(window, 'will-navigate', 'https://evil.example/')).toBe(true)
    expect(cancelled(window, 'will-navigate', 'file:///etc/passwd')).toBe(true)
    expect(cancelled(window, 'will-navigate', `${APP_ORIGIN}/index.html#/calls`)).toBe(false)
  })

  it('blocks redirects that leave the app, and every <webview>', () => {
    createMainWindow(rendererSource(true, {}))
    const window = FakeBrowserWindow.created[0]!
    expect(cancelled(window, 'will-redirect', 'https://evil.example/phish')).toBe(true)
    expect(cancelled(window, 'will-redirect', 'http://127.0.0.1:8080/')).toBe(true)
    expect(cancelled(window, 'will-redirect', `${APP_ORIGIN}/index.html`)).toBe(false)
    const webPreferences = { preload: '/tmp/evil.js', nodeIntegration: true }
    expect(cancelled(window, 'will-attach-webview', webPreferences, { src: `${APP_ORIGIN}/index.html` })).toBe(true)
    expect(cancelled(window, 'will-attach-webview', webPreferences, { src: 'https://evil.example/' })).toBe(true)
  })

  it('denies window.open and hands every link to the external-link opener, which decides', () => {
    const asked: string[] = []
    createMainWindow(rendererSource(true, {}), undefined, (url) => asked.push(url))
    const handler = FakeBrowserWindow.created[0]!.webContents.windowOpenHandler!
    const opening = (url: string): HandlerDetails => ({ url, frameName: '', features: '', disposition: 'foreground-tab', referrer: { url: APP_ORIGIN, policy: 'strict-origin-when-cross-origin' } })
    expect(handler(opening('https://api.example.com/docs'))).toEqual({ action: 'deny' })
    expect(handler(opening('javascript:alert(1)'))).toEqual({ action: 'deny' })
    expect(asked).toEqual(['https://api.example.com/docs', 'javascript:alert(1)'])
    expect(electron.shell.openExternal).not.toHaveBeenCalled()
  })

  it('reports a page that cannot be loaded and shows the window with it, rather than never', async () => {
    const failure = new Error(`ERR_CONNECTION_REFUSED (-102) loading '${DEV_SERVER}'`)
    FakeBrowserWindow.loadFailure = failure
    const failed: [string, unknown][] = []
    try {
      createMainWindow(rendererSource(false, { ELECTRON_RENDERER_URL: DEV_SERVER }), undefined, undefined, (url, error) => failed.push([url, error]))
      const window = FakeBrowserWindow.created[0]!
      await vi.waitFor(() => expect(failed).toEqual([[DEV_SERVER, failure]]))
      expect(window.shown).toBe(true)
    } finally {
      FakeBrowserWindow.loadFailure = null
    }
  })

  it('installs the permission handlers on the session', () => {
    const session = electron.session.defaultSession
    hardenSession(session, [APP_ORIGIN])
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as unknown as (
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

describe('where the renderer comes from', () => {
  beforeEach(() => {
    FakeBrowserWindow.created = []
  })

  it('a packaged app loads only app://, whatever ELECTRON_RENDERER_URL says', () => {
    const source = rendererSource(true, { ELECTRON_RENDERER_URL: DEV_SERVER })
    expect(source).toEqual({ url: `${APP_ORIGIN}/index.html`, origins: [APP_ORIGIN] })
    createMainWindow(source)
    const window = FakeBrowserWindow.created[0]!
    expect(window.loadedUrl).toBe(`${APP_ORIGIN}/index.html`)
    // Not trusted either: the page cannot be navigated there.
    expect(cancelled(window, 'will-navigate', DEV_SERVER)).toBe(true)
  })

  it("a development build follows electron-vite's dev server and trusts it", () => {
    const source = rendererSource(false, { ELECTRON_RENDERER_URL: DEV_SERVER })
    expect(source).toEqual({ url: DEV_SERVER, origins: [APP_ORIGIN, 'http://localhost:5173'] })
    createMainWindow(source)
    const window = FakeBrowserWindow.created[0]!
    expect(window.loadedUrl).toBe(DEV_SERVER)
    expect(cancelled(window, 'will-navigate', `${DEV_SERVER}#/settings`)).toBe(false)
  })

  it('a development build without the dev server loads the built files from app://', () => {
    expect(rendererSource(false, {})).toEqual({ url: `${APP_ORIGIN}/index.html`, origins: [APP_ORIGIN] })
  })
})
