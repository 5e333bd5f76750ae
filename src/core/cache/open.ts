import { existsSync } from 'node:fs'
import Sqlite from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { createCache } from './cache'
import type { Cache, SlowQueryLogger } from './cache'
import { CacheNotDatabaseError, CacheTooNewError } from './errors'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations'

export interface OpenCacheOptions {
  /** The schema version this app understands; tests lower it to build older files. */
  appSchemaVersion?: number
  logger?: SlowQueryLogger
  /** Repository calls slower than this are logged. Default 50 ms. */
  slowQueryMs?: number
  /** How long a write waits for another connection's lock. Default 5 s. */
  busyTimeoutMs?: number
}

/**
 * Opens (creating if needed) the cache file and brings its schema up to date.
 * Throws CacheTooNewError or CacheNotDatabaseError, in both cases without writing
 * to the file.
 */
export function openCache(path: string, options: OpenCacheOptions = {}): Cache {
  const appVersion = options.appSchemaVersion ?? LATEST_SCHEMA_VERSION
  if (!Number.isInteger(appVersion) || appVersion < 1 || appVersion > LATEST_SCHEMA_VERSION) {
    throw new RangeError(`appSchemaVersion must be between 1 and ${LATEST_SCHEMA_VERSION}`)
  }
  // A read-only look first: a read-write connection would switch the file to WAL
  // and checkpoint on close, changing a file we must leave as it is.
  if (existsSync(path)) checkVersion(path, appVersion)

  const sqlite = new Sqlite(path)
  try {
    sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`)
    // Before the first table: a new file keeps a map of its pages, so the pages
    // pruning frees can be given back (retention.ts). An older file gets it by one VACUUM there.
    sqlite.pragma('auto_vacuum = INCREMENTAL')
    sqlite.pragma('journal_mode = WAL')
    // NORMAL: a commit is in the WAL (the OS has it) when it returns, which a
    // process crash cannot undo; a power cut may lose the last commits of synced
    // data, which the next sync fetches again. Outbox writes use Cache.durably (FULL).
    sqlite.pragma('synchronous = NORMAL')
    // Checkpoints fsync; the default (every 1,000 pages) made a bulk sync a third slower.
    sqlite.pragma('wal_autocheckpoint = 4000')
    sqlite.pragma('journal_size_limit = 67108864')
    sqlite.pragma('foreign_keys = ON')
    migrate(sqlite, path, appVersion)
  } catch (error) {
    sqlite.close()
    throw isNotDatabase(error) ? new CacheNotDatabaseError(path, error) : error
  }
  return createCache(sqlite, path, appVersion, options.logger, options.slowQueryMs ?? 50)
}

function checkVersion(path: string, appVersion: number): void {
  let probe: Database | undefined
  try {
    probe = new Sqlite(path, { readonly: true, fileMustExist: true })
    const fileVersion = userVersion(probe)
    if (fileVersion > appVersion) throw new CacheTooNewError(path, fileVersion, appVersion)
  } catch (error) {
    if (isNotDatabase(error)) throw new CacheNotDatabaseError(path, error)
    throw error
  } finally {
    probe?.close()
  }
}

/** Applies the pending migrations in one IMMEDIATE transaction, so two processes cannot both migrate. */
function migrate(sqlite: Database, path: string, appVersion: number): void {
  if (userVersion(sqlite) === appVersion) return
  sqlite
    .transaction(() => {
      const fileVersion = userVersion(sqlite)
      if (fileVersion > appVersion) throw new CacheTooNewError(path, fileVersion, appVersion)
      for (const migration of MIGRATIONS.slice(fileVersion, appVersion)) {
        migration.up(sqlite)
        sqlite.pragma(`user_version = ${migration.version}`)
      }
    })
    .immediate()
}

function userVersion(sqlite: Database): number {
  return Number(sqlite.pragma('user_version', { simple: true }))
}

function isNotDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
}
