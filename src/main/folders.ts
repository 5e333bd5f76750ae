import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import { join, posix, win32 } from 'node:path'
import type { Logger } from '../core/log'

/** Where the desktop app keeps what (docs/desktop.md → Folders). */
export interface DesktopFolders {
  /** Profiles, settings, media servers, the kept voice recording: Electron's `userData`. */
  dataDir: string
  /** The SQLite cache (`cache.sqlite` and its -wal/-shm). */
  cacheDir: string
  logFolder: string
}

export interface FolderSource {
  platform: NodeJS.Platform
  /** `app.getPath('userData')`. */
  userData: string
  /** `app.getPath('logs')`. */
  logs: string
  /** `app.getPath('home')`. */
  home: string
  env: NodeJS.ProcessEnv
  /** `--user-data-dir` was given: everything goes into that one folder. */
  userDataOverridden: boolean
}

/**
 * Windows keeps the cache and the logs in local app data (`%LOCALAPPDATA%\Switchboard`):
 * they belong to this computer and must not travel with a roaming profile, while
 * profiles and settings stay in roaming `%APPDATA%\Switchboard`. macOS and Linux use
 * Electron's folders: the cache beside the settings (it also holds the outbox of
 * unsent edits, so it must not live where the system purges caches).
 */
export function desktopFolders(source: FolderSource): DesktopFolders {
  const { userData } = source
  const path = source.platform === 'win32' ? win32 : posix
  if (source.userDataOverridden) return { dataDir: userData, cacheDir: userData, logFolder: path.join(userData, 'logs') }
  if (source.platform === 'win32') {
    const local = path.join(source.env.LOCALAPPDATA || path.join(source.home, 'AppData', 'Local'), path.basename(userData))
    return { dataDir: userData, cacheDir: local, logFolder: path.join(local, 'logs') }
  }
  return { dataDir: userData, cacheDir: userData, logFolder: source.logs }
}

/** The database last: once it is in place, the move is complete. */
const CACHE_FILES = ['cache.sqlite-wal', 'cache.sqlite-shm', 'cache.sqlite'] as const

/**
 * Moves the cache from where an older version kept it (`from`) to `to`, before the
 * console opens it. Copies, then removes the old files, so a crash midway leaves
 * the old cache whole; the database is renamed into place last, so a half-finished
 * copy is never taken for a cache. Returns the folder to open: `from` when the
 * move failed (nothing is lost; it is tried again at the next start).
 */
export async function moveCache(from: string, to: string, logger?: Logger): Promise<string> {
  if (from === to || !(await exists(join(from, 'cache.sqlite')))) return to
  if (await exists(join(to, 'cache.sqlite'))) {
    logger?.warn('a cache exists in both folders; using the new one', { from, to })
    return to
  }
  try {
    await mkdir(to, { recursive: true })
    for (const name of CACHE_FILES) {
      if (!(await exists(join(from, name)))) {
        await rm(join(to, name), { force: true })
        continue
      }
      await copyFile(join(from, name), join(to, `${name}.moving`))
      await rename(join(to, `${name}.moving`), join(to, name))
    }
  } catch (error) {
    logger?.warn('the cache could not be moved; using it where it is', { from, to, error: String(error) })
    return from
  }
  for (const name of CACHE_FILES) await rm(join(from, name), { force: true }).catch(() => undefined)
  logger?.info('moved the cache', { from, to })
  return to
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
