import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/** A stand-in for the `electron` module: records what the main process asks of it. */
export class FakeWebContents extends EventEmitter {
  static nextId = 1
  id = FakeWebContents.nextId++
  sent: unknown[][] = []
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler
  }
  send(...args: unknown[]) {
    this.sent.push(args)
  }
  isDestroyed() {
    return false
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = []
  webContents = new FakeWebContents()
  loadedUrl = ''
  constructor(readonly options: Record<string, unknown>) {
    super()
    FakeBrowserWindow.created.push(this)
  }
  loadURL(url: string) {
    this.loadedUrl = url
    return Promise.resolve()
  }
  show() {}
  focus() {}
  restore() {}
  isMinimized() {
    return false
  }
}

export function createElectronMock() {
  const handlers = new Map<string, (...args: unknown[]) => unknown>()
  return {
    BrowserWindow: FakeBrowserWindow,
    shell: { openExternal: vi.fn(async () => undefined) },
    ipcMain: {
      handlers,
      handle: vi.fn((channel: string, fn: (...args: unknown[]) => unknown) => handlers.set(channel, fn)),
      removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    net: { fetch: vi.fn() },
    app: Object.assign(new EventEmitter(), {
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      whenReady: vi.fn(() => new Promise(() => undefined)),
      getPath: vi.fn(() => '/tmp/switchboard-user-data'),
      getVersion: vi.fn(() => '0.0.0-test'),
    }),
    session: { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
  }
}
