import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CacheNotDatabaseError,
  CacheTooNewError,
  getConversation,
  getDisposition,
  LATEST_SCHEMA_VERSION,
  openCache,
  search,
} from '../../../../src/core/cache'
import { tempDir } from './fixtures'

let cleanup: () => void = () => {}
afterEach(() => cleanup())

function freshDir(): string {
  const temp = tempDir()
  cleanup = temp.cleanup
  return temp.dir
}

describe('opening the cache', () => {
  it('creates every table, in WAL mode with foreign keys on, at the latest schema version', () => {
    const db = openCache(join(freshDir(), 'cache.db'))
    const names = (db.sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[])
    expect(names).toEqual(
      expect.arrayContaining([
        'agents',
        'flows',
        'voices',
        'call_dispositions',
        'conversations',
        'messages',
        'call_sightings',
        'call_sighting_events',
        'sync_state',
        'outbox',
        'messages_fts',
        'conversations_fts',
        'call_dispositions_fts',
      ]),
    )
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION)
    expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.schemaVersion).toBe(LATEST_SCHEMA_VERSION)
    db.close()
  })

  it('opens its own file again without migrating or losing anything', () => {
    const path = join(freshDir(), 'cache.db')
    const first = openCache(path)
    first.sqlite.prepare(`INSERT INTO sync_state (workspace_id, resource, cursor) VALUES ('ws', 'agents', 'c1')`).run()
    first.close()
    const again = openCache(path)
    expect(again.sqlite.prepare('SELECT cursor FROM sync_state').pluck().get()).toBe('c1')
    again.close()
  })

  it('upgrades a version 1 file to the latest, keeping its rows and making them searchable', () => {
    const path = join(freshDir(), 'cache.db')
    const v1 = openCache(path, { appSchemaVersion: 1 })
    expect(v1.sqlite.pragma('user_version', { simple: true })).toBe(1)
    const v1Tables = v1.sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all()
    expect(v1Tables).toContain('messages')
    expect(v1Tables).not.toContain('messages_fts')
    // What a version 1 app wrote: no phone search terms, no search index.
    v1.sqlite.exec(`
      INSERT INTO call_dispositions (workspace_id, id, phone_number, disposition, status, scheduled_at, attempt,
        agent_id, batch_id, created_at, updated_at, notes, customer_name)
      VALUES ('ws', 'd1', '+14155550100', 'callback', 'scheduled', '2025-03-02T10:00:00.000Z', 1, 'agent_1', NULL,
        '2025-03-01T09:00:00.000Z', NULL, 'Wants the refund confirmed', 'Zoë Müller');
      INSERT INTO conversations (pk, workspace_id, id, user_id, pathway_id, agent_id, customer_name, customer_email,
        customer_phone, direction, message_count, created_at, updated_at)
      VALUES (7, 'ws', 'c1', 'u1', 'flow_1', 'agent_1', 'Zoë Müller', '', '+14155550100', 'inbound', 1,
        '2025-03-01T09:00:00.000Z', '2025-03-01T09:00:00.000Z');
      INSERT INTO messages (workspace_id, conversation_pk, id, direction, sent, message, status, created_at, updated_at)
      VALUES ('ws', 7, 'm1', 'inbound', 1, 'Where is my technician?', 'received', '2025-03-01T09:00:00.000Z',
        '2025-03-01T09:00:00.000Z');
    `)
    v1.close()

    const db = openCache(path)
    expect(db.sqlite.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION)
    expect(getDisposition(db, 'ws', 'd1')?.notes).toBe('Wants the refund confirmed')
    expect(getConversation(db, 'ws', 'c1')?.messages.map((m) => m.message)).toEqual(['Where is my technician?'])
    const found = search(db, 'ws', 'techn')
    expect(found.messages.map((m) => m.messageId)).toEqual(['m1'])
    expect(search(db, 'ws', 'zoe').conversations.map((c) => c.conversationId)).toEqual(['c1'])
    expect(search(db, 'ws', '555 0100').dispositions.map((d) => d.dispositionId)).toEqual(['d1'])
    expect(db.sqlite.prepare(`SELECT phone_terms FROM call_dispositions`).pluck().get()).toContain('5550100')
    db.close()
  })

  it('refuses a file from a newer app, says which versions, and leaves it byte for byte as it was', () => {
    const path = join(freshDir(), 'cache.db')
    const newer = openCache(path)
    newer.sqlite.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`)
    newer.close()
    const before = readFileSync(path)

    let error: unknown
    try {
      openCache(path)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CacheTooNewError)
    const tooNew = error as CacheTooNewError
    expect(tooNew.fileVersion).toBe(LATEST_SCHEMA_VERSION + 5)
    expect(tooNew.appVersion).toBe(LATEST_SCHEMA_VERSION)
    expect(tooNew.message).toContain(`schema version ${LATEST_SCHEMA_VERSION + 5}`)
    expect(tooNew.message).toContain(`up to version ${LATEST_SCHEMA_VERSION}`)
    expect(readFileSync(path).equals(before)).toBe(true)
  })

  it('refuses a latest-version file when the app only knows version 1 (a downgrade)', () => {
    const path = join(freshDir(), 'cache.db')
    openCache(path).close()
    const before = readFileSync(path)
    expect(() => openCache(path, { appSchemaVersion: 1 })).toThrow(CacheTooNewError)
    expect(readFileSync(path).equals(before)).toBe(true)
  })

  it('refuses a file that is not a SQLite database, with a clear error, and leaves it alone', () => {
    const path = join(freshDir(), 'cache.db')
    const garbage = Buffer.from('These are the notes of a supervisor, not a database.\n'.repeat(200))
    writeFileSync(path, garbage)
    expect(() => openCache(path)).toThrow(CacheNotDatabaseError)
    expect(() => openCache(path)).toThrow(/not a Switchboard cache/)
    expect(readFileSync(path).equals(garbage)).toBe(true)
  })

  it('refuses a SQLite database whose header was overwritten', () => {
    const path = join(freshDir(), 'cache.db')
    const sqlite = new Sqlite(path)
    sqlite.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)')
    sqlite.close()
    const bytes = readFileSync(path)
    bytes.write('garbage header!!', 0)
    writeFileSync(path, bytes)
    expect(() => openCache(path)).toThrow(CacheNotDatabaseError)
  })
})
