import { app, ipcMain, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import { SwitchboardConsole } from '../core/console'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { registerBridgeIpc, TrustedSenders } from './ipc'
import { trustedOrigins } from './origins'
import { createMainWindow, hardenSession } from './window'

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let mainWindow: BrowserWindow | null = null
  const origins = trustedOrigins()

  // A second launch focuses the window we already have.
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  void app.whenReady().then(async () => {
    const console_ = new SwitchboardConsole({
      host: 'electron',
      dataDir: app.getPath('userData'),
      version: app.getVersion(),
      platform: process.platform,
    })
    await console_.start()
    serveRenderer(join(import.meta.dirname, '../renderer'))
    const { session } = await import('electron')
    hardenSession(session.defaultSession, origins)
    const senders = new TrustedSenders(origins)
    registerBridgeIpc(ipcMain, console_, senders)

    const open = () => {
      mainWindow = createMainWindow(origins, process.env.ELECTRON_RENDERER_URL)
      senders.add(mainWindow.webContents)
      mainWindow.on('closed', () => {
        mainWindow = null
      })
    }
    open()
    app.on('activate', () => {
      if (!mainWindow) open()
    })
    app.on('before-quit', () => void console_.stop())
  })
}
