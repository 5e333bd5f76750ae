import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/** A stand-in for the `electron` module: records what the main process asks of it. */
export class FakeWebContents extends EventEmitter {
  static nextId = 1
  id = FakeWebContents.nextId++
  sent: unknown[][] = []
  reloads = 0
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
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

export interface FakeRectangle {
  x: number
  y: number
  width: number
  height: number
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = []
  webContents = new FakeWebContents()
  loadedUrl = ''
  normalBounds: FakeRectangle
  maximized = false
  shown = false
  constructor(readonly options: Record<string, unknown>) {
    super()
    const n = (key: string, fallback: number) => (typeof options[key] === 'number' ? (options[key] as number) : fallback)
    this.normalBounds = { x: n('x', 0), y: n('y', 0), width: n('width', 800), height: n('height', 600) }
    FakeBrowserWindow.created.push(this)
  }
  loadURL(url: string) {
    this.loadedUrl = url
    return Promise.resolve()
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
  userMoves(bounds: FakeRectangle) {
    this.normalBounds = bounds
    this.emit('move')
  }
}

/** Electron's Menu: templates are kept as given, so tests can read labels and click items. */
export class FakeMenu {
  static applicationMenu: FakeMenu | null = null
  constructor(readonly template: Record<string, unknown>[]) {}
  static buildFromTemplate(template: Record<string, unknown>[]) {
    return new FakeMenu(template)
  }
  static setApplicationMenu(menu: FakeMenu | null) {
    FakeMenu.applicationMenu = menu
  }
}

export class FakeTray extends EventEmitter {
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
  setContextMenu(menu: FakeMenu | null) {
    this.menu = menu
  }
  destroy() {
    this.destroyed = true
  }
}

export function createElectronMock() {
  const handlers = new Map<string, (...args: unknown[]) => unknown>()
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>()
  return {
    BrowserWindow: FakeBrowserWindow,
    Menu: FakeMenu,
    Tray: FakeTray,
    // Cancel unless a test answers otherwise.
    dialog: { showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: 1, checkboxChecked: false })) },
    shell: { openExternal: vi.fn(async () => undefined), openPath: vi.fn(async (_path: string) => '') },
    screen: {
      getPrimaryDisplay: vi.fn(() => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } })),
      getAllDisplays: vi.fn(() => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]),
    },
    ipcMain: {
      handlers,
      handle: vi.fn((channel: string, fn: (...args: unknown[]) => unknown) => handlers.set(channel, fn)),
      removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handlers: protocolHandlers,
      handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => {
        protocolHandlers.set(scheme, handler)
      }),
    },
    systemPreferences: {
      getMediaAccessStatus: vi.fn((_type: string) => 'not-determined'),
      askForMediaAccess: vi.fn(async (_type: string) => true),
    },
    app: Object.assign(new EventEmitter(), {
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      whenReady: vi.fn(() => new Promise(() => undefined)),
      getPath: vi.fn((_name: string) => '/tmp/switchboard-user-data'),
      getVersion: vi.fn(() => '0.0.0-test'),
      getAppPath: vi.fn(() => '/tmp/switchboard-app'),
      setPath: vi.fn(),
      setAppUserModelId: vi.fn(),
      commandLine: { getSwitchValue: vi.fn((_name: string) => '') },
      isPackaged: false,
    }),
    session: { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
  }
}
