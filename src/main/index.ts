import { app, ipcMain, screen, shell, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import { SwitchboardConsole } from '../core/console'
import { openHostLog } from '../core/log/host-log'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { registerBridgeIpc, TrustedSenders } from './ipc'
import { installAppMenu, navigateVia } from './menu'
import { trustedOrigins } from './origins'
import { trayIconFile } from './resources'
import { countCalls, SwitchboardTray } from './tray'
import { DesktopUpdateService } from './updater'
import { createMainWindow, hardenSession } from './window'
import { keepWindowState, loadWindowState } from './window-state'
import { createKeytarSecretStore } from '../core/secrets'
import { startSimulator } from '../simulator/server'

registerAppScheme()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let mainWindow: BrowserWindow | null = null
  let openWindow: (() => Promise<void>) | null = null
  const origins = trustedOrigins()

  /** Brings the window to the front, opening one if the last was closed (macOS keeps running). */
  const reveal = () => {
    if (!mainWindow) {
      void openWindow?.()
      return
    }
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
  }

  // A second launch focuses the window we already have.
  app.on('second-instance', reveal)

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  void app.whenReady().then(async () => {
    const dataDir = app.getPath('userData')
    const logFolder = app.getPath('logs')
    const { log, logger } = openHostLog({ folder: logFolder, toConsole: !app.isPackaged })
    // Uncaught errors go to this log (never a dialog in front of a supervisor).
    log.errorHandler.startCatching({
      showDialog: false,
      onError: ({ error, errorName }) => {
        log.error(errorName, error)
        return false
      },
    })
    logger.info('starting', { version: app.getVersion(), platform: process.platform, packaged: app.isPackaged })

    const { autoUpdater } = (await import('electron-updater')).default
    autoUpdater.logger = log
    const updates = await DesktopUpdateService.create({
      updater: autoUpdater,
      isPackaged: app.isPackaged,
      currentVersion: app.getVersion(),
      settingsDir: dataDir,
      logger,
    })

    const console_ = new SwitchboardConsole({
      secrets: createKeytarSecretStore(),
      // The demo workspace: the simulator in-process, on the business plan so a full sync is quick.
      startDemoService: () => startSimulator({ port: 0, plan: 'business' }),
      host: 'electron',
      dataDir,
      version: app.getVersion(),
      platform: process.platform,
      updates,
      logFolder,
      openLogFolder: async () => {
        const failure = await shell.openPath(logFolder)
        if (failure) throw new Error(`Could not open the log folder: ${failure}`)
      },
    })
    await console_.start()
    if (process.env.SWITCHBOARD_DEMO === '1') {
      // Without the demo the console is still useful: Settings says what is wrong (e.g. no keychain).
      await console_.demo.open().catch((error: unknown) => logger.warn('demo workspace not opened', { reason: String(error) }))
    }
    serveRenderer(join(import.meta.dirname, '../renderer'))
    const { session } = await import('electron')
    hardenSession(session.defaultSession, origins)
    const senders = new TrustedSenders(origins)
    registerBridgeIpc(ipcMain, console_, senders)

    const windowStateFile = join(dataDir, 'window-state.json')
    openWindow = async () => {
      const primary = screen.getPrimaryDisplay()
      const others = screen.getAllDisplays().filter((display) => display.id !== primary.id)
      const initial = await loadWindowState(windowStateFile, [primary, ...others].map((display) => display.workArea))
      const window = createMainWindow(origins, process.env.ELECTRON_RENDERER_URL, initial)
      mainWindow = window
      senders.add(window.webContents)
      keepWindowState(window, windowStateFile)
      window.on('closed', () => {
        if (mainWindow === window) mainWindow = null
      })
    }
    await openWindow()

    const navigate = navigateVia(console_.events.emit, reveal)
    const openLogs = () => void console_.options.openLogFolder?.().catch((error: unknown) => logger.warn('open log folder failed', { error: String(error) }))
    installAppMenu(
      {
        navigate,
        openLogFolder: openLogs,
        checkForUpdates: () => {
          navigate('settings')
          void updates.check()
        },
      },
      { platform: process.platform, isPackaged: app.isPackaged },
    )

    const tray = new SwitchboardTray(
      trayIconFile({ platform: process.platform, isPackaged: app.isPackaged, appPath: app.getAppPath(), resourcesPath: process.resourcesPath }),
      {
        showWindow: reveal,
        pauseAlerts: (minutes) => console_.alerts.pause(minutes),
        resumeAlerts: () => console_.alerts.resume(),
        quit: () => app.quit(),
      },
    )
    console_.events.subscribe((name) => {
      if (name === 'alerts.state') tray.setAlerts(console_.alerts.state())
      // A snapshot is a diff; the counts come from the whole wall (`calls.current`), read once the
      // poller has taken in the poll it is announcing, right after this event.
      if (name === 'calls.snapshot') {
        void Promise.resolve()
          .then(() => console_.handlers['calls.current']({}))
          .then((wall) => tray.setCallCounts(countCalls(wall.calls)))
      }
    })

    updates.start()
    app.on('activate', () => {
      if (!mainWindow) void openWindow?.()
    })
    app.on('before-quit', () => {
      updates.stop()
      void console_.stop()
    })
  })
}
