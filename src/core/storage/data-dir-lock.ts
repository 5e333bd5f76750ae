import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Held by the console serving a data directory; holds its process id. */
export const LOCK_FILE = 'switchboard.lock'

/** Another live process serves this data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Switchboard (process ${pid}) is using the data directory ${dataDir}. ` +
        'Quit it first, or start this one with --data-dir and another folder.',
    )
  }
}

/**
 * Takes the data directory for this process: two consoles on one cache would
 * each replay the other's outbox and overwrite each other's settings. The lock
 * is a file created exclusively (O_EXCL) holding the process id; one left by a
 * process that no longer runs (a crash, kill -9) is taken over. Answers the
 * function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      try {
        writeSync(fd, `${process.pid}\n`)
      } finally {
        closeSync(fd)
      }
      return () => {
        if (holder(path) === process.pid) rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = holder(path)
      if (pid !== null && pid !== process.pid && running(pid)) throw new DataDirLockedError(dataDir, pid)
      // Taken over once: a second loss means another console is starting at this moment.
      if (attempt > 0) throw error
      rmSync(path, { force: true })
    }
  }
}

function holder(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
