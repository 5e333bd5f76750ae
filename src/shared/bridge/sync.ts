import { z } from 'zod'
import type { ConnectionStatus } from './app'
import type { ErrorWords } from './words'
import { command, event } from './define'

/** What the periodic sync lists, in the order a round runs them. */
export const PERIODIC_RESOURCES = ['agents', 'flows', 'voices', 'dispositions', 'conversations'] as const
export type PeriodicResource = (typeof PERIODIC_RESOURCES)[number]

/** `activeCalls` is the poller; the rest are the periodic sync. */
export type SyncResource = 'activeCalls' | PeriodicResource

export interface ResourceSyncStatus {
  resource: SyncResource
  /** ISO 8601 UTC of the last complete, successful sync (kept across restarts). */
  lastSuccessAt: string | null
  lastAttemptAt: string | null
  /** What went wrong the last time, in English (`lastErrorWords` in the supervisor's language); null after a success. */
  lastError: string | null
  lastErrorWords?: ErrorWords
  running: boolean
  /** When the next run is due; null when none is planned (no workspace, stopped). */
  nextRunAt: string | null
  /** The normal time between two runs, milliseconds. */
  intervalMs: number
}

/**
 * What one resource's sync is doing: `openCallbacks` reads the callbacks that
 * are not done yet (by status) before the full walk of a first sync, `pages`
 * walks the whole list, `details` fetches new or changed conversations one by one.
 */
export type SyncStep = 'openCallbacks' | 'pages' | 'details'

/** How far the running sync round is, for the indicator and Settings. */
export interface SyncProgress {
  /** The resource being synced now. */
  resource: PeriodicResource
  step: SyncStep
  /** Requests of this step done (pages, or conversations for `details`), and how many it needs; null until its first answer says. */
  stepDone: number
  stepTotal: number | null
  /** Requests of the whole round (every resource due) done, and how many it needs as estimated now. */
  done: number
  total: number
  /** Estimated milliseconds until the round is complete, at the pace of the last 20 s; null while that pace or a resource's size is not known yet. */
  timeLeftMs: number | null
  /** No resource of this workspace had been synced before: the cache is being filled. */
  firstSync: boolean
}

/** What is wrong with the cache itself (not the service): in English (`message`; `words` in the supervisor's language). */
export interface CacheProblem {
  kind: 'disk-full' | 'damaged'
  message: string
  words?: ErrorWords
}

/** The whole picture for the connection indicator and Settings. */
export interface SyncStatus {
  workspaceId: string | null
  connection: ConnectionStatus
  /** Whether the console window is visible (the poller runs faster then). */
  visible: boolean
  /** The live poll got no answer within its cadence and slack: the wall shows the calls as of its last answer. */
  liveOverdue: boolean
  /** The cache cannot be written (edits are refused with this message); null while it is fine. */
  cacheProblem: CacheProblem | null
  resources: ResourceSyncStatus[]
  /** The round running now; null between rounds. */
  progress: SyncProgress | null
  /**
   * ISO 8601 UTC of the last time every callback not done was read (the first
   * sync's `openCallbacks` step or a complete sync of dispositions): from then
   * on the queue's open sections (Overdue, Due in the next hour, Today, Later)
   * are complete. Null before.
   */
  openCallbacksAt: string | null
}

export interface VisibilityState {
  visible: boolean
  /** The active-call poll interval that now applies. */
  pollIntervalMs: number
}

export const syncCommands = {
  'sync.status': command(() => z.object({}).strict()).returns<SyncStatus>(),
  /** Syncs one resource (or all) now, without waiting for it to finish. */
  'sync.now': command(() => z.object({ resource: z.enum(PERIODIC_RESOURCES).optional() }).strict()).returns<SyncStatus>(),
  /** The renderer reports `document.visibilityState`; hidden windows are polled less often. */
  'sync.setVisibility': command(() => z.object({ visible: z.boolean() }).strict()).returns<VisibilityState>(),
  /** The operating system reports the network back (the window's `online` event): everything waiting retries now. */
  'sync.networkBack': command(() => z.object({}).strict()).returns<SyncStatus>(),
  /** Replaces the cache file by a fresh one, keeping the edits waiting in the outbox, then syncs again. */
  'sync.rebuildCache': command(() => z.object({}).strict()).returns<{ keptEdits: number; status: SyncStatus }>(),
}

export const syncEvents = {
  /** On every start and end of a resource's sync, on every change of the connection, and at most once a second while a round makes progress. */
  'sync.status': event<SyncStatus>(),
}
