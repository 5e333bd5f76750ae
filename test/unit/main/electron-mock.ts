import { EventEmitter } from 'node:events'
import type * as Electron from 'electron'
import { vi } from 'vitest'

/**
 * A stand-in for the `electron` module: records what the main process asks of
 * it, typed against Electron's own declarations (each part `satisfies` or
 * `implements` the members it stands in for) and as strict as Electron where
 * the code depends on it: a second `ipcMain.handle` for a channel throws,
 * `loadURL` can fail, and only events Electron's types name can be fired.
 */
type ElectronModule = typeof Electron

/** `E` when `T`'s `on` has an overload for it in Electron's declarations; a misspelt or invented event is `never`. */
export type EventOf<T, E extends string> = T extends { on(event: E, listener: never): unknown } ? E : never

/** An emitter that fires only the events Electron's `T` has. */
class ElectronEmitter<T> extends EventEmitter {
  override emit<E extends string>(event: EventOf<T, E>, ...args: unknown[]): boolean {
    return super.emit(event, ...args)
  }
}

type WindowOpenHandler = Parameters<Electron.WebContents['setWindowOpenHandler']>[0]

export class FakeWebContents
  extends ElectronEmitter<Electron.WebContents>
  implements Pick<Electron.WebContents, 'id' | 'send' | 'reload' | 'isDestroyed' | 'setWindowOpenHandler'>
{
  static nextId = 1
  id = FakeWebContents.nextId++
  sent: unknown[][] = []
  reloads = 0
  windowOpenHandler: WindowOpenHandler | null = null
  setWindowOpenHandler(handler: WindowOpenHandler) {
    this.windowOpenHandler = handler
  }
  send(...args: unknown[]) {
    this.sent.push(args)
  }
  reload() {
    this.reloads++
  }
  isDestroyed() {
    return false
  }
}

export class FakeBrowserWindow
  extends ElectronEmitter<Electron.BrowserWindow>
  implements Pick<Electron.BrowserWindow, 'loadURL' | 'show' | 'focus' | 'restore' | 'isMinimized' | 'maximize' | 'isMaximized' | 'getNormalBounds'>
{
  static created: FakeBrowserWindow[] = []
  /** Set, every `loadURL` rejects with it, as Electron's does when the page cannot be loaded. */
  static loadFailure: Error | null = null
  webContents = new FakeWebContents()
  loadedUrl = ''
  normalBounds: Electron.Rectangle
  maximized = false
  shown = false
  constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
    super()
    this.normalBounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 }
    FakeBrowserWindow.created.push(this)
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url
    return FakeBrowserWindow.loadFailure ? Promise.reject(FakeBrowserWindow.loadFailure) : Promise.resolve()
  }
  show() {
    this.shown = true
  }
  focus() {}
  restore() {}
  isMinimized() {
    return false
  }
  maximize() {
    this.maximized = true
    this.emit('maximize')
  }
  isMaximized() {
    return this.maximized
  }
  getNormalBounds() {
    return { ...this.normalBounds }
  }
  /** What a user's drag or resize does: new bounds, then the event. */
  userMoves(bounds: Electron.Rectangle) {
    this.normalBounds = bounds
    this.emit('move')
  }
}

type MenuTemplate = Parameters<ElectronModule['Menu']['buildFromTemplate']>[0]

/** Electron's Menu: templates are kept as given, so tests can read labels and click items. */
export class FakeMenu {
  static applicationMenu: FakeMenu | null = null
  constructor(readonly template: MenuTemplate) {}
  // The fake stands in for Electron.Menu wherever the main process passes one on.
  static buildFromTemplate(template: MenuTemplate): Electron.Menu {
    return new FakeMenu(template) as unknown as Electron.Menu
  }
  static setApplicationMenu(menu: Electron.Menu | null) {
    FakeMenu.applicationMenu = menu as unknown as FakeMenu | null
  }
}
FakeMenu satisfies Pick<ElectronModule['Menu'], 'buildFromTemplate' | 'setApplicationMenu'>

export class FakeTray
  extends ElectronEmitter<Electron.Tray>
  implements Pick<Electron.Tray, 'setTitle' | 'setToolTip' | 'setContextMenu' | 'destroy'>
{
  static created: FakeTray[] = []
  title = ''
  tooltip = ''
  menu: FakeMenu | null = null
  destroyed = false
  constructor(readonly image: string) {
    super()
    FakeTray.created.push(this)
  }
  setTitle(title: string) {
    this.title = title
  }
  setToolTip(tooltip: string) {
    this.tooltip = tooltip
  }
  setContextMenu(menu: Electron.Menu | null) {
    this.menu = menu as unknown as FakeMenu | null
  }
  destroy() {
    this.destroyed = true
  }
}

