import { CoreError, words } from '../errors/core-error'

/** The cache file was written by a newer Switchboard; opening it could corrupt data that version relies on. */
export class CacheTooNewError extends CoreError {
  override name = 'CacheTooNewError'
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly appVersion: number,
  ) {
    super('cache_too_new', words('errors.cache.tooNew', { path, fileVersion, appVersion }))
  }
}

/** The file exists but is not a SQLite database (or is damaged beyond opening). */
export class CacheNotDatabaseError extends CoreError {
  override name = 'CacheNotDatabaseError'
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super('cache_not_database', words('errors.cache.notDatabase', { path }), { cause })
  }
}

/** The cache file is damaged: what reads the damaged part fails until the cache is rebuilt. */
export class CacheDamagedError extends CoreError {
  override name = 'CacheDamagedError'
  constructor(
    readonly path: string,
    readonly finding: string,
    cause?: unknown,
  ) {
    super('cache_damaged', words('errors.cache.damaged'), { cause, details: `${path}: ${finding}` })
  }
}

/** SQLite found the file damaged (or not a database at all). */
export function isCorrupt(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB'
}
