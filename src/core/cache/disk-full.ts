import { statfsSync } from 'node:fs'
import { dirname } from 'node:path'
import { CoreError, words, type CoreWords } from '../errors/core-error'

/** The disk holding the cache refused a write: every write fails until space returns; reads still work. */
export class CacheDiskFullError extends CoreError {
  override name = 'CacheDiskFullError'
  constructor(
    readonly path: string,
    readonly freeBytes: number | null,
    cause: unknown,
  ) {
    super('cache_disk_full', fullWords(dirname(path), freeBytes), { cause })
  }
}

/** SQLite's "database or disk is full", or the system's ENOSPC underneath it. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || error instanceof CacheDiskFullError
}

/** A disk-full failure of the cache at `path`, told with the space left now; any other error as it is. */
export function asCacheError(path: string, error: unknown): unknown {
  if (error instanceof CacheDiskFullError || !isDiskFull(error)) return error
  return new CacheDiskFullError(path, freeBytesAt(path), error)
}

function freeBytesAt(path: string): number | null {
  try {
    const stats = statfsSync(dirname(path))
    return stats.bavail * stats.bsize
  } catch {
    return null
  }
}

function fullWords(folder: string, bytes: number | null): CoreWords {
  if (bytes === null) return words('errors.cache.diskFull', { folder })
  if (bytes < 1024 * 1024) return words('errors.cache.diskFullKb', { folder, kb: Math.round(bytes / 1024) })
  return words('errors.cache.diskFullMb', { folder, mb: (bytes / (1024 * 1024)).toFixed(1) })
}
