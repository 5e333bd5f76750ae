import type { UpdateStatus } from '../../shared/bridge'
import { CoreError, words } from '../errors/core-error'

/**
 * The desktop app's self-update, as the console sees it. The Electron host
 * implements it with electron-updater; the browser host has none, and the
 * `updates.*` commands answer `not_supported` there.
 */
export interface UpdateService {
  status(): UpdateStatus
  /** Checks now, also when automatic checks are off; resolves when the check is done. */
  check(): Promise<UpdateStatus>
  /** Quits and installs the downloaded update. Throws `updateNotReady()` when none is ready. */
  install(): void
  /** Turns the start-up and 6-hourly checks on or off; the choice is remembered. */
  setAutomatic(enabled: boolean): Promise<UpdateStatus>
  /** Called on every change of the status; returns the unsubscribe function. */
  subscribe(listener: (status: UpdateStatus) => void): () => void
}

export function updateNotReady(): CoreError {
  return new CoreError('not_ready', words('errors.updates.notDownloaded'))
}