/** One 1920×1080 display with a 40-px taskbar. */
const DISPLAY: Electron.Display = {
  id: 1,
  label: 'Fake display',
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  size: { width: 1920, height: 1080 },
  workAreaSize: { width: 1920, height: 1040 },
  scaleFactor: 1,
  rotation: 0,
  internal: false,
  detected: true,
  monochrome: false,
  colorDepth: 24,
  colorSpace: 'srgb',
  depthPerComponent: 8,
  displayFrequency: 60,
  accelerometerSupport: 'unknown',
  touchSupport: 'unknown',
  maximumCursorSize: { width: 0, height: 0 },
  nativeOrigin: { x: 0, y: 0 },
}

type InvokeListener = Parameters<Electron.IpcMain['handle']>[1]

/**
 * An `ipcMain.handle` event as the main process reads it: the sender and its
 * frame (`url: null` for a frame that is gone). The rest of Electron's event is
 * not read, so not made up.
 */
export function invokeEvent(sender: FakeWebContents, url: string | null, parent: unknown = null): Electron.IpcMainInvokeEvent {
  return { sender, senderFrame: url === null ? null : { url, parent } } as unknown as Electron.IpcMainInvokeEvent
}
type ProtocolHandler = Parameters<Electron.Protocol['handle']>[1]

export function createElectronMock() {
  const handlers = new Map<string, InvokeListener>()
  const protocolHandlers = new Map<string, ProtocolHandler>()
  return {
    BrowserWindow: FakeBrowserWindow,
    Menu: FakeMenu,
    Tray: FakeTray,
    // Cancel unless a test answers otherwise.
    dialog: {
      showMessageBox: vi.fn(async (..._args: Parameters<ElectronModule['dialog']['showMessageBox']>) => ({ response: 1, checkboxChecked: false })),
    },
    shell: {
      openExternal: vi.fn(async (_url: string) => undefined),
      openPath: vi.fn(async (_path: string) => ''),
    } satisfies Pick<ElectronModule['shell'], 'openExternal' | 'openPath'>,
    screen: {
      getPrimaryDisplay: vi.fn(() => DISPLAY),
      getAllDisplays: vi.fn(() => [DISPLAY]),
    } satisfies Pick<ElectronModule['screen'], 'getPrimaryDisplay' | 'getAllDisplays'>,
    ipcMain: Object.assign(
      {
        handle: vi.fn((channel: string, listener: InvokeListener) => {
          if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
          handlers.set(channel, listener)
        }),
        removeHandler: vi.fn((channel: string) => {
          handlers.delete(channel)
        }),
      } satisfies Pick<ElectronModule['ipcMain'], 'handle' | 'removeHandler'>,
      { handlers },
    ),
    protocol: Object.assign(
      {
        registerSchemesAsPrivileged: vi.fn((_schemes: Electron.CustomScheme[]) => undefined),
        handle: vi.fn((scheme: string, handler: ProtocolHandler) => {
          protocolHandlers.set(scheme, handler)
        }),
      } satisfies Pick<ElectronModule['protocol'], 'registerSchemesAsPrivileged' | 'handle'>,
      { handlers: protocolHandlers },
    ),
    systemPreferences: {
      getMediaAccessStatus: vi.fn((_type: 'microphone' | 'camera' | 'screen'): ReturnType<Electron.SystemPreferences['getMediaAccessStatus']> => 'not-determined'),
      askForMediaAccess: vi.fn(async (_type: 'microphone' | 'camera') => true),
    } satisfies Pick<ElectronModule['systemPreferences'], 'getMediaAccessStatus' | 'askForMediaAccess'>,
    app: Object.assign(new ElectronEmitter<Electron.App>(), {
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      whenReady: vi.fn(() => new Promise<void>(() => undefined)),
      getPath: vi.fn((_name: Parameters<Electron.App['getPath']>[0]) => '/tmp/switchboard-user-data'),
      getVersion: vi.fn(() => '0.0.0-test'),
      getAppPath: vi.fn(() => '/tmp/switchboard-app'),
      getLocale: vi.fn(() => 'en-US'),
      setPath: vi.fn((_name: string, _path: string) => undefined),
      setAppUserModelId: vi.fn((_id: string) => undefined),
      commandLine: {
        getSwitchValue: vi.fn((_name: string) => ''),
      } satisfies Pick<Electron.CommandLine, 'getSwitchValue'>,
      isPackaged: false,
    }) satisfies Pick<
      ElectronModule['app'],
      'requestSingleInstanceLock' | 'quit' | 'whenReady' | 'getPath' | 'getVersion' | 'getAppPath' | 'getLocale' | 'setPath' | 'setAppUserModelId' | 'isPackaged'
    >,
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn((_handler: Parameters<Electron.Session['setPermissionRequestHandler']>[0]) => undefined),
        setPermissionCheckHandler: vi.fn((_handler: Parameters<Electron.Session['setPermissionCheckHandler']>[0]) => undefined),
      } satisfies Pick<Electron.Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
    },
  }
}
