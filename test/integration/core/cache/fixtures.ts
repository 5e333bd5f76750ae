import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import type { ActiveCall, CallDisposition, Conversation, Message } from '../../../../src/shared/api'
import { openCache } from '../../../../src/core/cache'
import type { Cache, OpenCacheOptions } from '../../../../src/core/cache'

export const WS = 'ws_a'

/** A fresh directory under the OS temp dir; `cleanup` removes it. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-cache-test-'))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A cache in a fresh file; `cleanup` closes it and removes the directory. */
export function tempCache(options?: OpenCacheOptions): { db: Cache; path: string; dir: string; cleanup: () => void } {
  const { dir, cleanup } = tempDir()
  const path = join(dir, 'cache.db')
  const db = openCache(path, options)
  return {
    db,
    path,
    dir,
    cleanup: () => {
      db.close()
      cleanup()
    },
  }
}

/** A fresh cache for each test of the file, handed to `use`; closed and deleted after the test. */
export function cachePerTest(use: (db: Cache) => void): void {
  let cleanup = () => {}
  beforeEach(() => {
    const temp = tempCache()
    cleanup = temp.cleanup
    use(temp.db)
  })
  afterEach(() => cleanup())
}

export function disposition(id: string, fields: Partial<CallDisposition> = {}): CallDisposition {
  return {
    _id: id,
    phoneNumber: '+14155550100',
    disposition: 'callback',
    status: 'scheduled',
    scheduledAt: null,
    attempt: 1,
    agentId: 'agent_1',
    batchId: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    notes: '',
    customerName: 'Ana Pérez',
    ...fields,
  }
}

export function message(id: string, text: string, fields: Partial<Message> = {}): Message {
  return {
    _id: id,
    direction: 'outbound',
    sent: true,
    message: text,
    status: 'approved',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...fields,
  }
}

export function conversation(id: string, messages: Message[], fields: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    userId: 'user_1',
    pathwayId: 'flow_1',
    agentId: 'agent_1',
    customer: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+14155550100' },
    messages,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:05:00.000Z',
    ...fields,
  }
}

export function activeCall(roomName: string, fields: Partial<ActiveCall> = {}): ActiveCall {
  return {
    id: `call_${roomName}`,
    roomName,
    customerPhone: '+14155550100',
    customerName: 'Ana Pérez',
    aiAgentName: 'Ava',
    duration: 10,
    status: 'active',
    sentiment: 'neutral',
    lastMessage: 'Hello, how can I help?',
    transferRequested: false,
    type: 'phone',
    participants: [],
    ...fields,
  }
}

/** The details of `EXPLAIN QUERY PLAN`, one string per step. */
export function queryPlan(db: Cache, sql: string, args: unknown[]): string[] {
  return (db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail)
}

/**
 * A cache that records every statement the repositories run, with its
 * arguments, so tests can ask SQLite how it plans the real queries.
 */
export function recordingCache(db: Cache): { cache: Cache; runs: { sql: string; args: unknown[] }[] } {
  const runs: { sql: string; args: unknown[] }[] = []
  const cache: Cache = {
    ...db,
    statement(sql) {
      const statement = db.statement(sql)
      const proxy: typeof statement = new Proxy(statement, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key, target)
          if (typeof value !== 'function') return value
          return (...args: unknown[]) => {
            if (key === 'all' || key === 'get' || key === 'run') runs.push({ sql, args })
            const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args)
            return result === target ? proxy : result
          }
        },
      })
      return proxy
    },
  }
  return { cache, runs }
}

/** Throws unless every search index matches its content table exactly. */
export function checkSearchIndexes(db: Cache): void {
  for (const fts of ['messages_fts', 'conversations_fts', 'call_dispositions_fts']) {
    db.sqlite.prepare(`INSERT INTO ${fts} (${fts}, rank) VALUES ('integrity-check', 1)`).run()
  }
}
