import { BrowserWindow, type BrowserWindowConstructorOptions, type Session } from 'electron'
import { join } from 'node:path'
import { decidePermission, decidePermissionCheck } from './permissions'
import { isTrustedUrl, type RendererSource } from './origins'
import { DEFAULT_SIZE, type InitialWindowState } from './window-state'

/** Every point of Electron's security checklist that applies to a window. */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_SIZE,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Switchboard',
    webPreferences: {
      preload: preloadPath,
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
      spellcheck: false,
    },
  }
}

export function hardenSession(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>, origins: readonly string[]): void {
  session.setPermissionRequestHandler((webContents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined
    callback(decidePermission({ permission, requestingUrl: details.requestingUrl, mediaTypes }, origins))
  })
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    decidePermissionCheck(permission, requestingOrigin, origins),
  )
}

/**
 * The window, loading `renderer.url` and never leaving `renderer.origins`: no
 * navigation or redirect elsewhere, no `<webview>`, no new windows. `initial`:
 * the size and place remembered from the last run (see window-state.ts).
 * `onLoadFailed` is told when the page cannot be loaded (a dev server not
 * running, a renderer file missing).
 */
export function createMainWindow(
  renderer: RendererSource,
  initial?: InitialWindowState,
  openExternal: (url: string) => void = () => undefined,
  onLoadFailed: (url: string, error: unknown) => void = () => undefined,
): BrowserWindow {
  const { origins } = renderer
  const window = new BrowserWindow({ ...windowOptions(join(import.meta.dirname, '../preload/index.cjs')), ...initial?.bounds })
  const contents = window.webContents

  contents.on('will-navigate', (event, url) => {
    if (!isTrustedUrl(url, origins)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isTrustedUrl(url, origins)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    // Links open in the user's browser, never in the app, and only https on the allow-list (external-links.ts).
    openExternal(url)
    return { action: 'deny' }
  })

  window.once('ready-to-show', () => {
    if (initial?.maximized) window.maximize()
    window.show()
  })
  window.loadURL(renderer.url).catch((error: unknown) => {
    // Shown anyway: Chromium's error page and the menu's Reload beat a window that never appears.
    onLoadFailed(renderer.url, error)
    window.show()
  })
  return window
}
