import { join } from 'node:path'
import { z } from 'zod'
import type { UpdateState, UpdateStatus } from '../shared/bridge'
import type { Logger } from '../core/log'
import { words } from '../core/errors/core-error'
import {
  describeUpdateError,
  updateFailure,
  nextUpdateState,
  releaseNotesText,
  sameUpdateState,
  updateNotReady,
  type RawReleaseNotes,
  type UpdateService,
  type UpdateSignal,
} from '../core/updates'
import { readJsonFile, writeJsonFile } from '../core/storage/json-file'

export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000

interface UpdateInfoLike {
  version: string
  releaseNotes?: RawReleaseNotes
}

/** What we use of electron-updater's `autoUpdater`; tests pass an EventEmitter. */
export interface AutoUpdaterPort {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  isUpdaterActive(): boolean
  checkForUpdates(): Promise<unknown>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
  on(event: 'checking-for-update', listener: () => void): unknown
  on(event: 'update-available' | 'update-not-available' | 'update-downloaded' | 'update-cancelled', listener: (info: UpdateInfoLike) => void): unknown
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

export interface DesktopUpdaterOptions {
  updater: AutoUpdaterPort
  isPackaged: boolean
  currentVersion: string
  /** Where the automatic-check setting is kept: userData. */
  settingsDir: string
  logger?: Logger
  intervalMs?: number
  now?: () => Date
}

const Settings = z.object({ automaticChecks: z.boolean() })
const SETTINGS_FILE = 'updates.json'

/**
 * The desktop app's self-update with electron-updater: downloads in the
 * background as soon as an update is found, checks at start and every 6 hours
 * unless the supervisor turned that off, and installs on "Restart to update" (or
 * at the next quit).
 */
export class DesktopUpdateService implements UpdateService {
  readonly #options: DesktopUpdaterOptions
  readonly #listeners = new Set<(status: UpdateStatus) => void>()
  #state: UpdateState
  #automatic: boolean
  #lastCheckedAt: string | null = null
  #background = false
  #timer: ReturnType<typeof setInterval> | null = null

  static async create(options: DesktopUpdaterOptions): Promise<DesktopUpdateService> {
    const settings = await readJsonFile(join(options.settingsDir, SETTINGS_FILE), Settings)
    return new DesktopUpdateService(options, settings?.automaticChecks ?? true)
  }

  constructor(options: DesktopUpdaterOptions, automaticChecks: boolean) {
    this.#options = options
    this.#automatic = automaticChecks
    this.#state = disabledState(options) ?? { kind: 'idle' }
    const { updater } = options
    updater.autoDownload = true
    updater.autoInstallOnAppQuit = true
    const onInfo = (type: 'available' | 'downloaded') => (info: UpdateInfoLike) =>
      this.#apply({ type, version: info.version, releaseNotes: releaseNotesText(info.releaseNotes) })
    updater.on('checking-for-update', () => this.#apply({ type: 'checking', background: this.#background }))
    updater.on('update-available', (info) => {
      this.#checked()
      onInfo('available')(info)
    })
    updater.on('update-not-available', () => {
      this.#checked()
      this.#apply({ type: 'not-available' })
    })
    updater.on('download-progress', (progress) => this.#apply({ type: 'progress', percent: progress.percent }))
    updater.on('update-downloaded', onInfo('downloaded'))
    updater.on('update-cancelled', () => this.#apply({ type: 'cancelled' }))
    updater.on('error', (error) => {
      options.logger?.warn('update failed', { error: error.message })
      this.#apply({ type: 'error', ...describeUpdateError(error) })
    })
  }

  /** The check at start and the 6-hourly ones, when packaged and not turned off. */
  start(): void {
    if (this.#state.kind === 'disabled' || !this.#automatic) return
    this.#schedule()
    void this.#run(true)
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  status(): UpdateStatus {
    return {
      state: this.#state,
      currentVersion: this.#options.currentVersion,
      automaticChecks: this.#automatic,
      lastCheckedAt: this.#lastCheckedAt,
    }
  }

  async check(): Promise<UpdateStatus> {
    await this.#run(false)
    return this.status()
  }

  install(): void {
    if (this.#state.kind !== 'ready') throw updateNotReady()
    // Silent: the per-user installer needs no questions; then start the new version.
    this.#options.updater.quitAndInstall(true, true)
  }

  async setAutomatic(enabled: boolean): Promise<UpdateStatus> {
    await writeJsonFile(join(this.#options.settingsDir, SETTINGS_FILE), { automaticChecks: enabled })
    const turnedOn = enabled && !this.#automatic
    this.#automatic = enabled
    if (!enabled) this.stop()
    else if (turnedOn) this.start()
    this.#publish()
    return this.status()
  }

  subscribe(listener: (status: UpdateStatus) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #schedule(): void {
    this.stop()
    this.#timer = setInterval(() => void this.#run(true), this.#options.intervalMs ?? CHECK_INTERVAL_MS)
  }

  async #run(background: boolean): Promise<void> {
    if (this.#state.kind === 'disabled') return
    // A downloaded update waits for its restart; checking again would only download it again.
    if (background && this.#state.kind === 'ready') return
    this.#background = background
    try {
      await this.#options.updater.checkForUpdates()
    } catch (error) {
      // electron-updater has emitted `error` already; this covers a rejection without one.
      this.#apply({ type: 'error', ...describeUpdateError(error) })
    } finally {
      this.#background = false
    }
  }

  #checked(): void {
    this.#lastCheckedAt = (this.#options.now?.() ?? new Date()).toISOString()
  }

  #apply(signal: UpdateSignal): void {
    const next = nextUpdateState(this.#state, signal)
    if (sameUpdateState(next, this.#state)) return
    this.#state = next
    this.#publish()
  }

  #publish(): void {
    const status = this.status()
    for (const listener of this.#listeners) listener(status)
  }
}

function disabledState(options: DesktopUpdaterOptions): UpdateState | null {
  if (!options.isPackaged) {
    const { message, words: said } = updateFailure(words('errors.updates.developmentBuild'))
    return { kind: 'disabled', reason: message, words: said }
  }
  if (!options.updater.isUpdaterActive()) {
    const { message, words: said } = updateFailure(words('errors.updates.notInstalled'))
    return { kind: 'disabled', reason: message, words: said }
  }
  return null
}
