import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, win32 } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { createMemorySecretStore } from '../../../src/core/secrets'
import type { Diagnostics } from '../../../src/shared/bridge'
import { desktopFolders, moveCache } from '../../../src/main/folders'

const windows = {
  platform: 'win32' as const,
  userData: 'C:\\Users\\ana\\AppData\\Roaming\\Switchboard',
  logs: 'C:\\Users\\ana\\AppData\\Roaming\\Switchboard\\logs',
  home: 'C:\\Users\\ana',
  env: { LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' },
  userDataOverridden: false,
}

describe('the folders of each platform', () => {
  it('Windows: settings in roaming app data, the cache and logs in local app data', () => {
    const folders = desktopFolders(windows)
    expect(folders.dataDir).toBe(windows.userData)
    expect(folders.cacheDir).toBe('C:\\Users\\ana\\AppData\\Local\\Switchboard')
    expect(folders.logFolder).toBe('C:\\Users\\ana\\AppData\\Local\\Switchboard\\logs')
    // Without the variable (it is always set by Windows, but not for services): the standard place under the profile.
    expect(desktopFolders({ ...windows, env: {} }).cacheDir).toBe('C:\\Users\\ana\\AppData\\Local\\Switchboard')
  })

  it("macOS and Linux: Electron's folders, the cache beside the settings", () => {
    const mac = { platform: 'darwin' as const, userData: '/Users/ana/Library/Application Support/Switchboard', logs: '/Users/ana/Library/Logs/Switchboard', home: '/Users/ana', env: {}, userDataOverridden: false }
    expect(desktopFolders(mac)).toEqual({ dataDir: mac.userData, cacheDir: mac.userData, logFolder: mac.logs })
    const linux = { platform: 'linux' as const, userData: '/home/ana/.config/Switchboard', logs: '/home/ana/.config/Switchboard/logs', home: '/home/ana', env: {}, userDataOverridden: false }
    expect(desktopFolders(linux)).toEqual({ dataDir: linux.userData, cacheDir: linux.userData, logFolder: linux.logs })
  })

  it('--user-data-dir keeps everything in that one folder, on every platform', () => {
    expect(desktopFolders({ ...windows, userData: 'D:\\profiles\\test', userDataOverridden: true })).toEqual({
      dataDir: 'D:\\profiles\\test',
      cacheDir: 'D:\\profiles\\test',
      logFolder: win32.join('D:\\profiles\\test', 'logs'),
    })
  })
})

describe('moving the cache to local app data', () => {
  let root: string
  let roaming: string
  let local: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'switchboard-folders-'))
    roaming = join(root, 'Roaming', 'Switchboard')
    local = join(root, 'Local', 'Switchboard')
    mkdirSync(roaming, { recursive: true })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  function oldCache(rows: string[]): void {
    const db = new Database(join(roaming, 'cache.sqlite'))
    db.exec('CREATE TABLE calls (room TEXT)')
    const insert = db.prepare('INSERT INTO calls VALUES (?)')
    for (const row of rows) insert.run(row)
    db.close()
    writeFileSync(join(roaming, 'workspaces.json'), '{"profiles":[]}')
  }

  it('moves the database and its journal files, leaving the settings where they are', async () => {
    oldCache(['room-1', 'room-2'])
    writeFileSync(join(roaming, 'cache.sqlite-wal'), 'wal bytes')
    expect(await moveCache(roaming, local)).toBe(local)
    expect(existsSync(join(roaming, 'cache.sqlite'))).toBe(false)
    expect(existsSync(join(roaming, 'cache.sqlite-wal'))).toBe(false)
    expect(readFileSync(join(local, 'cache.sqlite-wal'), 'utf8')).toBe('wal bytes')
    expect(existsSync(join(roaming, 'workspaces.json'))).toBe(true)
    rmSync(join(local, 'cache.sqlite-wal'))
    const db = new Database(join(local, 'cache.sqlite'), { readonly: true })
    expect(db.prepare('SELECT room FROM calls ORDER BY room').pluck().all()).toEqual(['room-1', 'room-2'])
    db.close()
  })

  it('does nothing the second time, or when there is no old cache', async () => {
    expect(await moveCache(roaming, local)).toBe(local)
    expect(existsSync(local)).toBe(false)
    oldCache(['room-1'])
    await moveCache(roaming, local)
    expect(await moveCache(roaming, local)).toBe(local)
    expect(existsSync(join(local, 'cache.sqlite'))).toBe(true)
  })

  it('keeps the newer cache when both folders have one, and touches neither', async () => {
    oldCache(['old'])
    mkdirSync(local, { recursive: true })
    writeFileSync(join(local, 'cache.sqlite'), 'new cache')
    expect(await moveCache(roaming, local)).toBe(local)
    expect(readFileSync(join(local, 'cache.sqlite'), 'utf8')).toBe('new cache')
    expect(existsSync(join(roaming, 'cache.sqlite'))).toBe(true)
  })

  it('uses the old folder, untouched, when the new one cannot be written', async () => {
    oldCache(['room-1'])
    // A file where the folder should be: mkdir fails as on a locked or full drive.
    mkdirSync(join(root, 'Local'), { recursive: true })
    writeFileSync(local, 'not a folder')
    expect(await moveCache(roaming, local)).toBe(roaming)
    expect(existsSync(join(roaming, 'cache.sqlite'))).toBe(true)
  })

  it('the console opens the cache in the cache folder and diagnostics measure it there', async () => {
    const dataDir = join(root, 'Roaming', 'Switchboard')
    const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'electron', dataDir, cacheDir: local, version: '1', platform: 'win32' })
    mkdirSync(local, { recursive: true })
    await console_.start()
    expect(existsSync(join(local, 'cache.sqlite'))).toBe(true)
    expect(existsSync(join(dataDir, 'cache.sqlite'))).toBe(false)
    const result = await dispatch(console_.handlers, 'diagnostics.get', {})
    const diagnostics = (result as { value: Diagnostics }).value
    expect(diagnostics.cacheBytes).toBeGreaterThan(0)
    expect(diagnostics.text).toContain(`Cache folder: ${local}`)
    await console_.stop()
  })
})
