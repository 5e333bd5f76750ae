import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/** Stands in for electron-updater's `autoUpdater`: tests emit its events and count its calls. */
export class FakeUpdater extends EventEmitter {
  autoDownload = false
  autoInstallOnAppQuit = false
  active = true
  /** What the next `checkForUpdates()` does; by default it reports nothing new. */
  onCheck: () => Promise<unknown> = async () => {
    this.emit('checking-for-update')
    this.emit('update-not-available', { version: '1.0.0' })
    return null
  }
  checkForUpdates = vi.fn(() => this.onCheck())
  quitAndInstall = vi.fn()
  isUpdaterActive() {
    return this.active
  }
}
