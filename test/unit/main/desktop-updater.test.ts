import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UpdateStatus } from '../../../src/shared/bridge'
import { CHECK_INTERVAL_MS, DesktopUpdateService } from '../../../src/main/updater'
import { FakeUpdater } from './fake-updater'

let dir: string
let updater: FakeUpdater

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-updates-'))
  updater = new FakeUpdater()
})
afterEach(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

async function service(options: { isPackaged?: boolean } = {}) {
  const updates = await DesktopUpdateService.create({
    updater,
    isPackaged: options.isPackaged ?? true,
    currentVersion: '1.0.0',
    settingsDir: dir,
    now: () => new Date('2025-03-01T12:00:00.000Z'),
  })
  const seen: UpdateStatus[] = []
  updates.subscribe((status) => seen.push(status))
  return { updates, seen, kinds: () => seen.map((status) => status.state.kind) }
}

describe('the desktop update service', () => {
  it('downloads in the background and installs on quit unless told otherwise', async () => {
    await service()
    expect(updater.autoDownload).toBe(true)
    expect(updater.autoInstallOnAppQuit).toBe(true)
  })

  it('publishes every state of a found update, with version, notes and progress', async () => {
    const { updates, seen, kinds } = await service()
    updater.onCheck = async () => {
      updater.emit('checking-for-update')
      updater.emit('update-available', { version: '1.1.0', releaseNotes: '<p>Tray counts</p>' })
      return null
    }
    const answered = await updates.check()
    expect(answered.state).toEqual({ kind: 'available', version: '1.1.0', releaseNotes: 'Tray counts' })
    expect(answered.lastCheckedAt).toBe('2025-03-01T12:00:00.000Z')
    updater.emit('download-progress', { percent: 12.5 })
    updater.emit('download-progress', { percent: 80 })
    updater.emit('update-downloaded', { version: '1.1.0', releaseNotes: '<p>Tray counts</p>' })
    expect(kinds()).toEqual(['checking', 'available', 'downloading', 'downloading', 'ready'])
    expect(seen[3]!.state).toMatchObject({ kind: 'downloading', percent: 80 })
    expect(updates.status().state).toEqual({ kind: 'ready', version: '1.1.0', releaseNotes: 'Tray counts' })
  })

  it('reports "up to date" and errors from a check', async () => {
    const { updates, kinds } = await service()
    expect((await updates.check()).state).toEqual({ kind: 'not-available' })
    updater.onCheck = async () => {
      updater.emit('checking-for-update')
      const error = Object.assign(new Error('getaddrinfo ENOTFOUND updates.example'), { code: 'ENOTFOUND' })
      updater.emit('error', error)
      throw error
    }
    const failed = await updates.check()
    expect(failed.state).toEqual({
      kind: 'error',
      message: expect.stringContaining('Could not reach the update server'),
      words: { key: 'errors.updates.unreachable' },
    })
    expect(kinds()).toEqual(['checking', 'not-available', 'checking', 'error'])
  })

  it('installs only a downloaded update, silently, then relaunches', async () => {
    const { updates } = await service()
    expect(() => updates.install()).toThrow(expect.objectContaining({ code: 'not_ready' }))
    updater.emit('update-available', { version: '1.1.0' })
    updater.emit('update-downloaded', { version: '1.1.0' })
    updates.install()
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, true)
  })

  it('checks at start and every 6 hours when packaged', async () => {
    vi.useFakeTimers()
    const { updates } = await service()
    updates.start()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1000)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4)
    updates.stop()
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4)
  })

  it('shows a failing server once: later background checks with the same error publish nothing', async () => {
    vi.useFakeTimers()
    const { updates, kinds } = await service()
    updater.onCheck = async () => {
      updater.emit('checking-for-update')
      updater.emit('error', new Error('HttpError: 404'))
      return null
    }
    updates.start()
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4)
    expect(kinds()).toEqual(['checking', 'error'])
  })

  it('does not check again in the background once an update waits for its restart', async () => {
    vi.useFakeTimers()
    const { updates } = await service()
    updater.onCheck = async () => {
      updater.emit('update-available', { version: '1.1.0' })
      updater.emit('update-downloaded', { version: '1.1.0' })
      return null
    }
    updates.start()
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
  })

  it('with automatic checks turned off, neither checks at start nor on the timer, and remembers it', async () => {
    vi.useFakeTimers()
    const first = await service()
    const status = await first.updates.setAutomatic(false)
    expect(status.automaticChecks).toBe(false)
    expect(first.seen.at(-1)?.automaticChecks).toBe(false)
    expect(JSON.parse(readFileSync(join(dir, 'updates.json'), 'utf8'))).toEqual({ automaticChecks: false })

    const second = await service()
    expect(second.updates.status().automaticChecks).toBe(false)
    second.updates.start()
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).not.toHaveBeenCalled()

    // A manual check still works, and turning them back on checks at once and on schedule.
    await second.updates.check()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await second.updates.setAutomatic(true)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3)
    second.updates.stop()
  })

  it('treats an unreadable settings file as the default (automatic checks on)', async () => {
    writeFileSync(join(dir, 'updates.json'), '{ not json')
    const { updates } = await service()
    expect(updates.status().automaticChecks).toBe(true)
  })

  it('is disabled when not packaged: no automatic check, and a manual one does nothing', async () => {
    vi.useFakeTimers()
    const { updates, seen } = await service({ isPackaged: false })
    expect(updates.status().state).toMatchObject({ kind: 'disabled', reason: expect.stringContaining('development build') })
    updates.start()
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS)
    expect((await updates.check()).state.kind).toBe('disabled')
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
    updater.emit('update-available', { version: '9.9.9' })
    expect(seen).toEqual([])
  })

  it('is disabled where the updater cannot work (a Linux install that is neither AppImage nor deb)', async () => {
    updater.active = false
    const { updates } = await service()
    expect(updates.status().state).toMatchObject({ kind: 'disabled', reason: expect.stringContaining('AppImage') })
  })
})
