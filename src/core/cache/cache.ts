import type { Database, Statement } from 'better-sqlite3'
import { asCacheError, CacheDiskFullError } from './disk-full'
import { CacheDamagedError, isCorrupt } from './errors'

/** A repository call that took longer than the threshold. */
export interface SlowQuery {
  query: string
  durationMs: number
}

export type SlowQueryLogger = (entry: SlowQuery) => void

/**
 * An open cache. Repositories take it first (`listAgents(db, workspaceId)`); nothing
 * outside this folder touches `sqlite` except tests.
 */
export interface Cache {
  readonly path: string
  readonly schemaVersion: number
  readonly sqlite: Database
  /** A prepared statement, compiled once per connection. */
  statement(sql: string): Statement
  /** Runs `fn` in a transaction (a savepoint when nested). */
  transaction<T>(fn: () => T): T
  /**
   * Runs `fn` in a transaction whose commit is fsynced before this returns
   * (synchronous=FULL for that commit): for writes that exist nowhere else, like
   * the outbox. Throws when called inside another transaction, whose commit it
   * could not make durable.
   */
  durably<T>(fn: () => T): T
  /** Called by `namedQuery`; logs `name` when it was slow. */
  measured(name: string, durationMs: number): void
  /** Called by `namedQuery` with what it threw: answers the error to throw (the disk's refusal, worded). */
  failed(error: unknown): unknown
  /**
   * The disk's last refusal while it lasts: set by a write the disk refused, cleared by the next commit that
   * succeeds (the poller commits every few seconds, so space coming back is seen within a poll).
   */
  readonly diskFull: CacheDiskFullError | null
  /** Set when SQLite met damage in the file (or the integrity check did); lasts until the cache is rebuilt. */
  readonly damaged: CacheDamagedError | null
  markDamaged(finding: string): void
  /** Hears each change of `diskFull` and `damaged`; answers the unsubscribe function. */
  onHealthChange(listener: () => void): () => void
  close(): void
}

export function createCache(
  sqlite: Database,
  path: string,
  schemaVersion: number,
  logger: SlowQueryLogger | undefined,
  slowQueryMs: number,
): Cache {
  const statements = new Map<string, Statement>()
  const listeners = new Set<() => void>()
  let diskFull: CacheDiskFullError | null = null
  let damaged: CacheDamagedError | null = null
  const told = () => {
    for (const listener of listeners) listener()
  }
  const setDiskFull = (next: CacheDiskFullError | null) => {
    const changed = (next === null) !== (diskFull === null)
    diskFull = next
    if (changed) told()
  }
  const setDamaged = (next: CacheDamagedError) => {
    const changed = damaged === null
    damaged ??= next
    if (changed) told()
  }
  const failed = (error: unknown): unknown => {
    if (error instanceof CacheDamagedError) return error
    if (isCorrupt(error)) {
      const translated = new CacheDamagedError(path, error instanceof Error ? error.message : String(error), error)
      setDamaged(translated)
      return translated
    }
    const translated = asCacheError(path, error)
    if (translated instanceof CacheDiskFullError) setDiskFull(translated)
    return translated
  }
  /** A top-level commit that succeeded wrote to the disk: it has room again. */
  const committing = <T>(run: () => T): T => {
    const outermost = !sqlite.inTransaction
    let result: T
    try {
      result = run()
    } catch (error) {
      throw failed(error)
    }
    if (outermost && diskFull) setDiskFull(null)
    return result
  }
  return {
    path,
    schemaVersion,
    sqlite,
    statement(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        statements.set(sql, statement)
      }
      return statement
    },
    transaction(fn) {
      return committing(() => sqlite.transaction(fn)())
    },
    durably(fn) {
      if (sqlite.inTransaction) throw new Error('A durable write cannot run inside another transaction')
      sqlite.pragma('synchronous = FULL')
      try {
        return committing(() => sqlite.transaction(fn)())
      } finally {
        sqlite.pragma('synchronous = NORMAL')
      }
    },
    measured(name, durationMs) {
      if (logger && durationMs > slowQueryMs) logger({ query: name, durationMs })
    },
    failed,
    get diskFull() {
      return diskFull
    },
    get damaged() {
      return damaged
    },
    markDamaged(finding) {
      setDamaged(new CacheDamagedError(path, finding))
    },
    onHealthChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      if (!sqlite.open) return
      statements.clear()
      sqlite.pragma('optimize')
      sqlite.close()
    },
  }
}

/**
 * Wraps a repository function so its duration is measured under its name. Every
 * exported query goes through this, which is also where a worker-thread proxy
 * would go: arguments and results are plain data.
 */
export function namedQuery<A extends unknown[], R>(
  name: string,
  fn: (db: Cache, ...args: A) => R,
): (db: Cache, ...args: A) => R {
  return (db, ...args) => {
    const started = performance.now()
    try {
      return fn(db, ...args)
    } catch (error) {
      throw db.failed(error)
    } finally {
      db.measured(name, performance.now() - started)
    }
  }
}

/** A `namedQuery` for the row of a workspace's `table` with that id. */
export function byIdQuery<Row, T>(
  name: string,
  table: string,
  columns: string,
  toValue: (row: Row) => T,
): (db: Cache, workspaceId: string, id: string) => T | undefined {
  const sql = `SELECT ${columns} FROM ${table} WHERE workspace_id = ? AND id = ?`
  return namedQuery(name, (db: Cache, workspaceId: string, id: string) => {
    const row = db.statement(sql).get(workspaceId, id) as Row | undefined
    return row && toValue(row)
  })
}
