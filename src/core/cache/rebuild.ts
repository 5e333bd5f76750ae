import { closeSync, copyFileSync, existsSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import Sqlite from 'better-sqlite3'
import type { Cache } from './cache'
import { openCache, type OpenCacheOptions } from './open'
import { OUTBOX_COLUMNS } from './outbox'

/** What a rebuild did: the edits carried over, and where the damaged file went. */
export interface RebuiltCache {
  cache: Cache
  keptEdits: number
  movedTo: string
}

/** Page sizes SQLite may have used, the default first: a header overwritten loses it. */
const PAGE_SIZES = [4096, 1024, 2048, 8192, 16384, 32768, 65536]
/** Entries not settled yet: they exist nowhere else (a `done` one is on the service, a `failed` one told). */
const WAITING = `status IN ('pending', 'sending', 'conflict', 'failed')`

/**
 * `PRAGMA quick_check`: answers null for a sound file, else what is wrong (its
 * first finding). A damaged file may also throw instead of answering.
 */
export function checkIntegrity(cache: Cache): string | null {
  try {
    const findings = cache.sqlite.pragma('quick_check') as { quick_check: string }[]
    const first = findings[0]?.quick_check ?? 'no answer'
    return first === 'ok' ? null : first
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Replaces a damaged cache file by a fresh one, keeping the supervisor's edits
 * still waiting in its outbox: they are read from the damaged file (from a
 * copy with the header restored when the header is what was damaged), the
 * file and its journals are moved aside (`cache.damaged-<time>.sqlite`, the
 * last one only, so rebuilding again never fills the disk), a fresh
 * cache is created and the edits are written back with their ids. The rest is
 * the service's data, which the next sync fetches again.
 */
export function rebuildCache(path: string, now: Date, options: OpenCacheOptions = {}): RebuiltCache {
  const edits = salvageOutbox(path)
  const folder = dirname(path)
  const damaged = `${basename(path, '.sqlite')}.damaged-`
  for (const name of readdirSync(folder)) if (name.startsWith(damaged)) rmSync(join(folder, name), { force: true })
  const movedTo = join(folder, `${damaged}${now.toISOString().replace(/[:.]/g, '-')}.sqlite`)
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, movedTo + suffix)
  }
  const cache = openCache(path, options)
  if (edits.length > 0) {
    const insert = cache.statement(`INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES (${OUTBOX_COLUMNS.split(',').map(() => '?').join(', ')})`)
    cache.durably(() => {
      for (const row of edits) insert.run(...row)
    })
  }
  return { cache, keptEdits: edits.length, movedTo }
}

/**
 * The outbox's waiting rows as stored, read from the file as it is, else from a copy whose header's fixed fields
 * (the magic string, the page size, the format bytes) are written back, trying each page size; none when nothing reads.
 */
function salvageOutbox(path: string): unknown[][] {
  if (!existsSync(path)) return []
  const asIs = readOutbox(path)
  if (asIs) return asIs
  const copy = `${path}.salvage`
  try {
    copyFileSync(path, copy)
    for (const pageSize of PAGE_SIZES) {
      writeHeader(copy, pageSize)
      const rows = readOutbox(copy)
      if (rows) return rows
    }
    return []
  } finally {
    rmSync(copy, { force: true })
  }
}

/** Bytes 0-23 of a SQLite header: the magic string, the page size (65536 is written as 1), WAL format, no reserved bytes, the fixed payload fractions. */
function writeHeader(path: string, pageSize: number): void {
  const header = Buffer.alloc(24)
  header.write('SQLite format 3\0', 0, 'latin1')
  header.writeUInt16BE(pageSize === 65536 ? 1 : pageSize, 16)
  header.set([2, 2, 0, 64, 32, 32], 18)
  const fd = openSync(path, 'r+')
  try {
    writeSync(fd, header, 0, header.length, 0)
  } finally {
    closeSync(fd)
  }
}

function readOutbox(path: string): unknown[][] | null {
  let db: Sqlite.Database | undefined
  try {
    db = new Sqlite(path, { readonly: true, fileMustExist: true })
    // NOT INDEXED: the table's own pages, not an index the damage may have reached.
    return db.prepare(`SELECT ${OUTBOX_COLUMNS} FROM outbox NOT INDEXED WHERE ${WAITING} ORDER BY id`).raw().all() as unknown[][]
  } catch {
    return null
  } finally {
    db?.close()
  }
}
