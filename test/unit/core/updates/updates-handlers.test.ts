import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { dispatch } from '../../../../src/core/console'
import { updatesModule } from '../../../../src/core/updates/handlers'
import { DesktopUpdateService } from '../../../../src/main/updater'
import { FakeUpdater } from '../../main/fake-updater'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function desktopModule() {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-updates-'))
  dirs.push(dir)
  const updater = new FakeUpdater()
  const updates = await DesktopUpdateService.create({ updater, isPackaged: true, currentVersion: '1.0.0', settingsDir: dir })
  const events: [string, unknown][] = []
  const module = updatesModule({ service: updates, emit: (name, payload) => events.push([name, payload]) })
  const stop = module.start?.()
  if (stop) onTestFinished(stop)
  return { module, updater, events }
}

describe('the updates.* commands', () => {
  it('answers not_supported in the browser host, for every command', async () => {
    const module = updatesModule({ service: undefined, emit: () => undefined })
    for (const [name, args] of [
      ['updates.state', {}],
      ['updates.check', {}],
      ['updates.install', {}],
      ['updates.setAutomatic', { enabled: false }],
    ] as const) {
      expect(await dispatch(module.handlers, name, args)).toEqual({
        ok: false,
        error: { code: 'not_supported', message: 'Updates are managed by the desktop app.', words: { key: 'errors.updates.desktopOnly' } },
      })
    }
  })

  it('reports the state and publishes every change as the updates.state event', async () => {
    const { module, updater, events } = await desktopModule()
    expect(await dispatch(module.handlers, 'updates.state', {})).toMatchObject({
      ok: true,
      value: { state: { kind: 'idle' }, currentVersion: '1.0.0', automaticChecks: true, lastCheckedAt: null },
    })
    updater.emit('update-available', { version: '1.2.0', releaseNotes: 'Notes' })
    updater.emit('download-progress', { percent: 50 })
    expect(events).toEqual([
      ['updates.state', expect.objectContaining({ state: { kind: 'available', version: '1.2.0', releaseNotes: 'Notes' } })],
      ['updates.state', expect.objectContaining({ state: expect.objectContaining({ kind: 'downloading', percent: 50 }) })],
    ])
  })

  it('checks on request, refuses to install before a download, and validates setAutomatic', async () => {
    const { module, updater } = await desktopModule()
    expect(await dispatch(module.handlers, 'updates.check', {})).toMatchObject({ ok: true, value: { state: { kind: 'not-available' } } })
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    expect(await dispatch(module.handlers, 'updates.install', {})).toMatchObject({ ok: false, error: { code: 'not_ready' } })
    expect(await dispatch(module.handlers, 'updates.setAutomatic', { enabled: 'no' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_argument' },
    })
    expect(await dispatch(module.handlers, 'updates.setAutomatic', { enabled: false })).toMatchObject({
      ok: true,
      value: { automaticChecks: false },
    })
  })

  it('restarts into a downloaded update', async () => {
    const { module, updater } = await desktopModule()
    updater.emit('update-available', { version: '1.2.0' })
    updater.emit('update-downloaded', { version: '1.2.0' })
    expect(await dispatch(module.handlers, 'updates.install', {})).toEqual({ ok: true, value: { restarting: true } })
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })
})
