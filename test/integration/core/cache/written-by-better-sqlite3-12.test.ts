import { copyFileSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { getConversation, getDisposition, LATEST_SCHEMA_VERSION, openCache, search } from '../../../../src/core/cache'
import { checkSearchIndexes, tempDir, WS } from './fixtures'

/**
 * A cache written by the app on better-sqlite3 12.11.1 (SQLite 3.53.2) at schema
 * version 2, the first with the FTS5 search tables: a conversation and a
 * disposition in cache.db, and a second conversation still in cache.db-wal (never
 * checkpointed, as after a crash). Upgrading better-sqlite3 must lose neither.
 */
const FIXTURE = join(import.meta.dirname, 'written-by-better-sqlite3-12')

let cleanup: () => void = () => {}
afterEach(() => cleanup())

describe('a cache file written by better-sqlite3 12', () => {
  it('is what this test says: schema version 2 and SQLite 3.53.2 in the header, commits in the WAL', () => {
    const header = readFileSync(join(FIXTURE, 'cache.db')).subarray(0, 100)
    expect(header.readUInt32BE(60)).toBe(2)
    expect(header.readUInt32BE(96)).toBe(3_053_002)
    // Two bytes of 2 at offsets 18 and 19: a WAL-mode file.
    expect([header[18], header[19]]).toEqual([2, 2])
    expect(statSync(join(FIXTURE, 'cache.db-wal')).size).toBeGreaterThan(32)
  })

  it('opens, migrates to the latest schema and keeps the rows of the file and of its WAL, searchable', () => {
    const temp = tempDir()
    cleanup = temp.cleanup
    for (const name of ['cache.db', 'cache.db-wal']) copyFileSync(join(FIXTURE, name), join(temp.dir, name))

    const db = openCache(join(temp.dir, 'cache.db'))
    cleanup = () => {
      db.close()
      temp.cleanup()
    }
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION)
    expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(getConversation(db, WS, 'c1')?.messages.map((m) => m.message)).toEqual([
      'Your appointment with the technician is confirmed for Tuesday morning',
      'Where is my refund?',
    ])
    expect(getConversation(db, WS, 'c2')?.customer.name).toBe('Joseph Miller')
    expect(getDisposition(db, WS, 'd1')?.notes).toBe('Customer asked for a refund callback')

    expect(search(db, WS, 'techn').messages.map((m) => m.messageId)).toEqual(['m1'])
    expect(search(db, WS, 'courier').messages.map((m) => m.messageId)).toEqual(['m3'])
    expect(search(db, WS, 'refund').dispositions.map((d) => d.dispositionId)).toEqual(['d1'])
    expect(search(db, WS, 'jose').conversations.map((c) => c.conversationId)).toEqual(['c1', 'c2'])
    checkSearchIndexes(db)
  })
})
