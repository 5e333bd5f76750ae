import { initial } from './0001-initial'
import { search } from './0002-search'
import { admin } from './0003-admin'
import type { Migration } from './types'

export type { Migration } from './types'

/** In order; `MIGRATIONS[i].version === i + 1`. */
export const MIGRATIONS: readonly Migration[] = [initial, search, admin]

export const LATEST_SCHEMA_VERSION = MIGRATIONS.length
