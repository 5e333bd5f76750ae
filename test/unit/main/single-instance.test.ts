import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_ID } from '../../../src/main/app-identity'
import { createElectronMock } from './electron-mock'

const realPlatform = process.platform
afterEach(() => {
  Object.defineProperty(process, 'platform', { value: realPlatform })
})

async function start(setup: (mock: ReturnType<typeof createElectronMock>) => void = () => undefined) {
  vi.resetModules()
  const mock = createElectronMock()
  setup(mock)
  vi.doMock('electron', () => mock)
  await import('../../../src/main/index')
  return mock
}

describe('the single-instance lock', () => {
  it('quits a second launch at once, before creating any window', async () => {
    const mock = await start((m) => m.app.requestSingleInstanceLock.mockReturnValue(false))
    expect(mock.app.quit).toHaveBeenCalled()
    expect(mock.app.whenReady).not.toHaveBeenCalled()
    expect(mock.protocol.registerSchemesAsPrivileged).toHaveBeenCalled()
  })

  it('the first instance waits for ready and answers a second launch by focusing its window', async () => {
    const mock = await start()
    expect(mock.app.quit).not.toHaveBeenCalled()
    expect(mock.app.whenReady).toHaveBeenCalled()
    expect(mock.app.listenerCount('second-instance')).toBe(1)
  })

  it('--user-data-dir moves the profile, and with it the lock, before the lock is taken', async () => {
    const mock = await start((m) => m.app.commandLine.getSwitchValue.mockImplementation((name: string) => (name === 'user-data-dir' ? '/tmp/other-profile' : '')))
    expect(mock.app.setPath).toHaveBeenCalledWith('userData', '/tmp/other-profile')
    expect(mock.app.setPath.mock.invocationCallOrder[0]!).toBeLessThan(mock.app.requestSingleInstanceLock.mock.invocationCallOrder[0]!)
  })
})

describe("Windows' AppUserModelID", () => {
  it("is the installer's appId in an installed app, so notifications come from Switchboard", async () => {
    Object.defineProperty(process, 'platform', { value: 'win32' })
    const mock = await start((m) => Object.assign(m.app, { isPackaged: true }))
    expect(mock.app.setAppUserModelId).toHaveBeenCalledWith(APP_ID)
  })

  it("is Electron's executable in a development build, which has no Start-menu shortcut", async () => {
    Object.defineProperty(process, 'platform', { value: 'win32' })
    const mock = await start()
    expect(mock.app.setAppUserModelId).toHaveBeenCalledWith(process.execPath)
  })

  it('is not set on other systems', async () => {
    Object.defineProperty(process, 'platform', { value: 'darwin' })
    const mock = await start()
    expect(mock.app.setAppUserModelId).not.toHaveBeenCalled()
  })
})
