import type { ApiClient } from '../api'
import type { Cache } from '../cache'
import type { CoreWords } from '../errors/core-error'
import type { FirstPages } from './paged-listing'
import type { StepProgress } from './progress'

/** What a resource's syncer is given: with `SyncReport`, the contract between resource-sync.ts and each syncer. */
export interface SyncerContext {
  client: ApiClient
  db: Cache
  workspaceId: string
  /** Fires on stop or workspace switch: no request is sent and nothing is written after it. */
  signal: AbortSignal
  conversationFetchConcurrency: number
  /** Pages of one listing asked at once after its first. */
  pageConcurrency: number
  progress: StepProgress
  /** First pages a first sync's sizing read, each taken by the listing that starts with it. */
  firstPages: FirstPages
  /** When it is (epoch ms), for what the sync records. */
  now(): number
}

export interface SyncReport {
  /** Rows read from the service and written to the cache. */
  written: number
  /** Ids deleted from the cache because the service no longer lists them. */
  deleted: string[]
  /** Items that could not be read, each as core's message; the rest of the sync still counts. */
  problems: (CoreWords | string)[]
}

export type Syncer = (ctx: SyncerContext) => Promise<SyncReport>
/**
 * How many requests a resource's sync will take, from the first page of each
 * listing it makes; the pages are kept in `ctx.firstPages` for the listing, so
 * sizing costs no request of its own.
 */
export type Sizer = (ctx: SyncerContext) => Promise<number>
