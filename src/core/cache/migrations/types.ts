import type { Database } from 'better-sqlite3'

/**
 * One step of the schema. `version` is the `user_version` the database has after
 * `up` ran; migrations never change once shipped, a change is a new migration.
 */
export interface Migration {
  version: number
  name: string
  up(db: Database): void
}
