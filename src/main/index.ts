import { app, ipcMain, screen, shell, systemPreferences, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import { RendererPolicy, renewOnChange, SwitchboardConsole } from '../core/console'
import { openHostLog } from '../core/log/host-log'
import { appUserModelId } from './app-identity'
import { registerAppScheme, serveRenderer } from './app-protocol'
import { desktopFolders, moveCache } from './folders'
import { registerBridgeIpc, TrustedSenders } from './ipc'
import { installAppMenu, navigateVia } from './menu'
import { microphoneAccess } from './microphone-access'
import { rendererSource } from './origins'
import { trayIconFile } from './resources'
import { followConsole, SwitchboardTray } from './tray'
import { DesktopUpdateService } from './updater'
import { confirmReachInDialog } from './confirm-reach'
import { externalLinkOpener } from './external-links'
import { createMainWindow, hardenSession } from './window'
import { keepWindowState, loadWindowState } from './window-state'
import { ENGLISH, followLanguage } from './words'
import { createKeytarSecretStore } from '../core/secrets'

registerAppScheme()
// Files the console creates are its owner's only: they hold customer data (docs/security.md).
process.umask(0o077)

// `--user-data-dir=DIR` keeps everything in DIR (a second profile, the smoke
// test); it must be set before the single-instance lock, which lives there.
const userDataOverride = app.commandLine.getSwitchValue('user-data-dir')
if (userDataOverride) app.setPath('userData', userDataOverride)
// Windows shows notifications as coming from the app whose shortcut has this id.
if (process.platform === 'win32') app.setAppUserModelId(appUserModelId(app.isPackaged, process.execPath))

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let mainWindow: BrowserWindow | null = null
  let openWindow: (() => Promise<void>) | null = null
  const renderer = rendererSource(app.isPackaged)

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
    const folders = desktopFolders({
      platform: process.platform,
      userData: app.getPath('userData'),
      logs: app.getPath('logs'),
      home: app.getPath('home'),
      env: process.env,
      userDataOverridden: Boolean(userDataOverride),
    })
    const { dataDir, logFolder } = folders
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
    // Versions before the move to local app data kept the cache beside the settings.
    const cacheDir = await moveCache(dataDir, folders.cacheDir, logger)

    const { autoUpdater } = (await import('electron-updater')).default
    autoUpdater.logger = log
    const updates = await DesktopUpdateService.create({
      updater: autoUpdater,
      isPackaged: app.isPackaged,
      currentVersion: app.getVersion(),
      settingsDir: dataDir,
      logger,
    })

    // The menus', the tray's and the dialogs' words: the console's language once read (`followLanguage` below).
    let desktopWords = ENGLISH
    const policy: RendererPolicy = new RendererPolicy(() => console_.mediaServerOrigins())
    const console_ = new SwitchboardConsole({
      secrets: createKeytarSecretStore(),
      // The demo workspace: the simulator in-process, on the business plan so a full sync is quick;
      // loaded only when the demo opens (its media rooms bring a WebRTC stack).
      startDemoService: async () => (await import('../simulator/server')).startSimulator({ port: 0, plan: 'business' }),
      host: 'electron',
      dataDir,
      cacheDir,
      version: app.getVersion(),
      platform: process.platform,
      updates,
      logFolder,
      logger,
      openLogFolder: async () => {
        const failure = await shell.openPath(logFolder)
        if (failure) throw new Error(`Could not open the log folder: ${failure}`)
      },
      microphoneAccess: (ask) => microphoneAccess(process.platform, systemPreferences, ask),
      confirmReach: confirmReachInDialog(() => mainWindow, () => desktopWords),
      // A page keeps the CSP it was loaded with: reload it to reach a newly added media server.
      onMediaServersChanged: renewOnChange(
        policy,
        () => mainWindow?.webContents.reload(),
        (error) => logger.warn('media server origins not read', { error: String(error) }),
      ),
    })
    await console_.start()
    if (process.env.SWITCHBOARD_DEMO === '1') {
      // Without the demo the console is still useful: Settings says what is wrong (e.g. no keychain).
      await console_.demo.open().catch((error: unknown) => logger.warn('demo workspace not opened', { reason: String(error) }))
    }
    await policy.refresh()
    serveRenderer(join(import.meta.dirname, '../renderer'), () => policy.header())
    const { session } = await import('electron')
    hardenSession(session.defaultSession, renderer.origins)
    const senders = new TrustedSenders(renderer.origins)
    registerBridgeIpc(ipcMain, console_, senders)

    const windowStateFile = join(dataDir, 'window-state.json')
    openWindow = async () => {
      const primary = screen.getPrimaryDisplay()
      const others = screen.getAllDisplays().filter((display) => display.id !== primary.id)
      const initial = await loadWindowState(windowStateFile, [primary, ...others].map((display) => display.workArea))
      const window = createMainWindow(
        renderer,
        initial,
        externalLinkOpener(() => console_.externalLinkOrigins(), (url) => shell.openExternal(url), logger),
        (url, error) => logger.error('window did not load', { url, error: String(error) }),
      )
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
    const menuActions = {
      navigate,
      openLogFolder: openLogs,
      checkForUpdates: () => {
        navigate('settings')
        void updates.check()
      },
    }
    installAppMenu(menuActions, { platform: process.platform, isPackaged: app.isPackaged, words: ENGLISH })

    const tray = new SwitchboardTray(
      trayIconFile({ platform: process.platform, isPackaged: app.isPackaged, appPath: app.getAppPath(), resourcesPath: process.resourcesPath }),
      {
        showWindow: reveal,
        pauseAlerts: (minutes) => console_.alerts.pause(minutes),
        resumeAlerts: () => console_.alerts.resume(),
        quit: () => app.quit(),
      },
    )
    const stopFollowing = followConsole(tray, console_)
    // The menus and the tray speak the console's language, and switch with it.
    const stopWording = followLanguage(console_, app.getLocale(), (words) => {
      desktopWords = words
      installAppMenu(menuActions, { platform: process.platform, isPackaged: app.isPackaged, words })
      tray.setWords(words)
    })

    updates.start()
    app.on('activate', () => {
      if (!mainWindow) void openWindow?.()
    })
    // Quit only once the console has stopped: the poller ended and the SQLite cache closed.
    let stopping = false
    let stopped = false
    app.on('before-quit', (event) => {
      if (stopped) return
      event.preventDefault()
      if (stopping) return
      stopping = true
      updates.stop()
      stopFollowing()
      stopWording()
      tray.destroy()
      void console_
        .stop()
        .catch((error: unknown) => logger.error('stopping the console failed', { error: String(error) }))
        .finally(() => {
          stopped = true
          app.quit()
        })
    })
  })
}
