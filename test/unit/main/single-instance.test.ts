import { describe, expect, it, vi } from 'vitest'
import { createElectronMock } from './electron-mock'

describe('the single-instance lock', () => {
  it('quits a second launch at once, before creating any window', async () => {
    vi.resetModules()
    const mock = createElectronMock()
    mock.app.requestSingleInstanceLock.mockReturnValue(false)
    vi.doMock('electron', () => mock)
    await import('../../../src/main/index')
    expect(mock.app.quit).toHaveBeenCalled()
    expect(mock.app.whenReady).not.toHaveBeenCalled()
    expect(mock.protocol.registerSchemesAsPrivileged).toHaveBeenCalled()
  })

  it('the first instance waits for ready and answers a second launch by focusing its window', async () => {
    vi.resetModules()
    const mock = createElectronMock()
    vi.doMock('electron', () => mock)
    await import('../../../src/main/index')
    expect(mock.app.quit).not.toHaveBeenCalled()
    expect(mock.app.whenReady).toHaveBeenCalled()
    expect(mock.app.listenerCount('second-instance')).toBe(1)
  })
})
