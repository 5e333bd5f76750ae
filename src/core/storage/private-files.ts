import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** What the console keeps in its folders: the cache (and a damaged one set aside) with journals, settings, logs, the lock. */
const PRIVATE_FILE = /^(cache(\.damaged-[\w-]+)?\.sqlite(-wal|-shm|-journal)?|.*\.json|.*\.log|.*\.lock)$/

/**
 * Makes the console's folders readable by their owner only (0700) and the
 * files it keeps there 0600: they hold customer names, numbers and
 * transcripts. Creates the folders that are missing. Only the files the
 * console itself writes are touched, so a data directory pointed at a shared
 * folder does not change the modes of anything else in it. POSIX only: on
 * Windows the per-user profile folders carry the protection (docs/security.md).
 */
export function keepPrivate(folders: readonly string[], platform: NodeJS.Platform = process.platform): void {
  for (const folder of folders) mkdirSync(folder, { recursive: true, mode: 0o700 })
  if (platform === 'win32') return
  for (const folder of new Set(folders)) {
    chmodSync(folder, 0o700)
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      const stat = lstatSync(path)
      if (stat.isFile() && PRIVATE_FILE.test(name) && (stat.mode & 0o077) !== 0) chmodSync(path, 0o600)
    }
  }
}
