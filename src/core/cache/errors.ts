import { CoreError } from '../errors/core-error'

/** The cache file was written by a newer Switchboard; opening it could corrupt data that version relies on. */
export class CacheTooNewError extends CoreError {
  override name = 'CacheTooNewError'
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly appVersion: number,
  ) {
    super(
      'cache_too_new',
      `The cache at ${path} has schema version ${fileVersion}, but this Switchboard understands up to version ${appVersion}. ` +
        'It was written by a newer Switchboard: update the app, or choose another data directory. The file was not changed.',
    )
  }
}

/** The file exists but is not a SQLite database (or is damaged beyond opening). */
export class CacheNotDatabaseError extends CoreError {
  override name = 'CacheNotDatabaseError'
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(
      'cache_not_database',
      `The file at ${path} is not a Switchboard cache (not a SQLite database). ` +
        'Move it aside or choose another data directory; Switchboard will create a fresh cache.',
      { cause },
    )
  }
}
