import { execFileSync } from 'node:child_process'
import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkIntegrity, getConversation, openCache, pruneSightings, searchTranscripts, storeTranscriptSegments, type Cache } from '../../../../src/core/cache'
import type { TranscriptSegment } from '../../../../src/shared/bridge'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'
import { checkSearchIndexes, tempCache, tempDir, WS } from './fixtures'

const DAY = 86_400_000
const FIRST_DAY = Date.parse('2026-03-01T12:00:00.000Z')
/** `PRAGMA auto_vacuum`: 0 none, 2 incremental. */
const NONE = 0
const INCREMENTAL = 2

let cleanup: () => void = () => {}
afterEach(() => cleanup())

/** Days `from` to `to` (excluded) of 200 calls a day seen by the poll, one call a day listened to (30 lines kept). */
function writeDays(db: Cache, from: number, to: number): void {
  const record = pollRecorder(db, WS)
  for (let day = from; day < to; day++) {
    const at = new Date(FIRST_DAY + day * DAY).toISOString()
    const calls = Array.from({ length: 200 }, (_, i) =>
      activeCall(`room-${day}-${i}`, { lastMessage: `Day ${day}, call ${i}: I would like to move my appointment to next week please` }),
    )
    record(calls, at)
    const lines: TranscriptSegment[] = Array.from({ length: 30 }, (_, j) => ({
      segmentId: `s${j}`,
      speaker: { kind: 'customer', name: 'Customer' },
      text: `day${day} line ${j} the delivery of my order was late and the invoice shows a charge I do not recognise`,
      startedAt: new Date(FIRST_DAY + day * DAY + j * 1000).toISOString(),
      endedAt: new Date(FIRST_DAY + day * DAY + (j + 1) * 1000).toISOString(),
    }))
    storeTranscriptSegments(db, WS, `room-${day}-0`, lines)
  }
}

describe('retention and the size of the file', () => {
  it('a new cache file can give pages back: auto_vacuum is INCREMENTAL from its first table', () => {
    const temp = tempCache()
    cleanup = temp.cleanup
    expect(temp.db.sqlite.pragma('auto_vacuum', { simple: true })).toBe(INCREMENTAL)
  })

  it('pruning shrinks the file to the size of a file that only ever held what it keeps, and leaves the WAL empty', () => {
    const kept = tempCache()
    const temp = tempCache()
    cleanup = () => {
      kept.cleanup()
      temp.cleanup()
    }
    writeDays(kept.db, 15, 20)
    kept.db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    const { db, path } = temp
    writeDays(db, 0, 20)
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    expect(statSync(path).size).toBeGreaterThan(2.5 * statSync(kept.path).size)

    // Keeps the last 5 of the 20 days.
    expect(pruneSightings(db, new Date(FIRST_DAY + 15 * DAY).toISOString()).sightings).toBe(15 * 200)

    expect(statSync(path).size).toBeLessThanOrEqual(1.1 * statSync(kept.path).size)
    expect(statSync(`${path}-wal`).size).toBe(0)
    expect(db.sqlite.pragma('freelist_count', { simple: true })).toBe(0)
    expect(searchTranscripts(db, WS, 'day19').map((hit) => hit.roomName)).toContain('room-19-0')
    expect(searchTranscripts(db, WS, 'day3')).toEqual([])
    checkSearchIndexes(db)
    expect(checkIntegrity(db)).toBeNull()
  })

  it('a file made before auto_vacuum is rewritten once by its first prune, its rows kept', () => {
    const temp = tempDir()
    cleanup = temp.cleanup
    const fixture = join(import.meta.dirname, 'written-by-better-sqlite3-12')
    for (const name of ['cache.db', 'cache.db-wal']) copyFileSync(join(fixture, name), join(temp.dir, name))
    const path = join(temp.dir, 'cache.db')
    const db = openCache(path)
    cleanup = () => {
      db.close()
      temp.cleanup()
    }
    expect(db.sqlite.pragma('auto_vacuum', { simple: true })).toBe(NONE)

    pruneSightings(db, '2026-03-01T00:00:00.000Z')

    expect(db.sqlite.pragma('auto_vacuum', { simple: true })).toBe(INCREMENTAL)
    expect(statSync(`${path}-wal`).size).toBe(0)
    expect(getConversation(db, WS, 'c1')?.messages.length).toBeGreaterThan(0)
    checkSearchIndexes(db)
    expect(checkIntegrity(db)).toBeNull()
  })

  it('a file made before auto_vacuum, on a full disk: the prune is kept, the VACUUM waits for the next prune with room', () => {
    const disk = mkdtempSync(join(tmpdir(), 'switchboard-small-disk-'))
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk], { stdio: 'pipe' })
    const fixture = join(import.meta.dirname, 'written-by-better-sqlite3-12')
    for (const name of ['cache.db', 'cache.db-wal']) copyFileSync(join(fixture, name), join(disk, name))
    const db = openCache(join(disk, 'cache.db'))
    const filler = join(disk, 'filler')
    cleanup = () => {
      rmSync(filler, { force: true })
      db.close()
      execFileSync('umount', [disk])
      rmSync(disk, { recursive: true, force: true })
    }
    db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
    const fd = openSync(filler, 'w')
    try {
      for (;;) writeSync(fd, Buffer.alloc(4096, 1))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    } finally {
      closeSync(fd)
    }

    expect(pruneSightings(db, '2026-03-01T00:00:00.000Z').sightings).toBe(0)
    expect(db.sqlite.pragma('auto_vacuum', { simple: true })).toBe(NONE)

    rmSync(filler)
    pruneSightings(db, '2026-03-01T00:00:00.000Z')
    expect(db.sqlite.pragma('auto_vacuum', { simple: true })).toBe(INCREMENTAL)
    expect(getConversation(db, WS, 'c1')?.messages.length).toBeGreaterThan(0)
    expect(checkIntegrity(db)).toBeNull()
  })
})
