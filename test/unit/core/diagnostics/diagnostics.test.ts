import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { dispatch } from '../../../../src/core/console'
import { AlertPause } from '../../../../src/core/alerts/alert-pause'
import { collectDiagnostics, type AboutConsole, type DiagnosticsSource } from '../../../../src/core/diagnostics/diagnostics'
import { diagnosticsModule } from '../../../../src/core/diagnostics/handlers'
import { registerSecret } from '../../../../src/core/log'
import type { Diagnostics } from '../../../../src/shared/bridge'
import { TestWorkspace } from '../../../support/feature-ports'
import { tempDirPerTest } from '../../../support/temp-dir'

const dataDir = tempDirPerTest('switchboard-diag-')

/** The diagnostics module on its ports: a console with no workspace open (so no cache to read), alerts on, no updates. */
function diagnosticsOn(about: Partial<AboutConsole> = {}, openLogFolder?: () => Promise<void>) {
  return diagnosticsModule({
    about: { host: 'web', dataDir: dataDir(), version: '1.3.0', platform: 'linux', ...about },
    connection: () => ({ state: 'no-workspace' }),
    alerts: () => new AlertPause(() => undefined).state(),
    updates: () => null,
    activeWorkspace: new TestWorkspace(null),
    cache: () => {
      throw new Error('With no workspace open, diagnostics read no cache.')
    },
    openLogFolder,
  })
}

describe('diagnostics.get', () => {
  it('reports versions, system, folders and the size of the SQLite cache files', async () => {
    writeFileSync(join(dataDir(), 'cache.sqlite'), Buffer.alloc(1000))
    writeFileSync(join(dataDir(), 'cache.sqlite-wal'), Buffer.alloc(24))
    mkdirSync(join(dataDir(), 'workspace-a'))
    writeFileSync(join(dataDir(), 'workspace-a', 'cache.db'), Buffer.alloc(100))
    writeFileSync(join(dataDir(), 'profiles.json'), '{}')
    const result = await dispatch(diagnosticsOn().handlers, 'diagnostics.get', {})
    expect(result.ok).toBe(true)
    const diagnostics = (result as { value: Diagnostics }).value
    expect(diagnostics).toMatchObject({
      host: 'web',
      versions: { app: '1.3.0', electron: null, chrome: null, node: process.versions.node },
      os: { platform: 'linux' },
      dataDir: dataDir(),
      logFolder: join(dataDir(), 'logs'),
      cacheBytes: 1124,
    })
    expect(diagnostics.text).toContain('App: 1.3.0 (browser host)')
    expect(diagnostics.text).toContain(`Node: ${process.versions.node}`)
    expect(diagnostics.text).toContain('Cache: 1.1 KB')
    expect(diagnostics.text).toContain('Connection: no-workspace')
    expect(diagnostics.text).toContain('Alerts: on')
  })

  it('says when there is no cache yet', async () => {
    const result = await dispatch(diagnosticsOn().handlers, 'diagnostics.get', {})
    expect(result).toMatchObject({ ok: true, value: { cacheBytes: null, text: expect.stringContaining('Cache: none yet') } })
  })

  it('never carries a key or token, even one that slipped into a status reason', async () => {
    const unregister = registerSecret('ws_registered_key_5678')
    const ctx: DiagnosticsSource = {
      about: { host: 'electron', dataDir: dataDir(), version: '1.0.0', platform: 'darwin' },
      alerts: () => new AlertPause(() => undefined).state(),
      updates: () => null,
      connection: () => ({ state: 'degraded', reason: 'HTTP 401 for x-api-key: sk_live_abc (ws_registered_key_5678)' }),
      quarantined: () => [],
    }
    const diagnostics = await collectDiagnostics(ctx)
    unregister()
    const everything = JSON.stringify(diagnostics)
    expect(everything).not.toContain('sk_live_abc')
    expect(everything).not.toContain('ws_registered_key_5678')
    expect(diagnostics.text).toContain('Connection: degraded, HTTP 401 for x-api-key: [redacted]')
  })
})

describe('diagnostics.openLogFolder', () => {
  it('in the browser host answers the path to show, without opening anything', async () => {
    expect(await dispatch(diagnosticsOn().handlers, 'diagnostics.openLogFolder', {})).toEqual({
      ok: true,
      value: { opened: false, path: join(dataDir(), 'logs') },
    })
  })

  it('in the desktop app creates the folder if needed and opens it', async () => {
    const logFolder = join(dataDir(), 'Logs', 'Switchboard')
    const openLogFolder = vi.fn(async () => {
      expect(existsSync(logFolder)).toBe(true)
    })
    const diagnostics = diagnosticsOn({ host: 'electron', version: '1', platform: 'darwin', logFolder }, openLogFolder)
    expect(await dispatch(diagnostics.handlers, 'diagnostics.openLogFolder', {})).toEqual({ ok: true, value: { opened: true, path: logFolder } })
    expect(openLogFolder).toHaveBeenCalledTimes(1)
  })

  it('reports a folder the system could not open as a failure', async () => {
    const diagnostics = diagnosticsOn({ host: 'electron', version: '1' }, async () => {
      throw new Error('Could not open the log folder: no file manager')
    })
    expect(await dispatch(diagnostics.handlers, 'diagnostics.openLogFolder', {})).toMatchObject({
      ok: false,
      error: { message: 'Could not open the log folder: no file manager' },
    })
  })
})
